/** Return validators of the one-time code functions: the member's verification, the console's, and consent. */
import { v } from "convex/values";
import { vLanguage } from "../../validators";

/** The outcome of checking a typed code; the app shows the code module's message for each reason. */
export const vCheckResult = v.union(
  v.object({ ok: v.literal(true) }),
  v.object({
    ok: v.literal(false),
    reason: v.union(v.literal("noCode"), v.literal("expired"), v.literal("tooManyAttempts"), v.literal("otherNumber")),
  }),
  v.object({ ok: v.literal(false), reason: v.literal("wrong"), attemptsLeft: v.number() }),
);

/** The code in flight, as its page shows it (never the code itself). */
export const vCodeStatus = v.object({
  phoneLast4: v.string(),
  sentAt: v.number(),
  expiresAt: v.number(),
  resendAt: v.number(),
  attemptsLeft: v.number(),
});

/** What a client learns when a code went out: never the code. */
export const vCodeSent = v.object({
  phoneLast4: v.string(),
  sentAt: v.number(),
  expiresAt: v.number(),
  resendAt: v.number(),
});

/** Internal only (mutation → action in the same request): the code in clear for the SMS. */
export const vMobileCodeToSend = v.object({
  profileId: v.id("profiles"),
  code: v.string(),
  phone: v.string(),
  language: vLanguage,
  phoneLast4: v.string(),
  sentAt: v.number(),
  expiresAt: v.number(),
  resendAt: v.number(),
});

const vBadgeTime = v.union(v.number(), v.null());

export const vVerificationStatus = v.object({
  badges: v.object({ mobile: vBadgeTime, email: vBadgeTime, id: vBadgeTime, photo: vBadgeTime }),
  mobileLast4: v.union(v.string(), v.null()),
  code: v.union(vCodeStatus, v.null()),
});
