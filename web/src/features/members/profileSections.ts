import { currentLanguage, t } from "../../i18n";
import { optionLabel } from "../options/optionLabels";
import {
  countryIn,
  fieldSections,
  nativeStateIn,
  partnerRowsIn,
  professionIn,
  type DetailRow,
  type SectionProfile,
  type SectionWords,
} from "./profileFields";
import type { ProfileDetails } from "./types";

export type { DetailRow } from "./profileFields";

export interface DetailSection {
  id: "about" | "personal" | "family" | "lifestyle" | "education" | "partner";
  title: string;
  rows: DetailRow[];
}

/** The app's words, in the language on screen. */
function appWords(): SectionWords {
  return { language: currentLanguage(), t, option: optionLabel };
}

/** The country, or the name typed for Other. */
export function countryText(p: Pick<ProfileDetails, "country" | "otherCountry">): string {
  return countryIn(appWords(), p);
}

/** The profession, or the one typed for Other. */
export function professionText(p: Pick<ProfileDetails, "profession" | "otherProfession">): string {
  return professionIn(appWords(), p);
}

/** Native state: Andhra Pradesh or Telangana, or the state typed for Other. */
export function nativeStateText(p: Pick<ProfileDetails, "state" | "nativeStateOther">): string {
  return nativeStateIn(appWords(), p);
}

/** Where the member is, as match cards show it: where they work, else where they live, else their native place. */
export function placeText(
  p: Pick<ProfileDetails, "workingPlace" | "presentResidence" | "nativePlaceDistrict" | "nativeStateOther" | "state">,
): string {
  return p.workingPlace ?? p.presentResidence ?? p.nativePlaceDistrict ?? p.nativeStateOther ?? p.state;
}

/**
 * The profile's sections as label/value rows, in the order the wizard asks for them (the birth details
 * with the personal ones), with the member's own words first and the lifestyle after the family (both
 * optional, beyond SPEC §3).
 */
export function profileSections(p: SectionProfile & Pick<ProfileDetails, "gender">): DetailSection[] {
  const w = appWords();
  const fields = fieldSections(p, w, [{ label: t("profileField.gender"), value: optionLabel("gender", p.gender) }]);
  return [
    { id: "about", title: t("profile.aboutSection"), rows: fields.about },
    { id: "personal", title: t("profile.personalSection"), rows: [...fields.personal, ...fields.horoscope] },
    { id: "family", title: t("profile.familySection"), rows: fields.family },
    { id: "lifestyle", title: t("profile.lifestyleSection"), rows: fields.lifestyle },
    { id: "education", title: t("profile.educationSection"), rows: fields.education },
    { id: "partner", title: t("profile.partnerSection"), rows: fields.partner },
  ];
}

/** Partner preference rows (SPEC §3): the NRI country only for NRI, the state only otherwise. */
export function partnerRows(
  p: Pick<ProfileDetails, "partnerPreferenceType" | "nriCountry" | "partnerstate" | "partnerprofessionSector">,
): DetailRow[] {
  return partnerRowsIn(appWords(), p);
}
