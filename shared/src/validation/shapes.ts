/**
 * The field groups of SPEC §3, in the order their issues are reported: the fields the spec names, in its
 * order, then fields required by a condition, then optional fields in form order.
 */
import { z } from "./zod";
import { coreMessages as en } from "../copy/core";
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
  HEIGHTS_REGISTRATION,
  KUJA_DOSHAM_VALUES,
  MARITAL_STATUSES_REGISTRATION,
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
} from "../options";
import {
  aboutText,
  dobField,
  optionalChoice,
  optionalCount,
  optionalPhoneField,
  optionalText,
  phoneField,
  requiredChoice,
  requiredListed,
  requiredText,
} from "./fields";

/** Step 1 fields after email and password, in the order of SPEC §5. */
export const personalRequiredShape = {
  fullName: requiredText(en["register.fullNameRequired"], "name"),
  residenceType: requiredChoice(RESIDENCE_TYPES, en["register.residenceTypeRequired"]),
  caste: requiredChoice(CASTES, en["register.casteRequired"]),
  religion: requiredChoice(RELIGIONS, en["register.religionRequired"]),
  mobileNumber: phoneField(en["register.mobileRequired"]),
  height: requiredListed(HEIGHTS_REGISTRATION, en["register.heightRequired"]),
  maritalStatus: requiredChoice(MARITAL_STATUSES_REGISTRATION, en["register.maritalStatusRequired"]),
  dateOfBirth: dobField(en["register.dobRequired"]),
  gender: requiredChoice(GENDERS, en["register.genderRequired"]),
};

/** Step 1 fields the spec does not require: country (required for NRI, see residenceCheck) and horoscope details. */
export const personalOptionalShape = {
  country: optionalChoice(NRI_COUNTRIES),
  otherCountry: optionalText("name"),
  timeOfBirth: optionalText("shortText"),
  rashi: optionalChoice(RASHI_VALUES),
  nakshatram: optionalChoice(NAKSHATRAM_VALUES),
  nakshatraPada: optionalChoice(NAKSHATRA_PADAS),
  kujaDosham: optionalChoice(KUJA_DOSHAM_VALUES),
  gotram: optionalText("name"),
  birthPlace: optionalText("shortText"),
  complexion: optionalChoice(COMPLEXIONS),
  /**
   * Who filled in the profile. Optional with a default: the spec's step 1 checks stay exactly its
   * own, and registration stores "Self" when it is left out (members.register); anything but Self asks the
   * person the profile is for to consent (docs/parents.md).
   */
  profileCreatedBy: optionalChoice(PROFILE_CREATORS),
};

/**
 * Step 2: family, in the order the form shows the fields, so the first message is about the field highest
 * on the screen. District and other-state rules are in nativePlaceCheck.
 */
export const familyShape = {
  fatherName: requiredText(en["register.fatherNameRequired"], "name"),
  fatherProfession: optionalText("shortText"),
  fatherDesignation: optionalText("shortText"),
  motherName: requiredText(en["register.motherNameRequired"], "name"),
  motherSurname: optionalText("name"),
  motherProfession: optionalText("shortText"),
  state: requiredChoice(NATIVE_STATES, en["register.nativeStateRequired"]),
  nativeStateOther: optionalText("shortText"),
  nativePlaceDistrict: optionalText("shortText"),
  place: optionalText("shortText"),
  presentResidence: requiredText(en["register.presentResidenceRequired"], "text"),
  numberOfBrothers: optionalCount(en["register.brothersInvalid"]),
  numberOfSisters: optionalCount(en["register.sistersInvalid"]),
  financialStatus: optionalChoice(FINANCIAL_STATUSES),
  altMobileNumber: optionalPhoneField(),
  /** Whom a caller speaks to: both or neither, see contactPersonCheck. Stored in `contacts`. */
  contactPersonName: optionalText("name"),
  contactPersonRelation: optionalChoice(CONTACT_RELATIONS),
};

/** Step 3 fields the spec requires, in its order. */
export const educationRequiredShape = {
  education: requiredText(en["register.educationRequired"], "text"),
  profession: requiredChoice(PROFESSIONS, en["register.professionRequired"]),
  professionSector: requiredChoice(PROFESSION_SECTORS, en["register.professionSectorRequired"]),
};

/** Step 3 optional fields; otherProfession is required for profession Other (otherProfessionCheck). */
export const educationOptionalShape = {
  otherProfession: optionalText("shortText"),
  collegeName: optionalText("text"),
  companyName: optionalText("text"),
  workingPlace: optionalText("shortText"),
  income: optionalText("shortText"),
};

/** Step 4 and the matching preference page. partnerstate rules are in partnerStateCheck. */
export const partnerShape = {
  partnerprofessionSector: requiredChoice(PARTNER_PROFESSION_SECTORS, en["register.partnerSectorRequired"]),
  partnerPreferenceType: optionalChoice(PARTNER_PREFERENCE_TYPES),
  partnerstate: optionalChoice(PARTNER_STATES),
  nriCountry: optionalChoice(NRI_COUNTRIES),
};

export const acceptedTermsField = z.literal(true, { error: en["register.termsRequired"] });

/**
 * Beyond SPEC §3, all optional and asked only on the profile page (never in registration, whose steps stay
 * the spec's): the member in their own words, the family, the way of life and the sub-caste. In form order.
 * The free texts take any language and refuse contact details (fields.ts aboutText); an approved member's
 * new words wait for staff review (rules/profileChanges.ts).
 */
export const moreAboutShape = {
  aboutMe: aboutText(),
  subCaste: optionalText("name"),
  aboutFamily: aboutText(),
  familyType: optionalChoice(FAMILY_TYPES),
  familyValues: optionalChoice(FAMILY_VALUES),
  marriedBrothers: optionalCount(en["register.brothersInvalid"]),
  marriedSisters: optionalCount(en["register.sistersInvalid"]),
  diet: optionalChoice(DIETS),
  smoking: optionalChoice(HABITS),
  drinking: optionalChoice(HABITS),
};
