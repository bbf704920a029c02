/**
 * The console's plan catalogue (admins edit, every change audited). The default plan, the spec's Premium,
 * is shown but cannot be changed or retired: the site's texts promise it. A retired plan is no longer sold;
 * what members bought of it runs on, since every payment keeps the terms it was sold with.
 */
import { v, type Infer } from "convex/values";
import { DEFAULT_PLAN_KEY, PLAN_LIMITS } from "@matrimony/shared/rules/plans";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { audit } from "../audit";
import { fail } from "../errors";
import type { StaffMember } from "../identity";
import { cleanFreeText } from "../validation";
import { MAX_PLANS } from "../payments/plans";
import { singlePage } from "./lists";

export const vAdminPlan = v.object({
  _id: v.id("plans"),
  key: v.string(),
  nameEn: v.string(),
  nameTe: v.string(),
  days: v.number(),
  pricePaise: v.number(),
  gstRateBasisPoints: v.number(),
  contactReveals: v.union(v.number(), v.null()),
  active: v.boolean(),
  isDefault: v.boolean(),
  updatedAt: v.number(),
});
export type AdminPlan = Infer<typeof vAdminPlan>;

export const vPlanFields = {
  nameEn: v.string(),
  nameTe: v.string(),
  days: v.number(),
  pricePaise: v.number(),
  gstRateBasisPoints: v.number(),
  /** null: the daily cap alone. */
  contactReveals: v.union(v.number(), v.null()),
  active: v.boolean(),
};
type PlanFields = {
  nameEn: string;
  nameTe: string;
  days: number;
  pricePaise: number;
  gstRateBasisPoints: number;
  contactReveals: number | null;
  active: boolean;
};

const KEY_PATTERN = /^[a-z0-9-]{2,30}$/;

function project(row: Doc<"plans">): AdminPlan {
  return {
    _id: row._id,
    key: row.key,
    nameEn: row.nameEn,
    nameTe: row.nameTe,
    days: row.days,
    pricePaise: row.pricePaise,
    gstRateBasisPoints: row.gstRateBasisPoints,
    contactReveals: row.contactReveals ?? null,
    active: row.active,
    isDefault: row.key === DEFAULT_PLAN_KEY,
    updatedAt: row.updatedAt,
  };
}

export async function listPlans(ctx: QueryCtx, cursor: string | null) {
  const rows = await ctx.db.query("plans").take(MAX_PLANS);
  return singlePage(
    rows.map(project).sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.days - a.days),
    cursor,
  );
}

export async function getPlan(ctx: QueryCtx, id: Id<"plans">): Promise<AdminPlan | null> {
  const row = await ctx.db.get("plans", id);
  return row === null ? null : project(row);
}

function wholeIn(n: number, min: number, max: number): boolean {
  return Number.isInteger(n) && n >= min && n <= max;
}

/** The fields as stored, or the first problem as a console message under its input. */
function validFields(f: PlanFields) {
  const name = (raw: string, field: string) =>
    cleanFreeText(raw, {
      field,
      max: PLAN_LIMITS.maxNameLength,
      tooLong: "console.planNameRequired",
      required: "console.planNameRequired",
    });
  const nameEn = name(f.nameEn, "nameEn");
  const nameTe = name(f.nameTe, "nameTe");
  if (!wholeIn(f.days, PLAN_LIMITS.minDays, PLAN_LIMITS.maxDays)) fail("invalid", "console.planDaysInvalid", "days");
  if (!wholeIn(f.pricePaise, PLAN_LIMITS.minPricePaise, PLAN_LIMITS.maxPricePaise))
    fail("invalid", "console.planPriceInvalid", "pricePaise");
  if (!wholeIn(f.gstRateBasisPoints, 0, PLAN_LIMITS.maxGstBasisPoints))
    fail("invalid", "console.planGstInvalid", "gstRateBasisPoints");
  if (f.contactReveals !== null && !wholeIn(f.contactReveals, 1, PLAN_LIMITS.maxContactReveals))
    fail("invalid", "console.planRevealsInvalid", "contactReveals");
  return {
    nameEn,
    nameTe,
    days: f.days,
    pricePaise: f.pricePaise,
    gstRateBasisPoints: f.gstRateBasisPoints,
    contactReveals: f.contactReveals ?? undefined,
    active: f.active,
  };
}

function describe(p: {
  days: number;
  pricePaise: number;
  gstRateBasisPoints: number;
  contactReveals?: number;
  active: boolean;
}): string {
  return `${String(p.days)} days, ${String(p.pricePaise)} paise + GST ${String(p.gstRateBasisPoints)} bp, reveals ${p.contactReveals === undefined ? "daily cap" : String(p.contactReveals)}, ${p.active ? "active" : "retired"}`;
}

export async function createPlan(
  ctx: MutationCtx,
  staff: StaffMember,
  args: PlanFields & { key: string },
  nowMs: number,
): Promise<AdminPlan> {
  const key = args.key.trim().toLowerCase();
  if (!KEY_PATTERN.test(key)) fail("invalid", "console.planKeyInvalid", "key");
  const exists = await ctx.db
    .query("plans")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
  if (exists !== null) fail("conflict", "console.planKeyExists", "key");
  const fields = validFields(args);
  const id = await ctx.db.insert("plans", { key, ...fields, updatedAt: nowMs });
  await audit(ctx, { actor: staff.email, action: "plan.create", target: key, details: describe(fields) });
  const row = await ctx.db.get("plans", id);
  if (row === null) fail("not_found", "plans.notFound");
  return project(row);
}

export async function updatePlan(
  ctx: MutationCtx,
  staff: StaffMember,
  id: Id<"plans">,
  args: PlanFields,
  nowMs: number,
): Promise<AdminPlan> {
  const row = await ctx.db.get("plans", id);
  if (row === null) fail("not_found", "plans.notFound");
  if (row.key === DEFAULT_PLAN_KEY) fail("conflict", "console.defaultPlanLocked");
  const fields = validFields(args);
  await ctx.db.replace("plans", id, { key: row.key, ...fields, updatedAt: nowMs });
  await audit(ctx, {
    actor: staff.email,
    action: "plan.update",
    target: row.key,
    details: `${describe({ ...row })} → ${describe(fields)}`,
  });
  return project({ ...row, ...fields, contactReveals: fields.contactReveals, updatedAt: nowMs });
}
