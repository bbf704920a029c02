/**
 * The Razorpay simulator of the offline stack: Razorpay's REST API for orders, payments and payment links
 * (so the unmodified `razorpay` SDK works against it once its base URL is changed), a local `checkout.js`,
 * payment link pages, signatures made with the local key secret, and signed webhooks sent like Razorpay's.
 * See README.md next to this file for mounting and configuration.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { RazorpayError } from "./errors";
import { sendError, sendJson } from "./http";
import { accountIdFor } from "./ids";
import { Ledger } from "./ledger";
import { handleRest } from "./rest";
import { handleSim } from "./sim";
import { SimStore } from "./store";
import type { Delivery, DeliveryAttempt, Order, Payment, PaymentLink, SimulatorOptions } from "./types";
import { DEFAULT_RETRY_DELAYS_MS, WebhookSender } from "./webhooks";

export type { Delivery, DeliveryAttempt, Order, Payment, PaymentLink, SimulatorOptions } from "./types";

export const DEFAULT_ALLOWED_ORIGINS = ["http://127.0.0.1:5173", "http://127.0.0.1:5174"];

export interface RazorpaySimulator {
  /** Answers requests under the path of `publicBaseUrl`; resolves false for any other path. */
  handler(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Stops retries, waits for deliveries in flight and for the last write. */
  close(): Promise<void>;
  /** The merchant account id that webhooks carry. */
  accountId: string;
  orders(): Order[];
  payments(): Payment[];
  paymentLinks(): PaymentLink[];
  deliveries(): Delivery[];
  /** Sends a recorded webhook again with the same event id and body. */
  redeliver(eventId: string): Promise<DeliveryAttempt>;
}

const SERVER_ERROR = {
  code: "SERVER_ERROR",
  description: "The server encountered an error. The incident has been reported to admins.",
  source: "NA",
  step: "NA",
  reason: "NA",
  metadata: {},
};

export async function createRazorpaySimulator(options: SimulatorOptions): Promise<RazorpaySimulator> {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.log(line));
  const publicBaseUrl = options.publicBaseUrl.replace(/\/+$/, "");
  const basePath = new URL(publicBaseUrl).pathname.replace(/\/+$/, "");
  const accountId = accountIdFor(options.keyId);
  const store = await SimStore.open(options.dataDir);
  const webhooks = new WebhookSender(store, {
    accountId,
    webhookUrl: options.webhookUrl,
    webhookSecret: options.webhookSecret,
    retryDelaysMs: options.webhookRetryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    now,
    log,
  });
  const ledger = new Ledger(store, webhooks, now, publicBaseUrl);
  const common = { ledger, keyId: options.keyId, keySecret: options.keySecret };
  const sim = {
    ...common,
    webhooks,
    publicBaseUrl,
    basePath,
    allowedOrigins: new Set(options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS),
    log,
  };
  webhooks.resume();

  async function route(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    try {
      if (path.startsWith("/v1/")) return await handleRest(common, req, res, path.slice(3));
      if (!(await handleSim(sim, req, res, path)))
        sendJson(res, 404, { error: { code: "NOT_FOUND", description: "No such simulator route" } });
    } catch (err) {
      if (res.headersSent) return void res.destroy();
      if (err instanceof RazorpayError) return sendError(res, err);
      log(`razorpay-sim: ${req.method ?? "?"} ${path} failed: ${err instanceof Error ? err.message : String(err)}`);
      sendJson(res, 500, { error: SERVER_ERROR });
    }
  }

  return {
    async handler(req, res) {
      const path = new URL(req.url ?? "/", "http://simulator").pathname;
      if (path !== basePath && !path.startsWith(`${basePath}/`)) return false;
      await route(req, res, path.slice(basePath.length) || "/");
      return true;
    },
    async close() {
      await webhooks.close();
      await store.flush();
    },
    accountId,
    orders: () => Object.values(store.state.orders),
    payments: () => Object.values(store.state.payments),
    paymentLinks: () => Object.values(store.state.links),
    deliveries: () => webhooks.list(),
    redeliver: (eventId) => webhooks.redeliver(eventId),
  };
}
