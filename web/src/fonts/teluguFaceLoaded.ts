/** The self-hosted Telugu face's family (src/teluguFont.css). */
export const TELUGU_FONT = "Noto Sans Telugu Variable";

/** Whether a face is of that family (the browser may give the family quoted). */
export const isTeluguFace = (face: FontFace): boolean => face.family.replace(/^"|"$/g, "") === TELUGU_FONT;

/**
 * Its two rules, regular (400–500) and bold (600–700): each may find its own local face on the device, so
 * each is loaded; where both fall back to the file, it is fetched once.
 */
const WEIGHTS = ["400", "700"] as const;

/**
 * Resolves once both weights of the Telugu face have loaded (or failed), or after `maxWaitMs`, whichever is
 * first: a Telugu page is laid out once, in the face, rather than in a fallback that re-wraps when it arrives.
 */
export function teluguFaceLoaded(maxWaitMs: number): Promise<void> {
  if (typeof document === "undefined" || !("fonts" in document)) return Promise.resolve();
  const loads = WEIGHTS.map((weight) =>
    document.fonts.load(`${weight} 16px "${TELUGU_FONT}"`, "తెలుగు").catch(() => []),
  );
  return Promise.race([Promise.all(loads), new Promise((resolve) => setTimeout(resolve, maxWaitMs))]).then(
    () => undefined,
  );
}
