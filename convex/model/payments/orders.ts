/**
 * Premium payments with Razorpay: the order a member may open, the checks before Premium is granted,
 * and the one place that grants it (`markPaid`), shared by Checkout's confirmation and the webhook so
 * that whichever arrives first grants and the other finds the payment already paid.
 */
import { ConvexError, v, type Infer } from "convex/values";
import { en, type MessageKey } from "@matrimony/shared/messages";
import { DAY_MS, premiumExtendedUntil, PREMIUM_VALIDITY_DAYS } from "@matrimony/shared/rules/premium";
import { PREMIUM_CHARGE } from "@matrimony/shared/rules/pricing";
import { planBill } from "@matrimony/shared/rules/plans";
import { SITE } from "@matrimony/shared/site";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { audit, memberActor } from "../audit";
import { fail, type ErrorCode } from "../errors";
import { consume } from "../limits";
import { countCouponUse, usableCoupon } from "./coupons";
import { planForSale } from "./plans";
import { profileOf, requireIdentity } from "../identity";
import { contactsOf } from "../members/contacts";
import { razorpayKeys } from "./razorpayApi";
import { checkoutPayload } from "./razorpaySignature";
import { verifyHmacSha256Hex } from "../hmacSignature";
import { notifyPremiumExpired } from "../notifications/premium";
import { issueInvoice } from "../invoices/issue";

/** Payment errors add one code to the app's: the payment service is not configured or did not answer. */
export type PaymentErrorCode = ErrorCode | "unavailable";

export function paymentFail(code: PaymentErrorCode, key: MessageKey): never {
  throw new ConvexError({ code, message: en[key] });
}

/** Orders a member may open in 24 hours: enough for every honest retry, not for filling Razorpay with junk. */
export const MAX_ORDERS_PER_DAY = 10;
/** Payment history rows shown (a member pays once a year). */
export const HISTORY_LIMIT = 100;
/** The audit log's actors for what Razorpay's webhook and the daily cron do. */
export const WEBHOOK_ACTOR = "razorpay:webhook";
export const SYSTEM_ACTOR = "system";

// ---------------------------------------------------------------------------------------------------
// Creating an order

/** What a member asks to buy: a plan of the catalogue (the default plan when absent) and a coupon code. */
export const vOrderChoice = {
  planId: v.optional(v.id("plans")),
  couponCode: v.optional(v.string()),
};
export type OrderChoice = { planId?: Id<"plans">; couponCode?: string };

/** The order's terms, fixed by the server from the catalogue and the coupon table, never by the client. */
export const vOrderTerms = v.object({
  planId: v.union(v.id("plans"), v.null()),
  planKey: v.string(),
  planNameEn: v.string(),
  planNameTe: v.string(),
  planDays: v.number(),
  planContactReveals: v.union(v.number(), v.null()),
  listPricePaise: v.number(),
  discountPaise: v.number(),
  gstRateBasisPoints: v.number(),
  gstPaise: v.number(),
  couponCode: v.union(v.string(), v.null()),
  /** GST-inclusive: what Razorpay charges. */
  amountPaise: v.number(),
});
export type OrderTerms = Infer<typeof vOrderTerms>;

export const vCheckoutContext = v.object({
  profileId: v.id("profiles"),
  profileCode: v.string(),
  name: v.string(),
  email: v.string(),
  contact: v.string(),
  terms: vOrderTerms,
});
export type CheckoutContext = Infer<typeof vCheckoutContext>;

/** True when the member typed a coupon code (blank is none). */
export function triesCoupon(choice: OrderChoice): boolean {
  return (choice.couponCode?.trim() ?? "") !== "";
}

/**
 * Every coupon tried costs a token of `couponTries`, so codes cannot be guessed one by one. Its own
 * transaction, committed before the code is checked: a refused code rolls back the check, not the token.
 */
export async function spendCouponTry(ctx: MutationCtx): Promise<null> {
  const identity = await requireIdentity(ctx);
  const profile = await profileOf(ctx, identity);
  if (profile === null) fail("no_profile", "error.noProfile");
  if (profile.status !== "approved") fail("not_approved", "error.notApproved");
  await consume(ctx, "couponTries", profile._id, "coupon.tooManyTries");
  return null;
}

