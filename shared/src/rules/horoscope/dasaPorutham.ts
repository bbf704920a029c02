/**
 * Dasa Porutham (దశవిధ పొంతన / Dashakuta): the ten agreements of the South Indian tradition, each
 * simply present or absent. Counting convention: from the bride's star (or rashi) to the groom's, the
 * bride's star counted as 1. Rajju and Vedha are vetoes: either one failing is reported in `vetoes`.
 * Sources for each rule are next to it.
 */
import type { Rashi } from "../../options";
import { positionPairs, starCount, type HoroscopeParty, type Position } from "./party";
import { grahaMaitriPoints, isRashiVashya, lordOf, rashiCount } from "./rashis";
import { sameStarVerdict, type SameStarReason } from "./sameStar";
import { ganaOf, isVedha, rajjuOf, rashiOfPada, starNumber, yoniOf, type Gana } from "./stars";
import { isYoniEnemy } from "./yoni";

export const PORUTHAM_KEYS = [
  "dina",
  "gana",
  "mahendra",
  "streeDeergha",
  "yoni",
  "rasi",
  "rasyadhipati",
  "vasya",
  "rajju",
  "vedha",
] as const;
export type PoruthamKey = (typeof PORUTHAM_KEYS)[number];
export type Veto = "rajju" | "vedha";

export type Porutham = {
  key: PoruthamKey;
  ok: boolean;
  /** Set when the pada is not known and the porutham holds for some padas only; ok is then false. */
  uncertain?: true;
};
export type DasaPorutham = {
  matched: number;
  total: 10;
  poruthams: Porutham[];
  vetoes: Veto[];
  /** Present when both were born under one star: the convention's verdict (see sameStar.ts). */
  sameStar?: { ok: boolean; reason: SameStarReason; uncertain?: true };
};

/** Dina: counts 2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26 agree; 27 only within one rashi. Sources:
 * tirumanaporutham.blogspot.com/2011/04/dhina-porutham.html; rajaramaneb.blogspot.com (same list, Tamil). */
const DINA_GOOD: readonly number[] = [2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26];
/** Mahendra: counts 4, 7, 10, 13, 16, 19, 22, 25. Source: astrosiva.in/mahendra-porutham-in-tamil. */
const MAHENDRA_GOOD: readonly number[] = [4, 7, 10, 13, 16, 19, 22, 25];
/** Stree Deergha: the groom's star beyond the 13th from the bride's. Within 7 there is none, 8 to 13 is
 * middling, beyond 13 it holds. Source: seithipunal.com/culture/stree-poruththam. */
const STREE_DEERGHA_FROM = 14;
/** Rasi: the groom's rashi 2nd, 6th, 8th or 12th from the bride's fails; 7th fails for the pairs
 * Karkatakam–Makaram and Simham–Kumbham. Source: raajayogam.com/mm/raasi-porutham.html. */
const RASI_BAD_COUNTS: readonly number[] = [2, 6, 8, 12];
const RASI_BAD_SEVENTHS: readonly (readonly [Rashi, Rashi])[] = [
  ["Karkatakam", "Makaram"],
  ["Simham", "Kumbham"],
];

/** Gana porutham: the same gana, or Deva with Manushya either way (docs/horoscope.md); a Rakshasa with
 * either of the others fails. Its own rule, the same whichever side is the bride: it is not read off the
 * Gana koota's points, which depend on who is the bride. */
function ganaPoruthamHolds(bride: Gana, groom: Gana): boolean {
  return bride === groom || (bride !== "Rakshasa" && groom !== "Rakshasa");
}

function sameRashi(a: Position, b: Position): boolean {
  return rashiOfPada(a.nakshatram, a.pada) === rashiOfPada(b.nakshatram, b.pada);
}

function poruthamHolds(key: PoruthamKey, bride: Position, groom: Position): boolean {
  const b = starNumber(bride.nakshatram);
  const g = starNumber(groom.nakshatram);
  const count = starCount(b, g);
  const bRashi = rashiOfPada(bride.nakshatram, bride.pada);
  const gRashi = rashiOfPada(groom.nakshatram, groom.pada);
  const same = b === g ? sameStarVerdict(bride.nakshatram, bride.pada, groom.pada) : undefined;
  switch (key) {
    case "dina":
      if (same) return same.ok;
      if (count === 27) return sameRashi(bride, groom);
      return DINA_GOOD.includes(count);
    case "gana":
      return ganaPoruthamHolds(ganaOf(bride.nakshatram), ganaOf(groom.nakshatram));
    case "mahendra":
      return MAHENDRA_GOOD.includes(count);
    case "streeDeergha":
      return count >= STREE_DEERGHA_FROM;
    case "yoni":
      // Anything but sworn-enemy animals (freehoroscopesonline.in/yonikoota.php).
      return !isYoniEnemy(yoniOf(bride.nakshatram), yoniOf(groom.nakshatram));
    case "rasi": {
      const n = rashiCount(bRashi, gRashi);
      if (RASI_BAD_COUNTS.includes(n)) return false;
      if (n === 7)
        return !RASI_BAD_SEVENTHS.some(([x, y]) => (x === bRashi && y === gRashi) || (x === gRashi && y === bRashi));
      return true;
    }
    case "rasyadhipati":
      // Same lord, or lords neither of whom counts the other an enemy (Graha Maitri 3 or more).
      return grahaMaitriPoints(lordOf(bRashi), lordOf(gRashi)) >= 3;
    case "vasya":
      return isRashiVashya(gRashi, bRashi) || isRashiVashya(bRashi, gRashi);
    case "rajju":
      if (same) return same.ok;
      return rajjuOf(bride.nakshatram) !== rajjuOf(groom.nakshatram);
    case "vedha":
      return !isVedha(bride.nakshatram, groom.nakshatram);
  }
}

export function dasaPorutham(bride: HoroscopeParty, groom: HoroscopeParty): DasaPorutham {
  const pairs = positionPairs(bride, groom);
  const poruthams: Porutham[] = PORUTHAM_KEYS.map((key) => {
    const holds = pairs.map(([b, g]) => poruthamHolds(key, b, g));
    const ok = holds.every(Boolean);
    const porutham: Porutham = { key, ok };
    if (!ok && holds.some(Boolean)) porutham.uncertain = true;
    return porutham;
  });
  const vetoes = (["rajju", "vedha"] as const).filter((key) => poruthams.find((p) => p.key === key)?.ok === false);
  const result: DasaPorutham = {
    matched: poruthams.filter((p) => p.ok).length,
    total: 10,
    poruthams,
    vetoes,
  };
  if (bride.nakshatram === groom.nakshatram) {
    const verdicts = pairs.map(([b, g]) => sameStarVerdict(b.nakshatram, b.pada, g.pada));
    const worst = verdicts.find((v) => !v.ok) ?? (verdicts[0] as (typeof verdicts)[number]);
    result.sameStar = { ...worst };
    if (verdicts.some((v) => v.ok !== worst.ok)) result.sameStar.uncertain = true;
  }
  return result;
}
