/**
 * Which profile fields go in which section, and how each is written: the one list behind a member's page,
 * the member's own profile and the printed biodata. Contact details are not here: a member's page shows
 * them through the audited reveal, and a biodata only the lines its owner ticked.
 */
import { MARITAL_STATUS_LABELS, NAKSHATRA_PADA_LABELS, NAKSHATRAMS, RASHIS } from "@matrimony/shared/options";
import type { MessageKey } from "@matrimony/shared/messages";
import type { Language } from "../language/language";
import type { OptionField } from "../options/optionLabels";
import type { ProfileDetails } from "./types";

export interface DetailRow {
  label: string;
  /** Empty when the member did not fill it in. */
  value: string;
  /** The member's own words (a name, a place), shown as typed in any language. */
  typed?: boolean;
}

/** The language the rows are written in: the app's, or the one a member chose for their biodata. */
export interface SectionWords {
  language: Language;
  t: (key: MessageKey, params?: Record<string, string | number>) => string;
  option: (field: OptionField, value: string | undefined, english?: string) => string;
}

/** The fields the sections read: a member's page and a shared biodata both carry them. */
export type SectionProfile = Pick<
  ProfileDetails,
  | "fullName"
  | "dateOfBirth"
  | "maritalStatus"
  | "height"
  | "complexion"
  | "caste"
  | "religion"
  | "residenceType"
  | "country"
  | "otherCountry"
  | "timeOfBirth"
  | "birthPlace"
  | "rashi"
  | "nakshatram"
  | "nakshatraPada"
  | "kujaDosham"
  | "gotram"
  | "fatherName"
  | "fatherProfession"
  | "fatherDesignation"
  | "motherName"
  | "motherSurname"
  | "motherProfession"
  | "numberOfBrothers"
  | "numberOfSisters"
  | "state"
  | "nativeStateOther"
  | "nativePlaceDistrict"
  | "place"
  | "presentResidence"
  | "financialStatus"
  | "education"
  | "collegeName"
  | "profession"
  | "otherProfession"
  | "professionSector"
  | "companyName"
  | "workingPlace"
  | "income"
  | "partnerPreferenceType"
  | "nriCountry"
  | "partnerstate"
  | "partnerprofessionSector"
  | "aboutMe"
  | "aboutFamily"
  | "subCaste"
  | "marriedBrothers"
  | "marriedSisters"
  | "familyType"
  | "familyValues"
  | "diet"
  | "smoking"
  | "drinking"
>;

/** The spec's sections, the horoscope apart, and the optional ones beyond the spec (about, lifestyle). */
export type FieldSection = "about" | "personal" | "horoscope" | "family" | "lifestyle" | "education" | "partner";

export function text(value: string | number | undefined | null): string {
  return value === undefined || value === null ? "" : String(value).trim();
}

/**
 * 'Mesham (మేషం)': the Telugu script beside the spelling, as families read a horoscope; in Telugu the Telugu name
 * alone.
 */
function withTelugu(
  list: readonly { value: string; telugu: string }[],
  value: string | undefined,
  language: Language,
): string {
  const item = list.find((i) => i.value === value);
  if (!item) return text(value);
  return language === "te" ? item.telugu : `${item.value} (${item.telugu})`;
}

/** The country, or the name typed for Other. */
export function countryIn(w: SectionWords, p: Pick<SectionProfile, "country" | "otherCountry">): string {
  return p.country === "Other" ? text(p.otherCountry) || w.option("country", "Other") : w.option("country", p.country);
}

/** The profession, or the one typed for Other. */
export function professionIn(w: SectionWords, p: Pick<SectionProfile, "profession" | "otherProfession">): string {
  return p.profession === "Other" && p.otherProfession ? p.otherProfession : w.option("profession", p.profession);
}

/** Native state: Andhra Pradesh or Telangana, or the state typed for Other. */
export function nativeStateIn(w: SectionWords, p: Pick<SectionProfile, "state" | "nativeStateOther">): string {
  return p.state === "Other" ? text(p.nativeStateOther) || w.option("state", "Other") : w.option("state", p.state);
}

/** Partner preference rows (SPEC §3): the NRI country only for NRI, the state only otherwise. */
export function partnerRowsIn(
  w: SectionWords,
  p: Pick<SectionProfile, "partnerPreferenceType" | "nriCountry" | "partnerstate" | "partnerprofessionSector">,
): DetailRow[] {
  const row = (label: MessageKey, value: string): DetailRow => ({ label: w.t(label), value: text(value) });
  return [
    row("profileField.partnerPreferenceType", w.option("partnerPreferenceType", p.partnerPreferenceType)),
    p.partnerPreferenceType === "NRI"
      ? row("profileField.nriCountry", w.option("nriCountry", p.nriCountry))
      : row("profileField.partnerstate", w.option("partnerstate", p.partnerstate)),
    row("profileField.partnerprofessionSector", w.option("partnerprofessionSector", p.partnerprofessionSector)),
  ];
}

