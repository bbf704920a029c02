import wholeFaceUrl from "./noto-sans-telugu-wght-400-700.woff2?url";
import firstFaceUrl from "./noto-sans-telugu-ui-wght-400-700.woff2?url";
import { TELUGU_FONT } from "./teluguFaceLoaded";

/** The Telugu characters of the face's rules in src/teluguFont.css. */
const TELUGU_RANGE = "U+0951-0952, U+0964-0965, U+0C00-0C7F, U+1CDA, U+1CF2, U+200C-200D, U+25CC";
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

/** The whole face, fetched and then added under the family the page's text names, for every weight. */
async function addWholeFace(): Promise<void> {
  const face = new FontFace(TELUGU_FONT, `url("${wholeFaceUrl}") format("woff2")`, { weight: "400 700", unicodeRange: TELUGU_RANGE, display: "swap" });
  try {
    await face.load();
  } catch {
    // Offline or refused: the page stays in the first face, which draws the app's own words.
    return;
  }
  // Added once loaded, it takes over from the stylesheet's rules at once (the face added last wins), and
  // the browser lays the text out again: the app's words in the same glyphs, members' words now whole.
  document.fonts.add(face);
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
