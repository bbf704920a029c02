/**
 * Which SMS provider the backend uses, chosen by env vars, and the HTTP request each one takes. Built as
 * data (URL and RequestInit) so tests check the exact request without calling out.
 *
 * - Local mode (`LOCAL_AUTH_ISSUER` and `LOCAL_IDENTITY_ADMIN_SECRET` set, as `npm start` does): the local
 *   identity's SMS outbox, `POST <issuer>/admin/send-sms`, shown on /mailbox and in /sms-outbox.json.
 * - Production (`MSG91_AUTH_KEY` set): MSG91's Flow API, which sends a DLT-registered template by its id.
 *   Documented request (https://control.msg91.com/apidoc/textsms/send-sms-flow.php, "Send SMS via FLOW"):
 *     POST https://control.msg91.com/api/v5/flow/
 *     headers: { "Content-Type": "application/json", "authkey": <auth key> }
 *     body: { "flow_id": <flow/template id>, "sender": <DLT sender id>, "recipients": [{ "mobiles": "919XXXXXXXXX",
 * <VAR>: <value> }],
 *             "unicode": 1 for messages in languages other than English }
 *   and answers `{ "message": <request id>, "type": "success" }` (or `"type": "error"`).
 * `SMS_PROVIDER` ("local" | "msg91" | "none") forces one; unset, local wins when configured, then MSG91.
 */
import type { Locale as Language } from "@matrimony/shared/messages";
import { SMS_TEMPLATES, smsTemplateEnvName, smsText, type SmsTemplateName } from "./templates";

export const MSG91_FLOW_URL = "https://control.msg91.com/api/v5/flow/";

export type SmsEnv = Record<string, string | undefined>;

/** One SMS to send: to an E.164 number, a named template in the member's language, and its variables. */
export interface SmsMessage {
  to: string;
  template: SmsTemplateName;
  language: Language;
  vars: Record<string, string>;
}

export type SmsRequest =
  | { provider: "local" | "msg91"; url: string; init: RequestInit & { headers: Record<string, string>; body: string } }
  | { provider: "none"; reason: string };

const trimSlash = (url: string) => url.replace(/\/+$/, "");

function chosenProvider(env: SmsEnv): "local" | "msg91" | "none" {
  const forced = env.SMS_PROVIDER?.trim();
  if (forced === "local" || forced === "msg91" || forced === "none") return forced;
  if (env.LOCAL_AUTH_ISSUER && env.LOCAL_IDENTITY_ADMIN_SECRET) return "local";
  if (env.MSG91_AUTH_KEY) return "msg91";
  return "none";
}

function localRequest(env: SmsEnv, message: SmsMessage): SmsRequest {
  if (!env.LOCAL_AUTH_ISSUER || !env.LOCAL_IDENTITY_ADMIN_SECRET) {
    return {
      provider: "none",
      reason: "SMS_PROVIDER is local but LOCAL_AUTH_ISSUER or LOCAL_IDENTITY_ADMIN_SECRET is not set",
    };
  }
  return {
    provider: "local",
    url: `${trimSlash(env.LOCAL_AUTH_ISSUER)}/admin/send-sms`,
    init: {
      method: "POST",
      headers: { Authorization: `Bearer ${env.LOCAL_IDENTITY_ADMIN_SECRET}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        to: message.to,
        template: message.template,
        language: message.language,
        text: smsText(message.template, message.language, message.vars),
      }),
    },
  };
}

function msg91Request(env: SmsEnv, message: SmsMessage): SmsRequest {
  const templateVar = smsTemplateEnvName(message.template, message.language);
  const flowId = env[templateVar]?.trim();
  if (!env.MSG91_AUTH_KEY) return { provider: "none", reason: "MSG91_AUTH_KEY is not set" };
  if (!env.MSG91_SENDER_ID) return { provider: "none", reason: "MSG91_SENDER_ID is not set" };
  if (!flowId) return { provider: "none", reason: `${templateVar} is not set` };
  const recipient: Record<string, string> = { mobiles: message.to.replace(/^\+/, "") };
  for (const name of SMS_TEMPLATES[message.template].vars) recipient[name] = message.vars[name] ?? "";
  return {
    provider: "msg91",
    url: MSG91_FLOW_URL,
    init: {
      method: "POST",
      headers: { "Content-Type": "application/json", authkey: env.MSG91_AUTH_KEY },
      body: JSON.stringify({
        flow_id: flowId,
        sender: env.MSG91_SENDER_ID,
        // Telugu needs Unicode SMS; English stays in the cheaper 160-character encoding.
        unicode: message.language === "te" ? 1 : 0,
        recipients: [recipient],
      }),
    },
  };
}

/** The request that sends `message` with the provider the env vars choose. */
export function smsRequest(env: SmsEnv, message: SmsMessage): SmsRequest {
  const provider = chosenProvider(env);
  if (provider === "local") return localRequest(env, message);
  if (provider === "msg91") return msg91Request(env, message);
  return { provider: "none", reason: "no SMS provider is configured (set MSG91_AUTH_KEY, or run the local stack)" };
}

/** Whether a provider's answer means the SMS was accepted. MSG91 answers 200 with `type: "error"` on some failures. */
export async function accepted(provider: "local" | "msg91", response: Response): Promise<boolean> {
  if (!response.ok) return false;
  if (provider === "local") return true;
  const body: unknown = await response.json().catch(() => null);
  return typeof body === "object" && body !== null && (body as { type?: unknown }).type === "success";
}
