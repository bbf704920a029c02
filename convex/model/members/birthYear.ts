/**
 * birthYear is derived from dateOfBirth and kept with it on every write (account.ts). Profiles written before
 * it existed lack it. Nobody has to remember a manual step for them:
 * - matches.list reads their "no birthYear" range beside the birth-year ranges (matching/matches.ts), so they never
 *   vanish from an age-range list while they wait;
 * - an hourly cron (crons.ts) sets it, a bounded batch per transaction through the `by_birthYear` index, so it
 *   reads only the profiles still missing it: one empty index read once all are done.
 */
import { birthYearOf } from "@matrimony/shared/rules/refine/filters";
import type { MutationCtx } from "../../_generated/server";

export const BIRTH_YEAR_BATCH = 200;

/**
 * Sets birthYear on the next BIRTH_YEAR_BATCH profiles that lack it, from `cursor` in the "no birthYear" range.
 * `continueCursor` is null when the range has been read to its end. A profile whose date of birth cannot be
 * read keeps no birthYear (the age check per profile leaves it out of age ranges, as before) and is passed by
 * the cursor, so it can neither hold up the others nor make the job run in a loop.
 */
export async function backfillBirthYears(
  ctx: MutationCtx,
  cursor: string | null,
): Promise<{ updated: number; unreadable: number; continueCursor: string | null }> {
  const page = await ctx.db
    .query("profiles")
    .withIndex("by_birthYear", (q) => q.eq("birthYear", undefined))
    .paginate({ numItems: BIRTH_YEAR_BATCH, cursor });
  let updated = 0;
  for (const profile of page.page) {
    const year = birthYearOf(profile.dateOfBirth);
    if (year === undefined) continue;
    await ctx.db.patch("profiles", profile._id, { birthYear: year });
    updated += 1;
  }
  return { updated, unreadable: page.page.length - updated, continueCursor: page.isDone ? null : page.continueCursor };
}
