/**
 * Fixtures shared by the one-time code tests: the code module's (verificationCodes.test.ts),
 * the mobile verification's (verification.test.ts) and the consent's (consent.test.ts). Its name has two
 * dots, so Convex never deploys it (like test.fixtures.ts).
 */
import { vi } from "vitest";

/** A well-formed 6-digit code that is not `code`. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, "0");
}

/** An SMS as the local identity's SMS endpoint receives it (model/sms, local mode). */
export type SentSms = { url: string; body: { to: string; template: string; language: string; text: string } };

/** Local SMS mode with fetch stubbed: every SMS sent is pushed to the returned list, oldest first. */
export function stubSmsOutbox(): SentSms[] {
  const outbox: SentSms[] = [];
  vi.stubEnv("LOCAL_AUTH_ISSUER", "http://identity.test");
  vi.stubEnv("LOCAL_IDENTITY_ADMIN_SECRET", "local-secret");
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    outbox.push({ url, body: JSON.parse(String(init.body)) as SentSms["body"] });
    return new Response(JSON.stringify({ ok: true }), { status: 200, headers: { "Content-Type": "application/json" } });
  });
  return outbox;
}

/** The 6-digit code in an SMS; throws when there is none, so a test cannot pass on an empty string. */
export function codeIn(sms: SentSms | undefined): string {
  const text = sms?.body.text ?? "";
  const code = /\b\d{6}\b/.exec(text)?.[0];
  if (code === undefined) throw new Error(`no code in ${text}`);
  return code;
}
