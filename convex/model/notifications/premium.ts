/**
 * Premium's two notices: "ends in 7 days" (a daily cron) and "has ended" (the daily expiry cron,
 * model/payments/orders.ts recordExpiries). Both are keyed by the member and premiumUntil, so a renewal,
 * which moves premiumUntil, gets notices of its own, and a cron that runs twice notifies once.
 */
import { PREMIUM_NOTICE_DAYS } from "@matrimony/shared/rules/notifications";
import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { notify } from "./notify";

const DAY_MS = 24 * 3_600_000;
/** Members per daily run; beyond that the next day's run (two days of window) catches them. */
const BATCH = 500;

export async function notifyPremiumExpired(ctx: MutationCtx, profile: Doc<"profiles">, until: number): Promise<void> {
  await notify(ctx, {
    profileId: profile._id,
    kind: "premiumExpired",
    params: { until },
    dedupeKey: `premiumExpired:${profile._id}:${String(until)}`,
  });
}

/**
 * Members whose Premium ends between 5 and 7 days from now: each is notified once (the key), and a day the
 * cron did not run is caught by the next.
 */
export async function notifyPremiumEnding(ctx: MutationCtx, now: number): Promise<number> {
  const ending = await ctx.db
    .query("profiles")
    .withIndex("by_premiumUntil", (q) =>
      q
        .gt("premiumUntil", now + (PREMIUM_NOTICE_DAYS - 2) * DAY_MS)
        .lte("premiumUntil", now + PREMIUM_NOTICE_DAYS * DAY_MS),
    )
    .take(BATCH);
  let notified = 0;
  for (const profile of ending) {
    const until = profile.premiumUntil;
    if (until === undefined) continue;
    const id = await notify(ctx, {
      profileId: profile._id,
      kind: "premiumExpiring",
      params: { until },
      dedupeKey: `premiumExpiring:${profile._id}:${String(until)}`,
    });
    if (id !== null) notified += 1;
  }
  return notified;
}
