/**
 * The plan catalogue (docs/payments.md "Plans, coupons and renewal"): what members may buy, the seed a
 * deployment starts with, and the plan an order is for. The spec's Premium plan is the default plan
 * (shared DEFAULT_PLAN); while the table is empty (a deployment not yet seeded) it is the only plan sold.
 */
import { v, type Infer } from "convex/values";
import { DEFAULT_PLAN, DEFAULT_PLAN_KEY, planBill, SEED_PLANS, type PlanTerms } from "@matrimony/shared/rules/plans";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { fail } from "../errors";

/** The catalogue is small (a handful of plans); reads are bounded all the same. */
export const MAX_PLANS = 50;

/** A plan as an order uses it: its terms and, once seeded, its row. */
export type ResolvedPlan = PlanTerms & { planId: Id<"plans"> | null; active: boolean };

export function termsOf(row: Doc<"plans">): ResolvedPlan {
  return {
    planId: row._id,
    key: row.key,
    nameEn: row.nameEn,
    nameTe: row.nameTe,
    days: row.days,
    pricePaise: row.pricePaise,
    gstRateBasisPoints: row.gstRateBasisPoints,
    contactReveals: row.contactReveals ?? null,
    active: row.active,
  };
}

const DEFAULT_RESOLVED: ResolvedPlan = { ...DEFAULT_PLAN, planId: null, active: true };

export const vPlanOffer = v.object({
  /** null only before the catalogue is seeded: the default plan from code. */
  _id: v.union(v.id("plans"), v.null()),
  key: v.string(),
  nameEn: v.string(),
  nameTe: v.string(),
  days: v.number(),
  pricePaise: v.number(),
  gstRateBasisPoints: v.number(),
  gstPaise: v.number(),
  totalPaise: v.number(),
  contactReveals: v.union(v.number(), v.null()),
  isDefault: v.boolean(),
});
export type PlanOffer = Infer<typeof vPlanOffer>;

export function offerOf(plan: ResolvedPlan): PlanOffer {
  const bill = planBill(plan, null);
  return {
    _id: plan.planId,
    key: plan.key,
    nameEn: plan.nameEn,
    nameTe: plan.nameTe,
    days: plan.days,
    pricePaise: plan.pricePaise,
    gstRateBasisPoints: plan.gstRateBasisPoints,
    gstPaise: bill.gstPaise,
    totalPaise: bill.totalPaise,
    contactReveals: plan.contactReveals,
    isDefault: plan.key === DEFAULT_PLAN_KEY,
  };
}

/** The plans on sale, the default plan first, then by length (longest first). */
export async function activePlans(ctx: QueryCtx): Promise<PlanOffer[]> {
  const rows = await ctx.db.query("plans").take(MAX_PLANS);
  if (rows.length === 0) return [offerOf(DEFAULT_RESOLVED)];
  return rows
    .filter((r) => r.active)
    .map((r) => offerOf(termsOf(r)))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.days - a.days);
}

/**
 * The plan an order or an offline payment is for: the one named (which must exist and, for a new sale,
 * be active), or the default plan when none is named.
 */
export async function planForSale(
  ctx: QueryCtx,
  planId: Id<"plans"> | undefined,
  opts: { allowRetired: boolean } = { allowRetired: false },
): Promise<ResolvedPlan> {
  if (planId === undefined) {
    const row = await ctx.db
      .query("plans")
      .withIndex("by_key", (q) => q.eq("key", DEFAULT_PLAN_KEY))
      .unique();
    return row === null ? DEFAULT_RESOLVED : termsOf(row);
  }
  const row = await ctx.db.get("plans", planId);
  if (row === null) fail("not_found", "plans.notFound", "planId");
  if (!row.active && !opts.allowRetired) fail("conflict", "plans.retired", "planId");
  return termsOf(row);
}

/**
 * Insert the seed plans whose key is not in the catalogue yet, and nothing else: run at every deploy and
 * on local mode's first start, it never undoes an admin's edit or brings back a deleted plan's key twice.
 */
export async function seedCatalogue(ctx: MutationCtx, nowMs: number): Promise<number> {
  let added = 0;
  for (const plan of SEED_PLANS) {
    const existing = await ctx.db
      .query("plans")
      .withIndex("by_key", (q) => q.eq("key", plan.key))
      .unique();
    if (existing !== null) continue;
    const { contactReveals, ...rest } = plan;
    await ctx.db.insert("plans", {
      ...rest,
      ...(contactReveals === null ? {} : { contactReveals }),
      active: true,
      updatedAt: nowMs,
    });
    added += 1;
  }
  return added;
}
