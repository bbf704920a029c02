/** Checks that read more than one field. Each reports on the field the member has to fix. */
import { MAX_PLAUSIBLE_AGE } from "../constants";
import { ageOn, MIN_AGE, parseDob, TERMS_MIN_AGE } from "../dates";
import { coreMessages as en } from "../copy/core";
import { DISTRICTS_BY_STATE, GENDERS, type Gender } from "../options";
import { isBlank } from "./fields";
import type { CrossCheck } from "./ordered";

export type Clock = () => number;

function isGender(value: unknown): value is Gender {
  return GENDERS.some((g) => g === value);
}

/** NRI members name their country; "Other" asks for its name. */
export const residenceCheck: CrossCheck = (v, addIssue) => {
  if (v.residenceType === "NRI" && isBlank(v.country)) addIssue("country", en["register.countryRequired"]);
  if (v.country === "Other" && isBlank(v.otherCountry)) addIssue("otherCountry", en["register.otherCountryRequired"]);
};

/**
 * The legal age to marry in India on the clock's current day: 21 for grooms, 18 for brides. Without a known
 * gender (edit without the stored gender, or gender not chosen yet) the terms' 18 applies to everyone.
 */
export function legalAgeCheck(now: Clock, storedGender?: Gender): CrossCheck {
  return (v, addIssue) => {
    if (typeof v.dateOfBirth !== "string") return;
    const dob = parseDob(v.dateOfBirth);
    if (dob === null) return; // the field itself reported it
    const age = ageOn(dob, new Date(now()));
    if (age < 0 || age > MAX_PLAUSIBLE_AGE) {
      addIssue("dateOfBirth", en["validation.dobImplausible"]);
      return;
    }
    const gender = storedGender ?? (isGender(v.gender) ? v.gender : undefined);
    if (gender === undefined) {
      if (age < TERMS_MIN_AGE) addIssue("dateOfBirth", en["validation.underAge"]);
    } else if (age < MIN_AGE[gender]) {
      addIssue("dateOfBirth", en[gender === "Male" ? "validation.underAgeGroom" : "validation.underAgeBride"]);
    }
  };
}

/** Andhra Pradesh and Telangana take a district from their list; Other takes the state's name as text. */
export const nativePlaceCheck: CrossCheck = (v, addIssue) => {
  if (v.state === "Andhra Pradesh" || v.state === "Telangana") {
    const district = v.nativePlaceDistrict;
    if (isBlank(district)) addIssue("nativePlaceDistrict", en["register.districtRequired"]);
    else if (typeof district === "string" && !DISTRICTS_BY_STATE[v.state].includes(district)) {
      addIssue("nativePlaceDistrict", en["register.districtInvalid"]);
    }
  } else if (v.state === "Other" && isBlank(v.nativeStateOther)) {
    addIssue("nativeStateOther", en["register.nativeStateOtherRequired"]);
  }
};

/** Profession "Other" must be named (SPEC §5). */
export const otherProfessionCheck: CrossCheck = (v, addIssue) => {
  if (v.profession === "Other" && isBlank(v.otherProfession)) {
    addIssue("otherProfession", en["profile.otherProfessionRequired"]);
  }
};

/**
 * A partner state is required unless the preference is NRI: the matching rule (§7) compares it on the India
 * branch and on the no-preference branch, where a missing state would match nobody.
 */
export const partnerStateCheck: CrossCheck = (v, addIssue) => {
  const type = v.partnerPreferenceType;
  const needsState = type === undefined || type === "" || type === "India";
  if (needsState && isBlank(v.partnerstate)) addIssue("partnerstate", en["register.partnerStateRequired"]);
};

/** A contact person is a name and how they are related: one without the other cannot be shown to a caller. */
export const contactPersonCheck: CrossCheck = (v, addIssue) => {
  const hasName = !isBlank(v.contactPersonName);
  const hasRelation = !isBlank(v.contactPersonRelation);
  if (hasRelation && !hasName) addIssue("contactPersonName", en["parents.contactNameRequired"]);
  if (hasName && !hasRelation) addIssue("contactPersonRelation", en["parents.contactRelationRequired"]);
};

/** A count as sent (number or numeric text), or undefined when blank or not a count (the field reports that). */
function sentCount(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isInteger(value) ? value : undefined;
  if (typeof value === "string" && /^\s*\d{1,3}\s*$/.test(value)) return Number(value);
  return undefined;
}

/** Married brothers and sisters are among the brothers and sisters (an unstated total counts as none). */
export const marriedSiblingsCheck: CrossCheck = (v, addIssue) => {
  const pairs = [
    ["marriedBrothers", "numberOfBrothers", en["validation.marriedBrothersTooMany"]],
    ["marriedSisters", "numberOfSisters", en["validation.marriedSistersTooMany"]],
  ] as const;
  for (const [married, total, message] of pairs) {
    const count = sentCount(v[married]);
    if (count !== undefined && count > (sentCount(v[total]) ?? 0)) addIssue(married, message);
  }
};
