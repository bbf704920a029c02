/**
 * The whole offline product in one call: the local Convex backend (with the local identity, the mailbox
 * and the Razorpay simulator mounted on its port), demo data on first start, and the member app and admin
 * console. `npm start` runs it on the ports of docs/architecture.md; the e2e journeys run it on their own ports and a
 * throwaway data folder, so a developer's running stack and the tests never meet.
 */
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { startBackend } from "./backend/server";
import { createLocalIdentity, type IdentityLimits } from "./identity";
import { createPushServiceSimulator } from "./pushService";
import { localVapidKeys } from "./pushService/localVapid";
import { createRazorpaySimulator } from "./razorpay";
import { seedDemoData, type SeedLogin } from "./seed/seed";
import { ADMIN_ROOT, startFrontEnd, WEB_ROOT } from "./webApps";
import {
  LOCAL_HOST,
  LOCAL_PORTS,
  localBuildEnv,
  localStackUrls,
  type LocalPorts,
  type LocalStackUrls,
} from "@matrimony/shared/serviceUrls";

/**
 * Local mode's WhatsApp webhook secrets (production uses the Meta app's secret and its own verify token), so
 * a developer can sign a STOP reply to /whatsapp/webhook by hand (docs/notifications.md shows how).
 */
export const LOCAL_WHATSAPP_APP_SECRET = "local-mode-whatsapp-app-secret-not-for-production";
const LOCAL_WHATSAPP_VERIFY_TOKEN = "local-mode-whatsapp-verify-token";
/** Local mode's unsubscribe-link secret; production sets its own UNSUBSCRIBE_SECRET. */
const LOCAL_UNSUBSCRIBE_SECRET = "local-mode-unsubscribe-secret-not-for-production";
/** Local mode's photo-link key; production sets its own PHOTO_URL_SECRET. */
const LOCAL_PHOTO_URL_SECRET = "local-mode-photo-url-secret-not-for-production";

export const DEFAULT_PORTS = LOCAL_PORTS;
export type StackPorts = LocalPorts;

export const HOST = LOCAL_HOST;
export const ADMIN_EMAILS = "admin@matrimony.local";

/** Local-mode Razorpay test keys: the simulator signs with them and the backend verifies with them. */
export const LOCAL_RAZORPAY_KEYS = {
  keyId: "rzp_test_local0000000",
  keySecret: "local_test_key_secret",
  webhookSecret: "local_webhook_secret",
} as const;

export interface StackOptions {
  dataDir: string;
  ports?: StackPorts;
  /** Generated demo members on first start (default 300). */
  members?: number;
  /** Webhook retry delays of the Razorpay simulator (tests shorten them). */
  webhookRetryDelaysMs?: number[];
  /** "dev" (npm start): Vite dev servers with hot reload; "built": production builds (e2e). */
  frontEnds?: "dev" | "built";
  /**
   * The local identity's attempt limits, where they differ from DEFAULT_LIMITS (e2e signs up many members from one
   * address).
   */
  identityLimits?: Partial<IdentityLimits>;
  log?: (line: string) => void;
}

/** The stack's addresses (shared/src/serviceUrls.ts, which the apps' configuration and policy read too). */
export type StackUrls = LocalStackUrls;

export interface Stack {
  urls: StackUrls;
  logins: SeedLogin[];
  close(): Promise<void>;
}

type Stoppable = { close(): Promise<void> };

export const stackUrls = localStackUrls;

