/**
 * Sending one SMS from an action, with retries: a provider's 5xx, a 429 or a network failure is tried again
 * (3 attempts in all, 0.5 s then 1.5 s apart); a 4xx other than 429 is a set-up mistake and is not.
 * Callers pass only what the SMS needs; the code inside one is never logged.
 */
import { accepted, smsRequest, type SmsEnv, type SmsMessage } from "./provider";

export type SmsOutcome =
  | { sent: true; provider: "local" | "msg91"; attempts: number }
  | { sent: false; reason: string; attempts: number };

const DELAYS_MS = [500, 1500];

function retryable(status: number): boolean {
  return status === 429 || status >= 500;
}

export async function sendSms(
  env: SmsEnv,
  message: SmsMessage,
  deps: { fetch: typeof fetch; sleep: (ms: number) => Promise<void> } = {
    fetch,
    sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
  },
): Promise<SmsOutcome> {
  const request = smsRequest(env, message);
  if (request.provider === "none") return { sent: false, reason: request.reason, attempts: 0 };
  let reason = "";
  for (let attempt = 1; attempt <= DELAYS_MS.length + 1; attempt++) {
    try {
      const response = await deps.fetch(request.url, request.init);
      if (await accepted(request.provider, response))
        return { sent: true, provider: request.provider, attempts: attempt };
      reason = `${request.provider}: HTTP ${String(response.status)}`;
      if (response.ok || !retryable(response.status)) return { sent: false, reason, attempts: attempt };
    } catch (err) {
      reason = `${request.provider}: ${err instanceof Error ? err.message : "network error"}`;
    }
    const delay = DELAYS_MS[attempt - 1];
    if (delay !== undefined) await deps.sleep(delay);
  }
  return { sent: false, reason, attempts: DELAYS_MS.length + 1 };
}
