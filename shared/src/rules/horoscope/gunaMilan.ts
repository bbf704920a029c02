/**
 * Ashtakoota / Guna Milan: the 36 points of the panchangam's గుణమేళన చక్రం, eight kootas worth 1 to 8.
 * The total is the Pidaparthi panchangam's printed table (pidaparthi.ts), so our figure is the one the
 * family reads in their panchangam; the eight kootas are reckoned here, in half points, and their sum
 * (kootaSum) may differ from the printed total by a point or so.
 * Counting convention: from the bride's star (or rashi) to the groom's, as the panchangam reads its
 * table (bride's star down the side, groom's across); Tara counts both ways.
 */
import { grahaMaitriPoints, lordOf, rashiCount, varnaRank, vashyaGroup, vashyaPoints } from "./rashis";
import { positionPairs, starCount, type HoroscopeParty, type Position } from "./party";
import { printedGuna, roundAsPrinted, typingError } from "./pidaparthi";
import { ganaOf, nadiOf, rashiOfPada, starNumber, yoniOf, type Gana } from "./stars";
import { yoniPoints } from "./yoni";

export const KOOTA_KEYS = ["varna", "vashya", "tara", "yoni", "grahaMaitri", "gana", "bhakoot", "nadi"] as const;
export type KootaKey = (typeof KOOTA_KEYS)[number];
export const KOOTA_MAX: Readonly<Record<KootaKey, number>> = {
  varna: 1,
  vashya: 2,
  tara: 3,
  yoni: 4,
  grahaMaitri: 5,
  gana: 6,
  bhakoot: 7,
  nadi: 8,
};

/** The doshas the panchangam names when their koota scores nothing. */
export type DoshaKey = "nadi" | "bhakoot" | "gana";

export type Koota = {
  key: KootaKey;
  score: number;
  max: number;
  /** Set when the pada is not known and the koota differs across the padas it may be; score is the lowest. */
  uncertain?: true;
};
export type GunaMilan = {
  /**
   * The figure a card and a member page show: the Pidaparthi panchangam's table, whole points (the kootas'
   * sum, rounded as the table rounds, where the printed figure is a typing error). The lowest over the padas
   * a member may be in when a pada is not given.
   */
  total: number;
  max: 36;
  kootas: Koota[];
  /** The eight kootas added up, half points and all. */
  kootaSum: number;
  doshas: DoshaKey[];
  /** True when some koota, or the total, depends on a pada that was not given. */
  uncertain: boolean;
};

/**
 * Gana points, bride's gana (row) by groom's (column): same gana 6; a Deva bride with a Manushya groom 5,
 * with a Rakshasa groom 1; a Manushya bride with a Deva groom 6, with a Rakshasa groom 0; a Rakshasa bride
 * with a Deva or Manushya groom 0. It is the table of astroyogi.com/articles/gana-koota-in-kundli-matching.aspx
 * and astrolaabh.in read with the groom as the row. The Pidaparthi table settles which way round it reads:
 * with this one, 3,601 of its 11,664 cells equal our kootas' sum, against 2,442 with the transposed one
 * (docs/horoscope.md, "The Pidaparthi table").
 */
const GANA_POINTS: Readonly<Record<Gana, Readonly<Record<Gana, number>>>> = {
  Deva: { Deva: 6, Manushya: 5, Rakshasa: 1 },
  Manushya: { Deva: 6, Manushya: 6, Rakshasa: 0 },
  Rakshasa: { Deva: 0, Manushya: 0, Rakshasa: 6 },
};
export function ganaPoints(bride: Gana, groom: Gana): number {
  return GANA_POINTS[bride][groom];
}