/** The terms of an order for this member: the plan must be on sale, the coupon usable by them now. */
export async function orderTerms(
  ctx: QueryCtx,
  profile: Doc<"profiles">,
  choice: OrderChoice,
  nowMs: number,
): Promise<OrderTerms> {
  const plan = await planForSale(ctx, choice.planId);
  const coupon = triesCoupon(choice) ? await usableCoupon(ctx, choice.couponCode ?? "", profile._id, nowMs) : null;
  const bill = planBill(plan, coupon?.terms ?? null);
  return {
    planId: plan.planId,
    planKey: plan.key,
    planNameEn: plan.nameEn,
    planNameTe: plan.nameTe,
    planDays: plan.days,
    planContactReveals: plan.contactReveals,
    listPricePaise: bill.listPricePaise,
    discountPaise: bill.discountPaise,
    gstRateBasisPoints: plan.gstRateBasisPoints,
    gstPaise: bill.gstPaise,
    couponCode: coupon?.code ?? null,
    amountPaise: bill.totalPaise,
  };
}

/**
 * Who may open an order: a signed-in, approved member (the same check as `approvedQuery`, which an action
 * cannot use). Pending, rejected and suspended members cannot pay: Premium only unlocks what approved
 * members see, and money taken from someone who may then be rejected would have to be refunded by hand.
 */
export async function checkoutContext(ctx: QueryCtx, choice: OrderChoice, nowMs: number): Promise<CheckoutContext> {
  const identity = await requireIdentity(ctx);
  const profile = await profileOf(ctx, identity);
  if (profile === null) fail("no_profile", "error.noProfile");
  if (profile.status !== "approved") fail("not_approved", "error.notApproved");
  const recent = await ctx.db
    .query("payments")
    .withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", profile._id).gt("createdAt", nowMs - DAY_MS))
    .take(MAX_ORDERS_PER_DAY);
  if (recent.length >= MAX_ORDERS_PER_DAY) paymentFail("conflict", "payment.tooManyAttempts");
  const terms = await orderTerms(ctx, profile, choice, nowMs);
  const contacts = await contactsOf(ctx, profile._id);
  return {
    profileId: profile._id,
    profileCode: profile.profileCode,
    name: profile.fullName,
    email: contacts?.email ?? "",
    contact: contacts?.mobileNumber ?? "",
    terms,
  };
}

export const vQuote = v.object({
  terms: vOrderTerms,
  /** The Premium expiry if paid now: the plan's days after today, or after the current expiry (no proration). */
  premiumUntilAfter: v.number(),
  /** The current expiry while Premium, else null: the page says the new period starts after it. */
  premiumUntilNow: v.union(v.number(), v.null()),
});
export type Quote = Infer<typeof vQuote>;

/** What the member would pay for a plan with a coupon, and until when Premium would then run. */
export async function quote(ctx: QueryCtx, choice: OrderChoice, nowMs: number): Promise<Quote> {
  const identity = await requireIdentity(ctx);
  const profile = await profileOf(ctx, identity);
  if (profile === null) fail("no_profile", "error.noProfile");
  if (profile.status !== "approved") fail("not_approved", "error.notApproved");
  const terms = await orderTerms(ctx, profile, choice, nowMs);
  const current = profile.premiumUntil !== undefined && profile.premiumUntil > nowMs ? profile.premiumUntil : null;
  return {
    terms,
    premiumUntilAfter: premiumExtendedUntil(profile.premiumUntil, nowMs, terms.planDays),
    premiumUntilNow: current,
  };
}

/** The order's receipt: the member's profile code and the time, so staff can tie it to a member (≤ 40). */
export function receiptFor(profileCode: string, nowMs: number): string {
  return `prem_${profileCode}_${nowMs.toString(36)}`.slice(0, 40);
}

/** Checkout's options (SPEC §7), named as Checkout names them, so the page can pass them on as they are. */
export const vCheckoutOptions = v.object({
  key: v.string(),
  order_id: v.string(),
  amount: v.number(),
  currency: v.string(),
  name: v.string(),
  description: v.string(),
  prefill: v.object({ name: v.string(), email: v.string(), contact: v.string() }),
  theme: v.object({ color: v.string() }),
});
export type CheckoutOptions = Infer<typeof vCheckoutOptions>;

export function checkoutOptions(keyId: string, orderId: string, member: CheckoutContext): CheckoutOptions {
  return {
    key: keyId,
    order_id: orderId,
    amount: member.terms.amountPaise,
    currency: PREMIUM_CHARGE.currency,
    name: SITE.name,
    description: en["payment.checkoutDescription"],
    prefill: { name: member.name, email: member.email, contact: member.contact },
    theme: { color: SITE.themeColor },
  };
}

export const vRecordOrder = v.object({
  profileId: v.id("profiles"),
  orderId: v.string(),
  receipt: v.string(),
  currency: v.string(),
  terms: vOrderTerms,
});

