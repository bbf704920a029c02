import { formatPhoneForDisplay } from "@matrimony/shared/phone";
import {
  HEIGHTS_EDIT,
  MARITAL_STATUS_LABELS,
  MARITAL_STATUSES_EDIT,
  type MaritalStatus,
  type Option,
} from "@matrimony/shared/options";
import type { Me } from "../session/useSession";

/**
 * The profile edit form's values: every field members.update takes (SPEC §3 minus email, gender and the
 * partner preference, which has its own page), as the inputs hold them. Empty optional fields are "".
 */
export interface ProfileFormValues {
  fullName: string;
  mobileNumber: string;
  altMobileNumber: string;
  residenceType: string;
  country: string;
  otherCountry: string;
  maritalStatus: string;
  dateOfBirth: string;
  timeOfBirth: string;
  height: string;
  complexion: string;
  caste: string;
  religion: string;
  birthPlace: string;
  rashi: string;
  nakshatram: string;
  nakshatraPada: string;
  kujaDosham: string;
  gotram: string;
  fatherName: string;
  fatherProfession: string;
  fatherDesignation: string;
  motherName: string;
  motherSurname: string;
  motherProfession: string;
  numberOfBrothers: string | number;
  numberOfSisters: string | number;
  state: string;
  nativePlaceDistrict: string;
  nativeStateOther: string;
  place: string;
  presentResidence: string;
  financialStatus: string;
  education: string;
  collegeName: string;
  profession: string;
  otherProfession: string;
  professionSector: string;
  companyName: string;
  workingPlace: string;
  income: string;
  /** Who made the profile ("" = not stated) and the contact person. */
  profileCreatedBy: string;
  contactPersonName: string;
  contactPersonRelation: string;
  /** Beyond the spec's fields, all optional (shared/validation/shapes.ts moreAboutShape). */
  aboutMe: string;
  subCaste: string;
  aboutFamily: string;
  familyType: string;
  familyValues: string;
  marriedBrothers: string | number;
  marriedSisters: string | number;
  diet: string;
  smoking: string;
  drinking: string;
}

/** The form filled from the member's live record. */
/**
 * The edit form's starting values. A change waiting for review starts the form with its new values (the
 * member goes on from what they sent, and saving again does not take it back); the form shows the current
 * ones under those fields.
 */
export function toFormValues(me: Me): ProfileFormValues {
  const p = { ...me.profile, ...me.pendingChange?.values };
  return {
    fullName: p.fullName,
    mobileNumber: me.contacts.mobileNumber ? formatPhoneForDisplay(me.contacts.mobileNumber) : "",
    altMobileNumber: me.contacts.altMobileNumber ? formatPhoneForDisplay(me.contacts.altMobileNumber) : "",
    residenceType: p.residenceType,
    country: p.country ?? "",
    otherCountry: p.otherCountry ?? "",
    maritalStatus: p.maritalStatus,
    dateOfBirth: p.dateOfBirth,
    timeOfBirth: p.timeOfBirth ?? "",
    height: p.height,
    complexion: p.complexion ?? "",
    caste: p.caste,
    religion: p.religion,
    birthPlace: p.birthPlace ?? "",
    rashi: p.rashi ?? "",
    nakshatram: p.nakshatram ?? "",
    nakshatraPada: p.nakshatraPada ?? "",
    kujaDosham: p.kujaDosham ?? "",
    gotram: p.gotram ?? "",
    fatherName: p.fatherName,
    fatherProfession: p.fatherProfession ?? "",
    fatherDesignation: p.fatherDesignation ?? "",
    motherName: p.motherName,
    motherSurname: p.motherSurname ?? "",
    motherProfession: p.motherProfession ?? "",
    numberOfBrothers: p.numberOfBrothers ?? "",
    numberOfSisters: p.numberOfSisters ?? "",
    state: p.state,
    nativePlaceDistrict: p.nativePlaceDistrict ?? "",
    nativeStateOther: p.nativeStateOther ?? "",
    place: p.place ?? "",
    presentResidence: p.presentResidence,
    financialStatus: p.financialStatus ?? "",
    education: p.education,
    collegeName: p.collegeName ?? "",
    profession: p.profession,
    otherProfession: p.otherProfession ?? "",
    professionSector: p.professionSector,
    companyName: p.companyName ?? "",
    workingPlace: p.workingPlace ?? "",
    income: p.income ?? "",
    profileCreatedBy: p.profileCreatedBy ?? "",
    contactPersonName: me.contacts.contactPerson?.name ?? "",
    contactPersonRelation: me.contacts.contactPerson?.relation ?? "",
    aboutMe: p.aboutMe ?? "",
    subCaste: p.subCaste ?? "",
    aboutFamily: p.aboutFamily ?? "",
    familyType: p.familyType ?? "",
    familyValues: p.familyValues ?? "",
    marriedBrothers: p.marriedBrothers ?? "",
    marriedSisters: p.marriedSisters ?? "",
    diet: p.diet ?? "",
    smoking: p.smoking ?? "",
    drinking: p.drinking ?? "",
  };
}

/** A cleared select reports null; the form, the schema and the server all take "" for "not given". */
export function withoutNulls<T extends object>(values: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) out[key] = value ?? "";
  return out as T;
}

/** The answers that decide which follow-up questions the form shows. */
export type FollowUps = Pick<ProfileFormValues, "residenceType" | "country" | "state" | "profession" | "caste">;

/** The caste is one too: it chooses the sub-castes suggested. */
export function followUps(values: ProfileFormValues): FollowUps {
  const { residenceType, country, state, profession, caste } = values;
  return { residenceType, country, state, profession, caste };
}

export function sameFollowUps(a: FollowUps, b: FollowUps): boolean {
  return (
    a.residenceType === b.residenceType &&
    a.country === b.country &&
    a.state === b.state &&
    a.profession === b.profession &&
    a.caste === b.caste
  );
}

/**
 * What members.update receives: the whole form, with the answers of hidden follow-up questions emptied
 * (a country for a member now living in India, a district for a native state of Other, and so on), so a
 * stale answer is removed rather than kept out of sight. The server validates everything again.
 */
export function toUpdateInput(formValues: ProfileFormValues): Record<string, string | number> {
  const values = withoutNulls(formValues);
  const out: Record<string, string | number> = { ...values };
  if (values.residenceType !== "NRI") out.country = "";
  if (out.country !== "Other") out.otherCountry = "";
  if (values.state === "Other") out.nativePlaceDistrict = "";
  else out.nativeStateOther = "";
  if (values.profession !== "Other") out.otherProfession = "";
  return out;
}

/**
 * Marital status choices for edit (SPEC §3): Single, Divorced and 'Spouse lost', which edit stores as
 * Married. A member who registered 'Spouse lost' (stored Widowed) keeps that value in the list, so saving
 * an unrelated change does not silently rewrite it.
 */
export function maritalStatusOptions(stored: MaritalStatus): Option<MaritalStatus>[] {
  const values: MaritalStatus[] =
    stored === "Widowed"
      ? MARITAL_STATUSES_EDIT.map((v) => (v === "Married" ? "Widowed" : v))
      : [...MARITAL_STATUSES_EDIT];
  return values.map((value) => ({ value, label: MARITAL_STATUS_LABELS[value] }));
}

/** Edit offers 4'0"–6'6" (SPEC §3); a taller height given at registration (up to 6'11") stays choosable. */
export function heightOptions(stored: string): string[] {
  return HEIGHTS_EDIT.includes(stored) ? [...HEIGHTS_EDIT] : [...HEIGHTS_EDIT, stored];
}