/** Starts everything; on a failure part-way, stops what had started and rethrows. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const ports = options.ports ?? DEFAULT_PORTS;
  const urls = stackUrls(ports);
  const log = options.log ?? (() => undefined);
  const running: Stoppable[] = [];
  const close = async () => {
    for (const s of running.reverse()) await s.close().catch(() => undefined);
  };
  // The console's member deletion reaches the local identity with this (Clerk's secret key in production).
  // A fresh one per start: the backend action reads it when it runs.
  const identityAdminSecret = randomBytes(32).toString("base64url");
  try {
    const identity = await createLocalIdentity({
      adminSecret: identityAdminSecret,
      dataDir: join(options.dataDir, "identity"),
      issuer: urls.issuer,
      allowedOrigins: [urls.web, urls.admin],
      appResetUrl: `${urls.web}/reset-password`,
      ...(options.identityLimits ? { limits: options.identityLimits } : {}),
      log,
    });
    running.push(identity);
    const razorpay = await createRazorpaySimulator({
      ...LOCAL_RAZORPAY_KEYS,
      webhookUrl: `${urls.httpActions}/razorpay/webhook`,
      publicBaseUrl: urls.razorpay,
      dataDir: join(options.dataDir, "razorpay"),
      allowedOrigins: [urls.web, urls.admin],
      ...(options.webhookRetryDelaysMs ? { webhookRetryDelaysMs: options.webhookRetryDelaysMs } : {}),
      log: (line) => log(`[razorpay] ${line}`),
    });
    running.push(razorpay);
    // Web Push: what would reach members' phones is recorded at /push/outbox.json (docs/notifications.md).
    const push = createPushServiceSimulator({
      publicBaseUrl: `${urls.backend}/push`,
      log: (line) => log(`[push] ${line}`),
    });
    running.push(push);
    const vapid = await localVapidKeys(join(options.dataDir, "push"));
    const backend = await startBackend({
      port: ports.backend,
      httpActionsPort: ports.httpActions,
      dataDir: join(options.dataDir, "backend"),
      localIssuer: urls.issuer,
      verifyToken: identity.verifyToken,
      extraHandlers: [identity.handler, razorpay.handler, push.handler],
      env: {
        LOCAL_AUTH_ISSUER: urls.issuer,
        ADMIN_EMAILS,
        RAZORPAY_KEY_ID: LOCAL_RAZORPAY_KEYS.keyId,
        RAZORPAY_KEY_SECRET: LOCAL_RAZORPAY_KEYS.keySecret,
        RAZORPAY_WEBHOOK_SECRET: LOCAL_RAZORPAY_KEYS.webhookSecret,
        RAZORPAY_API_BASE: urls.razorpay,
        APP_ORIGIN: urls.web,
        CONSOLE_URL: urls.admin,
        LOCAL_IDENTITY_ADMIN_SECRET: identityAdminSecret,
        // Notification mails: unsubscribe links lead to the HTTP actions, signed with a fixed
        // local-only secret so that links in the mailbox keep working across restarts.
        CONVEX_SITE_URL: urls.httpActions,
        UNSUBSCRIBE_SECRET: LOCAL_UNSUBSCRIBE_SECRET,
        // Member photos are served by the HTTP actions through short-lived links signed with this key.
        PHOTO_URL_SECRET: LOCAL_PHOTO_URL_SECRET,
        // WhatsApp messages go to the local outbox (/whatsapp-outbox); the webhook takes locally signed events.
        WHATSAPP_APP_SECRET: LOCAL_WHATSAPP_APP_SECRET,
        WHATSAPP_WEBHOOK_VERIFY_TOKEN: LOCAL_WHATSAPP_VERIFY_TOKEN,
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: "mailto:alerts@matrimony.local",
        PUSH_SERVICE_SIMULATOR_URL: `${urls.backend}/push`,
        // The business on tax invoices: an example, clearly not a real registration.
        BUSINESS_NAME: "Telugu Matrimony (local example)",
        BUSINESS_ADDRESS: "1-2-3 Example Road, Hyderabad 500001",
        BUSINESS_GSTIN: "36AAAAA0000A1Z5",
        BUSINESS_STATE: "Telangana",
      },
      log: (message, error) => console.error(`  [backend] ${message}`, error ?? ""),
    });
    running.push(backend);
    running.push(
      await startFrontEnd({
        root: WEB_ROOT,
        host: HOST,
        port: ports.web,
        mode: options.frontEnds ?? "dev",
        outDir: join(options.dataDir, "web-dist"),
        env: localBuildEnv("web", urls),
      }),
    );
    running.push(
      await startFrontEnd({
        root: ADMIN_ROOT,
        host: HOST,
        port: ports.admin,
        mode: options.frontEnds ?? "dev",
        outDir: join(options.dataDir, "admin-dist"),
        env: localBuildEnv("admin", urls),
      }),
    );
    const logins = await seedDemoData({
      backend,
      identity,
      issuer: urls.issuer,
      log,
      ...(options.members === undefined ? {} : { members: options.members }),
    });
    return { urls, logins, close };
  } catch (error) {
    await close();
    throw error;
  }
}
