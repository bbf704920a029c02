/**
 * Which email provider sends, chosen by env vars: Resend when RESEND_API_KEY and EMAIL_FROM are set
 * (production), else the local mailbox when the local identity is configured (npm start), else none (the
 * outbox keeps the mail queued and records why).
 */
import type { EmailMessage, EmailRequest } from "./message";
import { localMailboxRequest } from "./localMailbox";
import { resendRequest } from "./resend";

export interface EmailEnv {
  RESEND_API_KEY?: string | undefined;
  EMAIL_FROM?: string | undefined;
  LOCAL_AUTH_ISSUER?: string | undefined;
  LOCAL_IDENTITY_ADMIN_SECRET?: string | undefined;
}

export type EmailSender =
  | { provider: "resend" | "local"; request: (message: EmailMessage) => EmailRequest }
  | { provider: "none"; reason: string };

export function emailSender(env: EmailEnv): EmailSender {
  const { RESEND_API_KEY: apiKey, EMAIL_FROM: from } = env;
  if (apiKey && from) return { provider: "resend", request: (m) => resendRequest(apiKey, from, m) };
  const { LOCAL_AUTH_ISSUER: issuer, LOCAL_IDENTITY_ADMIN_SECRET: secret } = env;
  if (issuer && secret) return { provider: "local", request: (m) => localMailboxRequest(issuer, secret, m) };
  return { provider: "none", reason: "neither RESEND_API_KEY with EMAIL_FROM nor the local identity is configured" };
}

/** Sends one request; a 2xx answer is sent, anything else an error worth retrying (with its status). */
export async function sendEmailRequest(request: EmailRequest): Promise<{ ok: true } | { ok: false; error: string }> {
  try {
    const response = await fetch(request.url, request.init);
    if (response.ok) return { ok: true };
    const detail = (await response.text().catch(() => "")).slice(0, 200);
    return { ok: false, error: `${request.provider}: HTTP ${String(response.status)} ${detail}`.trim() };
  } catch (error) {
    return { ok: false, error: `${request.provider}: ${error instanceof Error ? error.message : "network error"}` };
  }
}
