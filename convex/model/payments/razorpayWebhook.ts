/**
 * Razorpay webhook events (convex/http.ts checks their signature first): the part this product acts on,
 * read defensively from the raw JSON (the signature proves who sent it, not that every field is where we
 * expect), and applied at most once.
 */
import { v, type Infer } from "convex/values";
import { DAY_MS } from "@matrimony/shared/rules/premium";
import type { MutationCtx } from "../../_generated/server";
import { audit } from "../audit";
import { markPaid, WEBHOOK_ACTOR } from "./orders";
import { applyRefundEvent } from "../invoices/refunds";

/** Events that move a payment: a captured payment or a paid order grants; a failed payment is recorded. */
const EVENT_KINDS = {
  "payment.captured": "captured",
  "order.paid": "captured",
  "payment.failed": "failed",
} as const;
type HandledEvent = keyof typeof EVENT_KINDS;

export const vWebhookPayment = v.object({
  event: v.string(),
  kind: v.union(v.literal("captured"), v.literal("failed")),
  orderId: v.string(),
  paymentId: v.string(),
  amountPaise: v.number(),
  currency: v.string(),
  method: v.optional(v.string()),
  failureReason: v.optional(v.string()),
});
export type WebhookPayment = Infer<typeof vWebhookPayment>;

/** The longest failure text kept; Razorpay's are one sentence. */
const MAX_REASON = 200;

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** An event body's name and its `payload.<entity>.entity` object; null when the body is not JSON. */
function eventBody(
  raw: string,
  entity: "payment" | "refund",
): { event: string | undefined; entity: Record<string, unknown> | null } | null {
  let body: Record<string, unknown> | null;
  try {
    body = record(JSON.parse(raw));
  } catch {
    return null;
  }
  return { event: text(body?.event), entity: record(record(record(body?.payload)?.[entity])?.entity) };
}

function isHandled(event: string): event is HandledEvent {
  return Object.prototype.hasOwnProperty.call(EVENT_KINDS, event);
}

/**
 * The payment an event is about, or null for events we do not act on (payment_link.paid, refunds, ...)
 * and for bodies without a usable payment entity. `order.paid` carries the payment too, so both granting
 * events are read from `payload.payment.entity`.
 */
