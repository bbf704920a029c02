/**
 * Gotram is free text on the profile, written in English letters or Telugu script and spelled many ways
 * (Kashyapa, Kasyapa, Kashyap, Kashyapasa, కాశ్యప). To compare two gotrams we normalise both: case,
 * spacing and punctuation go, a trailing "gotram"/"gothram"/"గోత్రం" goes, the usual transliteration
 * variants fold together (sh/s, th/t, dh/d, w/v, ee/i, oo/u, aa/a, au/ou/ow/o, a final -a or -asa),
 * and a table maps what folding cannot reach (Telugu script, Mudgala/Moudgalya ...) to one name.
 * The table's spellings are those printed in Telugu wedding invitations and panchangams' gotra lists;
 * it is a convenience, never a verdict: the member page shows the gotrams as the members wrote them.
 */

/** Canonical name → spellings that folding alone does not bring to the canonical one's fold. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  Kashyapa: ["కాశ్యప", "కశ్యప", "కాశ్యపస", "kasyapa", "kaasyapa", "kashyapasa"],
  Bharadwaja: ["భరద్వాజ", "భారద్వాజ", "bharatwaj", "bharatwaja", "bharathwaj", "bharathwaja"],
  Vasishta: ["వసిష్ఠ", "వశిష్ఠ", "వాసిష్ఠ", "vasista", "vashista"],
  Koundinya: ["కౌండిన్య", "కౌండిన్యస", "kondinya"],
  Srivatsa: ["శ్రీవత్స", "srivatsasa"],
  Athreya: ["ఆత్రేయ", "athreyasa"],
  Gautama: ["గౌతమ", "గౌతమస"],
  Harita: ["హరిత", "హారీత", "haaritha", "haritasa"],
  Kaushika: ["కౌశిక", "kousikasa"],
  Viswamitra: ["విశ్వామిత్ర"],
  Jamadagni: ["జమదగ్ని"],
  Sandilya: ["శాండిల్య"],
  Moudgalya: ["మౌద్గల్య", "mudgala", "mudgal", "moudgilya"],
  Agastya: ["అగస్త్య"],
  Parashara: ["పరాశర"],
  Dhananjaya: ["ధనంజయ", "dhanunjaya", "dhanunjay", "dhananjay"],
  Vatsa: ["వత్స"],
};

const SUFFIXES = ["gotram", "gothram", "gotharam", "gotra", "gothra", "gotrams", "గోత్రం", "గోత్రము", "గోత్ర"];

/** Letter-level folding of a Latin-script spelling (already lower-case, no spaces). */
function fold(s: string): string {
  let out = s
    .replace(/ee/g, "i")
    .replace(/oo/g, "u")
    .replace(/aa/g, "a")
    .replace(/(au|ou|ow)/g, "o")
    .replace(/sh/g, "s")
    .replace(/th/g, "t")
    .replace(/dh/g, "d")
    .replace(/w/g, "v");
  if (out.endsWith("asa") && out.length > 5) out = out.slice(0, -2);
  if (out.endsWith("a") && out.length > 3) out = out.slice(0, -1);
  return out;
}

function clean(text: string): string {
  let s = text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\s.,'’"()_-]+/g, "");
  for (const suffix of SUFFIXES) {
    if (s.endsWith(suffix) && s.length > suffix.length) {
      s = s.slice(0, -suffix.length);
      break;
    }
  }
  return s;
}

const BY_FOLD: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [canonical, spellings] of Object.entries(ALIASES)) {
    map.set(fold(clean(canonical)), canonical);
    for (const spelling of spellings)
      map.set(/[a-z]/.test(spelling) ? fold(clean(spelling)) : clean(spelling), canonical);
  }
  return map;
})();

/**
 * The comparable form of a gotram: the canonical name when the table knows it (e.g. "Kashyapa"),
 * otherwise the folded spelling; undefined for an empty or blank gotram.
 */
export function normaliseGotram(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const cleaned = clean(text);
  if (cleaned === "") return undefined;
  const key = /[a-z]/.test(cleaned) ? fold(cleaned) : cleaned;
  return BY_FOLD.get(key) ?? key;
}

/** True when both gave a gotram and the two are the same after normalising. */
export function sameGotram(a: string | undefined, b: string | undefined): boolean {
  const x = normaliseGotram(a);
  return x !== undefined && x === normaliseGotram(b);
}

/** The canonical gotrams the table knows, for tests and the glossary. */
export const KNOWN_GOTRAMS: readonly string[] = Object.keys(ALIASES);
