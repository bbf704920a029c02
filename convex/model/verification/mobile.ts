/**
 * Mobile number verification: a code by SMS to the member's own number (codes.ts), typed back
 * by the member or, during a support call, by staff who hear it read out. The badge belongs to the number:
 * changing the number (by the member or by staff) takes it away and voids a code in flight.
 */
import type { UserIdentity } from "convex/server";
import type { Locale as Language } from "@matrimony/shared/messages";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { audit, memberActor } from "../audit";
import { fail } from "../errors";
import { identityEmail } from "../identity";
import { contactsOf } from "../members/contacts";
import { badgesOf, grantBadge, revokeBadge } from "./badges";
import { checkCode, codeStatusOf, discardCodes, issueCode, liveCode, type CheckResult, type CodeStatus } from "./codes";

/** What an action needs to send the SMS: the code in clear (memory only), the number and the language. */
export interface MobileCodeToSend {
  profileId: Id<"profiles">;
  code: string;
  phone: string;
  language: Language;
  phoneLast4: string;
  sentAt: number;
  expiresAt: number;
  resendAt: number;
}

async function mobileOf(ctx: QueryCtx, profileId: Id<"profiles">): Promise<string> {
  const contacts = await contactsOf(ctx, profileId);
  if (contacts === null || contacts.mobileNumber === "") fail("invalid", "verification.noMobile");
  return contacts.mobileNumber;
}

/** A new code for the profile's current mobile number; refused when that number is verified already. */
export async function issueMobileCode(ctx: MutationCtx, profile: Doc<"profiles">): Promise<MobileCodeToSend> {
  if (badgesOf(profile).mobile) fail("conflict", "verification.errorAlreadyVerified");
  const phone = await mobileOf(ctx, profile._id);
  const issued = await issueCode(ctx, { profileId: profile._id, purpose: "mobile", phone });
  return {
    profileId: profile._id,
    code: issued.code,
    phone,
    language: profile.preferredLanguage ?? "en",
    phoneLast4: phone.slice(-4),
    sentAt: issued.sentAt,
    expiresAt: issued.expiresAt,
    resendAt: issued.resendAt,
  };
}

/**
 * Check a code typed by the member (`by` "member") or by staff on a call (`by` their email) against the
 * profile's current number; a right one grants the badge, recorded with who checked it.
 */
export async function confirmMobileCode(
  ctx: MutationCtx,
  profile: Doc<"profiles">,
  code: string,
  by: string,
): Promise<CheckResult> {
  if (code.length > 20) fail("invalid", "verification.errorCodeFormat", "code");
  if (badgesOf(profile).mobile) return { ok: true };
  const phone = await mobileOf(ctx, profile._id);
  const result = await checkCode(ctx, { profileId: profile._id, purpose: "mobile", phone, code });
  if (result.ok) {
    await grantBadge(ctx, profile._id, "mobile", by);
    await audit(ctx, {
      actor: by === "member" ? memberActor(profile.profileCode) : by,
      action: "verification.mobile",
      target: profile.profileCode,
      details: by === "member" ? "code typed by the member" : "code read out on a call",
    });
  }
  return result;
}

/**
 * The mobile number changed (profile edit, staff edit): the badge was for the old number, so it goes, and a
 * code sent to the old number can no longer verify anything. Nothing happens when the number is the same.
 */
export async function mobileNumberChanged(
  ctx: MutationCtx,
  profileId: Id<"profiles">,
  before: string,
  after: string,
  by: string,
): Promise<void> {
  if (before === after) return;
  await revokeBadge(ctx, profileId, "mobile", by, "mobile number changed");
  await discardCodes(ctx, profileId, "mobile");
}

/**
 * The email badge follows the identity provider: granted while the signed-in identity says its email (the
 * profile's, lower-cased) is verified (`emailVerified`: the local identity's `email_verified` claim, Clerk's
 * `email_verified` in the `convex` JWT template), revoked when it says it is not. A token without the claim
 * changes nothing, so a deployment whose template lacks it never strips badges.
 */
export async function syncEmailBadge(
  ctx: MutationCtx,
  profile: Doc<"profiles">,
  identity: UserIdentity,
): Promise<boolean> {
  const contacts = await contactsOf(ctx, profile._id);
  const sameEmail = contacts !== null && identityEmail(identity) === contacts.email;
  if (identity.emailVerified === true && sameEmail) {
    await grantBadge(ctx, profile._id, "email", "system");
    return true;
  }
  if (identity.emailVerified === false || !sameEmail)
    await revokeBadge(ctx, profile._id, "email", "system", "email not verified");
  return false;
}

/** The member's own page: each badge's time, the number's last digits, and the code in flight (never the code). */
export interface VerificationStatus {
  badges: { mobile: number | null; email: number | null; id: number | null; photo: number | null };
  mobileLast4: string | null;
  code: CodeStatus | null;
}

export async function verificationStatus(ctx: QueryCtx, profile: Doc<"profiles">): Promise<VerificationStatus> {
  const contacts = await contactsOf(ctx, profile._id);
  const b = profile.badges ?? {};
  return {
    badges: { mobile: b.mobile ?? null, email: b.email ?? null, id: b.id ?? null, photo: b.photo ?? null },
    mobileLast4: contacts === null || contacts.mobileNumber === "" ? null : contacts.mobileNumber.slice(-4),
    code: codeStatusOf(await liveCode(ctx, profile._id, "mobile")),
  };
}
