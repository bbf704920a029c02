import wholeFaceUrl from "./noto-sans-telugu-wght-400-700.woff2?url";
import firstFaceUrl from "./noto-sans-telugu-ui-wght-400-700.woff2?url";
import { afterLoadAndIdle } from "../features/boot/afterFirstPage";
import { hasTelugu, teluguClusters } from "./teluguClusters";
import { isTeluguFace, TELUGU_FONT } from "./teluguFaceLoaded";
import { textNodesUnder } from "./textNodes";

let upgrading = false;

/** Whether this page fetched the first face's file (not so on a phone whose own Noto Sans Telugu drew it). */
function firstFaceFetched(): boolean {
  const url = new URL(firstFaceUrl, document.baseURI).href;
  return performance.getEntriesByName(url).length > 0;
}

/** The stylesheet's rules for the Telugu face (src/teluguFont.css: regular and bold), as the browser holds them. */
function stylesheetFaces(): FontFace[] {
  return Array.from(document.fonts).filter(isTeluguFace);
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
      (rule) =>
        new FontFace(TELUGU_FONT, bytes, {
          weight: rule.weight,
          style: rule.style,
          unicodeRange: rule.unicodeRange,
          display: "swap",
        }),
    );
    await Promise.all(faces.map((face) => face.loaded));
    for (const face of faces) document.fonts.add(face);
  } catch {
    // Offline, or the bytes were not a face: the page stays in the first face, which draws the app's words.
  }
}

/** Whether one of `texts` has a Telugu cluster that the first face lacks (drawable: the clusters it has). */
function lacksCluster(texts: Iterable<string>, drawable: ReadonlySet<string>): boolean {
  for (const text of texts) {
    if (hasTelugu(text) && teluguClusters(text).some((cluster) => !drawable.has(cluster))) return true;
  }
  return false;
}

/**
 * The texts under `node`, one per text node: each is drawn apart, so they are checked apart (as one string,
 * a link's హోమ్ and the next link's లాగిన్ would make a conjunct that is drawn nowhere).
 */
function* textsUnder(node: Node): Generator<string> {
  for (const text of textNodesUnder(node)) yield text.data;
}

/** The values of the form fields in the page: React sets them as properties, not as text. */
function fieldValues(): string[] {
  return Array.from(
    document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea"),
    (field) => field.value,
  );
}

/**
 * Fetches the whole face the first time the page shows Telugu that the first face cannot draw: in the page
 * now, in what is added to it later (a member's profile opened, a list grown), or typed into a field. A page
 * of the app's own words never fetches it: /home and a member's page in Telugu, or an English page with a
 * horoscope's Telugu names, save its 64 KB.
 */
async function wholeFaceWhenNeeded(): Promise<void> {
  let drawable: ReadonlySet<string>;
  try {
    drawable = new Set((await import("./firstFaceClusters.json")).default);
  } catch {
    // The list did not come (offline): the whole face is tried, as before the list was there.
    void addWholeFace();
    return;
  }
  // A field's value can change with the page's other changes (a form filled with the member's saved details).
  const lacks = (texts: Iterable<string>) => lacksCluster(texts, drawable) || lacksCluster(fieldValues(), drawable);
  const upgrade = () => {
    observer.disconnect();
    document.removeEventListener("input", onInput, true);
    void addWholeFace();
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (
      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
      lacksCluster([field.value], drawable)
    )
      upgrade();
  };
  const observer = new MutationObserver((records) => {
    const changed = records.flatMap((record) =>
      record.type === "characterData" ? [record.target] : Array.from(record.addedNodes),
    );
    if (lacks(changed.flatMap((node) => [...textsUnder(node)]))) upgrade();
  });
  if (lacks(textsUnder(document.body))) {
    upgrade();
    return;
  }
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  document.addEventListener("input", onInput, true);
}

/**
 * The first Telugu face (src/teluguFont.css) has the glyphs of the app's own words only: a member's name or
 * "about me" in Telugu may need a conjunct it lacks, and would draw with the letters unjoined. Called once
 * the page has been drawn (by the visitor entry on a page that stays HTML until a tap, by the app after its
 * first page: main.tsx, through features/boot/afterFirstPage.ts), and once this page has fetched that face (or when it
 * does): when the
 * document has loaded and the browser is idle, the page is watched for Telugu clusters that the first face
 * lacks (firstFaceClusters.json, written with it by web/vite/teluguFace.ts), and the first time one shows
 * the whole face is fetched and replaces the first: it never shares the line with what the first paint waits
 * for. A phone that drew the page in its own Noto Sans Telugu (every Android phone, through the rules'
 * local() sources) fetches neither file. Safe to call more than once.
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
  afterLoadAndIdle(() => void wholeFaceWhenNeeded());
}
