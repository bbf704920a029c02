import { MARITAL_STATUS_LABELS, NAKSHATRA_PADA_LABELS, RASHIS, NAKSHATRAMS } from "@matrimony/shared/options";
import { currentLanguage, t, type MessageKey } from "../../i18n";
import { optionLabel } from "../options/optionLabels";
import type { ProfileDetails } from "./types";

export interface DetailRow {
  label: string;
  /** Empty when the member did not fill it in. */
  value: string;
  /** The member's own words (a name, a place), shown as typed in any language. */
  typed?: boolean;
}

export interface DetailSection {
  id: "about" | "personal" | "family" | "lifestyle" | "education" | "partner";
  title: string;
  rows: DetailRow[];
}

function text(value: string | number | undefined | null): string {
  return value === undefined || value === null ? "" : String(value).trim();
}

function row(label: MessageKey, value: string | number | undefined | null): DetailRow {
  return { label: t(label), value: text(value) };
}

/** A row of the member's own words, kept as typed (translate="no"). */
function typedRow(label: MessageKey, value: string | number | undefined | null): DetailRow {
  return { ...row(label, value), typed: true };
}

/**
 * 'Mesham (మేషం)': the Telugu script beside the spelling, as families read it on a horoscope; in Telugu
 * the Telugu name alone.
 */
function rashiText(value: string | undefined): string {
  const rashi = RASHIS.find((r) => r.value === value);
  if (!rashi) return text(value);
  return currentLanguage() === "te" ? rashi.telugu : `${rashi.value} (${rashi.telugu})`;
}

function nakshatramText(value: string | undefined): string {
  const star = NAKSHATRAMS.find((n) => n.value === value);
  if (!star) return text(value);
  return currentLanguage() === "te" ? star.telugu : `${star.value} (${star.telugu})`;
}

/** The country, or the name typed for Other. */
export function countryText(p: Pick<ProfileDetails, "country" | "otherCountry">): string {
  return p.country === "Other" ? text(p.otherCountry) || optionLabel("country", "Other") : optionLabel("country", p.country);
}

/** The profession, or the one typed for Other. */
export function professionText(p: Pick<ProfileDetails, "profession" | "otherProfession">): string {
  return p.profession === "Other" && p.otherProfession ? p.otherProfession : optionLabel("profession", p.profession);
}

/** Native state: Andhra Pradesh or Telangana, or the state typed for Other. */
export function nativeStateText(p: Pick<ProfileDetails, "state" | "nativeStateOther">): string {
  return p.state === "Other" ? text(p.nativeStateOther) || optionLabel("state", "Other") : optionLabel("state", p.state);
}

/** Where the member is, as match cards show it: where they work, else where they live, else their native place. */
export function placeText(
  p: Pick<ProfileDetails, "workingPlace" | "presentResidence" | "nativePlaceDistrict" | "nativeStateOther" | "state">,
): string {
  return p.workingPlace ?? p.presentResidence ?? p.nativePlaceDistrict ?? p.nativeStateOther ?? p.state;
}

/**
 * The four profile sections of SPEC §3 as label/value rows, in the order the wizard asks for them, with the
 * member's own words first and the lifestyle after the family (optional, beyond the spec).
 */