/** Taras 3 (Vipat), 5 (Pratyak) and 7 (Vadha/Naidhana) of the nine are inauspicious. Counted both ways,
 * 1½ for each good direction: futuresamachar.com/en/book/horoscope-matching-471/41, saravali.github.io/
 * astrology/koota_dina.html, astromuhurat.blogspot.com/2015/04 (Tara Koot). telugusourabham.blogspot.com's
 * worked example counts one way only; no source states that as the rule (docs/horoscope.md, "How the
 * conventions were settled"). Tara exceptions (futuresamachar p. 95) are left to the astrologer. */
function taraIsGood(count: number): boolean {
  const tara = count % 9 === 0 ? 9 : count % 9;
  return tara !== 3 && tara !== 5 && tara !== 7;
}

/** Bhakoot: the rashis 2/12, 5/9 or 6/8 from each other give 0, any other placing (1/1, 3/11, 4/10, 7/7) 7. */
function bhakootPoints(count: number): number {
  return [2, 12, 5, 9, 6, 8].includes(count) ? 0 : 7;
}

function scoreKoota(key: KootaKey, bride: Position, groom: Position): number {
  const bRashi = rashiOfPada(bride.nakshatram, bride.pada);
  const gRashi = rashiOfPada(groom.nakshatram, groom.pada);
  switch (key) {
    case "varna":
      return varnaRank(gRashi) >= varnaRank(bRashi) ? 1 : 0;
    case "vashya":
      return vashyaPoints(vashyaGroup(groom.nakshatram, groom.pada), vashyaGroup(bride.nakshatram, bride.pada));
    case "tara": {
      const b = starNumber(bride.nakshatram);
      const g = starNumber(groom.nakshatram);
      const good = Number(taraIsGood(starCount(b, g))) + Number(taraIsGood(starCount(g, b)));
      return good * 1.5;
    }
    case "yoni":
      return yoniPoints(yoniOf(bride.nakshatram), yoniOf(groom.nakshatram));
    case "grahaMaitri":
      return grahaMaitriPoints(lordOf(bRashi), lordOf(gRashi));
    case "gana":
      return ganaPoints(ganaOf(bride.nakshatram), ganaOf(groom.nakshatram));
    case "bhakoot":
      return bhakootPoints(rashiCount(bRashi, gRashi));
    case "nadi":
      return nadiOf(bride.nakshatram) === nadiOf(groom.nakshatram) ? 0 : 8;
  }
}

/** The eight koota scores of one fully known pair, in KOOTA_KEYS order. */
function scoreKootas(bride: Position, groom: Position): number[] {
  return KOOTA_KEYS.map((key) => scoreKoota(key, bride, groom));
}

/** The total of one fully known pair: the printed figure, or the kootas' sum where it is a typing error. */
function pairTotal(bride: Position, groom: Position, scores: readonly number[]): number {
  if (typingError(bride, groom)) return roundAsPrinted(scores.reduce((sum, s) => sum + s, 0));
  return printedGuna(bride, groom);
}

export function gunaMilan(bride: HoroscopeParty, groom: HoroscopeParty): GunaMilan {
  const pairs = positionPairs(bride, groom);
  const scored = pairs.map(([b, g]) => scoreKootas(b, g));
  const kootas: Koota[] = KOOTA_KEYS.map((key, i) => {
    const scores = scored.map((s) => s[i] as number);
    const score = Math.min(...scores);
    const koota: Koota = { key, score, max: KOOTA_MAX[key] };
    if (scores.some((s) => s !== score)) koota.uncertain = true;
    return koota;
  });
  const totals = pairs.map(([b, g], i) => pairTotal(b, g, scored[i] as number[]));
  const total = Math.min(...totals);
  const doshas = (["gana", "bhakoot", "nadi"] as const).filter((key) => kootas.find((k) => k.key === key)?.score === 0);
  return {
    total,
    max: 36,
    kootas,
    kootaSum: kootas.reduce((sum, k) => sum + k.score, 0),
    doshas,
    uncertain: kootas.some((k) => k.uncertain) || totals.some((t) => t !== total),
  };
}
