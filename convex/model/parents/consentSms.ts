/**
 * The consent code's SMS: A's SMS interface (model/sms) with the DLT template "consentCode",
 * in the member's language, naming the person whose profile it is. Local mode delivers to the SMS outbox
 * on the local mailbox page; production sends through MSG91 (README, docs/verification.md).
 */
import type { Locale } from "@matrimony/shared/messages";
import type { SmsEnv } from "../sms/provider";
import { sendSms } from "../sms/send";

export async function sendConsentSms(
  env: SmsEnv,
  message: { phone: string; code: string; language: Locale; name: string },
): Promise<void> {
  const outcome = await sendSms(env, {
    to: message.phone,
    template: "consentCode",
    language: message.language,
    vars: { code: message.code, name: message.name },
  });
  // The reason names the provider and HTTP status, never the code.
  if (!outcome.sent) throw new Error(outcome.reason);
}
