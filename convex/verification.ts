/**
 * The member's own verification: send a code to my mobile number, check it, my badges' state,
 * and the email badge kept in step with the identity provider. ID and selfie uploads are in idVerification.ts.
 *
 * Sending is an action: it issues the code in a mutation and sends the SMS itself, so the code in clear is
 * never stored (not even as a scheduled function's argument). Authorization: the caller's own profile, any
 * status (a pending member may verify too); rate limits in model/verification/codes.ts.
 */
import { v, type Infer } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation, memberMutation, memberQuery, publicAction } from "./functions";
import { fail } from "./model/errors";
import { profileOf, requireIdentity } from "./model/identity";
import { deleteExpiredCodes, discardCodes } from "./model/verification/codes";
import {
  confirmMobileCode,
  issueMobileCode,
  syncEmailBadge,
  verificationStatus,
  type MobileCodeToSend,
} from "./model/verification/mobile";
import { audit } from "./model/audit";
import {
  vCheckResult,
  vCodeSent,
  vMobileCodeToSend,
  vVerificationStatus,
} from "./model/verification/functionValidators";
import { sendMobileCodeSms } from "./model/verification/mobileSms";
import { contactsOf } from "./model/members/contacts";
import { barredRecordMatching, noteReturn } from "./model/safety/records";

/** Sends a code by SMS to my mobile number (a new one replaces the last; refused for 60 s after one). */
export const sendMobileCode = publicAction({
  args: {},
  returns: vCodeSent,
  handler: async (ctx): Promise<Infer<typeof vCodeSent>> => {
    const toSend: MobileCodeToSend | null = await ctx.runMutation(internal.verification.issueMyMobileCode, {});
    // A removed member's number: the attempt is on their safety record (committed), the answer neutral.
    if (toSend === null) fail("conflict", "safety.needsSupport");
    return await sendMobileCodeSms(ctx, toSend);
  },
});

/**
 * The caller's own profile (the action's identity), a new code for its mobile number; null, with the
 * attempt written on the safety record for staff, when the number is a suspended or removed member's.
 */
export const issueMyMobileCode = internalMutation({
  args: {},
  returns: v.union(vMobileCodeToSend, v.null()),
  handler: async (ctx) => {
    const profile = await profileOf(ctx, await requireIdentity(ctx));
    if (profile === null) fail("no_profile", "error.noProfile");
    const contacts = await contactsOf(ctx, profile._id);
    const barred =
      contacts === null ? null : await barredRecordMatching(ctx, { phones: [contacts.mobileNumber], emails: [] });
    if (barred !== null) {
      await noteReturn(ctx, barred, "mobileVerification", profile.profileCode);
      return null;
    }
    return await issueMobileCode(ctx, profile);
  },
});

/**
 * The SMS did not go (the member's send or the console's, model/verification/mobileSms.ts): the code is dropped (a new
 * one may be asked for at once) and the failure audited.
 */
export const sendFailed = internalMutation({
  args: { profileId: v.id("profiles"), reason: v.string() },
  returns: v.null(),
  handler: async (ctx, { profileId, reason }) => {
    await discardCodes(ctx, profileId, "mobile");
    const profile = await ctx.db.get("profiles", profileId);
    await audit(ctx, {
      actor: "system",
      action: "sms.failed",
      target: profile?.profileCode,
      details: reason.slice(0, 200),
    });
    return null;
  },
});

/** Checks the code I typed; a right one verifies my number (the mobile badge). */
export const checkMobileCode = memberMutation({
  args: { code: v.string() },
  returns: vCheckResult,
  handler: async (ctx, { code }) => await confirmMobileCode(ctx, ctx.profile, code, "member"),
});

/** My badges, my number's last digits and the code in flight, for the "Verify my profile" page. */
export const status = memberQuery({
  args: {},
  returns: vVerificationStatus,
  handler: async (ctx) => await verificationStatus(ctx, ctx.profile),
});

/** Grants (or takes back) the email badge from what the identity provider says about my email. */
export const refreshEmailBadge = memberMutation({
  args: {},
  returns: v.object({ verified: v.boolean() }),
  handler: async (ctx) => ({ verified: await syncEmailBadge(ctx, ctx.profile, ctx.identity) }),
});

/** Daily: expired codes (never used, or used up) are deleted; 500 per run is far above a day's codes. */
export const pruneExpiredCodes = internalMutation({
  args: {},
  returns: v.number(),
  handler: async (ctx) => await deleteExpiredCodes(ctx, 500),
});
