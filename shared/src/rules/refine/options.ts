/**
 * The choices of the "Refine" partner preferences. Every filter has a real "Doesn't matter"
 * value (`ANY`), chosen on purpose; a filter that is absent from a stored profile means the same, so members
 * who registered before refine existed keep exactly the spec's matches (SPEC §7).
 */
import { MIN_AGE } from "../../dates";
import { ANDHRA_PRADESH_DISTRICTS, TELANGANA_DISTRICTS, type Gender } from "../../options";

export const ANY = "any" as const;
export type Any = typeof ANY;

/** Ages a range may name: the legal minimum of brides to a generous upper end. */
export const REFINE_MIN_AGE = MIN_AGE.Female;
export const REFINE_MAX_AGE = 70;

/** Native districts a member may ask for: both states' lists (members from other states name no district). */
export const REFINE_DISTRICTS: readonly string[] = [...ANDHRA_PRADESH_DISTRICTS, ...TELANGANA_DISTRICTS];

/**
 * Education levels, derived from the free-text education (educationLevel.ts) rather than asked: members
 * already wrote their degree ("B.Tech", "M.Sc", "MBBS"), and a derived level covers every existing profile
 * without a new question. Text we cannot place is "unknown" and never passes an education filter.
 */
export const EDUCATION_LEVELS = ["School", "Diploma", "Bachelors", "Masters", "Doctorate", "Professional"] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const HOROSCOPE_MODES = ["notNeeded", "preferred", "required"] as const;
export type HoroscopeMode = (typeof HOROSCOPE_MODES)[number];
/** 18 of 36 gunas is the common threshold in the panchangam's గుణమేళన చక్రం. */
export const DEFAULT_MIN_GUNA = 18;
export const MAX_GUNA = 36;

/** An inclusive range; an open end is ANY ("no lower limit" / "no upper limit"). */
export type Range<V> = { min: V | Any; max: V | Any };
/** "Doesn't matter", or any of a non-empty list. */
export type AnyOf<V extends string> = Any | V[];

/** The refine preferences as stored on the profile (`matchFilters`); a missing key is "Doesn't matter". */
export type MatchFilters = {
  /** Age in whole years on the day of the search. */
  ageRange?: Any | Range<number>;
  /** Heights as the stored text, e.g. 5'4". */
  heightRange?: Any | Range<string>;
  maritalStatuses?: AnyOf<string>;
  /** Native districts (AP and Telangana lists), on every branch of the rule. */
  nativeDistricts?: AnyOf<string>;
  /** Countries of NRI members; applies only when the preference type is NRI. */
  nriCountries?: AnyOf<string>;
  educationLevels?: AnyOf<EducationLevel>;
  withPhotoOnly?: boolean;
  /** Only verified profiles (mobile verified, and ID or photo verified by staff). */
  verifiedOnly?: boolean;
  horoscope?: HoroscopeMode;
  /** Used only when horoscope is "required". */
  minGuna?: number;
  excludeSameGotram?: boolean;
};

/**
 * The age range a new member starts with: brides (looking at grooms) from their own age to six years older,
 * never under the grooms' legal 21; grooms from six years younger to their own age, never under the brides'
 * legal 18. The common Telugu convention is an older groom; the member changes it or picks "Doesn't matter".
 */
export function defaultAgeRange(ownAge: number, gender: Gender): Range<number> {
  const clamp = (n: number) => Math.min(REFINE_MAX_AGE, Math.max(REFINE_MIN_AGE, n));
  if (gender === "Female") return { min: clamp(Math.max(MIN_AGE.Male, ownAge)), max: clamp(ownAge + 6) };
  return { min: clamp(Math.max(MIN_AGE.Female, ownAge - 6)), max: clamp(ownAge) };
}
