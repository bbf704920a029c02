/** Select choices from shared/'s option lists (never retyped here). */
import {
  CASTES,
  COMPLEXIONS,
  FINANCIAL_STATUSES,
  GENDERS,
  HEIGHTS_ALL,
  MARITAL_STATUS_LABELS,
  MARITAL_STATUSES,
  NAKSHATRAMS,
  NATIVE_STATES,
  NRI_COUNTRIES,
  PARTNER_PREFERENCE_TYPES,
  PARTNER_PROFESSION_SECTORS,
  PARTNER_STATES,
  PROFESSION_SECTORS,
  PROFESSIONS,
  RASHIS,
  RELIGIONS,
  RESIDENCE_TYPES,
} from "@matrimony/shared/options";
import { PROFILE_STATUSES } from "@matrimony/shared/rules/status";
import { STATUS_LABELS } from "../../format";

export type Choice = { id: string; name: string };
const plain = (values: readonly string[]): Choice[] => values.map((v) => ({ id: v, name: v }));

export const choices = {
  status: PROFILE_STATUSES.map((s) => ({ id: s, name: STATUS_LABELS[s] ?? s })),
  gender: plain(GENDERS),
  caste: plain(CASTES),
  religion: plain(RELIGIONS),
  residenceType: plain(RESIDENCE_TYPES),
  state: plain(NATIVE_STATES),
  premium: [
    { id: "true", name: "Premium" },
    { id: "false", name: "Free" },
  ],
  maritalStatus: MARITAL_STATUSES.map((m) => ({
    id: m,
    name: `${MARITAL_STATUS_LABELS[m]}${m === "Married" ? " (edit)" : m === "Widowed" ? " (registration)" : ""}`,
  })),
  height: plain(HEIGHTS_ALL),
  complexion: plain(COMPLEXIONS),
  rashi: RASHIS.map((r) => ({ id: r.value, name: `${r.value} (${r.telugu})` })),
  nakshatram: NAKSHATRAMS.map((n) => ({ id: n.value, name: `${n.value} (${n.telugu})` })),
  financialStatus: plain(FINANCIAL_STATUSES),
  country: plain(NRI_COUNTRIES),
  profession: plain(PROFESSIONS),
  professionSector: plain(PROFESSION_SECTORS),
  partnerPreferenceType: plain(PARTNER_PREFERENCE_TYPES),
  partnerstate: plain(PARTNER_STATES),
  partnerprofessionSector: plain(PARTNER_PROFESSION_SECTORS),
};

export function maritalLabel(value: string | null | undefined): string {
  if (!value) return "—";
  return MARITAL_STATUS_LABELS[value as keyof typeof MARITAL_STATUS_LABELS] ?? value;
}
