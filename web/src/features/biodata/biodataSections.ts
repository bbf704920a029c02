import { ageFromDobText } from "@matrimony/shared/dates";
import type { FunctionReturnType } from "convex/server";
import type { api } from "../../convexApi";
import { fieldSections, text, type DetailRow } from "../members/profileFields";
import type { BiodataWords } from "./biodataWords";

type Shared = NonNullable<FunctionReturnType<typeof api.biodata.open>>;
/** The profile fields a biodata shows: what a shared link carries, and a subset of the member's own profile. */
export type BiodataProfile = Omit<Shared, "language" | "photoUrl" | "expiresAt" | "age">;

/** The contact lines the owner ticked for a printed copy; a shared link never has any. */
export interface BiodataContacts {
  mobileNumber?: string;
  email?: string;
}

export type BiodataRow = DetailRow;

export interface BiodataSection {
  id: "personal" | "horoscope" | "family" | "education" | "partner" | "contact";
  title: string;
  rows: BiodataRow[];
}

/**
 * The biodata as sections of label and value, in the words' language; empty fields are left out (a printed
 * sheet has no "Not given"). The fields and their sections are the member page's (members/profileFields.ts);
 * horoscope details get a section of their own, as families read them first, and contact lines appear only
 * as the owner ticked them.
 */
export function biodataSections(
  p: BiodataProfile,
  words: BiodataWords,
  nowMs: number,
  contacts: BiodataContacts = {},
): BiodataSection[] {
  const { t } = words;
  const age = ageFromDobText(p.dateOfBirth, nowMs);
  const fields = fieldSections(p, words, [
    { label: t("profileField.age"), value: age === null ? "" : t("profile.ageYears", { age }) },
  ]);
  const sections: BiodataSection[] = [
    {
      id: "personal",
      title: t("profile.personalSection"),
      rows: [...fields.personal, ...fields.lifestyle, ...fields.about.slice(0, 1)],
    },
    { id: "horoscope", title: t("biodata.horoscopeSection"), rows: fields.horoscope },
    { id: "family", title: t("profile.familySection"), rows: [...fields.family, ...fields.about.slice(1)] },
    { id: "education", title: t("profile.educationSection"), rows: fields.education },
    { id: "partner", title: t("biodata.partnerSection"), rows: fields.partner },
    {
      id: "contact",
      title: t("biodata.contactSection"),
      rows: [
        { label: t("profileField.mobileNumber"), value: text(contacts.mobileNumber), typed: true },
        { label: t("profileField.email"), value: text(contacts.email), typed: true },
      ],
    },
  ];
  return sections.map((s) => ({ ...s, rows: s.rows.filter((r) => r.value !== "") })).filter((s) => s.rows.length > 0);
}