/** The payment row's plan fields: the terms as sold, so a later edit of the plan or coupon changes nothing. */
export function planFields(terms: OrderTerms) {
  return {
    amountPaise: terms.amountPaise,
    ...(terms.planId === null ? {} : { planId: terms.planId }),
    planDays: terms.planDays,
    listPricePaise: terms.listPricePaise,
    discountPaise: terms.discountPaise,
    gstRateBasisPoints: terms.gstRateBasisPoints,
    ...(terms.couponCode === null ? {} : { couponCode: terms.couponCode }),
    ...(terms.planContactReveals === null ? {} : { planContactReveals: terms.planContactReveals }),
  };
}

export async function recordOrder(ctx: MutationCtx, row: Infer<typeof vRecordOrder>): Promise<Id<"payments">> {
  const { terms, ...rest } = row;
  return await ctx.db.insert("payments", {
    ...rest,
    ...planFields(terms),
    provider: "razorpay",
    status: "created",
    createdAt: Date.now(),
  });
}

// ---------------------------------------------------------------------------------------------------
// Granting Premium

type Paid = { granted: boolean; premiumUntil: number | null };

/**
 * Mark a payment paid and extend Premium, once. The expiry runs the plan's days (365 for the default plan
 * and rows made before plans existed) from now, or from the current expiry while still Premium (renewing
 * early, or buying another plan, loses no days). A coupon's use is counted here, with the grant. A row already paid
 * grants nothing more; a
 * second payment id on a paid order (a double charge, to refund) is only written to the audit log.
 */
export async function markPaid(
  ctx: MutationCtx,
  row: Doc<"payments">,
  payment: { paymentId: string; method?: string; via: "checkout" | "webhook" },
): Promise<Paid> {
  const profile = row.profileId === undefined ? null : await ctx.db.get("profiles", row.profileId);
  const target = profile?.profileCode ?? row.orderId;
  const actor = payment.via === "checkout" && profile !== null ? memberActor(profile.profileCode) : WEBHOOK_ACTOR;
  if (row.status === "paid") {
    if (row.paymentId !== payment.paymentId) {
      await audit(ctx, {
        actor,
        action: "payment.duplicate",
        target,
        details: `order ${row.orderId ?? "?"} paid by ${row.paymentId ?? "?"}; also ${payment.paymentId}`,
      });
    }
    return { granted: false, premiumUntil: row.premiumUntil ?? null };
  }
  // One payment id pays one order; a payment id already paid on another row never grants twice.
  const sameId = await ctx.db
    .query("payments")
    .withIndex("by_paymentId", (q) => q.eq("paymentId", payment.paymentId))
    .take(10);
  const elsewhere = sameId.find((r) => r.status === "paid" && r._id !== row._id);
  if (elsewhere !== undefined) return { granted: false, premiumUntil: elsewhere.premiumUntil ?? null };

  const now = Date.now();
  const premiumUntil =
    profile === null ? null : premiumExtendedUntil(profile.premiumUntil, now, row.planDays ?? PREMIUM_VALIDITY_DAYS);
  if (profile !== null && premiumUntil !== null)
    await ctx.db.patch("profiles", profile._id, { premiumUntil, updatedAt: now });
  await ctx.db.patch("payments", row._id, {
    status: "paid",
    paymentId: payment.paymentId,
    paidAt: now,
    premiumUntil: premiumUntil ?? undefined,
    method: payment.method ?? row.method,
    failureReason: undefined,
  });
  await countCouponUse(ctx, row, now);
  // The tax invoice and its number in the same transaction: no paid payment without one, no gap in the series.
  await issueInvoice(ctx, row._id, now);
  const plan = `${String(row.planDays ?? PREMIUM_VALIDITY_DAYS)} days${row.couponCode === undefined ? "" : `, coupon ${row.couponCode}`}`;
  await audit(ctx, {
    actor,
    action: "payment.paid",
    target,
    details: `order ${row.orderId ?? "?"} payment ${payment.paymentId} via ${payment.via} (${plan})`,
  });
  return { granted: true, premiumUntil };
}

// ---------------------------------------------------------------------------------------------------
// Checkout's confirmation

export const vConfirmArgs = {
  razorpay_payment_id: v.string(),
  razorpay_order_id: v.string(),
  razorpay_signature: v.string(),
};

export const vConfirmResult = v.object({
  status: v.literal("paid"),
  orderId: v.string(),
  paymentId: v.string(),
  /** The member's Premium expiry after this payment. */
  premiumUntil: v.number(),
  /** True when this payment had already been recorded (by the webhook or an earlier confirm). */
  alreadyConfirmed: v.boolean(),
});
export type ConfirmResult = Infer<typeof vConfirmResult>;

/**
 * Record the payment Checkout's handler reported, after checking its signature against the order id we
 * stored for this member: an order of another member, or one we never created, is not found; a signature
 * that does not verify with the key secret is refused. Confirming again answers the same, granting nothing.
 */
