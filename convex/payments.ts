/**
 * Premium payments (SPEC §4 online payment): open a Razorpay order, confirm Checkout's answer, list the
 * member's payments; internal functions for the webhook (convex/http.ts) and the daily cron.
 */
import { v } from "convex/values";
import { PREMIUM_CHARGE } from "@matrimony/shared/rules/pricing";
import { internal } from "./_generated/api";
import { internalMutation, internalQuery, memberMutation, memberQuery, publicAction } from "./functions";
import * as Payments from "./model/payments/orders";
import { razorpayKeys } from "./model/payments/razorpayApi";
import * as Webhook from "./model/payments/razorpayWebhook";

/**
 * Open a Razorpay order for Premium and answer Checkout's options. Approved members only. The client names
 * a plan (the default plan, the spec's ₹999 + 18% GST = 117882 paise, when it names none) and perhaps a
 * coupon code; the amount is the server's, from the catalogue and the coupon table. This is a
 * default-runtime action so that it can check the caller and record the order; the SDK call itself runs
 * in the Node runtime (paymentsNode.ts), the one case where an action calling an action is warranted.
 */
export const createOrder = publicAction({
  args: Payments.vOrderChoice,
  returns: Payments.vCheckoutOptions,
  handler: async (ctx, choice): Promise<Payments.CheckoutOptions> => {
    if (Payments.triesCoupon(choice)) await ctx.runMutation(internal.payments.spendCouponTry, {});
    const member = await ctx.runQuery(internal.payments.checkoutContext, choice);
    const keys = razorpayKeys();
    if (keys === null) Payments.paymentFail("unavailable", "payment.unavailable");
    const { amountPaise } = member.terms;
    const { currency } = PREMIUM_CHARGE;
    const receipt = Payments.receiptFor(member.profileCode, Date.now());
    const order = await ctx.runAction(internal.paymentsNode.createRazorpayOrder, {
      amountPaise,
      currency,
      receipt,
      notes: { profileCode: member.profileCode, purpose: "premium", plan: member.terms.planKey },
    });
    if (!order.ok) Payments.paymentFail("unavailable", "payment.providerFailed");
    await ctx.runMutation(internal.payments.recordOrder, {
      profileId: member.profileId,
      orderId: order.orderId,
      receipt,
      currency,
      terms: member.terms,
    });
    return Payments.checkoutOptions(keys.keyId, order.orderId, member);
  },
});

/** The caller's identity, approval, contacts and the order's terms (actions have no db of their own). */
export const checkoutContext = internalQuery({
  args: Payments.vOrderChoice,
  returns: Payments.vCheckoutContext,
  handler: async (ctx, choice) => await Payments.checkoutContext(ctx, choice, Date.now()),
});

/** One coupon try of the caller (rate limit `couponTries`), committed before the code is checked. */
export const spendCouponTry = internalMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => await Payments.spendCouponTry(ctx),
});

export const quoteFor = internalQuery({
  args: Payments.vOrderChoice,
  returns: Payments.vQuote,
  handler: async (ctx, choice) => await Payments.quote(ctx, choice, Date.now()),
});

/**
 * The price of a plan with a coupon and the Premium expiry it would give, before paying (approved members,
 * as for ordering). An action so that a coupon try is counted even when the code is refused.
 */
export const quote = publicAction({
  args: Payments.vOrderChoice,
  returns: Payments.vQuote,
  handler: async (ctx, choice): Promise<Payments.Quote> => {
    if (Payments.triesCoupon(choice)) await ctx.runMutation(internal.payments.spendCouponTry, {});
    return await ctx.runQuery(internal.payments.quoteFor, choice);
  },
});

export const recordOrder = internalMutation({
  args: Payments.vRecordOrder,
  returns: v.id("payments"),
  handler: async (ctx, row) => await Payments.recordOrder(ctx, row),
});

/**
 * Checkout's success handler passes its answer here. A mutation, not an action: the HMAC check needs only
 * Web Crypto, which the default runtime has, and then the signature check, the ownership check and the
 * grant happen in one transaction. Any member status may confirm their own order: once money is taken it
 * is recorded, even if the member was suspended in between.
 */
export const confirm = memberMutation({
  args: Payments.vConfirmArgs,
  returns: Payments.vConfirmResult,
  handler: async (ctx, args) => await Payments.confirmCheckout(ctx, ctx.profile, args),
});

/** The caller's own payments, newest first (the subscription page's Payment History). */
export const history = memberQuery({
  args: {},
  returns: v.array(Payments.vPaymentRecord),
  handler: async (ctx) => await Payments.history(ctx, ctx.profile),
});

/** One verified webhook event (convex/http.ts checked the signature). */
export const applyWebhookEvent = internalMutation({
  args: { eventId: v.union(v.string(), v.null()), payment: Webhook.vWebhookPayment },
  returns: Webhook.vWebhookOutcome,
  handler: async (ctx, { eventId, payment }) => await Webhook.applyWebhookEvent(ctx, eventId, payment),
});

/** One verified refund event (refund.processed / refund.failed). */
export const applyRefundWebhookEvent = internalMutation({
  args: { eventId: v.union(v.string(), v.null()), refund: Webhook.vWebhookRefund },
  returns: Webhook.vRefundOutcome,
  handler: async (ctx, { eventId, refund }) => await Webhook.applyRefundWebhookEvent(ctx, eventId, refund),
});

/** Daily (convex/crons.ts): audit-log the Premium memberships that ended. */
export const recordExpiries = internalMutation({
  args: {},
  returns: v.number(),
  handler: async (ctx) => await Payments.recordExpiries(ctx, Date.now()),
});

/** Daily (convex/crons.ts): forget webhook event ids older than 30 days. */
export const pruneWebhookEvents = internalMutation({
  args: {},
  returns: v.number(),
  handler: async (ctx) => await Webhook.pruneWebhookEvents(ctx, Date.now()),
});
