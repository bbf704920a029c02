/**
 * Refunds of payments taken in error (docs/payments.md "Refunds"): a double charge, a payment that never
 * became Premium, a wrong amount. Support or an admin proposes one with a reason; an admin approves it.
 * A Razorpay payment is then refunded through Razorpay's Refunds API and its webhook settles it; an
 * offline payment was returned by staff outside the product, so approving records how and settles it.
 * Settling (once, whichever path arrives first) adds to the payment's refunded total, shortens Premium by
 * the plan's rule, issues the credit note and tells the member.
 */
import { v, type Infer } from "convex/values";
import { DAY_MS } from "@matrimony/shared/rules/premium";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { audit } from "../audit";
import { fail } from "../errors";
import type { StaffMember } from "../identity";
import { consume } from "../limits";
import { notify } from "../notifications/notify";
import { cleanFreeText } from "../validation";
import { issueCreditNote } from "./issue";
import { vOfflineRefundMethod, vRefundStatus } from "./validators";

export const MIN_REFUND_PAISE = 100;
export const MAX_REASON_LENGTH = 500;
export const MAX_OFFLINE_REFERENCE_LENGTH = 100;
/** A payment's granted period when the plan does not say (the spec's one plan: 365 days). */
export const DEFAULT_GRANTED_DAYS = 365;
/** Refund states still waiting for something: another refund of the payment waits for them. */
const OPEN: ReadonlySet<Doc<"refunds">["status"]> = new Set(["proposed", "approved", "processing"]);

export const vProposeArgs = {
  paymentId: v.id("payments"),
  amountPaise: v.number(),
  reason: v.string(),
  /** Partial refunds keep Premium unless this is set; a full refund always ends what the payment granted. */
  endPremium: v.optional(v.boolean()),
};
export type ProposeArgs = { paymentId: Id<"payments">; amountPaise: number; reason: string; endPremium?: boolean };

export const vOfflineRefundDetails = v.object({ method: vOfflineRefundMethod, reference: v.string() });
export type OfflineRefundDetails = Infer<typeof vOfflineRefundDetails>;

export const vAdminRefund = v.object({
  _id: v.id("refunds"),
  paymentId: v.id("payments"),
  amountPaise: v.number(),
  reason: v.string(),
  endPremium: v.boolean(),
  status: vRefundStatus,
  proposedBy: v.string(),
  decidedBy: v.union(v.string(), v.null()),
  razorpayRefundId: v.union(v.string(), v.null()),
  offlineMethod: v.union(v.string(), v.null()),
  offlineReference: v.union(v.string(), v.null()),
  failureReason: v.union(v.string(), v.null()),
  createdAt: v.number(),
  processedAt: v.union(v.number(), v.null()),
});
export type AdminRefund = Infer<typeof vAdminRefund>;

function toAdminRefund(r: Doc<"refunds">): AdminRefund {
  return {
    _id: r._id,
    paymentId: r.paymentId,
    amountPaise: r.amountPaise,
    reason: r.reason,
    endPremium: r.endPremium,
    status: r.status,
    proposedBy: r.proposedBy,
    decidedBy: r.decidedBy ?? null,
    razorpayRefundId: r.razorpayRefundId ?? null,
    offlineMethod: r.offlineMethod ?? null,
    offlineReference: r.offlineReference ?? null,
    failureReason: r.failureReason ?? null,
    createdAt: r.createdAt,
    processedAt: r.processedAt ?? null,
  };
}

async function refundsOfPayment(ctx: QueryCtx, paymentId: Id<"payments">): Promise<Doc<"refunds">[]> {
  // A payment is refunded once or twice; the bound only keeps the read finite.
  return await ctx.db
    .query("refunds")
    .withIndex("by_paymentId", (q) => q.eq("paymentId", paymentId))
    .take(100);
}

export async function listRefunds(ctx: QueryCtx, paymentId: Id<"payments">): Promise<AdminRefund[]> {
  return (await refundsOfPayment(ctx, paymentId)).map(toAdminRefund);
}

