/**
 * The 27 nakshatrams and the attributes the matching tables read, one row per star, counted from
 * Ashwini = 1 as the panchangam does. Every column names its sources; where published tables disagree
 * the comment says which reading we follow and why.
 */
import { NAKSHATRAM_VALUES, RASHI_VALUES, type Nakshatram, type Rashi } from "../../options";

export type Gana = "Deva" | "Manushya" | "Rakshasa";
export type Nadi = "Adi" | "Madhya" | "Antya";
export type Rajju = "Pada" | "Kati" | "Nabhi" | "Kantha" | "Shiro";
export type Yoni =
  | "Horse"
  | "Elephant"
  | "Sheep"
  | "Serpent"
  | "Dog"
  | "Cat"
  | "Rat"
  | "Cow"
  | "Buffalo"
  | "Tiger"
  | "Deer"
  | "Monkey"
  | "Mongoose"
  | "Lion";
export type Pada = 1 | 2 | 3 | 4;
export const PADAS: readonly Pada[] = [1, 2, 3, 4];

/** 1-based number of a star (Ashwini = 1 ... Revathi = 27). */
export function starNumber(nakshatram: Nakshatram): number {
  return NAKSHATRAM_VALUES.indexOf(nakshatram) + 1;
}

/**
 * Gana of each star, in star order. Nine stars each; Pushyami is Deva only (a known bug elsewhere puts
 * it in two ganas). Sources: astrolaabh.in/article/importance-rakshasa-gana-dev-gana-manushya-gana,
 * www.yoginataraj.com/gana-kootam (both list the same three sets of nine).
 */
const GANA: readonly Gana[] = [
  "Deva",
  "Manushya",
  "Rakshasa",
  "Manushya",
  "Deva",
  "Manushya",
  "Deva",
  "Deva",
  "Rakshasa", // Ashwini..Ashlesha
  "Rakshasa",
  "Manushya",
  "Manushya",
  "Deva",
  "Rakshasa",
  "Deva",
  "Rakshasa",
  "Deva",
  "Rakshasa", // Makha..Jyeshta
  "Rakshasa",
  "Manushya",
  "Manushya",
  "Deva",
  "Rakshasa",
  "Rakshasa",
  "Manushya",
  "Manushya",
  "Deva", // Moola..Revathi
];

/**
 * Nadi of each star: the Adi-Madhya-Antya zigzag (1 A, 2 M, 3 N, 4 N, 5 M, 6 A, 7 A, ...), as printed in
 * every panchangam's nadi chakram. Source: medhadakshinamurtyjyotishanilayam.blogspot.com (vivaha pontana),
 * cross-checked with freehoroscopesonline.in's ashtakoota pages.
 */
const NADI: readonly Nadi[] = [...("AMNNMAAMNNMAAMNNMAAMNNMAAMN" as string)].map((c) =>
  c === "A" ? "Adi" : c === "M" ? "Madhya" : "Antya",
);

/**
 * Yoni (animal) of each star. Source: freehoroscopesonline.in/yonikoota.php and saravali.de/astrology/
 * koota_yoni.html (same fourteen pairs; Uttarashada shares the mongoose only with Abhijit, which the
 * 27-star list does not use).
 */
const YONI: readonly Yoni[] = [
  "Horse",
  "Elephant",
  "Sheep",
  "Serpent",
  "Serpent",
  "Dog",
  "Cat",
  "Sheep",
  "Cat", // Ashwini..Ashlesha
  "Rat",
  "Rat",
  "Cow",
  "Buffalo",
  "Tiger",
  "Buffalo",
  "Tiger",
  "Deer",
  "Deer", // Makha..Jyeshta
  "Dog",
  "Monkey",
  "Mongoose",
  "Monkey",
  "Lion",
  "Horse",
  "Lion",
  "Cow",
  "Elephant", // Moola..Revathi
];