/**
 * Every section's rows in the order the wizard asks for them, empty fields included (a caller that prints
 * leaves them out). The personal section starts with the name; a caller adds what only it shows (the
 * gender on a member's page, the age on a biodata) with `afterName`.
 */
export function fieldSections(
  p: SectionProfile,
  w: SectionWords,
  afterName: DetailRow[] = [],
): Record<FieldSection, DetailRow[]> {
  const row = (label: MessageKey, value: string | number | undefined | null): DetailRow => ({
    label: w.t(label),
    value: text(value),
  });
  const typed = (label: MessageKey, value: string | number | undefined | null): DetailRow => ({
    ...row(label, value),
    typed: true,
  });
  return {
    about: [typed("profileField.aboutMe", p.aboutMe), typed("profileField.aboutFamily", p.aboutFamily)],
    personal: [
      typed("profileField.fullName", p.fullName),
      ...afterName,
      row("profileField.dateOfBirth", p.dateOfBirth),
      row(
        "profileField.maritalStatus",
        w.option("maritalStatus", p.maritalStatus, MARITAL_STATUS_LABELS[p.maritalStatus]),
      ),
      row("profileField.height", p.height),
      row("profileField.complexion", w.option("complexion", p.complexion)),
      row("profileField.caste", w.option("caste", p.caste)),
      typed("profileField.subCaste", p.subCaste),
      row("profileField.religion", w.option("religion", p.religion)),
      row("profileField.residenceType", w.option("residenceType", p.residenceType)),
      ...(p.residenceType === "NRI"
        ? [{ ...row("profileField.country", countryIn(w, p)), typed: p.country === "Other" }]
        : []),
    ],
    horoscope: [
      typed("profileField.timeOfBirth", p.timeOfBirth),
      typed("profileField.birthPlace", p.birthPlace),
      row("profileField.rashi", withTelugu(RASHIS, p.rashi, w.language)),
      row("profileField.nakshatram", withTelugu(NAKSHATRAMS, p.nakshatram, w.language)),
      row(
        "profileField.nakshatraPada",
        w.option("nakshatraPada", p.nakshatraPada, p.nakshatraPada && NAKSHATRA_PADA_LABELS[p.nakshatraPada]),
      ),
      row("profileField.kujaDosham", w.option("kujaDosham", p.kujaDosham)),
      typed("profileField.gotram", p.gotram),
    ],
    family: [
      typed("profileField.fatherName", p.fatherName),
      typed("profileField.fatherProfession", p.fatherProfession),
      typed("profileField.fatherDesignation", p.fatherDesignation),
      typed("profileField.motherName", p.motherName),
      typed("profileField.motherSurname", p.motherSurname),
      typed("profileField.motherProfession", p.motherProfession),
      row("profileField.numberOfBrothers", p.numberOfBrothers),
      row("profileField.marriedBrothers", p.marriedBrothers),
      row("profileField.numberOfSisters", p.numberOfSisters),
      row("profileField.marriedSisters", p.marriedSisters),
      { ...row("profileField.state", nativeStateIn(w, p)), typed: p.state === "Other" },
      row(
        "profileField.nativePlaceDistrict",
        p.state === "Other" ? undefined : w.option("nativePlaceDistrict", p.nativePlaceDistrict),
      ),
      typed("profileField.place", p.place),
      typed("profileField.presentResidence", p.presentResidence),
      row("profileField.financialStatus", w.option("financialStatus", p.financialStatus)),
      row("profileField.familyType", w.option("familyType", p.familyType)),
      row("profileField.familyValues", w.option("familyValues", p.familyValues)),
    ],
    lifestyle: [
      row("profileField.diet", w.option("diet", p.diet)),
      row("profileField.smoking", w.option("smoking", p.smoking)),
      row("profileField.drinking", w.option("drinking", p.drinking)),
    ],
    education: [
      typed("profileField.education", p.education),
      typed("profileField.collegeName", p.collegeName),
      { ...row("profileField.profession", professionIn(w, p)), typed: p.profession === "Other" },
      row("profileField.professionSector", w.option("professionSector", p.professionSector)),
      typed("profileField.companyName", p.companyName),
      typed("profileField.workingPlace", p.workingPlace),
      typed("profileField.income", p.income),
    ],
    partner: partnerRowsIn(w, p),
  };
}
