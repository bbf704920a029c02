/**
 * The horoscope and gotram preferences. Horoscope "Required" leaves out a match whose Guna Milan
 * total is under the member's minimum or whose Dasa Porutham has a Rajju or Vedha veto; bride and groom
 * follow gender, and when either side has not given a nakshatram the match is left out (the preference page
 * says so). "Preferred" and "Not needed" leave everyone in: the card shows the score either way.
 * "Exclude same gotram" compares the normalised gotram (rules/gotram.ts); a missing gotram is never "same".
 */
import { sameGotram } from "../gotram";
import { horoscopeSummary, type HoroscopeMember } from "../horoscope/index";
import { requiredMinGuna } from "./filters";
import type { MatchFilters } from "./options";

export type CompatibilityParty = HoroscopeMember & { gotram?: string };

export function passesCompatibility(
  filters: MatchFilters,
  viewer: CompatibilityParty,
  candidate: CompatibilityParty,
): boolean {
  if (filters.excludeSameGotram === true && sameGotram(viewer.gotram, candidate.gotram)) return false;
  const minimum = requiredMinGuna(filters);
  if (minimum === null) return true;
  const summary = horoscopeSummary(viewer, candidate);
  return summary !== null && summary.guna >= minimum && summary.vetoes.length === 0;
}
