import { ageFromDobText } from "@matrimony/shared/dates";
import { MARITAL_STATUS_LABELS, NAKSHATRA_PADA_LABELS, NAKSHATRAMS, RASHIS } from "@matrimony/shared/options";
import type { FunctionReturnType } from "convex/server";
import type { MessageKey } from "@matrimony/shared/messages";
import type { api } from "../../convexApi";
import type { BiodataWords } from "./biodataWords";

type Shared = NonNullable<FunctionReturnType<typeof api.biodata.open>>;
/** The profile fields a biodata shows: what a shared link carries, and a subset of the member's own profile. */
export type BiodataProfile = Omit<Shared, "language" | "photoUrl" | "expiresAt" | "age">;

/** The contact lines the owner ticked for a printed copy; a shared link never has any. */
export interface BiodataContacts {
  mobileNumber?: string;
  email?: string;
}

export interface BiodataRow {
  label: string;
  value: string;
  /** The member's own words, shown as typed (translate="no"). */
  typed?: boolean;
}

export interface BiodataSection {
  id: "personal" | "horoscope" | "family" | "education" | "partner" | "contact";
  title: string;
  rows: BiodataRow[];
}

const text = (value: string | number | undefined | null): string => (value === undefined || value === null ? "" : String(value).trim());

/**
 * The biodata as sections of label and value, in the words' language; empty fields are left out (a printed
 * sheet has no "Not given"). Horoscope details get a section of their own: families read them first.
 */
export function biodataSections(p: BiodataProfile, words: BiodataWords, nowMs: number, contacts: BiodataContacts = {}): BiodataSection[] {
  const { t, option, language } = words;
  const row = (label: MessageKey, value: string | number | undefined | null): BiodataRow => ({ label: t(label), value: text(value) });
  const typed = (label: MessageKey, value: string | number | undefined | null): BiodataRow => ({ ...row(label, value), typed: true });
  const age = ageFromDobText(p.dateOfBirth, nowMs);
  const rashi = RASHIS.find((r) => r.value === p.rashi);
  const star = NAKSHATRAMS.find((n) => n.value === p.nakshatram);
  // "Rohini (రోహిణి)" in English, as families read a horoscope; the Telugu name alone in Telugu.
  const withTelugu = (item: { value: string; telugu: string } | undefined) => (item === undefined ? "" : language === "te" ? item.telugu : `${item.value} (${item.telugu})`);
  const profession = p.profession === "Other" && p.otherProfession ? p.otherProfession : option("profession", p.profession);
  const country = p.country === "Other" ? text(p.otherCountry) : option("country", p.country);
  const nativeState = p.state === "Other" ? text(p.nativeStateOther) : option("state", p.state);
  const nri = p.partnerPreferenceType === "NRI";
  const sections: BiodataSection[] = [
    {
      id: "personal",
      title: t("profile.personalSection"),
      rows: [
        typed("profileField.fullName", p.fullName),
        row("profileField.age", age === null ? "" : t("profile.ageYears", { age })),
        row("profileField.dateOfBirth", p.dateOfBirth),
        row("profileField.height", p.height),
        row("profileField.complexion", option("complexion", p.complexion)),
        row("profileField.maritalStatus", option("maritalStatus", p.maritalStatus, MARITAL_STATUS_LABELS[p.maritalStatus])),
        row("profileField.religion", option("religion", p.religion)),
        row("profileField.caste", option("caste", p.caste)),
        typed("profileField.subCaste", p.subCaste),
        row("profileField.residenceType", option("residenceType", p.residenceType)),
        ...(p.residenceType === "NRI" ? [{ ...row("profileField.country", country), typed: p.country === "Other" }] : []),
        row("profileField.diet", option("diet", p.diet)),
        row("profileField.smoking", option("smoking", p.smoking)),
        row("profileField.drinking", option("drinking", p.drinking)),
        typed("profileField.aboutMe", p.aboutMe),
      ],
    },
    {
      id: "horoscope",
      title: t("biodata.horoscopeSection"),
      rows: [
        row("profileField.nakshatram", withTelugu(star)),
        row("profileField.nakshatraPada", option("nakshatraPada", p.nakshatraPada, p.nakshatraPada && NAKSHATRA_PADA_LABELS[p.nakshatraPada])),
        row("profileField.rashi", withTelugu(rashi)),
        typed("profileField.gotram", p.gotram),
        row("profileField.kujaDosham", option("kujaDosham", p.kujaDosham)),
        typed("profileField.timeOfBirth", p.timeOfBirth),
        typed("profileField.birthPlace", p.birthPlace),
      ],
    },
    {
      id: "family",
      title: t("profile.familySection"),
      rows: [
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
        { ...row("profileField.state", nativeState), typed: p.state === "Other" },
        row("profileField.nativePlaceDistrict", p.state === "Other" ? undefined : option("nativePlaceDistrict", p.nativePlaceDistrict)),
        typed("profileField.place", p.place),
        typed("profileField.presentResidence", p.presentResidence),
        row("profileField.financialStatus", option("financialStatus", p.financialStatus)),
        row("profileField.familyType", option("familyType", p.familyType)),
        row("profileField.familyValues", option("familyValues", p.familyValues)),
        typed("profileField.aboutFamily", p.aboutFamily),
      ],
    },
    {
      id: "education",
      title: t("profile.educationSection"),
      rows: [
        typed("profileField.education", p.education),
        typed("profileField.collegeName", p.collegeName),
        { ...row("profileField.profession", profession), typed: p.profession === "Other" },
        row("profileField.professionSector", option("professionSector", p.professionSector)),
        typed("profileField.companyName", p.companyName),
        typed("profileField.workingPlace", p.workingPlace),
        typed("profileField.income", p.income),
      ],
    },
    {
      id: "partner",
      title: t("biodata.partnerSection"),
      rows: [
        row("profileField.partnerPreferenceType", option("partnerPreferenceType", p.partnerPreferenceType)),
        nri ? row("profileField.nriCountry", option("nriCountry", p.nriCountry)) : row("profileField.partnerstate", option("partnerstate", p.partnerstate)),
        row("profileField.partnerprofessionSector", option("partnerprofessionSector", p.partnerprofessionSector)),
      ],
    },
    {
      id: "contact",
      title: t("biodata.contactSection"),
      rows: [typed("profileField.mobileNumber", contacts.mobileNumber), typed("profileField.email", contacts.email)],
    },
  ];
  return sections.map((s) => ({ ...s, rows: s.rows.filter((r) => r.value !== "") })).filter((s) => s.rows.length > 0);
}