export function profileSections(p: ProfileDetails): DetailSection[] {
  return [
    {
      id: "about",
      title: t("profile.aboutSection"),
      rows: [typedRow("profileField.aboutMe", p.aboutMe), typedRow("profileField.aboutFamily", p.aboutFamily)],
    },
    {
      id: "personal",
      title: t("profile.personalSection"),
      rows: [
        typedRow("profileField.fullName", p.fullName),
        row("profileField.gender", optionLabel("gender", p.gender)),
        row("profileField.dateOfBirth", p.dateOfBirth),
        row("profileField.maritalStatus", optionLabel("maritalStatus", p.maritalStatus, MARITAL_STATUS_LABELS[p.maritalStatus])),
        row("profileField.height", p.height),
        row("profileField.complexion", optionLabel("complexion", p.complexion)),
        row("profileField.caste", optionLabel("caste", p.caste)),
        typedRow("profileField.subCaste", p.subCaste),
        row("profileField.religion", optionLabel("religion", p.religion)),
        row("profileField.residenceType", optionLabel("residenceType", p.residenceType)),
        ...(p.residenceType === "NRI" ? [{ ...row("profileField.country", countryText(p)), typed: p.country === "Other" }] : []),
        typedRow("profileField.timeOfBirth", p.timeOfBirth),
        typedRow("profileField.birthPlace", p.birthPlace),
        row("profileField.rashi", rashiText(p.rashi)),
        row("profileField.nakshatram", nakshatramText(p.nakshatram)),
        row("profileField.nakshatraPada", optionLabel("nakshatraPada", p.nakshatraPada, p.nakshatraPada && NAKSHATRA_PADA_LABELS[p.nakshatraPada])),
        row("profileField.kujaDosham", optionLabel("kujaDosham", p.kujaDosham)),
        typedRow("profileField.gotram", p.gotram),
      ],
    },
    {
      id: "family",
      title: t("profile.familySection"),
      rows: [
        typedRow("profileField.fatherName", p.fatherName),
        typedRow("profileField.fatherProfession", p.fatherProfession),
        typedRow("profileField.fatherDesignation", p.fatherDesignation),
        typedRow("profileField.motherName", p.motherName),
        typedRow("profileField.motherSurname", p.motherSurname),
        typedRow("profileField.motherProfession", p.motherProfession),
        row("profileField.numberOfBrothers", p.numberOfBrothers),
        row("profileField.marriedBrothers", p.marriedBrothers),
        row("profileField.numberOfSisters", p.numberOfSisters),
        row("profileField.marriedSisters", p.marriedSisters),
        { ...row("profileField.state", nativeStateText(p)), typed: p.state === "Other" },
        row("profileField.nativePlaceDistrict", p.state === "Other" ? undefined : optionLabel("nativePlaceDistrict", p.nativePlaceDistrict)),
        typedRow("profileField.place", p.place),
        typedRow("profileField.presentResidence", p.presentResidence),
        row("profileField.financialStatus", optionLabel("financialStatus", p.financialStatus)),
        row("profileField.familyType", optionLabel("familyType", p.familyType)),
        row("profileField.familyValues", optionLabel("familyValues", p.familyValues)),
      ],
    },
    {
      id: "lifestyle",
      title: t("profile.lifestyleSection"),
      rows: [
        row("profileField.diet", optionLabel("diet", p.diet)),
        row("profileField.smoking", optionLabel("smoking", p.smoking)),
        row("profileField.drinking", optionLabel("drinking", p.drinking)),
      ],
    },
    {
      id: "education",
      title: t("profile.educationSection"),
      rows: [
        typedRow("profileField.education", p.education),
        typedRow("profileField.collegeName", p.collegeName),
        { ...row("profileField.profession", professionText(p)), typed: p.profession === "Other" },
        row("profileField.professionSector", optionLabel("professionSector", p.professionSector)),
        typedRow("profileField.companyName", p.companyName),
        typedRow("profileField.workingPlace", p.workingPlace),
        typedRow("profileField.income", p.income),
      ],
    },
    {
      id: "partner",
      title: t("profile.partnerSection"),
      rows: partnerRows(p),
    },
  ];
}

/** Partner preference rows (SPEC §3): the NRI country only for NRI, the state only otherwise. */
export function partnerRows(
  p: Pick<ProfileDetails, "partnerPreferenceType" | "nriCountry" | "partnerstate" | "partnerprofessionSector">,
): DetailRow[] {
  const nri = p.partnerPreferenceType === "NRI";
  return [
    row("profileField.partnerPreferenceType", optionLabel("partnerPreferenceType", p.partnerPreferenceType)),
    ...(nri ? [row("profileField.nriCountry", optionLabel("nriCountry", p.nriCountry))] : [row("profileField.partnerstate", optionLabel("partnerstate", p.partnerstate))]),
    row("profileField.partnerprofessionSector", optionLabel("partnerprofessionSector", p.partnerprofessionSector)),
  ];
}
