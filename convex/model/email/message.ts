/** One mail, as every email provider (model/email/provider.ts) receives it. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers: Record<string, string>;
  /** The one link the mail is about (the local mailbox shows it; tests read it). */
  link?: string;
  /** Names the message: a second send with the same key is not delivered twice. */
  idempotencyKey: string;
}

/** The HTTP request that sends a message; built apart from the fetch so tests check it without calling out. */
export interface EmailRequest {
  provider: "resend" | "local";
  url: string;
  init: { method: "POST"; headers: Record<string, string>; body: string };
}
