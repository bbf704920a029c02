/** Return validators of the verification functions (issue 16), shared by the member's and the console's. */
import { v } from "convex/values";
import { vLanguage } from "../../validators";

export const vCheckResult = v.union(
  v.object({ ok: v.literal(true) }),
  v.object({ ok: v.literal(false), reason: v.union(v.literal("noCode"), v.literal("expired"), v.literal("tooManyAttempts"), v.literal("otherNumber")) }),
  v.object({ ok: v.literal(false), reason: v.literal("wrong"), attemptsLeft: v.number() }),
);

export const vCodeStatus = v.object({
  phoneLast4: v.string(),
  sentAt: v.number(),
  expiresAt: v.number(),
  resendAt: v.number(),
  attemptsLeft: v.number(),
});

/** What a client learns when a code went out: never the code. */
export const vCodeSent = v.object({ phoneLast4: v.string(), sentAt: v.number(), expiresAt: v.number(), resendAt: v.number() });

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
