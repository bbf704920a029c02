/**
 * Production email: Resend's HTTP API, called from an action.
 * - Send: `POST https://api.resend.com/emails` with `Authorization: Bearer <API key>` and a JSON body of
 *   `from`, `to`, `subject`, `html`, `text` and `headers` (custom headers such as List-Unsubscribe)
 *   (https://resend.com/docs/api-reference/emails/send-email).
 * - `Idempotency-Key` header (up to 256 characters): Resend sends a request with a key it has seen in the last
 *   24 hours only once, and answers it with the same response, so a retried send is safe
 *   (https://resend.com/docs/dashboard/emails/idempotency-keys).
 */
import type { EmailMessage, EmailRequest } from "./message";

export const RESEND_API = "https://api.resend.com/emails";
/** Resend's limit on idempotency keys. */
const MAX_IDEMPOTENCY_KEY = 256;

export function resendRequest(apiKey: string, from: string, message: EmailMessage): EmailRequest {
  return {
    provider: "resend",
    url: RESEND_API,
    init: {
      method: "POST",
      headers: {
        Authorization: `Bearer ${apiKey}`,
        "Content-Type": "application/json",
        "Idempotency-Key": message.idempotencyKey.slice(0, MAX_IDEMPOTENCY_KEY),
      },
      body: JSON.stringify({
        from,
        to: [message.to],
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
      }),
    },
  };
}
