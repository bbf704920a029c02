import { v, type Validator } from "convex/values";
import { literals } from "convex-helpers/validators";
import {
  CASTES,
  COMPLEXIONS,
  CONTACT_RELATIONS,
  DIETS,
  FAMILY_TYPES,
  FAMILY_VALUES,
  FINANCIAL_STATUSES,
  GENDERS,
  HABITS,
  KUJA_DOSHAM_VALUES,
  MARITAL_STATUSES,
  NAKSHATRA_PADAS,
  NAKSHATRAM_VALUES,
  NATIVE_STATES,
  NRI_COUNTRIES,
  PARTNER_PREFERENCE_TYPES,
  PARTNER_PROFESSION_SECTORS,
  PARTNER_STATES,
  PROFESSION_SECTORS,
  PROFESSIONS,
  PROFILE_CREATORS,
  RASHI_VALUES,
  RELIGIONS,
  RESIDENCE_TYPES,
} from "@matrimony/shared/options";
import { PROFILE_STATUSES } from "@matrimony/shared/rules/status";
import { JATAKAM_VISIBILITIES, PHONE_VISIBILITIES, PHOTO_VISIBILITIES } from "@matrimony/shared/rules/privacy";
import { JATAKAM_CONTENT_TYPES } from "@matrimony/shared/rules/jatakam";
import { PHOTO_REJECT_REASONS } from "@matrimony/shared/rules/photoReview";
import { EDUCATION_LEVELS, HOROSCOPE_MODES } from "@matrimony/shared/rules/refine/options";
import { PROFILE_CHANGE_REJECT_REASONS } from "@matrimony/shared/rules/profileChanges";

/** A validator union of string literals from one of shared/'s option lists (convex-helpers' `literals`). */
function oneOf<T extends readonly string[]>(values: T) {
  return literals(...(values as unknown as T[number][]));
}

export const vGender = oneOf(GENDERS);
export const vMaritalStatus = oneOf(MARITAL_STATUSES);
export const vReligion = oneOf(RELIGIONS);
export const vComplexion = oneOf(COMPLEXIONS);
export const vCaste = oneOf(CASTES);
export const vResidenceType = oneOf(RESIDENCE_TYPES);
export const vRashi = oneOf(RASHI_VALUES);
export const vNakshatram = oneOf(NAKSHATRAM_VALUES);
export const vNakshatraPada = oneOf(NAKSHATRA_PADAS);
export const vKujaDosham = oneOf(KUJA_DOSHAM_VALUES);
export const vFinancialStatus = oneOf(FINANCIAL_STATUSES);
export const vNativeState = oneOf(NATIVE_STATES);
export const vNriCountry = oneOf(NRI_COUNTRIES);
export const vProfession = oneOf(PROFESSIONS);
export const vProfessionSector = oneOf(PROFESSION_SECTORS);
export const vPartnerProfessionSector = oneOf(PARTNER_PROFESSION_SECTORS);
export const vPartnerPreferenceType = oneOf(PARTNER_PREFERENCE_TYPES);
export const vPartnerState = oneOf(PARTNER_STATES);
export const vProfileStatus = oneOf(PROFILE_STATUSES);
/** The owner's privacy settings (shared/rules/privacy.ts). */
export const vPhoneVisibility = oneOf(PHONE_VISIBILITIES);
export const vPhotoVisibility = oneOf(PHOTO_VISIBILITIES);
export const vJatakamVisibility = oneOf(JATAKAM_VISIBILITIES);
/** A jatakam file's type as its bytes say (shared/rules/jatakam.ts). */
export const vJatakamType = oneOf(JATAKAM_CONTENT_TYPES);
/** Who filled in the profile, and how its contact person is related (docs/parents.md). */
export const vProfileCreator = oneOf(PROFILE_CREATORS);
export const vContactRelation = oneOf(CONTACT_RELATIONS);
/** The family and way of life beyond the spec's fields (shared/options.ts). */
export const vFamilyType = oneOf(FAMILY_TYPES);
export const vFamilyValues = oneOf(FAMILY_VALUES);
export const vDiet = oneOf(DIETS);
export const vHabit = oneOf(HABITS);
export const vStaffRole = v.union(v.literal("admin"), v.literal("support"));
/** The language a member reads the app and its mail in; stored values never depend on it. */
export const vLanguage = v.union(v.literal("en"), v.literal("te"));

/**
 * Every member-editable field of a profile (SPEC §3) except contact data, which lives in `contacts`.
 * Required fields are those the registration wizard requires.
 */