async function targetOf(ctx: QueryCtx, payment: Doc<"payments">): Promise<string> {
  const profile = payment.profileId === undefined ? null : await ctx.db.get("profiles", payment.profileId);
  return profile?.profileCode ?? payment.paymentId ?? payment.reference ?? String(payment._id);
}

export async function proposeRefund(
  ctx: MutationCtx,
  staff: StaffMember,
  args: ProposeArgs,
  nowMs: number,
): Promise<Id<"refunds">> {
  const reason = cleanFreeText(args.reason, {
    field: "reason",
    max: MAX_REASON_LENGTH,
    tooLong: "refund.reasonTooLong",
    required: "refund.reasonRequired",
  });
  const payment = await ctx.db.get("payments", args.paymentId);
  if (payment === null) fail("not_found", "payment.orderNotFound");
  if (payment.status !== "paid") fail("conflict", "refund.notPaid");
  const refunds = await refundsOfPayment(ctx, payment._id);
  if (refunds.some((r) => OPEN.has(r.status))) fail("conflict", "refund.alreadyOpen");
  const left = payment.amountPaise - (payment.refundedPaise ?? 0);
  if (!Number.isInteger(args.amountPaise) || args.amountPaise < MIN_REFUND_PAISE || args.amountPaise > left) {
    fail("invalid", "refund.amountInvalid", "amountPaise");
  }
  await consume(ctx, "refundActions", staff.email, "limit.refundActions");
  const id = await ctx.db.insert("refunds", {
    paymentId: payment._id,
    profileId: payment.profileId,
    amountPaise: args.amountPaise,
    reason,
    endPremium: args.endPremium === true,
    status: "proposed",
    proposedBy: staff.email,
    createdAt: nowMs,
  });
  await audit(ctx, {
    actor: staff.email,
    action: "refund.propose",
    target: await targetOf(ctx, payment),
    details: `${String(args.amountPaise)} paise of payment ${payment.paymentId ?? payment.reference ?? ""}: ${reason}`,
  });
  return id;
}

async function proposedRefund(
  ctx: MutationCtx,
  refundId: Id<"refunds">,
): Promise<{ refund: Doc<"refunds">; payment: Doc<"payments"> }> {
  const refund = await ctx.db.get("refunds", refundId);
  if (refund === null) fail("not_found", "refund.notFound");
  if (refund.status !== "proposed") fail("conflict", "refund.notProposed");
  const payment = await ctx.db.get("payments", refund.paymentId);
  if (payment === null) fail("not_found", "payment.orderNotFound");
  return { refund, payment };
}

export async function rejectRefund(
  ctx: MutationCtx,
  staff: StaffMember,
  refundId: Id<"refunds">,
  nowMs: number,
): Promise<null> {
  const { refund, payment } = await proposedRefund(ctx, refundId);
  await ctx.db.patch("refunds", refund._id, { status: "rejected", decidedBy: staff.email, decidedAt: nowMs });
  await audit(ctx, {
    actor: staff.email,
    action: "refund.reject",
    target: await targetOf(ctx, payment),
    details: `${String(refund.amountPaise)} paise`,
  });
  return null;
}

/** What approving asks of the caller next: nothing (offline, settled now), or Razorpay's refund call. */
export type Approval =
  | { kind: "settled" }
  | { kind: "razorpay"; paymentId: string; amountPaise: number; receipt: string; notes: Record<string, string> };

/**
 * An admin approves: an offline payment needs how the money went back (method and reference) and is
 * settled at once; a Razorpay payment moves to approved, and the caller makes the Refunds API request.
 */
