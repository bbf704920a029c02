/**
 * Mutual matches: a profile whose own partner preference the viewer also fits. "Own preference" is all of it,
 * read from the candidate's side: the spec's rule (SPEC §7: caste, religion, their NRI / India / state
 * branch and sector) with the candidate as the one choosing, then the candidate's refine preferences (age,
 * height, marital status, districts, countries, education, gotram, horoscope). The two checks that need data
 * beyond the two profiles (verified only, with photo only) are the server's (convex/model/matching/mutual.ts).
 */
import { isMatch, type MatchCandidate, type MatchViewer } from "../matching";
import { passesCompatibility, type CompatibilityParty } from "./compatibility";
import { passesProfileFilters, type RefineParty } from "./filters";
import type { MatchFilters } from "./options";

export type MutualParty = MatchViewer &
  MatchCandidate &
  RefineParty &
  CompatibilityParty & { matchFilters?: MatchFilters };

/** Whether `candidate`'s rule and refine preferences accept `viewer` (the viewer's own preferences aside). */
export function candidateAccepts(candidate: MutualParty, viewer: MutualParty, nowMs: number): boolean {
  const filters = candidate.matchFilters ?? {};
  return (
    isMatch(candidate, viewer) &&
    passesProfileFilters(filters, candidate, viewer, nowMs) &&
    passesCompatibility(filters, candidate, viewer)
  );
}
