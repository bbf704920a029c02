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
import { profileOrFail } from "./moderation";
import { PROFILE_FIELD_NAMES } from "../members/projections";

type PatchValue = string | number | boolean | null;
export type MemberPatch = Record<string, PatchValue>;

const PREFERENCE_KEYS = new Set<string>(["partnerPreferenceType", "nriCountry", "partnerstate", "partnerprofessionSector"]);
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

export async function editMember(ctx: MutationCtx, staff: StaffMember, id: Id<"profiles">, patch: MemberPatch): Promise<null> {
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
    await audit(ctx, { actor: staff.email, action: "member.update", target: profile.profileCode, details: `fields: ${keys.sort().join(", ")}` });
  }
  return null;
}
