/**
 * The console's coupons (admins edit, every change audited). A code never changes once made (payments
 * name it); a coupon is retired by making it inactive. Its use count is the server's, never the form's.
 */
import { v, type Infer } from "convex/values";
import { COUPON_CODE_PATTERN, normaliseCouponCode, PLAN_LIMITS } from "@matrimony/shared/rules/plans";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { audit } from "../audit";
import { fail } from "../errors";
import type { StaffMember } from "../identity";
import { singlePage } from "./lists";

/** Coupons listed at once: an operator runs a few campaigns a season. */
const MAX_COUPONS = 500;
const MAX_USES = 1_000_000;

export const vAdminCoupon = v.object({
  _id: v.id("coupons"),
  code: v.string(),
  kind: v.union(v.literal("percent"), v.literal("amount")),
  value: v.number(),
  validFrom: v.union(v.number(), v.null()),
  validUntil: v.union(v.number(), v.null()),
  maxUsesPerMember: v.union(v.number(), v.null()),
  maxUsesTotal: v.union(v.number(), v.null()),
  uses: v.number(),
  active: v.boolean(),
  updatedAt: v.number(),
});
export type AdminCoupon = Infer<typeof vAdminCoupon>;

export const vCouponFields = {
  kind: v.union(v.literal("percent"), v.literal("amount")),
  /** Whole percent (1–100) or paise (₹1–₹50,000). */
  value: v.number(),
  validFrom: v.union(v.number(), v.null()),
  validUntil: v.union(v.number(), v.null()),
  maxUsesPerMember: v.union(v.number(), v.null()),
  maxUsesTotal: v.union(v.number(), v.null()),
  active: v.boolean(),
};
type CouponFields = {
  kind: "percent" | "amount";
  value: number;
  validFrom: number | null;
  validUntil: number | null;
  maxUsesPerMember: number | null;
  maxUsesTotal: number | null;
  active: boolean;
};

function project(row: Doc<"coupons">): AdminCoupon {
  return {
    _id: row._id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    validFrom: row.validFrom ?? null,
    validUntil: row.validUntil ?? null,
    maxUsesPerMember: row.maxUsesPerMember ?? null,
    maxUsesTotal: row.maxUsesTotal ?? null,
    uses: row.uses,
    active: row.active,
    updatedAt: row.updatedAt,
  };
}

export async function listCoupons(ctx: QueryCtx, cursor: string | null) {
  const rows = await ctx.db.query("coupons").order("desc").take(MAX_COUPONS);
  return singlePage(rows.map(project), cursor);
}

export async function getCoupon(ctx: QueryCtx, id: Id<"coupons">): Promise<AdminCoupon | null> {
  const row = await ctx.db.get("coupons", id);
  return row === null ? null : project(row);
}

function whole(n: number, min: number, max: number): boolean {
  return Number.isInteger(n) && n >= min && n <= max;
}

function validFields(f: CouponFields) {
  const valueOk =
    f.kind === "percent"
      ? whole(f.value, 1, 100)
      : whole(f.value, PLAN_LIMITS.minPricePaise, PLAN_LIMITS.maxPricePaise);
  if (!valueOk) fail("invalid", "console.couponValueInvalid", "value");
  for (const t of [f.validFrom, f.validUntil])
    if (t !== null && !Number.isFinite(t)) fail("invalid", "console.couponDatesInvalid", "validUntil");
  if (f.validFrom !== null && f.validUntil !== null && f.validUntil <= f.validFrom)
    fail("invalid", "console.couponDatesInvalid", "validUntil");
  if (f.maxUsesPerMember !== null && !whole(f.maxUsesPerMember, 1, MAX_USES))
    fail("invalid", "console.couponLimitInvalid", "maxUsesPerMember");
  if (f.maxUsesTotal !== null && !whole(f.maxUsesTotal, 1, MAX_USES))
    fail("invalid", "console.couponLimitInvalid", "maxUsesTotal");
  const optional = (n: number | null) => n ?? undefined;
  return {
    kind: f.kind,
    value: f.value,
    validFrom: optional(f.validFrom),
    validUntil: optional(f.validUntil),
    maxUsesPerMember: optional(f.maxUsesPerMember),
    maxUsesTotal: optional(f.maxUsesTotal),
    active: f.active,
  };
}

function describe(c: ReturnType<typeof validFields>): string {
  const value = c.kind === "percent" ? `${String(c.value)}%` : `${String(c.value)} paise`;
  const dates = `${c.validFrom === undefined ? "-" : new Date(c.validFrom).toISOString()} to ${c.validUntil === undefined ? "-" : new Date(c.validUntil).toISOString()}`;
  return `${value}, ${dates}, per member ${String(c.maxUsesPerMember ?? "∞")}, total ${String(c.maxUsesTotal ?? "∞")}, ${c.active ? "active" : "retired"}`;
}

export async function createCoupon(
  ctx: MutationCtx,
  staff: StaffMember,
  args: CouponFields & { code: string },
  nowMs: number,
): Promise<AdminCoupon> {
  const code = normaliseCouponCode(args.code);
  if (!COUPON_CODE_PATTERN.test(code)) fail("invalid", "console.couponCodeInvalid", "code");
  const exists = await ctx.db
    .query("coupons")
    .withIndex("by_code", (q) => q.eq("code", code))
    .unique();
  if (exists !== null) fail("conflict", "console.couponExists", "code");
  const fields = validFields(args);
  const id = await ctx.db.insert("coupons", { code, ...fields, uses: 0, updatedAt: nowMs });
  await audit(ctx, { actor: staff.email, action: "coupon.create", target: code, details: describe(fields) });
  const row = await ctx.db.get("coupons", id);
  if (row === null) fail("not_found", "console.couponNotFound");
  return project(row);
}

export async function updateCoupon(
  ctx: MutationCtx,
  staff: StaffMember,
  id: Id<"coupons">,
  args: CouponFields,
  nowMs: number,
): Promise<AdminCoupon> {
  const row = await ctx.db.get("coupons", id);
  if (row === null) fail("not_found", "console.couponNotFound");
  const fields = validFields(args);
  await ctx.db.replace("coupons", id, { code: row.code, uses: row.uses, ...fields, updatedAt: nowMs });
  await audit(ctx, { actor: staff.email, action: "coupon.update", target: row.code, details: describe(fields) });
  const updated = await ctx.db.get("coupons", id);
  if (updated === null) fail("not_found", "console.couponNotFound");
  return project(updated);
}
