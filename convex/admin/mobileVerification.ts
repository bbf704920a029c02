/**
 * "Verify the mobile number during a call" on the console's member record. Support agents look
 * members up on calls, so admins and support agents may: send a code to the member's number (or use the one
 * the member already received), hear the member read it out, type it; a right code grants the mobile badge
 * with `by` = the staff email. Every send and every grant is audited. Staff never see a code: they only
 * check what the member reads out.
 */
import { v, type Infer } from "convex/values";
import { internal } from "../_generated/api";
import { internalMutation, publicAction, staffMutation, staffQuery } from "../functions";
import { audit } from "../model/audit";
import { fail } from "../model/errors";
import { requireIdentity, staffOf } from "../model/identity";
import { codeStatusOf, liveCode } from "../model/verification/codes";
import { vCheckResult, vCodeSent, vCodeStatus, vMobileCodeToSend } from "../model/verification/functionValidators";
import { confirmMobileCode, issueMobileCode, type MobileCodeToSend } from "../model/verification/mobile";
import { sendMobileCodeSms } from "../model/verification/mobileSms";

/** Whether the member's number is verified (since when) and the code in flight (never the code itself). */
export const state = staffQuery({
  args: { profileId: v.id("profiles") },
  returns: v.object({ verifiedAt: v.union(v.number(), v.null()), code: v.union(vCodeStatus, v.null()) }),
  handler: async (ctx, { profileId }) => {
    const profile = await ctx.db.get("profiles", profileId);
    if (profile === null) fail("not_found", "error.notFound");
    return { verifiedAt: profile.badges?.mobile ?? null, code: codeStatusOf(await liveCode(ctx, profileId, "mobile")) };
  },
});

/** Sends a code by SMS to the member's number, in the member's language (same rules and limits as the member's own). */
export const sendCode = publicAction({
  args: { profileId: v.id("profiles") },
  returns: vCodeSent,
  handler: async (ctx, { profileId }): Promise<Infer<typeof vCodeSent>> => {
    const toSend: MobileCodeToSend = await ctx.runMutation(internal.admin.mobileVerification.issueForMember, {
      profileId,
    });
    return await sendMobileCodeSms(ctx, toSend);
  },
});

/** The action's caller must be staff (admin or support), checked here where the database is. */
export const issueForMember = internalMutation({
  args: { profileId: v.id("profiles") },
  returns: vMobileCodeToSend,
  handler: async (ctx, { profileId }) => {
    const staff = await staffOf(ctx, await requireIdentity(ctx));
    if (staff === null) fail("forbidden", "error.forbidden");
    const profile = await ctx.db.get("profiles", profileId);
    if (profile === null) fail("not_found", "error.notFound");
    const toSend = await issueMobileCode(ctx, profile);
    await audit(ctx, {
      actor: staff.email,
      action: "verification.mobileCodeSent",
      target: profile.profileCode,
      details: `to the number ending ${toSend.phoneLast4}`,
    });
    return toSend;
  },
});

/** The code the member read out on the call; a right one verifies the number, by this staff member. */
export const confirm = staffMutation({
  args: { profileId: v.id("profiles"), code: v.string() },
  returns: vCheckResult,
  handler: async (ctx, { profileId, code }) => {
    const profile = await ctx.db.get("profiles", profileId);
    if (profile === null) fail("not_found", "error.notFound");
    return await confirmMobileCode(ctx, profile, code, ctx.staff.email);
  },
});