export async function approveRefund(
  ctx: MutationCtx,
  staff: StaffMember,
  refundId: Id<"refunds">,
  offline: OfflineRefundDetails | undefined,
  nowMs: number,
): Promise<Approval> {
  const { refund, payment } = await proposedRefund(ctx, refundId);
  // The amount is checked again: another refund may have settled since the proposal.
  if (refund.amountPaise > payment.amountPaise - (payment.refundedPaise ?? 0))
    fail("invalid", "refund.amountInvalid", "amountPaise");
  await consume(ctx, "refundActions", staff.email, "limit.refundActions");
  const target = await targetOf(ctx, payment);
  if (payment.provider === "offline") {
    const reference = cleanFreeText(offline?.reference ?? "", {
      field: "reference",
      max: MAX_OFFLINE_REFERENCE_LENGTH,
      tooLong: "console.referenceTooLong",
      required: "refund.offlineDetailsRequired",
    });
    if (offline === undefined) fail("invalid", "refund.offlineDetailsRequired", "method");
    await ctx.db.patch("refunds", refund._id, {
      status: "approved",
      decidedBy: staff.email,
      decidedAt: nowMs,
      offlineMethod: offline.method,
      offlineReference: reference,
    });
    await audit(ctx, {
      actor: staff.email,
      action: "refund.approve",
      target,
      details: `${String(refund.amountPaise)} paise returned by ${offline.method}, ref ${reference}`,
    });
    const approved = await ctx.db.get("refunds", refund._id);
    if (approved !== null) await settleRefund(ctx, approved, nowMs, staff.email);
    return { kind: "settled" };
  }
  if (payment.paymentId === undefined) fail("conflict", "refund.notPaid");
  await ctx.db.patch("refunds", refund._id, { status: "approved", decidedBy: staff.email, decidedAt: nowMs });
  await audit(ctx, {
    actor: staff.email,
    action: "refund.approve",
    target,
    details: `${String(refund.amountPaise)} paise of ${payment.paymentId}`,
  });
  return {
    kind: "razorpay",
    paymentId: payment.paymentId,
    amountPaise: refund.amountPaise,
    receipt: `refund_${refund._id}`.slice(0, 40),
    notes: { purpose: "refund", profileCode: target, reason: refund.reason.slice(0, 250) },
  };
}

/**
 * Razorpay's answer to the request. Accepted: processing with its refund id, unless its webhook already
 * settled the refund (it may arrive first); "processed" in the answer settles it here. Refused: failed,
 * so an admin may propose again.
 */
export async function recordRazorpayAnswer(
  ctx: MutationCtx,
  refundId: Id<"refunds">,
  answer: { ok: true; refundId: string; status: string } | { ok: false; code: string | null },
  nowMs: number,
): Promise<Doc<"refunds">["status"]> {
  const refund = await ctx.db.get("refunds", refundId);
  if (refund === null) throw new Error("refund vanished");
  if (refund.status !== "approved") return refund.status;
  if (!answer.ok) {
    await ctx.db.patch("refunds", refund._id, {
      status: "failed",
      failureReason: `Razorpay refused: ${answer.code ?? "no answer"}`,
    });
    return "failed";
  }
  await ctx.db.patch("refunds", refund._id, { status: "processing", razorpayRefundId: answer.refundId });
  if (answer.status === "processed") {
    const processing = await ctx.db.get("refunds", refund._id);
    if (processing !== null) await settleRefund(ctx, processing, nowMs, "razorpay:api");
    return "processed";
  }
  return "processing";
}

/**
 * The end of the Premium a payment granted, after a refund of it: a full refund (or an admin's choice on a
 * partial one) takes back the payment's granted period (its plan's days, else 365) from the member's
 * expiry, never below now; otherwise Premium is kept. Null: nothing changes.
 */
export function premiumAfterRefund(
  current: number | undefined,
  grantedDays: number,
  fullyRefunded: boolean,
  endPremium: boolean,
  nowMs: number,
): number | null {
  if (!fullyRefunded && !endPremium) return null;
  if (current === undefined || current <= nowMs) return null;
  return Math.max(nowMs, current - grantedDays * DAY_MS);
}

