/**
 * Meta's WhatsApp webhook (https://developers.facebook.com/docs/graph-api/webhooks/getting-started and
 * https://developers.facebook.com/docs/whatsapp/cloud-api/webhooks/components):
 * - Verification: `GET ?hub.mode=subscribe&hub.verify_token=<ours>&hub.challenge=<n>`; echo the challenge.
 * - Events: `POST` with `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body under the app secret>`,
 *   body `{ object: "whatsapp_business_account", entry: [{ id, changes: [{ field: "messages", value: {
 *   messaging_product, metadata: { display_phone_number, phone_number_id }, contacts, messages: [{ from, id,
 *   timestamp, type: "text", text: { body } }], statuses: [{ id, status, recipient_id, errors? }] } }] }] }`.
 * Only what the app uses is read: a member's text replies (STOP) and the status of messages it sent.
 */
import { verifyHmacSha256Hex } from "../hmacSignature";

export interface InboundText {
  /** Meta's message id (wamid...), the key that makes a redelivered event change nothing. */
  id: string;
  /** The sender's WhatsApp id: the number's digits with country code. */
  from: string;
  text: string;
}

export interface StatusUpdate {
  /** The id of a message the app sent. */
  id: string;
  status: "sent" | "delivered" | "read" | "failed";
  /** Meta's first error, for a failed one ("131026: Message undeliverable"). */
  error?: string;
}

export interface WebhookEvents {
  messages: InboundText[];
  statuses: StatusUpdate[];
}

/** Events of one delivery at most this many each: Meta batches a few; anything far larger is not Meta. */
const MAX_EVENTS = 100;
const STATUSES = new Set(["sent", "delivered", "read", "failed"]);

type Json = Record<string, unknown>;
const isObject = (x: unknown): x is Json => typeof x === "object" && x !== null && !Array.isArray(x);
const arrayOf = (x: unknown): unknown[] => (Array.isArray(x) ? (x as unknown[]) : []);
const str = (x: unknown): string | null => (typeof x === "string" && x.length > 0 && x.length <= 4096 ? x : null);

function statusError(errors: unknown): string | undefined {
  const first = arrayOf(errors)[0];
  if (!isObject(first)) return undefined;
  const code = typeof first.code === "number" ? String(first.code) : "?";
  const title = str(first.title) ?? str(first.message) ?? "unknown error";
  return `${code}: ${title}`.slice(0, 300);
}

/** The text replies and statuses of a webhook body; null when it is not a WhatsApp Business event at all. */
export function parseWebhook(body: string): WebhookEvents | null {
  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    return null;
  }
  if (!isObject(payload) || payload.object !== "whatsapp_business_account") return null;
  const events: WebhookEvents = { messages: [], statuses: [] };
  for (const entry of arrayOf(payload.entry)) {
    if (!isObject(entry)) continue;
    for (const change of arrayOf(entry.changes)) {
      if (!isObject(change) || change.field !== "messages" || !isObject(change.value)) continue;
      for (const message of arrayOf(change.value.messages)) {
        if (!isObject(message) || message.type !== "text" || !isObject(message.text)) continue;
        const id = str(message.id);
        const from = str(message.from);
        const text = str(message.text.body);
        if (id !== null && from !== null && /^\d{8,15}$/.test(from) && text !== null)
          events.messages.push({ id, from, text });
      }
      for (const status of arrayOf(change.value.statuses)) {
        if (!isObject(status)) continue;
        const id = str(status.id);
        const value = str(status.status);
        if (id === null || value === null || !STATUSES.has(value)) continue;
        const error = statusError(status.errors);
        events.statuses.push({
          id,
          status: value as StatusUpdate["status"],
          ...(error === undefined ? {} : { error }),
        });
      }
    }
  }
  events.messages = events.messages.slice(0, MAX_EVENTS);
  events.statuses = events.statuses.slice(0, MAX_EVENTS);
  return events;
}

/** Whether `X-Hub-Signature-256` is `sha256=` and the HMAC of the exact bytes under the app secret. */
export async function verifySignature(
  appSecret: string,
  body: Uint8Array<ArrayBuffer>,
  header: string | null,
): Promise<boolean> {
  const match = /^sha256=([0-9a-fA-F]{64})$/.exec((header ?? "").trim());
  return match?.[1] !== undefined && (await verifyHmacSha256Hex(appSecret, body, match[1]));
}

/** The challenge to echo when Meta's verification request carries our verify token; null otherwise. */
export function verificationChallenge(verifyToken: string | undefined, params: URLSearchParams): string | null {
  if (!verifyToken) return null;
  const given = params.get("hub.verify_token") ?? "";
  const challenge = params.get("hub.challenge") ?? "";
  if (params.get("hub.mode") !== "subscribe" || !sameText(given, verifyToken)) return null;
  return /^[A-Za-z0-9_-]{1,128}$/.test(challenge) ? challenge : null;
}

/** Constant-time text comparison (the verify token is a secret). */
function sameText(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}
