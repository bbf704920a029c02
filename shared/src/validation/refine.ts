/**
 * The refine partner preferences as the preference page and registration step 4 send them, and
 * the `MatchFilters` the server stores. Every key may be left out (= "Doesn't matter"), so a client that
 * sends none stores none and the spec's matches stay as they were. Ranges come as two ends, each ANY or a
 * value; lists as arrays where ["any"] is the "Doesn't matter" choice and [] is refused with a message.
 */
import { z } from "./zod";
import { coreMessages as en } from "../copy/core";
import { HEIGHTS_ALL, MARITAL_STATUSES, NRI_COUNTRIES } from "../options";
import {
  ANY,
  DEFAULT_MIN_GUNA,
  EDUCATION_LEVELS,
  HOROSCOPE_MODES,
  MAX_GUNA,
  REFINE_DISTRICTS,
  REFINE_MAX_AGE,
  REFINE_MIN_AGE,
  type MatchFilters,
} from "../rules/refine/options";
import type { CrossCheck } from "./ordered";
import { orderedObject } from "./ordered";

const ageEnd = z
  .union([z.literal(ANY), z.number(), z.string()], { error: en["refine.ageInvalid"] })
  .transform((v, ctx) => {
    if (v === ANY) return ANY;
    const n = typeof v === "number" ? v : /^\d{1,3}$/.test(v.trim()) ? Number(v.trim()) : NaN;
    if (!Number.isInteger(n) || n < REFINE_MIN_AGE || n > REFINE_MAX_AGE) {
      ctx.addIssue(en["refine.ageInvalid"]);
      return z.NEVER;
    }
    return n;
  })
  .optional();

const heightEnd = z
  .string({ error: en["refine.heightInvalid"] })
  .refine((v) => v === ANY || HEIGHTS_ALL.includes(v), en["refine.heightInvalid"])
  .optional();

/** A list where ["any"] means "Doesn't matter"; values must come from `values`. */
function anyOfList<const T extends readonly string[]>(values: T) {
  return z
    .array(z.string(), { error: en["refine.chooseAtLeastOne"] })
    .superRefine((list, ctx) => {
      if (list.length === 0) ctx.addIssue(en["refine.chooseAtLeastOne"]);
      else if (!list.includes(ANY) && list.some((v) => !values.includes(v)))
        ctx.addIssue(en["validation.invalidOption"]);
    })
    .transform((list): typeof ANY | T[number][] => (list.includes(ANY) ? ANY : [...new Set(list)]))
    .optional();
}

const minGuna = z
  .union([z.number(), z.string()], { error: en["refine.minGunaInvalid"] })
  .transform((v, ctx) => {
    const n = typeof v === "number" ? v : /^\d{1,2}$/.test(v.trim()) ? Number(v.trim()) : NaN;
    if (!Number.isInteger(n) || n < 0 || n > MAX_GUNA) {
      ctx.addIssue(en["refine.minGunaInvalid"]);
      return z.NEVER;
    }
    return n;
  })
  .optional();

export const refineShape = {
  ageMin: ageEnd,
  ageMax: ageEnd,
  heightMin: heightEnd,
  heightMax: heightEnd,
  maritalStatuses: anyOfList(MARITAL_STATUSES),
  nativeDistricts: anyOfList(REFINE_DISTRICTS),
  nriCountries: anyOfList(NRI_COUNTRIES),
  educationLevels: anyOfList(EDUCATION_LEVELS),
  withPhotoOnly: z.boolean({ error: en["validation.invalidOption"] }).optional(),
  verifiedOnly: z.boolean({ error: en["validation.invalidOption"] }).optional(),
  horoscope: z.enum(HOROSCOPE_MODES, { error: en["validation.invalidOption"] }).optional(),
  minGuna,
  excludeSameGotram: z.boolean({ error: en["validation.invalidOption"] }).optional(),
};

function numberEnd(v: unknown): number | null {
  if (typeof v === "number") return v;
  if (typeof v === "string" && /^\d{1,3}$/.test(v.trim())) return Number(v.trim());
  return null;
}

/** The youngest age must not be above the oldest, nor the shortest height above the tallest. */
const rangeOrderCheck: CrossCheck = (v, addIssue) => {
  const lo = numberEnd(v.ageMin);
  const hi = numberEnd(v.ageMax);
  if (lo !== null && hi !== null && lo > hi) addIssue("ageMax", en["refine.ageOrder"]);
  const short = typeof v.heightMin === "string" ? HEIGHTS_ALL.indexOf(v.heightMin) : -1;
  const tall = typeof v.heightMax === "string" ? HEIGHTS_ALL.indexOf(v.heightMax) : -1;
  if (short !== -1 && tall !== -1 && short > tall) addIssue("heightMax", en["refine.heightOrder"]);
};

export const refineFormSchema = orderedObject(refineShape, rangeOrderCheck);
export type RefineFormInput = z.input<typeof refineFormSchema>;
export type RefineFormData = z.output<typeof refineFormSchema>;

/** The stored filters of a parsed refine form: only what was sent; both ends ANY is a range of ANY. */
export function toMatchFilters(data: RefineFormData): MatchFilters {
  const out: MatchFilters = {};
  if (data.ageMin !== undefined || data.ageMax !== undefined) {
    const min = data.ageMin ?? ANY;
    const max = data.ageMax ?? ANY;
    out.ageRange = min === ANY && max === ANY ? ANY : { min, max };
  }
  if (data.heightMin !== undefined || data.heightMax !== undefined) {
    const min = data.heightMin ?? ANY;
    const max = data.heightMax ?? ANY;
    out.heightRange = min === ANY && max === ANY ? ANY : { min, max };
  }
  if (data.maritalStatuses !== undefined) out.maritalStatuses = data.maritalStatuses;
  if (data.nativeDistricts !== undefined) out.nativeDistricts = data.nativeDistricts;
  if (data.nriCountries !== undefined) out.nriCountries = data.nriCountries;
  if (data.educationLevels !== undefined) out.educationLevels = data.educationLevels;
  if (data.withPhotoOnly !== undefined) out.withPhotoOnly = data.withPhotoOnly;
  if (data.verifiedOnly !== undefined) out.verifiedOnly = data.verifiedOnly;
  if (data.horoscope !== undefined) out.horoscope = data.horoscope;
  if (data.horoscope === "required") out.minGuna = data.minGuna ?? DEFAULT_MIN_GUNA;
  if (data.excludeSameGotram !== undefined) out.excludeSameGotram = data.excludeSameGotram;
  return out;
}
