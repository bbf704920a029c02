/**
 * Consent of the bride or groom when someone else made their profile (DPDP Act 2023;
 * docs/parents.md). The member (signed in to the profile, often a parent's login) asks for a code to the
 * person's own mobile, the person reads it out or types it, and the consent is recorded; approval waits
 * for it (model/admin/moderation.ts).
 */
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { env } from "./_generated/server";
import { internalMutation, memberMutation, memberQuery, publicAction } from "./functions";
import { fail } from "./model/errors";
import { requireIdentity } from "./model/identity";
import { confirmConsent, consentStatus, issueConsentCode, vConsentStatus } from "./model/parents/consentCodes";
import { vCheckResult } from "./model/verification/functionValidators";
import { sendConsentSms } from "./model/parents/consentSms";
import { discardCodes } from "./model/verification/codes";
import { vFormInput, vLanguage } from "./validators";

/** The caller's consent state, and the code in flight (never the code itself). */
export const status = memberQuery({
  args: {},
  returns: vConsentStatus,
  handler: async (ctx) => await consentStatus(ctx, ctx.profile),
});

/**
 * Issue a consent code for the signed-in member's profile (internal: only `sendCode` calls it, so the code
 * in clear goes straight into the SMS and is never returned to a browser or stored as a scheduler argument).
 */
export const issue = internalMutation({
  args: { tokenIdentifier: v.string(), form: vFormInput },
  returns: v.object({
    code: v.string(),
    phone: v.string(),
    language: vLanguage,
    name: v.string(),
    profileId: v.id("profiles"),
  }),
  handler: async (ctx, { tokenIdentifier, form }) => {
    const profile = await ctx.db
      .query("profiles")
      .withIndex("by_tokenIdentifier", (q) => q.eq("tokenIdentifier", tokenIdentifier))
      .unique();
    if (profile === null) fail("no_profile", "error.noProfile");
    const issued = await issueConsentCode(ctx, profile, form);
    return {
      code: issued.code,
      phone: issued.phone,
      language: profile.preferredLanguage ?? "en",
      name: profile.fullName,
      profileId: profile._id,
    };
  },
});

/** Forget a code whose SMS could not be sent, so the member may ask again at once. */
export const discard = internalMutation({
  args: { profileId: v.id("profiles") },
  returns: v.null(),
  handler: async (ctx, { profileId }) => {
    await discardCodes(ctx, profileId, "consent");
    return null;
  },
});

/**
 * Send a consent code to the number typed (the bride's or groom's own; it may differ from the profile's).
 * Rate limited per member and per number (model/verification/codes.ts); a resend replaces the code.
 */
export const sendCode = publicAction({
  args: { form: vFormInput },
  returns: v.null(),
  handler: async (ctx, { form }) => {
    const identity = await requireIdentity(ctx);
    const issued = await ctx.runMutation(internal.consent.issue, { tokenIdentifier: identity.tokenIdentifier, form });
    try {
      await sendConsentSms(env, issued);
    } catch (error) {
      await ctx.runMutation(internal.consent.discard, { profileId: issued.profileId });
      console.error("consent SMS failed", error instanceof Error ? error.message : error);
      fail("conflict", "verification.errorSmsFailed");
    }
    return null;
  },
});

/** Check the typed code; right, the consent is recorded with its time and notice version. */
export const confirm = memberMutation({
  args: { form: vFormInput },
  returns: vCheckResult,
  handler: async (ctx, { form }) => await confirmConsent(ctx, ctx.profile, form),
});
