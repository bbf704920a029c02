import { afterAll } from "vitest";

/**
 * Every convex suite starts from a production-like environment with none of the backend's variables set.
 * The e2e project's global setup starts the local stack in vitest's main process, which sets these in
 * process.env, and test workers inherit it; tests that need a variable set it with vi.stubEnv.
 * Keep in step with the env list of convex/convex.config.ts.
 */
export const BACKEND_ENV = [
  "CLERK_JWT_ISSUER_DOMAIN",
  "LOCAL_AUTH_ISSUER",
  "ADMIN_EMAILS",
  "RAZORPAY_KEY_ID",
  "RAZORPAY_KEY_SECRET",
  "RAZORPAY_WEBHOOK_SECRET",
  "RAZORPAY_API_BASE",
  "CLERK_SECRET_KEY",
  "LOCAL_IDENTITY_ADMIN_SECRET",
  "APP_ORIGIN",
  "TEST_PAYMENT_PROOF_BITS",
  "CONSOLE_URL",
  // The SMS provider (convex/model/sms): MSG91's key, DLT sender id and template ids.
  "SMS_PROVIDER",
  "MSG91_AUTH_KEY",
  "MSG91_SENDER_ID",
  "MSG91_TEMPLATE_VERIFICATION_CODE_EN",
  "MSG91_TEMPLATE_VERIFICATION_CODE_TE",
  "MSG91_TEMPLATE_CONSENT_CODE_EN",
  "MSG91_TEMPLATE_CONSENT_CODE_TE",
  "MSG91_TEMPLATE_APPROVED_EN",
  "MSG91_TEMPLATE_APPROVED_TE",
  "RESEND_API_KEY",
  "EMAIL_FROM",
  "UNSUBSCRIBE_SECRET",
  "SAFETY_HASH_SECRET",
  "CONVEX_SITE_URL",
  "PHOTO_URL_SECRET",
  // WhatsApp (convex/model/whatsapp): Meta's Cloud API and its webhook.
  "WHATSAPP_PROVIDER",
  "WHATSAPP_TOKEN",
  "WHATSAPP_PHONE_NUMBER_ID",
  "WHATSAPP_API_VERSION",
  "WHATSAPP_WEBHOOK_VERIFY_TOKEN",
  "WHATSAPP_APP_SECRET",
  "BUSINESS_NAME",
  "BUSINESS_ADDRESS",
  "BUSINESS_GSTIN",
  "BUSINESS_STATE",
  "GST_SAC_CODE",
];
// convex/ is typed without Node's types (functions run in Convex's runtime); the test workers have process.
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
for (const name of BACKEND_ENV) delete env[name];
// Photo links (model/members/photoLinks.ts) are signed with a test key, so answers carry photos as in production.
env.PHOTO_URL_SECRET = "convex-suite-photo-url-secret";

// The convex files share one worker (vitest.config.ts), and convex-test runs each scheduled function on a
// real timer. A timer a file leaves behind (a login deletion queued for later, say) would fire during a later
// file, against a convexTest that is gone, and log an error there. Each file's timers end with the file, as
// they did when each file had a process of its own. Each file wraps the worker's original timers, kept on the
// first file, never the previous file's wrapper.
type TimerGlobals = { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout };
const ORIGINAL = Symbol.for("matrimony.test.originalTimers");
const timerGlobals = globalThis as unknown as TimerGlobals & { [ORIGINAL]?: TimerGlobals };
const original = (timerGlobals[ORIGINAL] ??= {
  setTimeout: timerGlobals.setTimeout,
  clearTimeout: timerGlobals.clearTimeout,
});
const fileTimers = new Set<ReturnType<typeof setTimeout>>();
timerGlobals.setTimeout = ((...args: Parameters<typeof setTimeout>) => {
  const timer = original.setTimeout(...args);
  fileTimers.add(timer);
  return timer;
}) as typeof setTimeout;
afterAll(() => {
  for (const timer of fileTimers) original.clearTimeout(timer);
  fileTimers.clear();
});
