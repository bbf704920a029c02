/**
 * Telugu text cut into the clusters a shaper draws as a unit: a letter (a consonant with any consonants
 * joined to it by a virama, or an independent vowel) with the marks that follow it (vowel signs, virama,
 * anusvara, joiners). Shaping Telugu works cluster by cluster, so a face that draws a cluster right in one
 * word draws it right in any: the first Telugu face is cut from the app's words (web/vite/teluguFace.ts),
 * and the page fetches the whole face only for a cluster that none of them has (teluguFaceUpgrade.ts).
 */

/** A run of Telugu letters and marks with the joiners that shape with them. */
export const TELUGU_RUN = /[\u0C00-\u0C7F\u200C\u200D]+/gu;
const ANY_TELUGU = /[\u0C00-\u0C7F]/u;

/** Whether `text` has any Telugu letter or mark: most text has none, a quick test before the cluster cut. */
export const hasTelugu = (text: string): boolean => ANY_TELUGU.test(text);

/** Marks: they belong to the cluster before them (a mark with none draws on a dotted circle, its own cluster). */
const MARK = /^[\u0C00-\u0C04\u0C3C\u0C3E-\u0C4D\u0C55\u0C56\u0C62\u0C63\u200C\u200D]$/u;
const CONSONANT = /^[\u0C15-\u0C39\u0C58-\u0C5D]$/u;
const VIRAMA = "\u0C4D";
const ZWJ = "\u200D";

/** The clusters of every Telugu run in `text`, in order (repeats included). */
export function teluguClusters(text: string): string[] {
  const clusters: string[] = [];
  for (const run of text.match(TELUGU_RUN) ?? []) {
    let cluster = "";
    for (const character of run) {
      // A consonant after a virama (or virama and ZWJ) joins the cluster as a conjunct's part.
      const joined =
        MARK.test(character) ||
        (CONSONANT.test(character) && (cluster.endsWith(VIRAMA) || cluster.endsWith(VIRAMA + ZWJ)));
      if (!joined && cluster) {
        clusters.push(cluster);
        cluster = "";
      }
      cluster += character;
    }
    if (cluster) clusters.push(cluster);
  }
  return clusters;
}
