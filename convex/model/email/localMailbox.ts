/**
 * Local mode's email: the local identity's mailbox (`POST <issuer>/admin/send-mail`, server to server with
 * the identity's admin secret, as staff invitations are sent: model/admin/invitations.ts). The mailbox keeps
 * the headers and drops a second mail with the same idempotency key, as Resend does.
 */
import type { EmailMessage, EmailRequest } from "./message";

export function localMailboxRequest(issuer: string, adminSecret: string, message: EmailMessage): EmailRequest {
  return {
    provider: "local",
    url: `${issuer.replace(/\/+$/, "")}/admin/send-mail`,
    init: {
      method: "POST",
      headers: { Authorization: `Bearer ${adminSecret}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        idempotencyKey: message.idempotencyKey,
        ...(message.link ? { link: message.link } : {}),
      }),
    },
  };
}
