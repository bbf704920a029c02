/**
 * Coupons, applied by the server when an order is made (the client only names a code): whether a code may
 * be used now by this member, and counting a use once its payment is granted.
 */
import { COUPON_CODE_PATTERN, normaliseCouponCode, type CouponTerms } from "@matrimony/shared/rules/plans";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { fail } from "../errors";

/** A member's payments read when counting their uses of a code (a member pays a few times a year). */
const MEMBER_PAYMENTS_READ = 200;

export type AppliedCoupon = { code: string; terms: CouponTerms };

/**
 * The coupon a member typed, if they may use it now: known, active, within its dates, and under its limits.
 * The total limit counts paid uses; the per-member limit counts this member's paid orders and the unpaid
 * ones of the last day with the code, so opening several orders at once does not multiply a one-time coupon.
 */
export async function usableCoupon(
  ctx: QueryCtx,
  raw: string,
  profileId: Id<"profiles">,
  nowMs: number,
): Promise<AppliedCoupon> {
  const code = normaliseCouponCode(raw);
  if (!COUPON_CODE_PATTERN.test(code)) fail("invalid", "coupon.invalid", "couponCode");
  const coupon = await ctx.db
    .query("coupons")
    .withIndex("by_code", (q) => q.eq("code", code))
    .unique();
  if (coupon === null || !coupon.active) fail("invalid", "coupon.invalid", "couponCode");
  if (coupon.validFrom !== undefined && nowMs < coupon.validFrom) fail("invalid", "coupon.notYet", "couponCode");
  if (coupon.validUntil !== undefined && nowMs > coupon.validUntil) fail("invalid", "coupon.expired", "couponCode");
  if (coupon.maxUsesTotal !== undefined && coupon.uses >= coupon.maxUsesTotal)
    fail("conflict", "coupon.usedUp", "couponCode");
  if (coupon.maxUsesPerMember !== undefined) {
    const mine = await ctx.db
      .query("payments")
      .withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", profileId))
      .order("desc")
      .take(MEMBER_PAYMENTS_READ);
    const dayAgo = nowMs - 86_400_000;
    const used = mine.filter(
      (p) => p.couponCode === code && (p.status === "paid" || (p.status === "created" && p.createdAt > dayAgo)),
    ).length;
    if (used >= coupon.maxUsesPerMember) fail("conflict", "coupon.alreadyUsed", "couponCode");
  }
  return { code, terms: { kind: coupon.kind, value: coupon.value } };
}

/** Count one use of the coupon a granted payment carried (called once per payment, by markPaid). */
export async function countCouponUse(ctx: MutationCtx, row: Doc<"payments">, nowMs: number): Promise<void> {
  const code = row.couponCode;
  if (code === undefined) return;
  const coupon = await ctx.db
    .query("coupons")
    .withIndex("by_code", (q) => q.eq("code", code))
    .unique();
  if (coupon !== null) await ctx.db.patch("coupons", coupon._id, { uses: coupon.uses + 1, updatedAt: nowMs });
}
