/**
 * The refine form's values as the inputs hold them, from and to the stored `matchFilters` and
 * the wire shape `refineFormSchema` validates. "any" is the "Doesn't matter" choice of every input.
 */
import type { RefineFormInput } from "@matrimony/shared/schemas";
import { ageFromDobText } from "@matrimony/shared/dates";
import type { Gender } from "@matrimony/shared/options";
import {
  ANY,
  DEFAULT_MIN_GUNA,
  defaultAgeRange,
  type HoroscopeMode,
  type MatchFilters,
} from "@matrimony/shared/rules/refine/options";

export type RefineFormValues = {
  ageMin: string;
  ageMax: string;
  heightMin: string;
  heightMax: string;
  maritalStatuses: string[];
  nativeDistricts: string[];
  nriCountries: string[];
  educationLevels: string[];
  withPhotoOnly: boolean;
  verifiedOnly: boolean;
  horoscope: HoroscopeMode;
  minGuna: number | string;
  excludeSameGotram: boolean;
};

const list = (v: typeof ANY | string[] | undefined): string[] => (v === undefined || v === ANY ? [ANY] : [...v]);

/** The inputs for stored filters; a missing filter shows as "Doesn't matter". */
export function toRefineValues(filters: MatchFilters | undefined): RefineFormValues {
  const f = filters ?? {};
  const age = f.ageRange === undefined || f.ageRange === ANY ? { min: ANY, max: ANY } : f.ageRange;
  const height = f.heightRange === undefined || f.heightRange === ANY ? { min: ANY, max: ANY } : f.heightRange;
  return {
    ageMin: String(age.min),
    ageMax: String(age.max),
    heightMin: height.min,
    heightMax: height.max,
    maritalStatuses: list(f.maritalStatuses),
    nativeDistricts: list(f.nativeDistricts),
    nriCountries: list(f.nriCountries),
    educationLevels: list(f.educationLevels),
    withPhotoOnly: f.withPhotoOnly ?? false,
    verifiedOnly: f.verifiedOnly ?? false,
    horoscope: f.horoscope ?? "notNeeded",
    minGuna: f.minGuna ?? DEFAULT_MIN_GUNA,
    excludeSameGotram: f.excludeSameGotram ?? false,
  };
}

/**
 * A new member's starting point: the age range of defaultAgeRange from their own age and gender, the rest "Doesn't
 * matter".
 */
export function newMemberRefineValues(dateOfBirth: string, gender: string): RefineFormValues {
  const values = toRefineValues(undefined);
  const age = ageFromDobText(dateOfBirth, Date.now());
  if (age === null || (gender !== "Male" && gender !== "Female")) return values;
  const range = defaultAgeRange(age, gender as Gender);
  return { ...values, ageMin: String(range.min), ageMax: String(range.max) };
}

/** What members.updatePreference and members.register receive as `refine`. */
export function toRefineInput(
  values: RefineFormValues,
): RefineFormInput & Record<string, string | number | boolean | string[]> {
  return { ...values };
}

/** "Doesn't matter" is exclusive: choosing it clears the others, and choosing another clears it. */
export function nextAnyOf(previous: readonly string[], next: string[]): string[] {
  const hadAny = previous.includes(ANY);
  if (next.includes(ANY) && !hadAny) return [ANY];
  return next.length > 1 ? next.filter((v) => v !== ANY) : next;
}
