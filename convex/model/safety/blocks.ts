/**
 * Blocks work in both directions: once either member blocks the other, neither sees the other
 * in matches, member pages, interests, recently viewed or who-viewed-me, and reveals between them are
 * refused. Every read path asks one of the two rule functions at the end (`isBlockedBetween`,
 * `blockedIdsOf`), so the rule lives in one place; the rest is blocking and unblocking, how the rows come
 * and go. A member sees only the blocks they made: never who blocked them.
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import { v, type Infer } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { fail } from "../errors";
import { consume, MEMBER_PAGE_SIZE } from "../limits";
import { endConversationBetween } from "../conversations/ending";

/** Any existing profile but the caller's own: a member may block someone suspended meanwhile too. */
export async function blockableTarget(ctx: QueryCtx, owner: Doc<"profiles">, rawId: string): Promise<Doc<"profiles">> {
  const id = ctx.db.normalizeId("profiles", rawId);
  const target = id === null ? null : await ctx.db.get("profiles", id);
  if (target === null) fail("not_found", "error.notFound");
  if (target._id === owner._id) fail("invalid", "safety.self");
  return target;
}

/** Block `target` (idempotent: a second block, or a report after a block, adds nothing). */
export async function insertBlock(
  ctx: MutationCtx,
  owner: Doc<"profiles">,
  target: Doc<"profiles">,
  viaReport: boolean,
): Promise<void> {
  const existing = await ctx.db
    .query("blocks")
    .withIndex("by_blockerId_and_blockedId", (q) => q.eq("blockerId", owner._id).eq("blockedId", target._id))
    .unique();
  // A block ends their conversation for both at once (a second block finds it ended already).
  await endConversationBetween(ctx, owner._id, target._id, "blocked");
  if (existing !== null) return;
  // A report's block is covered by the (tighter) report limit.
  if (!viaReport) await consume(ctx, "blocks", owner._id, "safety.blockLimit");
  await ctx.db.insert("blocks", { blockerId: owner._id, blockedId: target._id, createdAt: Date.now(), viaReport });
}

export async function blockMember(ctx: MutationCtx, owner: Doc<"profiles">, rawId: string): Promise<null> {
  await insertBlock(ctx, owner, await blockableTarget(ctx, owner, rawId), false);
  return null;
}

/** Undo the caller's own block (a block the other member made stays: it is theirs). */
export async function unblockMember(
  ctx: MutationCtx,
  owner: Doc<"profiles">,
  profileId: Id<"profiles">,
): Promise<null> {
  const row = await ctx.db
    .query("blocks")
    .withIndex("by_blockerId_and_blockedId", (q) => q.eq("blockerId", owner._id).eq("blockedId", profileId))
    .unique();
  if (row !== null) await ctx.db.delete("blocks", row._id);
  return null;
}

/** Someone the caller blocked: they chose to, so the name and code are theirs to see; null once deleted. */
export const vBlockedMember = v.object({
  profileId: v.id("profiles"),
  since: v.number(),
  fullName: v.union(v.string(), v.null()),
  profileCode: v.union(v.string(), v.null()),
});
export type BlockedMember = Infer<typeof vBlockedMember>;

export async function listBlocked(
  ctx: QueryCtx,
  owner: Doc<"profiles">,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<BlockedMember>> {
  const numItems = Math.min(MEMBER_PAGE_SIZE, Math.max(1, Math.floor(paginationOpts.numItems)));
  const result = await ctx.db
    .query("blocks")
    .withIndex("by_blockerId_and_createdAt", (q) => q.eq("blockerId", owner._id))
    .order("desc")
    .paginate({ ...paginationOpts, numItems });
  const page = await Promise.all(
    result.page.map(async (row): Promise<BlockedMember> => {
      const p = await ctx.db.get("profiles", row.blockedId);
      return {
        profileId: row.blockedId,
        since: row.createdAt,
        fullName: p?.fullName ?? null,
        profileCode: p?.profileCode ?? null,
      };
    }),
  );
  return { ...result, page };
}

// The rule every read path asks.
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
