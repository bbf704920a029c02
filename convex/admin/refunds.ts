/**
 * Refunds of payments taken in error, from the console (docs/payments.md "Refunds"): staff (support or
 * admin) propose with a reason; an admin approves or rejects. Approving a Razorpay payment's refund calls
 * Razorpay's Refunds API; its webhook settles it. An offline payment's refund is recorded as returned.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { adminMutation, internalMutation, publicAction, staffMutation, staffQuery } from "../functions";
import { requireIdentity, staffOf } from "../model/identity";
import { fail } from "../model/errors";
import { paymentDocuments, vMemberDocument } from "../model/invoices/lists";
import * as Refunds from "../model/invoices/refunds";
import { vRefundStatus } from "../model/invoices/validators";
import { paymentFail } from "../model/payments/orders";

/** A payment's refunds and its invoice and credit notes (the console's payment page). */
export const forPayment = staffQuery({
  args: { paymentId: v.id("payments") },
  returns: v.object({ refunds: v.array(Refunds.vAdminRefund), documents: v.array(vMemberDocument) }),
  handler: async (ctx, { paymentId }) => ({
    refunds: await Refunds.listRefunds(ctx, paymentId),
    documents: await paymentDocuments(ctx, paymentId),
  }),
});

export const propose = staffMutation({
  args: Refunds.vProposeArgs,
  returns: v.id("refunds"),
  handler: async (ctx, args) => await Refunds.proposeRefund(ctx, ctx.staff, args, Date.now()),
});

export const reject = adminMutation({
  args: { refundId: v.id("refunds") },
  returns: v.null(),
  handler: async (ctx, { refundId }) => await Refunds.rejectRefund(ctx, ctx.staff, refundId, Date.now()),
});

/** The approval step of `approve`, with the admin check (an action has no db of its own). */
export const markApproved = internalMutation({
  args: { refundId: v.id("refunds"), offline: v.optional(Refunds.vOfflineRefundDetails) },
  returns: v.union(
    v.object({ kind: v.literal("settled") }),
    v.object({
      kind: v.literal("razorpay"),
      paymentId: v.string(),
      amountPaise: v.number(),
      receipt: v.string(),
      notes: v.record(v.string(), v.string()),
    }),
  ),
  handler: async (ctx, { refundId, offline }) => {
    const identity = await requireIdentity(ctx);
    const staff = await staffOf(ctx, identity);
    if (staff === null || staff.role !== "admin") fail("forbidden", "error.forbidden");
    return await Refunds.approveRefund(ctx, staff, refundId, offline, Date.now());
  },
});

export const recordRazorpayAnswer = internalMutation({
  args: {
    refundId: v.id("refunds"),
    answer: v.union(
      v.object({ ok: v.literal(true), refundId: v.string(), status: v.string() }),
      v.object({ ok: v.literal(false), code: v.union(v.string(), v.null()) }),
    ),
  },
  returns: vRefundStatus,
  handler: async (ctx, { refundId, answer }) => await Refunds.recordRazorpayAnswer(ctx, refundId, answer, Date.now()),
});

/** Admins approve a proposed refund: an offline one needs how the money was returned (method, reference). */
export const approve = publicAction({
  args: { refundId: v.id("refunds"), offline: v.optional(Refunds.vOfflineRefundDetails) },
  returns: vRefundStatus,
  handler: async (
    ctx,
    { refundId, offline },
  ): Promise<"approved" | "processing" | "processed" | "failed" | "proposed" | "rejected"> => {
    const approval = await ctx.runMutation(internal.admin.refunds.markApproved, {
      refundId,
      ...(offline ? { offline } : {}),
    });
    if (approval.kind === "settled") return "processed";
    const { kind: _kind, ...request } = approval;
    const result = await ctx.runAction(internal.paymentsNode.createRazorpayRefund, request);
    const status = await ctx.runMutation(internal.admin.refunds.recordRazorpayAnswer, {
      refundId,
      answer: result.ok
        ? { ok: true, refundId: result.refundId, status: result.status }
        : { ok: false, code: result.code },
    });
    if (status === "failed") paymentFail("unavailable", "refund.providerFailed");
    return status;
  },
});

/** Open refund proposals for the console's queue, oldest first. */
export const waiting = staffQuery({
  args: {},
  returns: v.array(Refunds.vAdminRefund),
  handler: async (ctx) => await Refunds.waitingRefunds(ctx),
});
