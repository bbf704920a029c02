/**
 * The dashboard's figures, read through indexes with stated caps rather than counters: the app has
 * thousands of members, not millions, and the caps keep this one query inside Convex's per-transaction
 * read limits (32,000 documents, 16 MiB) whatever happens: at most 6 × 2,501 profiles (about 1 KB each)
 * and 2,501 payments. A figure that reaches its cap is a lower bound, named in `capped` (the console
 * shows "2,500+"). Should the community outgrow them, keep counters (or @convex-dev/aggregate).
 * Calendar days and months are India's (+05:30, no daylight saving).
 */
import { v, type Infer } from "convex/values";
import { DAY_MS } from "@matrimony/shared/rules/premium";
import type { QueryCtx } from "../../_generated/server";
import { openReportCount } from "./reports";
import { openSafetyCount } from "./safetyQueue";
import { openVerificationCount } from "./verificationQueue";

/** Profiles counted per status, and Premium members counted. */
export const COUNT_CAP = 2500;
/** Registrations charted (last 30 days) and paid payments summed (this month). */
export const WINDOW_CAP = 2500;
export const CHART_DAYS = 30;
const IST_OFFSET_MS = 330 * 60_000;
const STATUSES = ["pending", "approved", "rejected", "suspended"] as const;

export const vDashboard = v.object({
  pending: v.number(),
  byStatus: v.object({ pending: v.number(), approved: v.number(), rejected: v.number(), suspended: v.number() }),
  premium: v.number(),
  /** Reports waiting in the queue. */
  openReports: v.number(),
  /** ID photos and selfies waiting for a decision. */
  openVerifications: v.number(),
  /** Entries waiting in the safety queue: money requests, copy-paste outreach, reported messages. */
  openSafety: v.number(),
  revenueThisMonthPaise: v.number(),
  paymentsThisMonth: v.number(),
  /** Oldest first, one entry per day of the last 30 (today included), zero days too; date is YYYY-MM-DD. */
  registrationsPerDay: v.array(v.object({ date: v.string(), count: v.number() })),
  /** Figures that reached their cap, e.g. "byStatus.approved": they are lower bounds. */
  capped: v.array(v.string()),
  generatedAt: v.number(),
});
export type Dashboard = Infer<typeof vDashboard>;

/** YYYY-MM-DD of the Indian calendar day of an instant. */
export function istDate(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight in India at the start of the day of `ms`. */
export function istDayStartOf(ms: number): number {
  return Math.floor((ms + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
}

/** Midnight in India on the first of the month of `ms`. */
export function istMonthStart(ms: number): number {
  const d = new Date(ms + IST_OFFSET_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - IST_OFFSET_MS;
}

export async function dashboard(ctx: QueryCtx, nowMs: number): Promise<Dashboard> {
  const capped: string[] = [];
  const counted = (name: string, n: number, cap: number) => {
    if (n > cap) capped.push(name);
    return Math.min(n, cap);
  };

  const byStatus = { pending: 0, approved: 0, rejected: 0, suspended: 0 };
  for (const status of STATUSES) {
    const rows = await ctx.db
      .query("profiles")
      .withIndex("by_status_and_createdAt", (q) => q.eq("status", status))
      .take(COUNT_CAP + 1);
    byStatus[status] = counted(`byStatus.${status}`, rows.length, COUNT_CAP);
  }

  const premiumRows = await ctx.db
    .query("profiles")
    .withIndex("by_premiumUntil", (q) => q.gt("premiumUntil", nowMs))
    .take(COUNT_CAP + 1);
  const premium = counted("premium", premiumRows.length, COUNT_CAP);

  const paid = await ctx.db
    .query("payments")
    .withIndex("by_status_and_paidAt", (q) =>
      q.eq("status", "paid").gte("paidAt", istMonthStart(nowMs)).lte("paidAt", nowMs),
    )
    .take(WINDOW_CAP + 1);
  const monthPaid = paid.slice(0, WINDOW_CAP).filter((p) => p.currency === "INR");
  if (paid.length > WINDOW_CAP) capped.push("revenueThisMonthPaise");

  const firstDay = istDayStartOf(nowMs) - (CHART_DAYS - 1) * DAY_MS;
  const registered = await ctx.db
    .query("profiles")
    .withIndex("by_createdAt", (q) => q.gte("createdAt", firstDay))
    .take(WINDOW_CAP + 1);
  if (registered.length > WINDOW_CAP) capped.push("registrationsPerDay");
  const perDay = new Map<string, number>();
  for (let i = 0; i < CHART_DAYS; i++) perDay.set(istDate(firstDay + i * DAY_MS), 0);
  for (const p of registered.slice(0, WINDOW_CAP)) {
    const day = istDate(p.createdAt);
    const n = perDay.get(day);
    if (n !== undefined) perDay.set(day, n + 1);
  }

  return {
    pending: byStatus.pending,
    byStatus,
    premium,
    openReports: counted("openReports", await openReportCount(ctx, COUNT_CAP), COUNT_CAP),
    openVerifications: counted("openVerifications", await openVerificationCount(ctx, COUNT_CAP), COUNT_CAP),
    openSafety: counted("openSafety", await openSafetyCount(ctx, COUNT_CAP), COUNT_CAP),
    revenueThisMonthPaise: monthPaid.reduce((sum, p) => sum + p.amountPaise, 0),
    paymentsThisMonth: monthPaid.length,
    registrationsPerDay: [...perDay].map(([date, count]) => ({ date, count })),
    capped,
    generatedAt: nowMs,
  };
}
