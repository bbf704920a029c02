/**
 * What an option list's stored value is called in the language on screen. Stored values are the English
 * ones of shared/src/options.ts and never change; in Telugu their labels come from
 * shared/src/copy/te/options.ts, fetched with the first Telugu page that shows options (i18n.ts).
 */
import { i18n } from "@lingui/core";
import * as O from "@matrimony/shared/options";

type TeluguOptions = typeof import("@matrimony/shared/copy/te/options");
type Labels = Readonly<Record<string, string>>;

let telugu: { byList: Map<readonly string[], Labels>; byField: Record<OptionField, Labels> } | null = null;

/** Profile fields whose values come from an option list (for showing a stored value). */
export type OptionField =
  | "gender"
  | "maritalStatus"
  | "religion"
  | "complexion"
  | "caste"
  | "residenceType"
  | "country"
  | "rashi"
  | "nakshatram"
  | "nakshatraPada"
  | "kujaDosham"
  | "financialStatus"
  | "state"
  | "nativePlaceDistrict"
  | "profession"
  | "professionSector"
  | "partnerPreferenceType"
  | "partnerstate"
  | "nriCountry"
  | "partnerprofessionSector"
  | "profileCreatedBy"
  | "contactPersonRelation"
  | "familyType"
  | "familyValues"
  | "diet"
  | "smoking"
  | "drinking";

/**
 * Whether the catalogues show Telugu: read from Lingui itself, not i18n.ts, which loads this module when a
 * Telugu page needs option labels (so importing it here would make a cycle).
 */
function teluguOnScreen(): boolean {
  return i18n.locale === "te";
}

/** Fetches the Telugu labels once; i18n.ts calls it before showing a Telugu page that has options. */
export async function loadTeluguOptionLabels(): Promise<void> {
  if (telugu) return;
  const te: TeluguOptions = await import("@matrimony/shared/copy/te/options");
  const byField: Record<OptionField, Labels> = {
    gender: te.genderLabelsTe,
    maritalStatus: te.maritalStatusLabelsTe,
    religion: te.religionLabelsTe,
    complexion: te.complexionLabelsTe,
    caste: te.casteLabelsTe,
    residenceType: te.residenceTypeLabelsTe,
    country: te.nriCountryLabelsTe,
    rashi: te.rashiLabelsTe,
    nakshatram: te.nakshatramLabelsTe,
    nakshatraPada: te.nakshatraPadaLabelsTe,
    kujaDosham: te.kujaDoshamLabelsTe,
    financialStatus: te.financialStatusLabelsTe,
    state: te.nativeStateLabelsTe,
    nativePlaceDistrict: te.districtLabelsTe,
    profession: te.professionLabelsTe,
    professionSector: te.professionSectorLabelsTe,
    partnerPreferenceType: te.partnerPreferenceTypeLabelsTe,
    partnerstate: te.partnerStateLabelsTe,
    nriCountry: te.nriCountryLabelsTe,
    partnerprofessionSector: te.partnerProfessionSectorLabelsTe,
    profileCreatedBy: te.profileCreatorLabelsTe,
    contactPersonRelation: te.contactRelationLabelsTe,
    familyType: te.familyTypeLabelsTe,
    familyValues: te.familyValuesLabelsTe,
    diet: te.dietLabelsTe,
    smoking: te.habitLabelsTe,
    drinking: te.habitLabelsTe,
  };
  const byList = new Map<readonly string[], Labels>([
    [O.GENDERS, te.genderLabelsTe],
    [O.MARITAL_STATUSES_REGISTRATION, te.maritalStatusLabelsTe],
    [O.MARITAL_STATUSES_EDIT, te.maritalStatusLabelsTe],
    [O.MARITAL_STATUSES, te.maritalStatusLabelsTe],
    [O.RELIGIONS, te.religionLabelsTe],
    [O.COMPLEXIONS, te.complexionLabelsTe],
    [O.CASTES, te.casteLabelsTe],
    [O.RESIDENCE_TYPES, te.residenceTypeLabelsTe],
    [O.RASHI_VALUES, te.rashiLabelsTe],
    [O.NAKSHATRAM_VALUES, te.nakshatramLabelsTe],
    [O.NAKSHATRA_PADAS, te.nakshatraPadaLabelsTe],
    [O.KUJA_DOSHAM_VALUES, te.kujaDoshamLabelsTe],
    [O.FINANCIAL_STATUSES, te.financialStatusLabelsTe],
    [O.NATIVE_STATES, te.nativeStateLabelsTe],
    [O.ANDHRA_PRADESH_DISTRICTS, te.districtLabelsTe],
    [O.TELANGANA_DISTRICTS, te.districtLabelsTe],
    [O.NRI_COUNTRIES, te.nriCountryLabelsTe],
    [O.PROFESSIONS, te.professionLabelsTe],
    [O.PROFESSION_SECTORS, te.professionSectorLabelsTe],
    [O.PARTNER_PROFESSION_SECTORS, te.partnerProfessionSectorLabelsTe],
    [O.PARTNER_PREFERENCE_TYPES, te.partnerPreferenceTypeLabelsTe],
    [O.PARTNER_STATES, te.partnerStateLabelsTe],
    [O.PROFILE_CREATORS, te.profileCreatorLabelsTe],
    [O.CONTACT_RELATIONS, te.contactRelationLabelsTe],
    [O.FAMILY_TYPES, te.familyTypeLabelsTe],
    [O.FAMILY_VALUES, te.familyValuesLabelsTe],
    [O.DIETS, te.dietLabelsTe],
    [O.HABITS, te.habitLabelsTe],
  ]);
  telugu = { byList, byField };
}

/**
 * Labels for a select or radio group over `values` (one of shared/'s lists): Telugu when Telugu is on
 * screen, otherwise the English labels given (or the values themselves).
 */
export function optionLabelsFor(
  values: readonly string[],
  english?: Partial<Record<string, string>>,
): Partial<Record<string, string>> | undefined {
  if (!teluguOnScreen() || telugu === null) return english;
  return telugu.byList.get(values) ?? english;
}

/** A stored value of `field` as members read it: Telugu when Telugu is on screen, else `english` or the value. */
export function optionLabel(field: OptionField, value: string | undefined, english?: string): string {
  return optionLabelIn(teluguOnScreen() ? "te" : "en", field, value, english);
}

/**
 * A stored value of `field` in a given language, whatever is on screen (a biodata is printed in the
 * member's choice of language); Telugu needs `loadTeluguOptionLabels` first.
 */
export function optionLabelIn(
  language: "en" | "te",
  field: OptionField,
  value: string | undefined,
  english?: string,
): string {
  if (value === undefined || value === "") return "";
  if (language === "te" && telugu !== null) return telugu.byField[field][value] ?? english ?? value;
  return english ?? value;
}

/** `{ value, label }` entries for a Select over one of shared/'s lists, labelled in the language on screen. */
export function optionData(
  values: readonly string[],
  english?: Partial<Record<string, string>>,
): { value: string; label: string }[] {
  const labels = optionLabelsFor(values, english);
  return values.map((value) => ({ value, label: labels?.[value] ?? value }));
}
