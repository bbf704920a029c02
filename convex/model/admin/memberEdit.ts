/**
 * Staff edit a member's profile with the member's own rules: the patch is laid over the stored profile
 * and validated with the same shared schemas as the member's edit and preference pages (so a staff
 * edit can never store what a member could not), then saved by the same model functions.
 * Not editable here: status (approve/reject/suspend/reinstate have their own rules and audit), Premium
 * (an offline payment), gender (matching and the legal age hang on it) and the email (it is the login's;
 * a different email would no longer match the identity).
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { audit } from "../audit";
import { fail } from "../errors";
import type { StaffMember } from "../identity";
import { update, updatePreference } from "../members/account";
import { contactsOf } from "../members/contacts";
import { makeBirthDetailsSchema } from "@matrimony/shared/schemas";
import { birthYearOf } from "@matrimony/shared/rules/refine/filters";
import { profileOrFail } from "./moderation";
import { PROFILE_FIELD_NAMES } from "../members/projections";
import { cleanFreeText, parseOrFail } from "../validation";
import { revokeOnChange } from "../verification/documents";

type PatchValue = string | number | boolean | null;
export type MemberPatch = Record<string, PatchValue>;

const PREFERENCE_KEYS = new Set<string>([
  "partnerPreferenceType",
  "nriCountry",
  "partnerstate",
  "partnerprofessionSector",
]);
const NOT_EDITABLE = new Set<string>(["gender"]);
/** Profile fields plus the two phone numbers (kept in `contacts`). */
export const EDITABLE_KEYS: ReadonlySet<string> = new Set<string>([
  ...PROFILE_FIELD_NAMES.filter((k) => !NOT_EDITABLE.has(k)),
  "mobileNumber",
  "altMobileNumber",
]);

/** The stored profile as the edit form would show it, without the partner preference. */
function profileForm(profile: Doc<"profiles">, contacts: Doc<"contacts"> | null): Record<string, unknown> {
  const form: Record<string, unknown> = {};
  for (const key of PROFILE_FIELD_NAMES) {
    if (PREFERENCE_KEYS.has(key) || NOT_EDITABLE.has(key) || profile[key] === undefined) continue;
    form[key] = profile[key];
  }
  if (contacts !== null) {
    form.mobileNumber = contacts.mobileNumber;
    if (contacts.altMobileNumber !== undefined) form.altMobileNumber = contacts.altMobileNumber;
  }
  return form;
}

function preferenceForm(profile: Doc<"profiles">): Record<string, unknown> {
  const form: Record<string, unknown> = {};
  for (const key of PREFERENCE_KEYS) {
    const value = profile[key as keyof Doc<"profiles">];
    if (value !== undefined) form[key] = value;
  }
  return form;
}

export async function editMember(
  ctx: MutationCtx,
  staff: StaffMember,
  id: Id<"profiles">,
  patch: MemberPatch,
): Promise<null> {
  const keys = Object.keys(patch);
  for (const key of keys) if (!EDITABLE_KEYS.has(key)) fail("invalid", "console.fieldNotEditable", key);
  const profile = await profileOrFail(ctx, id);
  // A form clears a field by sending null or ""; the shared schemas read "" as "left empty".
  const sent = Object.fromEntries(keys.map((k) => [k, patch[k] === null ? "" : patch[k]]));
  const profileKeys = keys.filter((k) => !PREFERENCE_KEYS.has(k));
  const preferenceKeys = keys.filter((k) => PREFERENCE_KEYS.has(k));
  if (profileKeys.length > 0) {
    const form = profileForm(profile, await contactsOf(ctx, id));
    for (const key of profileKeys) form[key] = sent[key];
    await update(ctx, profile, form, staff.email);
  }
  if (preferenceKeys.length > 0) {
    const form = preferenceForm(profile);
    for (const key of preferenceKeys) form[key] = sent[key];
    await updatePreference(ctx, profile, form, undefined, staff.email);
  }
  if (keys.length > 0) {
    await audit(ctx, {
      actor: staff.email,
      action: "member.update",
      target: profile.profileCode,
      details: `fields: ${keys.sort().join(", ")}`,
    });
  }
  return null;
}

/** A correction's reason is kept in the audit log for whoever reviews it: a sentence, like a status reason. */
export const MAX_CORRECTION_REASON_LENGTH = 500;

export type BirthDetailsCorrection = { gender?: Doc<"profiles">["gender"]; dateOfBirth?: string; reason: string };

/**
 * Support (and admins) correct a member's gender or date of birth on a call: members cannot change either,
 * since matching, the legal age and the ID badge hang on them. Validated with the registration's rules (the
 * legal age of the resulting gender), a changed date of birth ends the ID badge (what it vouched for
 * changed), and each correction is audited as `member.correctBirthDetails` with the fields and the reason.
 */
export async function correctBirthDetails(
  ctx: MutationCtx,
  staff: StaffMember,
  id: Id<"profiles">,
  input: BirthDetailsCorrection,
): Promise<null> {
  const reason = cleanFreeText(input.reason, {
    field: "reason",
    max: MAX_CORRECTION_REASON_LENGTH,
    tooLong: "console.reasonTooLong",
    required: "console.reasonRequired",
  });
  const profile = await profileOrFail(ctx, id);
  const now = Date.now();
  const data = parseOrFail(makeBirthDetailsSchema(now), {
    gender: input.gender ?? profile.gender,
    dateOfBirth: input.dateOfBirth ?? profile.dateOfBirth,
  });
  const changed = [
    ...(data.gender !== profile.gender ? ["gender"] : []),
    ...(data.dateOfBirth !== profile.dateOfBirth ? ["dateOfBirth"] : []),
  ];
  if (changed.length === 0) return null;
  await ctx.db.patch("profiles", profile._id, {
    gender: data.gender,
    dateOfBirth: data.dateOfBirth,
    // The age indexes of matching read birthYear: it follows every change of the date of birth.
    birthYear: birthYearOf(data.dateOfBirth),
    updatedAt: now,
  });
  if (changed.includes("dateOfBirth"))
    await revokeOnChange(ctx, profile, { dateOfBirth: data.dateOfBirth }, staff.email);
  await audit(ctx, {
    actor: staff.email,
    action: "member.correctBirthDetails",
    target: profile.profileCode,
    details: `fields: ${changed.join(", ")}; reason: ${reason}`,
  });
  return null;
}