export async function confirmCheckout(
  ctx: MutationCtx,
  profile: Doc<"profiles">,
  args: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string },
): Promise<ConfirmResult> {
  const keys = razorpayKeys();
  if (keys === null) paymentFail("unavailable", "payment.unavailable");
  const row = await ctx.db
    .query("payments")
    .withIndex("by_orderId", (q) => q.eq("orderId", args.razorpay_order_id))
    .first();
  if (row === null || row.profileId !== profile._id || row.provider !== "razorpay" || row.orderId === undefined) {
    paymentFail("not_found", "payment.orderNotFound");
  }
  const paymentId = args.razorpay_payment_id;
  const signed = await verifyHmacSha256Hex(
    keys.keySecret,
    checkoutPayload(row.orderId, paymentId),
    args.razorpay_signature,
  );
  if (!signed) paymentFail("invalid", "payment.verificationFailed");
  const { granted, premiumUntil } = await markPaid(ctx, row, { paymentId, via: "checkout" });
  return {
    status: "paid",
    orderId: row.orderId,
    paymentId: row.status === "paid" ? (row.paymentId ?? paymentId) : paymentId,
    premiumUntil: premiumUntil ?? profile.premiumUntil ?? 0,
    alreadyConfirmed: !granted,
  };
}

// ---------------------------------------------------------------------------------------------------
// History and expiry

export const vPaymentRecord = v.object({
  _id: v.id("payments"),
  provider: v.union(v.literal("razorpay"), v.literal("offline")),
  /** created: Checkout opened, not (yet) paid; paid; failed: the last attempt failed. */
  status: v.union(v.literal("created"), v.literal("paid"), v.literal("failed")),
  amountPaise: v.number(),
  currency: v.string(),
  /** Razorpay's payment id, or the reference support recorded for an offline payment. */
  transactionId: v.union(v.string(), v.null()),
  orderId: v.union(v.string(), v.null()),
  /** card, upi, netbanking, ... (from Razorpay), or how an offline payment was made. */
  method: v.union(v.string(), v.null()),
  createdAt: v.number(),
  paidAt: v.union(v.number(), v.null()),
  /** The Premium expiry this payment granted. */
  premiumUntil: v.union(v.number(), v.null()),
  failureReason: v.union(v.string(), v.null()),
});
export type PaymentRecord = Infer<typeof vPaymentRecord>;

/** The member's own payments, newest first. */
export async function history(ctx: QueryCtx, profile: Doc<"profiles">): Promise<PaymentRecord[]> {
  const rows = await ctx.db
    .query("payments")
    .withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", profile._id))
    .order("desc")
    .take(HISTORY_LIMIT);
  return rows.map((r) => ({
    _id: r._id,
    provider: r.provider,
    status: r.status,
    amountPaise: r.amountPaise,
    currency: r.currency,
    transactionId: r.paymentId ?? r.reference ?? null,
    orderId: r.orderId ?? null,
    method: r.method ?? null,
    createdAt: r.createdAt,
    paidAt: r.paidAt ?? null,
    premiumUntil: r.premiumUntil ?? null,
    failureReason: r.failureReason ?? null,
  }));
}

/** Expiries looked back on: two days, so one missed daily run loses nothing. */
export const EXPIRY_LOOKBACK_MS = 2 * DAY_MS;
const EXPIRY_BATCH = 1000;

/**
 * Write `premium.expired` to the audit log for each member whose Premium ended recently, once per expiry:
 * the entry's details are the expiry instant, looked up before writing. Membership itself needs no write:
 * Free is derived from `premiumUntil` on every read.
 */
export async function recordExpiries(ctx: MutationCtx, nowMs: number): Promise<number> {
  const expired = await ctx.db
    .query("profiles")
    .withIndex("by_premiumUntil", (q) => q.gt("premiumUntil", nowMs - EXPIRY_LOOKBACK_MS).lte("premiumUntil", nowMs))
    .take(EXPIRY_BATCH);
  let recorded = 0;
  for (const profile of expired) {
    const until = profile.premiumUntil;
    if (until === undefined) continue;
    const details = new Date(until).toISOString();
    // Entries about this member since the expiry: few, so reading them beats another index.
    const since = ctx.db
      .query("auditLog")
      .withIndex("by_target_and_at", (q) => q.eq("target", profile.profileCode).gte("at", until));
    let logged = false;
    for await (const entry of since) {
      if (entry.action === "premium.expired" && entry.details === details) {
        logged = true;
        break;
      }
    }
    // "Your Premium has ended": keyed by premiumUntil, so a second run notifies no one again.
    await notifyPremiumExpired(ctx, profile, until);
    if (logged) continue;
    await audit(ctx, { actor: SYSTEM_ACTOR, action: "premium.expired", target: profile.profileCode, details });
    recorded += 1;
  }
  return recorded;
}