/** Settle a refund once: processed, the payment's refunded total, Premium, the credit note, the member told. */
async function settleRefund(ctx: MutationCtx, refund: Doc<"refunds">, nowMs: number, actor: string): Promise<void> {
  if (refund.status === "processed") return;
  const payment = await ctx.db.get("payments", refund.paymentId);
  if (payment === null) throw new Error("payment vanished");
  const refundedPaise = Math.min(payment.amountPaise, (payment.refundedPaise ?? 0) + refund.amountPaise);
  await ctx.db.patch("refunds", refund._id, { status: "processed", processedAt: nowMs, failureReason: undefined });
  await ctx.db.patch("payments", payment._id, { refundedPaise });
  const profile = payment.profileId === undefined ? null : await ctx.db.get("profiles", payment.profileId);
  // planDays is the plan catalogue's optional field on payments; absent, the spec's 365 days.
  const grantedDays = (payment as { planDays?: number }).planDays ?? DEFAULT_GRANTED_DAYS;
  let until: number | null = null;
  if (profile !== null) {
    until = premiumAfterRefund(
      profile.premiumUntil,
      grantedDays,
      refundedPaise >= payment.amountPaise,
      refund.endPremium,
      nowMs,
    );
    if (until !== null) await ctx.db.patch("profiles", profile._id, { premiumUntil: until, updatedAt: nowMs });
  }
  const settled = await ctx.db.get("refunds", refund._id);
  const note = await issueCreditNote(ctx, settled ?? refund, nowMs);
  if (profile !== null) {
    // Told in their language by the notification's kind: Premium ended, shortened (its new end), or untouched.
    const premiumUntil = until ?? profile.premiumUntil;
    const ended = until !== null && until <= nowMs;
    const params = ended
      ? { amountPaise: refund.amountPaise, decision: "revoked" as const }
      : {
          amountPaise: refund.amountPaise,
          ...(premiumUntil !== undefined && premiumUntil > nowMs ? { until: premiumUntil } : {}),
        };
    await notify(ctx, {
      profileId: profile._id,
      kind: "paymentRefunded",
      params,
      dedupeKey: `paymentRefunded:${refund._id}`,
    });
  }
  await audit(ctx, {
    actor,
    action: "refund.processed",
    target: profile?.profileCode ?? payment.paymentId ?? String(payment._id),
    details: `${String(refund.amountPaise)} paise, credit note ${note.number}${until === null ? "" : `; Premium until ${new Date(until).toISOString()}`}`,
  });
}

/** A refund event from Razorpay's webhook (model/payments/razorpayWebhook.ts parses it). */
export type RefundEvent = {
  kind: "processed" | "failed";
  refundId: string;
  paymentId: string;
  amountPaise: number;
  failureReason?: string;
};
export type RefundEventOutcome = "refund_processed" | "refund_failed" | "stale" | "ignored";

/**
 * Apply a refund event. The refund is found by Razorpay's id, or, when the webhook beats the answer to
 * our request, by the payment and amount of the one approved refund in flight (the request is recorded as
 * approved before it is sent). A settled or failed refund is final: a repeat or a late event changes nothing.
 */
export async function applyRefundEvent(ctx: MutationCtx, e: RefundEvent, nowMs: number): Promise<RefundEventOutcome> {
  let refund = await ctx.db
    .query("refunds")
    .withIndex("by_razorpayRefundId", (q) => q.eq("razorpayRefundId", e.refundId))
    .first();
  if (refund === null) {
    const payment = await ctx.db
      .query("payments")
      .withIndex("by_paymentId", (q) => q.eq("paymentId", e.paymentId))
      .first();
    if (payment === null) return "ignored";
    const inFlight = (await refundsOfPayment(ctx, payment._id)).find(
      (r) => r.status === "approved" && r.razorpayRefundId === undefined && r.amountPaise === e.amountPaise,
    );
    if (inFlight === undefined) return "ignored";
    await ctx.db.patch("refunds", inFlight._id, { razorpayRefundId: e.refundId });
    refund = await ctx.db.get("refunds", inFlight._id);
    if (refund === null) return "ignored";
  }
  if (refund.status !== "approved" && refund.status !== "processing") return "stale";
  if (e.kind === "failed") {
    await ctx.db.patch("refunds", refund._id, { status: "failed", failureReason: e.failureReason ?? "Refund failed" });
    return "refund_failed";
  }
  await settleRefund(ctx, refund, nowMs, "razorpay:webhook");
  return "refund_processed";
}

/** Proposals waiting for an admin, oldest first (the console's refunds queue). */
export async function waitingRefunds(ctx: QueryCtx): Promise<AdminRefund[]> {
  const rows = await ctx.db
    .query("refunds")
    .withIndex("by_status_and_createdAt", (q) => q.eq("status", "proposed"))
    .take(100);
  return rows.map(toAdminRefund);
}
