import wholeFaceUrl from "./noto-sans-telugu-wght-400-700.woff2?url";
import firstFaceUrl from "./noto-sans-telugu-ui-wght-400-700.woff2?url";
import { TELUGU_FONT } from "./teluguFaceLoaded";

/** How long the browser may wait for an idle moment before the whole face is fetched anyway. */
const IDLE_TIMEOUT_MS = 2_000;

let upgrading = false;

/** Whether this page fetched the first face's file (not so on a phone whose own Noto Sans Telugu drew it). */
function firstFaceFetched(): boolean {
  const url = new URL(firstFaceUrl, document.baseURI).href;
  return performance.getEntriesByName(url).length > 0;
}

function afterLoadAndIdle(then: () => void): void {
  const idle = () => ("requestIdleCallback" in window ? window.requestIdleCallback(then, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(then, 0));
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

/** The stylesheet's rules for the Telugu face (src/teluguFont.css: regular and bold), as the browser holds them. */
function stylesheetFaces(): FontFace[] {
  return Array.from(document.fonts).filter((face) => face.family.replace(/^"|"$/g, "") === TELUGU_FONT);
}

/**
 * The whole face, fetched once and added under the family the page's text names, once for each of the
 * stylesheet's rules with that rule's own descriptors (weights, characters): among faces that match alike,
 * the one added last is used, so the browser lays the text out again in it (the app's words in the same
 * glyphs, members' words whole). Fetched as bytes, not as a `url()` face per rule, which a browser without
 * a cache would fetch once per rule.
 */
async function addWholeFace(): Promise<void> {
  try {
    const response = await fetch(wholeFaceUrl);
    if (!response.ok) return;
    const bytes = await response.arrayBuffer();
    const faces = stylesheetFaces().map(
      (rule) => new FontFace(TELUGU_FONT, bytes, { weight: rule.weight, style: rule.style, unicodeRange: rule.unicodeRange, display: "swap" }),
    );
    await Promise.all(faces.map((face) => face.loaded));
    for (const face of faces) document.fonts.add(face);
  } catch {
    // Offline, or the bytes were not a face: the page stays in the first face, which draws the app's words.
  }
}

/**
 * The first Telugu face (src/teluguFont.css) has the glyphs of the app's own words only: a member's name or
 * "about me" in Telugu may need a conjunct it lacks, and would draw with the letters unjoined. Called once
 * the page has been drawn (by the visitor entry on a page that stays HTML until a tap, by the app after its
 * first page: WholeTeluguFace.tsx), and once this page has fetched that face (or when it does), the whole
 * face (web/vite/teluguFace.ts) is fetched when the document has loaded and the browser is idle, and
 * replaces it: it never shares the line with what the first paint waits for. A phone that drew the page in
 * its own Noto Sans Telugu (every Android phone, through the rules' local() sources) fetches neither file.
 * Safe to call more than once.
 */
export function upgradeTeluguFaceOnceUsed(): void {
  if (typeof document === "undefined" || !("fonts" in document) || typeof FontFace === "undefined") return;
  document.fonts.addEventListener("loadingdone", upgradeIfFetched);
  upgradeIfFetched();
}

function upgradeIfFetched(): void {
  if (upgrading || !firstFaceFetched()) return;
  upgrading = true;
  document.fonts.removeEventListener("loadingdone", upgradeIfFetched);
  afterLoadAndIdle(() => void addWholeFace());
}
