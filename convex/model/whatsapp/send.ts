/**
 * Sending one WhatsApp template message from an action: one attempt; the outbox tries a failed one again
 * with its backoff, unless the provider's answer says no retry can help (then the row fails at once).
 */
import { readAnswer, whatsappRequest, type WhatsAppEnv, type WhatsAppMessage, type WhatsAppProvider } from "./provider";

export type WhatsAppOutcome =
  | { sent: true; provider: WhatsAppProvider; messageId: string | null }
  | { sent: false; reason: string; permanent: boolean };

export async function sendWhatsApp(
  env: WhatsAppEnv,
  message: WhatsAppMessage,
  deps: { fetch: typeof fetch } = { fetch },
): Promise<WhatsAppOutcome> {
  const request = whatsappRequest(env, message);
  if (request.provider === "none") return { sent: false, reason: request.reason, permanent: false };
  try {
    const answer = await readAnswer(request.provider, await deps.fetch(request.url, request.init));
    return answer.ok
      ? { sent: true, provider: request.provider, messageId: answer.messageId }
      : { sent: false, reason: answer.error, permanent: answer.permanent };
  } catch (err) {
    return {
      sent: false,
      reason: `${request.provider}: ${err instanceof Error ? err.message : "network error"}`,
      permanent: false,
    };
  }
}
