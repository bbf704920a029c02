import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { fail } from "../errors";
import { blockedIdsOf } from "../safety/blocks";
import { mayMeet, profileVisibleTo } from "./visibility";
import { consume } from "../limits";
import { toMatchCard, type MatchCard } from "./projections";

/** How many recently viewed profiles the list keeps showing. */
export const RECENT_LIMIT = 60;

/**
 * Record that the viewer opened a profile: one row per pair, moved to the top on every view. A profile
 * not opened before takes one of the `memberPageViews` limit (re-opening one costs nothing: nothing new
 * is learned), and `members.get` answers only for recorded pairs.
 */
export async function recordView(ctx: MutationCtx, viewer: Doc<"profiles">, rawId: string): Promise<null> {
  // A member the viewer may not see (visibility.ts) is answered like a missing one: the page says "not available".
  const target = await profileVisibleTo(ctx, viewer, rawId);
  if (target === null) fail("not_found", "error.notFound");
  if (target._id === viewer._id) return null;
  const now = Date.now();
  const existing = await ctx.db
    .query("profileViews")
    .withIndex("by_viewerId_and_viewedId", (q) => q.eq("viewerId", viewer._id).eq("viewedId", target._id))
    .unique();
  if (existing === null) {
    await consume(ctx, "memberPageViews", viewer._id, "limit.memberPages");
    await ctx.db.insert("profileViews", { viewerId: viewer._id, viewedId: target._id, viewedAt: now });
  } else {
    await ctx.db.patch("profileViews", existing._id, { viewedAt: now });
  }
  return null;
}

/**
 * Recently viewed, newest view first, each profile once, profiles gone or no longer to be seen (visibility.ts) dropped.
 */
export async function recentViews(
  ctx: QueryCtx,
  viewer: Doc<"profiles">,
): Promise<(MatchCard & { viewedAt: number })[]> {
  const rows = await ctx.db
    .query("profileViews")
    .withIndex("by_viewerId_and_viewedAt", (q) => q.eq("viewerId", viewer._id))
    .order("desc")
    .take(RECENT_LIMIT);
  const now = Date.now();
  const blocked = await blockedIdsOf(ctx, viewer._id);
  const out: (MatchCard & { viewedAt: number })[] = [];
  for (const row of rows) {
    if (blocked.has(row.viewedId)) continue;
    const profile = await ctx.db.get("profiles", row.viewedId);
    if (profile === null || !mayMeet(viewer, profile)) continue;
    out.push({ ...(await toMatchCard(ctx, profile, now, viewer)), viewedAt: row.viewedAt });
  }
  return out;
}
