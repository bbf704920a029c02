/**
 * Shortlist and "not interested": two private lists a member keeps about other profiles. Both
 * are one row per (owner, profile) pair, read through the owner's index; the lists are capped so one
 * member's rows stay few enough to read whole when matches leave the hidden ones out.
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import { v, type Infer } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { fail } from "../errors";
import { MEMBER_PAGE_SIZE } from "../limits";
import { blockedIdsOf } from "../safety/blocks";
import { mayMeet, profileVisibleTo } from "../members/visibility";
import { toMatchCard, vMatchCard } from "../members/projections";

/** The most profiles one member may shortlist. */
export const SHORTLIST_MAX = 500;
/** The most profiles one member may hide from their matches. */
export const HIDDEN_MAX = 1000;

type ListTable = "shortlists" | "hiddenProfiles";

/** A listed profile as the owner sees it: the card, or null when it is gone, not approved or blocked. */
export const vListedProfile = v.object({
  profileId: v.id("profiles"),
  since: v.number(),
  card: v.union(vMatchCard, v.null()),
});
export type ListedProfile = Infer<typeof vListedProfile>;

async function rowOf(ctx: QueryCtx, table: ListTable, ownerId: Id<"profiles">, profileId: Id<"profiles">) {
  return await ctx.db
    .query(table)
    .withIndex("by_ownerId_and_profileId", (q) => q.eq("ownerId", ownerId).eq("profileId", profileId))
    .unique();
}

/** A profile the caller may put on a list: one they may see (members/visibility.ts), not their own. */
async function listableTarget(ctx: QueryCtx, owner: Doc<"profiles">, rawId: string): Promise<Doc<"profiles">> {
  const target = await profileVisibleTo(ctx, owner, rawId);
  if (target === null) fail("not_found", "error.notFound");
  if (target._id === owner._id) fail("invalid", "safety.self");
  return target;
}

async function add(ctx: MutationCtx, table: ListTable, owner: Doc<"profiles">, rawId: string): Promise<null> {
  const target = await listableTarget(ctx, owner, rawId);
  if ((await rowOf(ctx, table, owner._id, target._id)) !== null) return null;
  const max = table === "shortlists" ? SHORTLIST_MAX : HIDDEN_MAX;
  const count = (
    await ctx.db
      .query(table)
      .withIndex("by_ownerId_and_createdAt", (q) => q.eq("ownerId", owner._id))
      .take(max)
  ).length;
  if (count >= max) fail("conflict", table === "shortlists" ? "safety.shortlistFull" : "safety.hiddenFull");
  await ctx.db.insert(table, { ownerId: owner._id, profileId: target._id, createdAt: Date.now() });
  return null;
}

/** Removing works for any id the caller listed, even a profile gone or blocked since. */
async function remove(
  ctx: MutationCtx,
  table: ListTable,
  owner: Doc<"profiles">,
  profileId: Id<"profiles">,
): Promise<null> {
  const row = await rowOf(ctx, table, owner._id, profileId);
  if (row !== null) await ctx.db.delete(table, row._id);
  return null;
}

async function list(
  ctx: QueryCtx,
  table: ListTable,
  owner: Doc<"profiles">,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<ListedProfile>> {
  const numItems = Math.min(MEMBER_PAGE_SIZE, Math.max(1, Math.floor(paginationOpts.numItems)));
  const result = await ctx.db
    .query(table)
    .withIndex("by_ownerId_and_createdAt", (q) => q.eq("ownerId", owner._id))
    .order("desc")
    .paginate({ ...paginationOpts, numItems });
  const blocked = await blockedIdsOf(ctx, owner._id);
  const now = Date.now();
  const page = await Promise.all(
    result.page.map(async (row): Promise<ListedProfile> => {
      const profile = await ctx.db.get("profiles", row.profileId);
      // A profile suspended, deleted or blocked since keeps its row (so it can be removed) but shows nothing.
      const visible = profile !== null && mayMeet(owner, profile) && !blocked.has(profile._id);
      return {
        profileId: row.profileId,
        since: row.createdAt,
        card: visible ? await toMatchCard(ctx, profile, now, owner) : null,
      };
    }),
  );
  return { ...result, page };
}

export const addToShortlist = (ctx: MutationCtx, owner: Doc<"profiles">, rawId: string) =>
  add(ctx, "shortlists", owner, rawId);
export const removeFromShortlist = (ctx: MutationCtx, owner: Doc<"profiles">, id: Id<"profiles">) =>
  remove(ctx, "shortlists", owner, id);
export const listShortlist = (ctx: QueryCtx, owner: Doc<"profiles">, opts: PaginationOptions) =>
  list(ctx, "shortlists", owner, opts);

/** Not interested: the profile leaves the owner's matches (matches.ts) until undone. */
export const hideProfile = (ctx: MutationCtx, owner: Doc<"profiles">, rawId: string) =>
  add(ctx, "hiddenProfiles", owner, rawId);
export const unhideProfile = (ctx: MutationCtx, owner: Doc<"profiles">, id: Id<"profiles">) =>
  remove(ctx, "hiddenProfiles", owner, id);
export const listHidden = (ctx: QueryCtx, owner: Doc<"profiles">, opts: PaginationOptions) =>
  list(ctx, "hiddenProfiles", owner, opts);

/** The ids on the owner's shortlist, for the buttons on match cards (at most SHORTLIST_MAX). */
export async function shortlistedIds(ctx: QueryCtx, owner: Doc<"profiles">): Promise<Id<"profiles">[]> {
  const rows = await ctx.db
    .query("shortlists")
    .withIndex("by_ownerId_and_createdAt", (q) => q.eq("ownerId", owner._id))
    .take(SHORTLIST_MAX);
  return rows.map((r) => r.profileId);
}

/** Every profile the owner hid (at most HIDDEN_MAX), for matches to leave out. */
export async function hiddenIdsOf(ctx: QueryCtx, ownerId: Id<"profiles">): Promise<Set<Id<"profiles">>> {
  const rows = await ctx.db
    .query("hiddenProfiles")
    .withIndex("by_ownerId_and_createdAt", (q) => q.eq("ownerId", ownerId))
    .take(HIDDEN_MAX);
  return new Set(rows.map((r) => r.profileId));
}

/** Where the caller stands with one profile, for its member page's buttons. */
export const vRelation = v.object({ shortlisted: v.boolean(), hidden: v.boolean() });
export async function relationTo(
  ctx: QueryCtx,
  owner: Doc<"profiles">,
  profileId: Id<"profiles">,
): Promise<Infer<typeof vRelation>> {
  return {
    shortlisted: (await rowOf(ctx, "shortlists", owner._id, profileId)) !== null,
    hidden: (await rowOf(ctx, "hiddenProfiles", owner._id, profileId)) !== null,
  };
}