/**
 * Rajju groups exactly as the cited sources give them (stars counted from Ashwini = 1); the same grouping is in
 * m.epanchang.com/RAJJU-Porutham and jathagamporutham.com's Rajju porutham page.
 */
export const RAJJU_GROUPS: Readonly<Record<Rajju, readonly number[]>> = {
  Pada: [1, 9, 10, 18, 19, 27],
  Kati: [2, 8, 11, 17, 20, 26],
  Nabhi: [3, 7, 12, 16, 21, 25],
  Kantha: [4, 6, 13, 15, 22, 24],
  Shiro: [5, 14, 23],
};

/**
 * Vedha (mutually obstructing) stars, exactly as the cited sources give them: twelve pairs and the triad
 * Mrigasira-Chitta-Dhanishta (5-14-23). Listed, not computed: the "sum of star numbers" shortcut some
 * implementations use flags about 32 pairs instead of these.
 */
export const VEDHA_PAIRS: readonly (readonly [number, number])[] = [
  [1, 18],
  [2, 17],
  [3, 16],
  [4, 15],
  [6, 22],
  [7, 21],
  [8, 20],
  [9, 19],
  [10, 27],
  [11, 26],
  [12, 25],
  [13, 24],
  [5, 14],
  [14, 23],
  [5, 23],
];

export function ganaOf(n: Nakshatram): Gana {
  return GANA[starNumber(n) - 1] as Gana;
}
export function nadiOf(n: Nakshatram): Nadi {
  return NADI[starNumber(n) - 1] as Nadi;
}
export function yoniOf(n: Nakshatram): Yoni {
  return YONI[starNumber(n) - 1] as Yoni;
}
export function rajjuOf(n: Nakshatram): Rajju {
  const num = starNumber(n);
  const entry = (Object.entries(RAJJU_GROUPS) as [Rajju, readonly number[]][]).find(([, stars]) => stars.includes(num));
  if (!entry) throw new Error(`no rajju for star ${String(num)}`);
  return entry[0];
}
export function isVedha(a: Nakshatram, b: Nakshatram): boolean {
  const x = starNumber(a);
  const y = starNumber(b);
  return VEDHA_PAIRS.some(([p, q]) => (p === x && q === y) || (p === y && q === x));
}

/**
 * Rashi of a star's pada. The zodiac's 108 padas fall nine to a rashi, so pada k of star n (both
 * 1-based) lies in rashi floor(((n - 1) * 4 + k - 1) / 9). Nine stars straddle two rashis (Krittika,
 * Mrigasira, Punarvasu, Uttara, Chitta, Visakha, Uttarashada, Dhanishta, Purvabhadra); see any
 * panchangam's nakshatra-pada table, e.g. vjosier.blogspot.com/2012/09 ("Krittika 2-4, Rohini,
 * Mrigasira 1-2: Vrishabha").
 */
export function rashiOfPada(nakshatram: Nakshatram, pada: Pada): Rashi {
  const index = Math.floor(((starNumber(nakshatram) - 1) * 4 + pada - 1) / 9);
  return RASHI_VALUES[index] as Rashi;
}

/** Position of a pada within its rashi, 0..8 (each 3°20'). */
export function padaIndexInRashi(nakshatram: Nakshatram, pada: Pada): number {
  return ((starNumber(nakshatram) - 1) * 4 + pada - 1) % 9;
}

/** The rashis a star's padas fall in: one for 18 stars, two for the nine that straddle. */
export function rashisOfStar(nakshatram: Nakshatram): readonly Rashi[] {
  return [...new Set(PADAS.map((p) => rashiOfPada(nakshatram, p)))];
}

/**
 * The rashi of a nakshatram, and of its pada where the star straddles two rashis; undefined when the
 * star straddles and the pada is not known.
 */
export function rashiOf(nakshatram: Nakshatram, pada?: Pada): Rashi | undefined {
  if (pada !== undefined) return rashiOfPada(nakshatram, pada);
  const rashis = rashisOfStar(nakshatram);
  return rashis.length === 1 ? rashis[0] : undefined;
}
