/**
 * The refine filters as a pure predicate over a candidate the spec's rule already matched
 * (rules/matching.ts stays the base). The server applies it in matches.list; "Doesn't matter" and a missing
 * filter pass everything, so a member without refine preferences sees exactly the rule's matches.
 */
import { ageFromDobText, MIN_AGE } from "../../dates";
import { parseHeight, type Gender } from "../../options";
import { educationLevelOf } from "./educationLevel";
import { ANY, DEFAULT_MIN_GUNA, type AnyOf, type MatchFilters, type Range } from "./options";

/** The profile fields the filters read, on both sides. */
export type RefineParty = {
  gender: Gender;
  dateOfBirth: string;
  height: string;
  maritalStatus: string;
  nativePlaceDistrict?: string;
  residenceType?: string;
  country?: string;
  education?: string;
  partnerPreferenceType?: string;
};

function inRange(value: number | null, range: Range<number>): boolean {
  if (value === null) return false;
  return (range.min === ANY || value >= range.min) && (range.max === ANY || value <= range.max);
}

function anyOf(filter: AnyOf<string> | undefined, value: string | undefined): boolean {
  if (filter === undefined || filter === ANY) return true;
  return value !== undefined && filter.includes(value);
}

function heightInRange(height: string, range: Range<string>): boolean {
  const toInches = (end: string | typeof ANY) => (end === ANY ? ANY : (parseHeight(end) ?? ANY));
  return inRange(parseHeight(height), { min: toInches(range.min), max: toInches(range.max) });
}

/**
 * Registration stores "Spouse lost" as Widowed and the profile edit as Married (SPEC §3); both are the one
 * choice "Spouse lost" that the refine page offers (as Widowed).
 */
function maritalGroup(status: string): string {
  return status === "Married" ? "Widowed" : status;
}

/** True when the age, height, marital, place and education filters let the candidate through. */
export function passesProfileFilters(
  filters: MatchFilters,
  viewer: Pick<RefineParty, "partnerPreferenceType">,
  candidate: RefineParty,
  nowMs: number,
): boolean {
  const { ageRange, heightRange } = filters;
  if (ageRange !== undefined && ageRange !== ANY && !inRange(ageFromDobText(candidate.dateOfBirth, nowMs), ageRange))
    return false;
  if (heightRange !== undefined && heightRange !== ANY && !heightInRange(candidate.height, heightRange)) return false;
  if (!anyOf(filters.maritalStatuses, maritalGroup(candidate.maritalStatus))) return false;
  if (!anyOf(filters.nativeDistricts, candidate.nativePlaceDistrict)) return false;
  // Countries narrow the NRI branch only: on the others they would leave out every member living in India.
  if (viewer.partnerPreferenceType === "NRI" && !anyOf(filters.nriCountries, candidate.country)) return false;
  if (filters.educationLevels !== undefined && filters.educationLevels !== ANY) {
    const level = educationLevelOf(candidate.education);
    if (level === "unknown" || !filters.educationLevels.includes(level)) return false;
  }
  return true;
}

/** The minimum guna score Required asks for (18 when none was stored). */
export function requiredMinGuna(filters: MatchFilters): number | null {
  return filters.horoscope === "required" ? (filters.minGuna ?? DEFAULT_MIN_GUNA) : null;
}

/**
 * The birth years an age range can hold on `nowMs` (someone aged 25 today was born this year minus 25 or
 * minus 26), newest first; null when the range is open or wider than `maxYears`, since the server then reads
 * the rule's index without the birth year.
 */
export function birthYearsFor(filters: MatchFilters, nowMs: number, maxYears: number): number[] | null {
  const range = filters.ageRange;
  if (range === undefined || range === ANY) return null;
  const year = new Date(nowMs).getUTCFullYear();
  const youngest = range.min === ANY ? MIN_AGE.Female : range.min;
  if (range.max === ANY) return null;
  const years: number[] = [];
  for (let y = year - youngest; y >= year - range.max - 1; y--) years.push(y);
  return years.length <= maxYears ? years : null;
}

/** The year of a DD/MM/YYYY date of birth, stored on the profile for the age indexes; undefined if unreadable. */
export function birthYearOf(dateOfBirth: string): number | undefined {
  const m = /^\d{2}\/\d{2}\/(\d{4})$/.exec(dateOfBirth.trim());
  return m ? Number(m[1]) : undefined;
}
