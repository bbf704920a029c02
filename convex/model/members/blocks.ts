/**
 * Blocks work in both directions: once either member blocks the other, neither sees the other
 * in matches, member pages, interests, recently viewed or who-viewed-me, and reveals between them are
 * refused. Every read path asks one of the two functions below, so the rule lives in one place.
 */
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";

/** True when `a` blocked `b` or `b` blocked `a`. Two index lookups, whatever the number of blocks. */
export async function isBlockedBetween(ctx: QueryCtx, a: Id<"profiles">, b: Id<"profiles">): Promise<boolean> {
  if (a === b) return false;
  const ab = await ctx.db
    .query("blocks")
    .withIndex("by_blockerId_and_blockedId", (q) => q.eq("blockerId", a).eq("blockedId", b))
    .first();
  if (ab !== null) return true;
  const ba = await ctx.db
    .query("blocks")
    .withIndex("by_blockerId_and_blockedId", (q) => q.eq("blockerId", b).eq("blockedId", a))
    .first();
  return ba !== null;
}

/**
 * Everyone `profileId` blocked and everyone who blocked `profileId`: the set a list leaves out. Creating
 * blocks is rate limited (model/limits.ts `blocks`), so the set stays small for one member.
 */
export async function blockedIdsOf(ctx: QueryCtx, profileId: Id<"profiles">): Promise<Set<Id<"profiles">>> {
  const ids = new Set<Id<"profiles">>();
  const mine = await ctx.db
    .query("blocks")
    .withIndex("by_blockerId_and_createdAt", (q) => q.eq("blockerId", profileId))
    .collect();
  for (const row of mine) ids.add(row.blockedId);
  const theirs = await ctx.db
    .query("blocks")
    .withIndex("by_blockedId_and_createdAt", (q) => q.eq("blockedId", profileId))
    .collect();
  for (const row of theirs) ids.add(row.blockerId);
  return ids;
}
