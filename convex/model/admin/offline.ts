/**
 * Offline payments, the spec's "upgrade by contact": a member pays by cash, UPI, bank transfer or
 * cheque and support records it, choosing the plan paid for (the default plan, 365 days, when none is
 * chosen). Premium runs the plan's days from the payment date, or from the current expiry while that is
 * later (shared premiumExtendedUntil), so a renewal paid early loses no days.
 */
import { v, type Infer } from "convex/values";
import { literals } from "convex-helpers/validators";
import { parseDob } from "@matrimony/shared/dates";
import { DAY_MS, premiumExtendedUntil, PREMIUM_VALIDITY_DAYS } from "@matrimony/shared/rules/premium";
import { PREMIUM_CHARGE } from "@matrimony/shared/rules/pricing";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { audit } from "../audit";
import { fail } from "../errors";
import { cleanFreeText } from "../validation";
import type { StaffMember } from "../identity";
import { profileOrFail } from "./moderation";
import { planForSale } from "../payments/plans";
import { issueInvoice } from "../invoices/issue";

export const OFFLINE_METHODS = ["cash", "upi", "bank_transfer", "cheque", "other"] as const;
export const vOfflineMethod = literals(...OFFLINE_METHODS);

/** ₹1 to ₹50,000: Premium costs ₹1,178.82 and the calculator's plans up to ₹6,599; more is a typo. */
export const MIN_OFFLINE_PAISE = 100;
export const MAX_OFFLINE_PAISE = 5_000_000;
export const MAX_REFERENCE_LENGTH = 100;
/** A payment recorded late still counts, but not one from before the validity it would grant. */
export const MAX_PAID_AGE_DAYS = PREMIUM_VALIDITY_DAYS;
/** A payment instant a few minutes ahead is a clock difference, not a future date. */
const CLOCK_SKEW_MS = 5 * 60_000;
const IST_OFFSET_MS = 330 * 60_000;

export const vRecordOfflineArgs = {
  profileId: v.id("profiles"),
  amountPaise: v.number(),
  reference: v.string(),
  /** An instant (epoch ms), or a calendar day in India as "YYYY-MM-DD" or "DD/MM/YYYY" (its start). */
  paidOn: v.union(v.number(), v.string()),
  method: vOfflineMethod,
  /** The plan paid for; absent: the default plan. A retired plan is no longer sold, offline either. */
  planId: v.optional(v.id("plans")),
};
export const vRecordOffline = v.object(vRecordOfflineArgs);
export type RecordOfflineArgs = Infer<typeof vRecordOffline>;

export const vRecordOfflineResult = v.object({ _id: v.id("payments"), premiumUntil: v.number() });

/** The start of a calendar day in India, from "YYYY-MM-DD" or "DD/MM/YYYY"; null when not a real date. */
export function istDayStart(text: string): number | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  const dob = iso ? parseDob(`${iso[3] ?? ""}/${iso[2] ?? ""}/${iso[1] ?? ""}`) : parseDob(text);
  return dob === null ? null : Date.UTC(dob.year, dob.month - 1, dob.day) - IST_OFFSET_MS;
}

/** The payment instant, refusing unreadable, future and too old dates. */
export function paidAtOrFail(paidOn: number | string, nowMs: number): number {
  const paidAt = typeof paidOn === "number" ? paidOn : istDayStart(paidOn);
  if (paidAt === null || !Number.isFinite(paidAt)) fail("invalid", "console.paidOnInvalid", "paidOn");
  if (paidAt > nowMs + CLOCK_SKEW_MS) fail("invalid", "console.paidOnFuture", "paidOn");
  if (paidAt < nowMs - MAX_PAID_AGE_DAYS * DAY_MS) fail("invalid", "console.paidOnTooOld", "paidOn");
  return paidAt;
}

export function amountOrFail(amountPaise: number): number {
  if (!Number.isInteger(amountPaise) || amountPaise < MIN_OFFLINE_PAISE || amountPaise > MAX_OFFLINE_PAISE) {
    fail("invalid", "console.amountInvalid", "amountPaise");
  }
  return amountPaise;
}

function referenceOrFail(raw: string): string {
  return cleanFreeText(raw, {
    field: "reference",
    max: MAX_REFERENCE_LENGTH,
    tooLong: "console.referenceTooLong",
    required: "console.referenceRequired",
  });
}

/** Recent payments looked at for a repeated reference (a double click, or two agents on one call). */
const DUPLICATE_WINDOW = 100;

export async function recordOffline(
  ctx: MutationCtx,
  staff: StaffMember,
  args: RecordOfflineArgs,
  nowMs: number,
): Promise<{ _id: Id<"payments">; premiumUntil: number }> {
  const amountPaise = amountOrFail(args.amountPaise);
  const reference = referenceOrFail(args.reference);
  const paidAt = paidAtOrFail(args.paidOn, nowMs);
  const profile = await profileOrFail(ctx, args.profileId);
  const plan = await planForSale(ctx, args.planId);
  const recent = await ctx.db
    .query("payments")
    .withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", profile._id))
    .order("desc")
    .take(DUPLICATE_WINDOW);
  const same = (r: (typeof recent)[number]) =>
    r.provider === "offline" && r.reference?.toLowerCase() === reference.toLowerCase();
  if (recent.some(same)) fail("conflict", "console.duplicateReference", "reference");

  const premiumUntil = premiumExtendedUntil(profile.premiumUntil, paidAt, plan.days);
  await ctx.db.patch("profiles", profile._id, { premiumUntil, updatedAt: nowMs });
  const id = await ctx.db.insert("payments", {
    profileId: profile._id,
    provider: "offline",
    amountPaise,
    currency: PREMIUM_CHARGE.currency,
    status: "paid",
    paidAt,
    premiumUntil,
    recordedBy: staff.email,
    method: args.method,
    reference,
    createdAt: nowMs,
    ...(plan.planId === null ? {} : { planId: plan.planId }),
    planDays: plan.days,
    listPricePaise: plan.pricePaise,
    gstRateBasisPoints: plan.gstRateBasisPoints,
    ...(plan.contactReveals === null ? {} : { planContactReveals: plan.contactReveals }),
  });
  await issueInvoice(ctx, id, nowMs);
  await audit(ctx, {
    actor: staff.email,
    action: "payment.recordOffline",
    target: profile.profileCode,
    details: `${String(amountPaise)} paise by ${args.method}, ref ${reference}, paid ${new Date(paidAt).toISOString()}; Premium until ${new Date(premiumUntil).toISOString()}${args.planId === undefined ? "" : ` (plan ${plan.key}, ${String(plan.days)} days)`}`,
  });
  return { _id: id, premiumUntil };
}