export function parseWebhookEvent(raw: string): WebhookPayment | null {
  const read = eventBody(raw, "payment");
  const event = read?.event;
  if (event === undefined || !isHandled(event)) return null;
  const payment = read?.entity ?? null;
  const orderId = text(payment?.order_id);
  const paymentId = text(payment?.id);
  const amountPaise = payment?.amount;
  const currency = text(payment?.currency);
  if (orderId === undefined || paymentId === undefined || currency === undefined) return null;
  if (typeof amountPaise !== "number" || !Number.isInteger(amountPaise)) return null;
  const kind = EVENT_KINDS[event];
  const out: WebhookPayment = { event, kind, orderId, paymentId, amountPaise, currency };
  const method = text(payment?.method);
  if (method !== undefined) out.method = method;
  if (kind === "failed") {
    const reason = text(payment?.error_description) ?? text(payment?.error_reason) ?? "Payment failed";
    out.failureReason = reason.slice(0, MAX_REASON);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Applying an event

export const vWebhookOutcome = v.union(
  v.literal("paid"),
  v.literal("already_paid"),
  v.literal("failed"),
  v.literal("stale"),
  v.literal("mismatch"),
  v.literal("ignored"),
  v.literal("duplicate"),
);
export type WebhookOutcome = Infer<typeof vWebhookOutcome>;

async function applyPayment(ctx: MutationCtx, p: WebhookPayment): Promise<WebhookOutcome> {
  const row = await ctx.db
    .query("payments")
    .withIndex("by_orderId", (q) => q.eq("orderId", p.orderId))
    .first();
  // Orders we did not create for Premium (the /paye test links, the dashboard's) are not ours to act on.
  if (row === null || row.provider !== "razorpay") return "ignored";
  if (p.kind === "failed") {
    // Paid is final: a failed attempt reported late (or out of order) changes nothing.
    if (row.status === "paid") return "stale";
    await ctx.db.patch("payments", row._id, {
      status: "failed",
      paymentId: p.paymentId,
      failureReason: p.failureReason,
      method: p.method ?? row.method,
    });
    return "failed";
  }
  if (p.amountPaise !== row.amountPaise || p.currency !== row.currency) {
    const target =
      row.profileId === undefined
        ? row.orderId
        : ((await ctx.db.get("profiles", row.profileId))?.profileCode ?? row.orderId);
    await audit(ctx, {
      actor: WEBHOOK_ACTOR,
      action: "payment.mismatch",
      target,
      details: `order ${p.orderId} payment ${p.paymentId}: ${String(p.amountPaise)} ${p.currency}, expected ${String(row.amountPaise)} ${row.currency}`,
    });
    return "mismatch";
  }
  const { granted } = await markPaid(ctx, row, { paymentId: p.paymentId, method: p.method, via: "webhook" });
  return granted ? "paid" : "already_paid";
}

/**
 * Apply one verified webhook event, at most once per `X-Razorpay-Event-Id`: the event id is looked up and
 * recorded in the same transaction that grants, so concurrent or repeated deliveries cannot both grant.
 */
export async function applyWebhookEvent(
  ctx: MutationCtx,
  eventId: string | null,
  p: WebhookPayment,
): Promise<WebhookOutcome> {
  if (eventId !== null) {
    const seen = await ctx.db
      .query("webhookEvents")
      .withIndex("by_eventId", (q) => q.eq("eventId", eventId))
      .first();
    if (seen !== null) return "duplicate";
  }
  const outcome = await applyPayment(ctx, p);
  // An event about someone else's order leaves no trace; the others are remembered for de-duplication.
  if (eventId !== null && outcome !== "ignored") {
    await ctx.db.insert("webhookEvents", {
      eventId,
      event: p.event,
      orderId: p.orderId,
      paymentId: p.paymentId,
      outcome,
      receivedAt: Date.now(),
    });
  }
  return outcome;
}

/** How long handled event ids are kept: Razorpay retries a failed delivery for about a day. */
export const WEBHOOK_EVENT_RETENTION_MS = 30 * DAY_MS;
const PRUNE_BATCH = 500;

export async function pruneWebhookEvents(ctx: MutationCtx, nowMs: number): Promise<number> {
  const old = await ctx.db
    .query("webhookEvents")
    .withIndex("by_receivedAt", (q) => q.lt("receivedAt", nowMs - WEBHOOK_EVENT_RETENTION_MS))
    .take(PRUNE_BATCH);
  for (const row of old) await ctx.db.delete("webhookEvents", row._id);
  return old.length;
}

// ---------------------------------------------------------------------------------------------------
// Refund events

export const vWebhookRefund = v.object({
  event: v.string(),
  kind: v.union(v.literal("processed"), v.literal("failed")),
  refundId: v.string(),
  paymentId: v.string(),
  amountPaise: v.number(),
  failureReason: v.optional(v.string()),
});
export type WebhookRefund = Infer<typeof vWebhookRefund>;

const REFUND_EVENTS = { "refund.processed": "processed", "refund.failed": "failed" } as const;

/** `refund.processed` / `refund.failed`, read from `payload.refund.entity`; null for anything else. */
export function parseRefundEvent(raw: string): WebhookRefund | null {
  const read = eventBody(raw, "refund");
  const event = read?.event;
  if (event !== "refund.processed" && event !== "refund.failed") return null;
  const refund = read?.entity ?? null;
  const refundId = text(refund?.id);
  const paymentId = text(refund?.payment_id);
  const amountPaise = refund?.amount;
  if (
    refundId === undefined ||
    paymentId === undefined ||
    typeof amountPaise !== "number" ||
    !Number.isInteger(amountPaise)
  )
    return null;
  const out: WebhookRefund = { event, kind: REFUND_EVENTS[event], refundId, paymentId, amountPaise };
  if (out.kind === "failed")
    out.failureReason = (text(refund?.error_description) ?? "Refund failed").slice(0, MAX_REASON);
  return out;
}

export const vRefundOutcome = v.union(
  v.literal("refund_processed"),
  v.literal("refund_failed"),
  v.literal("stale"),
  v.literal("ignored"),
  v.literal("duplicate"),
);
export type RefundOutcome = Infer<typeof vRefundOutcome>;

/** Apply one verified refund event at most once per event id, as payments are (applyWebhookEvent). */
export async function applyRefundWebhookEvent(
  ctx: MutationCtx,
  eventId: string | null,
  r: WebhookRefund,
): Promise<RefundOutcome> {
  if (eventId !== null) {
    const seen = await ctx.db
      .query("webhookEvents")
      .withIndex("by_eventId", (q) => q.eq("eventId", eventId))
      .first();
    if (seen !== null) return "duplicate";
  }
  const outcome = await applyRefundEvent(
    ctx,
    {
      kind: r.kind,
      refundId: r.refundId,
      paymentId: r.paymentId,
      amountPaise: r.amountPaise,
      ...(r.failureReason ? { failureReason: r.failureReason } : {}),
    },
    Date.now(),
  );
  if (eventId !== null && outcome !== "ignored") {
    await ctx.db.insert("webhookEvents", {
      eventId,
      event: r.event,
      paymentId: r.paymentId,
      outcome,
      receivedAt: Date.now(),
    });
  }
  return outcome;
}
