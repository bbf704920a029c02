/**
 * The mobile code's SMS, sent from an action (the member's own `verification.sendMobileCode` and the
 * console's `admin/mobileVerification.sendCode`): the code in clear lives only in this request's memory.
 * When the SMS does not go, `verification.sendFailed` drops the code (a new one may be asked for at once)
 * and audits the failure.
 */
import type { Infer } from "convex/values";
import { internal } from "../../_generated/api";
import { env, type ActionCtx } from "../../_generated/server";
import { fail } from "../errors";
import { sendSms } from "../sms/send";
import type { vCodeSent } from "./functionValidators";
import type { MobileCodeToSend } from "./mobile";

export async function sendMobileCodeSms(ctx: ActionCtx, toSend: MobileCodeToSend): Promise<Infer<typeof vCodeSent>> {
  const outcome = await sendSms(env, {
    to: toSend.phone,
    template: "verificationCode",
    language: toSend.language,
    vars: { code: toSend.code },
  });
  if (!outcome.sent) {
    await ctx.runMutation(internal.verification.sendFailed, { profileId: toSend.profileId, reason: outcome.reason });
    fail("invalid", "verification.errorSmsFailed");
  }
  return {
    phoneLast4: toSend.phoneLast4,
    sentAt: toSend.sentAt,
    expiresAt: toSend.expiresAt,
    resendAt: toSend.resendAt,
  };
}
