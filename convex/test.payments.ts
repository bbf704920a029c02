/**
 * Fixtures of the payment suites: Razorpay test keys, a fake Razorpay (the Node module swapped out), payment
 * rows as an order or a payment leaves them, and signed Checkout answers and webhooks. Its name has two
 * dots, so Convex never deploys it (like test.fixtures.ts).
 */
import { PREMIUM_CHARGE } from "@matrimony/shared/rules/pricing";
import { afterEach, beforeEach, vi } from "vitest";
import type { Doc, Id } from "./_generated/dataModel";
import { internalAction } from "./functions";
import {
  vOrderRequest,
  vOrderResult,
  vPaymentLinkRequest,
  vPaymentLinkResult,
  vRefundRequest,
  vRefundResult,
  type OrderResult,
  type RefundResult,
  type PaymentLinkResult,
  type ProviderFailure,
} from "./model/payments/razorpayApi";
import { checkoutPayload } from "./model/payments/razorpaySignature";
import { hmacSha256Hex } from "./model/hmacSignature";
import { issueInvoice } from "./model/invoices/issue";
import { DAY, modules, type Modules, type T } from "./test.fixtures";

/** Numbers the ids these fixtures make up (orders, payments, webhook events), unique within a file. */
let seq = 0;

export const RAZORPAY_TEST = {
  keyId: "rzp_test_ConvexSuite0001",
  keySecret: "convex_suite_key_secret",
  webhookSecret: "convex_suite_webhook_secret",
} as const;

/** Set the Razorpay keys for every test of the calling file (and clear them after each). */
export function useRazorpayEnv(extra: Record<string, string> = {}): void {
  beforeEach(() => {
    vi.stubEnv("RAZORPAY_KEY_ID", RAZORPAY_TEST.keyId);
    vi.stubEnv("RAZORPAY_KEY_SECRET", RAZORPAY_TEST.keySecret);
    vi.stubEnv("RAZORPAY_WEBHOOK_SECRET", RAZORPAY_TEST.webhookSecret);
    for (const [name, value] of Object.entries(extra)) vi.stubEnv(name, value);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });
}

type OrderRequest = { amountPaise: number; currency: string; receipt: string; notes: Record<string, string> };
type LinkRequest = { amountPaise: number; currency: string; description: string; name: string; contact: string };

export type FakeRazorpay = {
  /** The module map with `paymentsNode.ts` replaced by the fake. */
  modules: Modules;
  orders: OrderRequest[];
  links: LinkRequest[];
  refunds: RefundRequest[];
  /** The status Razorpay answers a refund request with ("pending" unless a test says otherwise). */
  refundStatus: string;
  /** When set, the next calls fail as Razorpay would. */
  failure: ProviderFailure | null;
};
type RefundRequest = { paymentId: string; amountPaise: number; receipt: string; notes: Record<string, string> };

/**
 * Razorpay's SDK cannot reach a network in these suites (the local suites run it against the simulator),
 * so `paymentsNode.ts`, the thin wrapper around it, is replaced by a fake that records what it was asked.
 */
export function fakeRazorpay(): FakeRazorpay {
  const fake: FakeRazorpay = { modules, orders: [], links: [], refunds: [], refundStatus: "pending", failure: null };
  const node = {
    createRazorpayOrder: internalAction({
      args: vOrderRequest,
      returns: vOrderResult,
      handler: async (_ctx, request): Promise<OrderResult> => {
        if (fake.failure !== null) return fake.failure;
        fake.orders.push(request);
        return {
          ok: true,
          orderId: `order_Fake${String(fake.orders.length).padStart(6, "0")}`,
          amountPaise: request.amountPaise,
          currency: request.currency,
        };
      },
    }),
    createRazorpayPaymentLink: internalAction({
      args: vPaymentLinkRequest,
      returns: vPaymentLinkResult,
      handler: async (_ctx, request): Promise<PaymentLinkResult> => {
        if (fake.failure !== null) return fake.failure;
        fake.links.push(request);
        const id = `plink_Fake${String(fake.links.length).padStart(6, "0")}`;
        return { ok: true, linkId: id, shortUrl: `https://rzp.io/i/${id}`, referenceId: `paye_${id}` };
      },
    }),
    createRazorpayRefund: internalAction({
      args: vRefundRequest,
      returns: vRefundResult,
      handler: async (_ctx, request): Promise<RefundResult> => {
        if (fake.failure !== null) return fake.failure;
        fake.refunds.push(request);
        return {
          ok: true,
          refundId: `rfnd_Fake${String(fake.refunds.length).padStart(6, "0")}`,
          status: fake.refundStatus,
          amountPaise: request.amountPaise,
        };
      },
    }),
  };
  fake.modules = { ...modules, "./paymentsNode.ts": async () => node };
  return fake;
}

