import { hasTelugu } from "./teluguClusters";
import { isTeluguFace } from "./teluguFaceLoaded";
import { textNodesUnder } from "./textNodes";

/** The elements whose own text has Telugu. */
function teluguElements(): Set<HTMLElement> {
  const elements = new Set<HTMLElement>();
  for (const text of textNodesUnder(document.body))
    if (text.parentElement && hasTelugu(text.data)) elements.add(text.parentElement);
  return elements;
}

/**
 * Chromium keeps Telugu text that it shaped while the Telugu face was still loading as empty boxes after the
 * face has arrived: an English member page's "Karkatakam (కర్కాటకం)", the first Telugu it showed, stayed so
 * for good, though the rashi's neighbour "Pushyami (పుష్యమి)" was drawn right. A Telugu page waits for the
 * face before it is drawn (i18n.ts); an English page shows Telugu in brackets without waiting, as it should
 * not fetch the face for nothing. So whenever a face of the Telugu family has loaded, the elements holding
 * Telugu text are shaped anew: a font property changed and restored around a forced layout does it. On an
 * English page these are a few rows; on a Telugu page the face has loaded before its text was drawn, and
 * there is none yet.
 */
export function reshapeTeluguAfterItsFaceLoads(): void {
  if (typeof document === "undefined" || !("fonts" in document)) return;
  document.fonts.addEventListener("loadingdone", (event) => {
    if ((event as FontFaceSetLoadEvent).fontfaces.some(isTeluguFace)) reshapeTeluguText();
  });
}

/** Shapes the page's Telugu text anew (see above). A face added whole needs none: the browser redraws with it. */
function reshapeTeluguText(): void {
  const elements = teluguElements();
  if (elements.size === 0) return;
  const kept = [...elements].map((element) => [element, element.style.getPropertyValue("font-kerning")] as const);
  for (const [element, value] of kept) element.style.setProperty("font-kerning", value === "none" ? "normal" : "none");
  void document.body.offsetWidth;
  for (const [element, value] of kept) element.style.setProperty("font-kerning", value || null);
}
