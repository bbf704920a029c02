/**
 * birthYear is derived from dateOfBirth and kept with it on every write (account.ts). Profiles written before
 * it existed lack it and would be missing from the age-range match indexes, so this backfill sets it, a
 * bounded batch per transaction. Run once after deploying: `npx convex run housekeeping:backfillBirthYear`.
 */
import { birthYearOf } from "@matrimony/shared/rules/refine/filters";
import type { MutationCtx } from "../../_generated/server";

const BATCH = 200;

export async function backfillBirthYears(ctx: MutationCtx, cursor: string | null): Promise<{ updated: number; continueCursor: string | null }> {
  const page = await ctx.db.query("profiles").paginate({ numItems: BATCH, cursor });
  let updated = 0;
  for (const profile of page.page) {
    const year = birthYearOf(profile.dateOfBirth);
    if (profile.birthYear !== year) {
      await ctx.db.patch("profiles", profile._id, { birthYear: year });
      updated += 1;
    }
  }
  return { updated, continueCursor: page.isDone ? null : page.continueCursor };
}
