import { describe, expect, it } from "vitest";
import {
  ANDHRA_PRADESH_DISTRICTS,
  CASTES,
  CONTACT_RELATIONS,
  COMPLEXIONS,
  FINANCIAL_STATUSES,
  GENDERS,
  MARITAL_STATUSES,
  MARITAL_STATUSES_EDIT,
  MARITAL_STATUSES_REGISTRATION,
  MARITAL_STATUS_LABELS,
  KUJA_DOSHAM_VALUES,
  NAKSHATRA_PADAS,
  NAKSHATRAMS,
  NAKSHATRAM_VALUES,
  NATIVE_STATES,
  NRI_COUNTRIES,
  PARTNER_PREFERENCE_TYPES,
  PARTNER_PROFESSION_SECTORS,
  PARTNER_STATES,
  PROFESSIONS,
  PROFESSION_SECTORS,
  PROFILE_CREATORS,
  RASHIS,
  RASHI_VALUES,
  RELIGIONS,
  RESIDENCE_TYPES,
  TELANGANA_DISTRICTS,
} from "../../options";
import {
  andhraPradeshDistrictLabelsTe,
  casteLabelsTe,
  complexionLabelsTe,
  contactRelationLabelsTe,
  districtLabelsTe,
  financialStatusLabelsTe,
  genderLabelsTe,
  kujaDoshamLabelsTe,
  maritalStatusLabelsTe,
  nakshatraPadaLabelsTe,
  nakshatramLabelsTe,
  nativeStateLabelsTe,
  nriCountryLabelsTe,
  partnerPreferenceTypeLabelsTe,
  partnerProfessionSectorLabelsTe,
  partnerStateLabelsTe,
  professionLabelsTe,
  professionSectorLabelsTe,
  profileCreatorLabelsTe,
  rashiLabelsTe,
  religionLabelsTe,
  residenceTypeLabelsTe,
  telanganaDistrictLabelsTe,
} from "./options";

/** Each list a member picks from (one select, one set of radios), with the Telugu labels it shows. */
const lists: { name: string; values: readonly string[]; labels: Readonly<Record<string, string>> }[] = [
  { name: "genders", values: GENDERS, labels: genderLabelsTe },
  { name: "marital statuses (registration)", values: MARITAL_STATUSES_REGISTRATION, labels: maritalStatusLabelsTe },
  { name: "marital statuses (profile edit)", values: MARITAL_STATUSES_EDIT, labels: maritalStatusLabelsTe },
  { name: "religions", values: RELIGIONS, labels: religionLabelsTe },
  { name: "complexions", values: COMPLEXIONS, labels: complexionLabelsTe },
  { name: "castes", values: CASTES, labels: casteLabelsTe },
  { name: "residence types", values: RESIDENCE_TYPES, labels: residenceTypeLabelsTe },
  { name: "rashis", values: RASHI_VALUES, labels: rashiLabelsTe },
  { name: "nakshatrams", values: NAKSHATRAM_VALUES, labels: nakshatramLabelsTe },
  { name: "nakshatra padas", values: NAKSHATRA_PADAS, labels: nakshatraPadaLabelsTe },
  { name: "kuja dosham answers", values: KUJA_DOSHAM_VALUES, labels: kujaDoshamLabelsTe },
  { name: "financial statuses", values: FINANCIAL_STATUSES, labels: financialStatusLabelsTe },
  { name: "native states", values: NATIVE_STATES, labels: nativeStateLabelsTe },
  { name: "partner states", values: PARTNER_STATES, labels: partnerStateLabelsTe },
  { name: "Andhra Pradesh districts", values: ANDHRA_PRADESH_DISTRICTS, labels: andhraPradeshDistrictLabelsTe },
  { name: "Telangana districts", values: TELANGANA_DISTRICTS, labels: telanganaDistrictLabelsTe },
  {
    name: "districts of both states",
    values: [...ANDHRA_PRADESH_DISTRICTS, ...TELANGANA_DISTRICTS],
    labels: districtLabelsTe,
  },
  { name: "NRI countries", values: NRI_COUNTRIES, labels: nriCountryLabelsTe },
  { name: "professions", values: PROFESSIONS, labels: professionLabelsTe },
  { name: "profession sectors", values: PROFESSION_SECTORS, labels: professionSectorLabelsTe },
  { name: "partner profession sectors", values: PARTNER_PROFESSION_SECTORS, labels: partnerProfessionSectorLabelsTe },
  { name: "partner preference types", values: PARTNER_PREFERENCE_TYPES, labels: partnerPreferenceTypeLabelsTe },
  { name: "profile creators", values: PROFILE_CREATORS, labels: profileCreatorLabelsTe },
  { name: "contact person relations", values: CONTACT_RELATIONS, labels: contactRelationLabelsTe },
];

const TELUGU_LETTER = /[\u0C00-\u0C7F]/;

describe.each(lists)("Telugu labels of the $name", ({ values, labels }) => {
  it("give every value a label in Telugu script", () => {
    const missing = values.filter((value) => !TELUGU_LETTER.test(labels[value]?.trim() ?? ""));
    expect(missing).toEqual([]);
  });

  it("give no two values the same label", () => {
    const byLabel = new Map<string, string[]>();
    for (const value of values) byLabel.set(labels[value] ?? "", [...(byLabel.get(labels[value] ?? "") ?? []), value]);
    const shared = [...byLabel.values()].filter((group) => group.length > 1);
    expect(shared).toEqual([]);
  });
});

describe("Telugu option maps", () => {
  // A map keyed by a value no list holds would mean a stored value was renamed on one side only.
  it.each([
    { name: "marital statuses", values: MARITAL_STATUSES, labels: maritalStatusLabelsTe },
    ...lists.filter((list) => !list.name.startsWith("marital")),
  ])("label exactly the values of the $name", ({ values, labels }) => {
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
  });

  it("give both stored readings of 'Spouse lost' the same label, as English does", () => {
    expect(MARITAL_STATUS_LABELS.Widowed).toBe(MARITAL_STATUS_LABELS.Married);
    expect(maritalStatusLabelsTe.Widowed).toBe(maritalStatusLabelsTe.Married);
  });

  it("reuse the Telugu script options.ts keeps for rashis and nakshatrams", () => {
    for (const rashi of RASHIS) expect(rashiLabelsTe[rashi.value]).toBe(rashi.telugu);
    for (const nakshatram of NAKSHATRAMS) expect(nakshatramLabelsTe[nakshatram.value]).toBe(nakshatram.telugu);
  });
});