export const profileFields = {
  // Personal
  residenceType: vResidenceType,
  country: v.optional(vNriCountry),
  otherCountry: v.optional(v.string()),
  fullName: v.string(),
  gender: vGender,
  maritalStatus: vMaritalStatus,
  dateOfBirth: v.string(),
  timeOfBirth: v.optional(v.string()),
  rashi: v.optional(vRashi),
  nakshatram: v.optional(vNakshatram),
  nakshatraPada: v.optional(vNakshatraPada),
  kujaDosham: v.optional(vKujaDosham),
  gotram: v.optional(v.string()),
  birthPlace: v.optional(v.string()),
  height: v.string(),
  complexion: v.optional(vComplexion),
  /** Absent on profiles made before it was asked ("not stated"); registration stores "Self" by default. */
  profileCreatedBy: v.optional(vProfileCreator),
  caste: vCaste,
  religion: vReligion,
  // Family
  fatherName: v.string(),
  fatherProfession: v.optional(v.string()),
  fatherDesignation: v.optional(v.string()),
  motherName: v.string(),
  motherSurname: v.optional(v.string()),
  motherProfession: v.optional(v.string()),
  numberOfBrothers: v.optional(v.number()),
  numberOfSisters: v.optional(v.number()),
  state: vNativeState,
  nativePlaceDistrict: v.optional(v.string()),
  nativeStateOther: v.optional(v.string()),
  place: v.optional(v.string()),
  presentResidence: v.string(),
  financialStatus: v.optional(vFinancialStatus),
  // Education and work
  education: v.string(),
  collegeName: v.optional(v.string()),
  profession: vProfession,
  otherProfession: v.optional(v.string()),
  professionSector: vProfessionSector,
  companyName: v.optional(v.string()),
  workingPlace: v.optional(v.string()),
  income: v.optional(v.string()),
  // Partner preference
  partnerPreferenceType: v.optional(vPartnerPreferenceType),
  nriCountry: v.optional(vNriCountry),
  partnerstate: v.optional(vPartnerState),
  partnerprofessionSector: vPartnerProfessionSector,
  // Beyond SPEC §3, all optional, edited on the profile page only (shared/validation/shapes.ts moreAboutShape).
  /** In the member's own words, any language, no contact details; an approved member's edits wait for review. */
  aboutMe: v.optional(v.string()),
  aboutFamily: v.optional(v.string()),
  /** Free text; the profile page suggests common ones per caste (shared/options.ts SUB_CASTE_SUGGESTIONS). */
  subCaste: v.optional(v.string()),
  familyType: v.optional(vFamilyType),
  familyValues: v.optional(vFamilyValues),
  marriedBrothers: v.optional(v.number()),
  marriedSisters: v.optional(v.number()),
  diet: v.optional(vDiet),
  smoking: v.optional(vHabit),
  drinking: v.optional(vHabit),
};

/**
 * The refine partner preferences (shared/src/rules/refine/options.ts `MatchFilters`): each key
 * absent or "any" means "Doesn't matter". Stored as one object beside the profile fields, so neither the
 * member page nor the profile edit can show or change it; members.updatePreference validates it with zod.
 */
const vAny = v.literal("any");
const vAnyOf = <T extends Validator<string, "required", string>>(item: T) => v.optional(v.union(vAny, v.array(item)));
export const vMatchFilters = v.object({
  ageRange: v.optional(v.union(vAny, v.object({ min: v.union(vAny, v.number()), max: v.union(vAny, v.number()) }))),
  heightRange: v.optional(v.union(vAny, v.object({ min: v.union(vAny, v.string()), max: v.union(vAny, v.string()) }))),
  maritalStatuses: vAnyOf(v.string()),
  nativeDistricts: vAnyOf(v.string()),
  nriCountries: vAnyOf(v.string()),
  educationLevels: vAnyOf(oneOf(EDUCATION_LEVELS)),
  withPhotoOnly: v.optional(v.boolean()),
  verifiedOnly: v.optional(v.boolean()),
  horoscope: v.optional(oneOf(HOROSCOPE_MODES)),
  minGuna: v.optional(v.number()),
  excludeSameGotram: v.optional(v.boolean()),
});

/** The refine form on the wire: like vFormInput, plus string lists for the "any of" choices. */
export const vRefineInput = v.record(
  v.string(),
  v.union(v.string(), v.number(), v.boolean(), v.null(), v.array(v.string())),
);

/** Loose wire shape for form input: the server validates it with shared/'s zod schemas for clear messages. */
export const vFormInput = v.record(v.string(), v.union(v.string(), v.number(), v.boolean(), v.null()));

/** A photo's stored review state until staff approve it (absent = approved; schema `photos.reviewState`). */
export const vPhotoReviewState = literals("pending", "rejected");
export const vPhotoRejectReason = oneOf(PHOTO_REJECT_REASONS);
/** The new values of a profile change waiting for review (shared/rules/profileChanges.ts), only those changed. */
export const vReviewedValues = v.object({
  fullName: v.optional(profileFields.fullName),
  maritalStatus: v.optional(profileFields.maritalStatus),
  caste: v.optional(profileFields.caste),
  religion: v.optional(profileFields.religion),
  aboutMe: v.optional(v.string()),
  aboutFamily: v.optional(v.string()),
});
export const vProfileChangeRejectReason = oneOf(PROFILE_CHANGE_REJECT_REASONS);
