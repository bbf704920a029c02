/**
 * Which WhatsApp provider the backend uses, chosen by env vars, and the HTTP request each one takes. Built
 * as data (URL and RequestInit) so tests check the exact request without calling out.
 *
 * - Local mode (`LOCAL_AUTH_ISSUER` and `LOCAL_IDENTITY_ADMIN_SECRET` set, as `npm start` does): the local
 *   identity's WhatsApp outbox, `POST <issuer>/admin/send-whatsapp`, shown on /whatsapp-outbox.
 * - Production (`WHATSAPP_TOKEN` and `WHATSAPP_PHONE_NUMBER_ID` set): Meta's WhatsApp Cloud API, a template
 *   message. Documented request (https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages,
 *   "Send a template message"; https://developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates):
 *     POST https://graph.facebook.com/<version>/<phone number id>/messages
 *     headers: { "Authorization": "Bearer <token>", "Content-Type": "application/json" }
 *     body: { "messaging_product": "whatsapp", "recipient_type": "individual", "to": "<country code and number,
 * digits>",
 *             "type": "template", "template": { "name": <name>, "language": { "code": "te" | "en" },
 *             "components": [{ "type": "body", "parameters": [{ "type": "text", "text": <value> }, ...] }] } }
 *   answers `{ "messaging_product": "whatsapp", "contacts": [{ "input", "wa_id" }], "messages": [{ "id": "wamid..." }]
 * }`,
 *   or an error `{ "error": { "message", "type", "code", "error_subcode", "fbtrace_id" } }`
 *   (codes: https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes).
 * `WHATSAPP_PROVIDER` ("local" | "cloud" | "none") forces one; unset, local wins when configured, then the Cloud API.
 */
import type { Locale as Language } from "@matrimony/shared/messages";
import type { WhatsAppKind } from "@matrimony/shared/rules/notifications";
import { WHATSAPP_LANGUAGE_CODE, WHATSAPP_TEMPLATES, whatsappText } from "./templates";

/** The Graph API version used unless WHATSAPP_API_VERSION names another. */
export const DEFAULT_GRAPH_VERSION = "v21.0";

export type WhatsAppEnv = Record<string, string | undefined>;

/** One template message: to an E.164 number, the kind's template in the member's language, its variables in order. */
export interface WhatsAppMessage {
  to: string;
  kind: WhatsAppKind;
  language: Language;
  values: readonly string[];
  /** The outbox row's dedupe key: the local outbox drops a repeat, as the outbox's claim does in production. */
  idempotencyKey: string;
}

export type WhatsAppProvider = "local" | "cloud";

export type WhatsAppRequest =
  | { provider: WhatsAppProvider; url: string; init: RequestInit & { headers: Record<string, string>; body: string } }
  | { provider: "none"; reason: string };

const trimSlash = (url: string) => url.replace(/\/+$/, "");

function chosenProvider(env: WhatsAppEnv): WhatsAppProvider | "none" {
  const forced = env.WHATSAPP_PROVIDER?.trim();
  if (forced === "local" || forced === "cloud" || forced === "none") return forced;
  if (env.LOCAL_AUTH_ISSUER && env.LOCAL_IDENTITY_ADMIN_SECRET) return "local";
  if (env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID) return "cloud";
  return "none";
}

