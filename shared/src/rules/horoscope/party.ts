/**
 * A party to a match as stored on a profile, and the padas it may be in. When the pada is not known
 * we do not guess: every pada consistent with what the member gave (their stated rashi, if it fits the
 * star) is tried, and a koota that comes out differently across them is scored at its lowest and marked
 * uncertain.
 */
import type { Nakshatram, Rashi } from "../../options";
import { PADAS, rashiOfPada, type Pada } from "./stars";

export type HoroscopeParty = {
  nakshatram: Nakshatram;
  pada?: Pada;
  /** The rashi the member states; used only to narrow an unknown pada, and only when it fits the star. */
  rashi?: Rashi;
};

export function candidatePadas(party: HoroscopeParty): readonly Pada[] {
  if (party.pada !== undefined) return [party.pada];
  const fitting = PADAS.filter((p) => rashiOfPada(party.nakshatram, p) === party.rashi);
  return fitting.length > 0 ? fitting : PADAS;
}

/** One fully determined position: a star and a pada. */
export type Position = { nakshatram: Nakshatram; pada: Pada };

/** Every (bride, groom) pair of positions the two parties may be in. */
export function positionPairs(bride: HoroscopeParty, groom: HoroscopeParty): [Position, Position][] {
  const pairs: [Position, Position][] = [];
  for (const bp of candidatePadas(bride))
    for (const gp of candidatePadas(groom))
      pairs.push([
        { nakshatram: bride.nakshatram, pada: bp },
        { nakshatram: groom.nakshatram, pada: gp },
      ]);
  return pairs;
}

/** Count from star a to star b, 1..27 (same star = 1), the way the panchangam counts. */
export function starCount(from: number, to: number): number {
  return ((to - from + 27) % 27) + 1;
}