/** A `created` Razorpay payment row, as `createOrder` leaves it; returns its order id. */
export async function seedOrder(
  t: T,
  profileId: Id<"profiles"> | undefined,
  overrides: Partial<Omit<Doc<"payments">, "_id" | "_creationTime">> = {},
): Promise<string> {
  seq += 1;
  const orderId = overrides.orderId ?? `order_Seed${String(seq).padStart(8, "0")}`;
  await t.run(async (ctx) => {
    await ctx.db.insert("payments", {
      profileId,
      provider: "razorpay",
      orderId,
      receipt: `prem_seed_${seq}`,
      amountPaise: PREMIUM_CHARGE.amountPaise,
      currency: PREMIUM_CHARGE.currency,
      status: "created",
      createdAt: Date.now(),
      ...overrides,
    });
  });
  return orderId;
}

/** What Checkout's handler receives on success, signed with the key secret as Razorpay signs it. */
export async function checkoutAnswer(orderId: string, paymentId: string, secret: string = RAZORPAY_TEST.keySecret) {
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: await hmacSha256Hex(secret, checkoutPayload(orderId, paymentId)),
  };
}

/** A Razorpay webhook event body for a payment, shaped as Razorpay (and the local simulator) sends it. */
export function webhookBody(
  event: "payment.captured" | "order.paid" | "payment.failed" | "payment_link.paid" | "refund.processed",
  payment: {
    orderId: string;
    paymentId: string;
    amountPaise?: number;
    currency?: string;
    method?: string;
    error?: string;
  },
): string {
  const entity = {
    id: payment.paymentId,
    entity: "payment",
    amount: payment.amountPaise ?? PREMIUM_CHARGE.amountPaise,
    currency: payment.currency ?? PREMIUM_CHARGE.currency,
    status: event === "payment.failed" ? "failed" : "captured",
    order_id: payment.orderId,
    method: payment.method ?? "card",
    error_description: event === "payment.failed" ? (payment.error ?? "Payment failed") : null,
  };
  const payload: Record<string, unknown> = { payment: { entity } };
  if (event === "order.paid")
    payload.order = {
      entity: {
        id: payment.orderId,
        entity: "order",
        amount_paid: entity.amount,
        currency: entity.currency,
        status: "paid",
      },
    };
  return JSON.stringify({
    entity: "event",
    account_id: "acc_Test",
    event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  });
}

/** POST a webhook to the HTTP route, signed with the webhook secret unless told otherwise. */
export async function postWebhook(
  t: T,
  body: string,
  options: { eventId?: string | null; secret?: string; signature?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  headers["X-Razorpay-Signature"] =
    options.signature ?? (await hmacSha256Hex(options.secret ?? RAZORPAY_TEST.webhookSecret, body));
  const eventId = options.eventId === undefined ? `evt_${String(++seq)}` : options.eventId;
  if (eventId !== null) headers["X-Razorpay-Event-Id"] = eventId;
  return await t.fetch("/razorpay/webhook", { method: "POST", headers, body });
}

/** A paid Razorpay payment row of a member (or of nobody, as a deletion leaves it); returns its id. */
export async function seedPaidPayment(
  t: T,
  profileId: Id<"profiles"> | undefined,
  overrides: Partial<Omit<Doc<"payments">, "_id" | "_creationTime">> = {},
): Promise<Id<"payments">> {
  seq += 1;
  const now = Date.now();
  return await t.run(async (ctx) =>
    ctx.db.insert("payments", {
      profileId,
      provider: "razorpay",
      orderId: `order_Paid${String(seq).padStart(8, "0")}`,
      paymentId: `pay_Paid${String(seq).padStart(8, "0")}`,
      amountPaise: PREMIUM_CHARGE.amountPaise,
      currency: PREMIUM_CHARGE.currency,
      status: "paid",
      paidAt: now,
      premiumUntil: now + 365 * DAY,
      createdAt: now,
      ...overrides,
    }),
  );
}

/** A paid payment with its tax invoice, as markPaid leaves them; returns both ids. */
export async function seedInvoicedPayment(
  t: T,
  profileId: Id<"profiles"> | undefined,
  overrides: Partial<Omit<Doc<"payments">, "_id" | "_creationTime">> = {},
): Promise<{ paymentId: Id<"payments">; documentId: Id<"taxDocuments"> }> {
  const paymentId = await seedPaidPayment(t, profileId, overrides);
  const documentId = await t.run(async (ctx) => (await issueInvoice(ctx, paymentId, Date.now()))._id);
  return { paymentId, documentId };
}

/** A Razorpay refund webhook body, shaped as Razorpay (and the local simulator) sends it. */
export function refundWebhookBody(
  event: "refund.processed" | "refund.failed",
  refund: { refundId: string; paymentId: string; amountPaise: number },
): string {
  const entity = {
    id: refund.refundId,
    entity: "refund",
    amount: refund.amountPaise,
    currency: "INR",
    payment_id: refund.paymentId,
    status: event === "refund.processed" ? "processed" : "failed",
    speed_requested: "normal",
  };
  return JSON.stringify({
    entity: "event",
    account_id: "acc_Test",
    event,
    contains: ["refund"],
    payload: { refund: { entity } },
    created_at: Math.floor(Date.now() / 1000),
  });
}