function localRequest(env: WhatsAppEnv, message: WhatsAppMessage): WhatsAppRequest {
  if (!env.LOCAL_AUTH_ISSUER || !env.LOCAL_IDENTITY_ADMIN_SECRET) {
    return {
      provider: "none",
      reason: "WHATSAPP_PROVIDER is local but LOCAL_AUTH_ISSUER or LOCAL_IDENTITY_ADMIN_SECRET is not set",
    };
  }
  const template = WHATSAPP_TEMPLATES[message.kind];
  return {
    provider: "local",
    url: `${trimSlash(env.LOCAL_AUTH_ISSUER)}/admin/send-whatsapp`,
    init: {
      method: "POST",
      headers: { Authorization: `Bearer ${env.LOCAL_IDENTITY_ADMIN_SECRET}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        to: message.to,
        template: template.name,
        language: WHATSAPP_LANGUAGE_CODE[message.language],
        parameters: message.values,
        text: whatsappText(message.kind, message.language, message.values),
        idempotencyKey: message.idempotencyKey,
      }),
    },
  };
}

/**
 * Meta's `to`: the number with its country code, digits only
 * (https://developers.facebook.com/docs/whatsapp/cloud-api/reference/phone-numbers).
 */
export function cloudRecipient(e164: string): string {
  return e164.replace(/\D/g, "");
}

function cloudRequest(env: WhatsAppEnv, message: WhatsAppMessage): WhatsAppRequest {
  const token = env.WHATSAPP_TOKEN?.trim();
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID?.trim();
  if (!token) return { provider: "none", reason: "WHATSAPP_TOKEN is not set" };
  if (!phoneNumberId || !/^\d+$/.test(phoneNumberId))
    return { provider: "none", reason: "WHATSAPP_PHONE_NUMBER_ID is not set (digits)" };
  const version = env.WHATSAPP_API_VERSION?.trim() || DEFAULT_GRAPH_VERSION;
  if (!/^v\d+\.\d+$/.test(version))
    return { provider: "none", reason: `WHATSAPP_API_VERSION "${version}" is not like v21.0` };
  const template = WHATSAPP_TEMPLATES[message.kind];
  return {
    provider: "cloud",
    url: `https://graph.facebook.com/${version}/${phoneNumberId}/messages`,
    init: {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: cloudRecipient(message.to),
        type: "template",
        template: {
          name: template.name,
          language: { code: WHATSAPP_LANGUAGE_CODE[message.language] },
          components: [{ type: "body", parameters: message.values.map((text) => ({ type: "text", text })) }],
        },
      }),
    },
  };
}

/** The request that sends `message` with the provider the env vars choose. */
export function whatsappRequest(env: WhatsAppEnv, message: WhatsAppMessage): WhatsAppRequest {
  const provider = chosenProvider(env);
  if (provider === "local") return localRequest(env, message);
  if (provider === "cloud") return cloudRequest(env, message);
  return {
    provider: "none",
    reason:
      "no WhatsApp provider is configured (set WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID, or run the local stack)",
  };
}

/**
 * Cloud API error codes that no retry can mend for this message: the number is not on WhatsApp (131026),
 * outside the customer-service window without a template (131047), the template is missing, paused or
 * does not match its parameters (132000, 132001, 132005, 132007, 132015, 132016), or the recipient is the
 * sender (131021). Anything else (130429 throughput, 131056 pair rate, 131000, 5xx) is tried again later.
 */
const PERMANENT_CODES: ReadonlySet<number> = new Set([
  131021, 131026, 131047, 132000, 132001, 132005, 132007, 132015, 132016,
]);

export type WhatsAppAnswer = { ok: true; messageId: string | null } | { ok: false; error: string; permanent: boolean };

function graphError(body: unknown): { message: string; code: number | null } | null {
  if (typeof body !== "object" || body === null || !("error" in body)) return null;
  const error = (body as { error: unknown }).error;
  if (typeof error !== "object" || error === null) return null;
  const { message, code } = error as { message?: unknown; code?: unknown };
  return {
    message: typeof message === "string" ? message : "unknown error",
    code: typeof code === "number" ? code : null,
  };
}

function messageIdOf(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("messages" in body)) return null;
  const messages = (body as { messages: unknown }).messages;
  if (!Array.isArray(messages)) return null;
  const first: unknown = messages[0];
  if (typeof first !== "object" || first === null) return null;
  const id = (first as { id?: unknown }).id;
  return typeof id === "string" && id !== "" ? id : null;
}

/** What a provider's answer means: accepted (with Meta's message id), or why not and whether a retry can help. */
export async function readAnswer(provider: WhatsAppProvider, response: Response): Promise<WhatsAppAnswer> {
  const body: unknown = await response.json().catch(() => null);
  if (provider === "local") {
    return response.ok
      ? { ok: true, messageId: null }
      : { ok: false, error: `local: HTTP ${String(response.status)}`, permanent: response.status === 400 };
  }
  const error = graphError(body);
  if (response.ok && error === null) {
    const messageId = messageIdOf(body);
    return messageId === null
      ? { ok: false, error: "cloud: the answer carries no message id", permanent: false }
      : { ok: true, messageId };
  }
  const code = error?.code ?? null;
  const text = `cloud: HTTP ${String(response.status)}${code === null ? "" : ` code ${String(code)}`}: ${error?.message ?? "no error body"}`;
  return { ok: false, error: text, permanent: code !== null && PERMANENT_CODES.has(code) };
}
