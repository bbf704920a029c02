/**
 * Contact reveals a plan includes (docs/payments.md "Contact reveals"). The rule: a plan with N included
 * reveals lets the member press Show Contact Details at most N times during the period that payment
 * granted, counted like the daily cap (each reveal recorded in `contactReveals` is one), and the daily cap
 * still applies on top. A plan without N (the spec's Premium) has the daily cap alone. A renewal bought
 * early starts its own period, with its own count, once the current one ends.
 */
import { DAY_MS, PREMIUM_VALIDITY_DAYS } from "@matrimony/shared/rules/premium";
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";

/** A member's payments read to find the current period (a member pays a few times a year). */
const PAYMENTS_READ = 100;

export type RevealQuota = { limit: number; since: number; until: number };

/** The included reveals of the period running now, or null when the daily cap alone applies. */
export async function currentRevealQuota(
  ctx: QueryCtx,
  profileId: Id<"profiles">,
  nowMs: number,
): Promise<RevealQuota | null> {
  const payments = await ctx.db
    .query("payments")
    .withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", profileId))
    .order("desc")
    .take(PAYMENTS_READ);
  for (const p of payments) {
    if (p.status !== "paid" || p.premiumUntil === undefined) continue;
    const since = p.premiumUntil - (p.planDays ?? PREMIUM_VALIDITY_DAYS) * DAY_MS;
    if (since <= nowMs && nowMs < p.premiumUntil) {
      return p.planContactReveals === undefined ? null : { limit: p.planContactReveals, since, until: p.premiumUntil };
    }
  }
  return null;
}

/** True when the member has used every reveal of the current period's plan. */
export async function revealQuotaUsed(ctx: QueryCtx, viewerId: Id<"profiles">, nowMs: number): Promise<boolean> {
  const quota = await currentRevealQuota(ctx, viewerId, nowMs);
  if (quota === null) return false;
  const used = await ctx.db
    .query("contactReveals")
    .withIndex("by_viewerId_and_revealedAt", (q) => q.eq("viewerId", viewerId).gte("revealedAt", quota.since))
    .take(quota.limit);
  return used.length >= quota.limit;
}
