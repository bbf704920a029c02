import { MARITAL_STATUS_LABELS, type MaritalStatus } from "@matrimony/shared/options";
import {
  CLEARABLE_REVIEWED_FIELDS,
  REVIEWED_PROFILE_FIELDS,
  type ReviewedProfileField,
} from "@matrimony/shared/rules/profileChanges";
import type { Me } from "../session/useSession";
import { optionLabel } from "../options/optionLabels";
import type { ProfileFormValues } from "./profileForm";

export type PendingLine = { field: ReviewedProfileField; current: string; proposed: string };

/** The fields an approved member changed that wait for staff review, each with its current and new value. */
export function pendingLines(me: Me): PendingLine[] {
  const values = me.pendingChange?.values;
  if (values === undefined) return [];
  const lines: PendingLine[] = [];
  for (const field of REVIEWED_PROFILE_FIELDS) {
    const proposed = values[field];
    if (proposed !== undefined) lines.push({ field, current: me.profile[field] ?? "", proposed });
  }
  return lines;
}

/** A reviewed field's value as the member reads it: the name as typed, the others in the language on screen. */
export function reviewedValueLabel(field: ReviewedProfileField, value: string): string {
  if (field === "fullName" || field === "aboutMe" || field === "aboutFamily") return value;
  if (field === "maritalStatus") return optionLabel(field, value, MARITAL_STATUS_LABELS[value as MaritalStatus]);
  return optionLabel(field, value);
}

/** Whether a reviewed field is the member's own words, shown as typed. */
export function isTypedField(field: ReviewedProfileField): boolean {
  return field === "fullName" || field === "aboutMe" || field === "aboutFamily";
}

/**
 * Whether saving these values sends a change for review: an approved profile whose name, marital status,
 * caste, religion or own words differ from the approved value or from what already waits. Emptied words
 * are removed at once (the server's rule), so they send nothing.
 */
export function sendsForReview(me: Me, values: Pick<ProfileFormValues, ReviewedProfileField>): boolean {
  if (me.profile.status !== "approved") return false;
  const waiting = me.pendingChange?.values ?? {};
  return REVIEWED_PROFILE_FIELDS.some((f) => {
    const value = values[f].trim();
    if (value === "" && CLEARABLE_REVIEWED_FIELDS.includes(f)) return false;
    return value !== (me.profile[f] ?? "") && value !== waiting[f];
  });
}
