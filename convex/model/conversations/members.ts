/**
 * A member's own conversation record: read receipts on or off, and the unread total the navbar reads (one
 * document, kept in step with the unread counts on the conversation rows).
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";

export async function memberRowOf(
  ctx: QueryCtx,
  profileId: Id<"profiles">,
): Promise<Doc<"conversationMembers"> | null> {
  return await ctx.db
    .query("conversationMembers")
    .withIndex("by_profileId", (q) => q.eq("profileId", profileId))
    .unique();
}

/** Read receipts default to on. */
export async function readReceiptsOf(ctx: QueryCtx, profileId: Id<"profiles">): Promise<boolean> {
  return (await memberRowOf(ctx, profileId))?.readReceipts ?? true;
}

export async function unreadTotalOf(ctx: QueryCtx, profileId: Id<"profiles">): Promise<number> {
  return (await memberRowOf(ctx, profileId))?.unreadTotal ?? 0;
}

async function upsert(
  ctx: MutationCtx,
  profileId: Id<"profiles">,
  change: (row: { readReceipts: boolean; unreadTotal: number }) => { readReceipts: boolean; unreadTotal: number },
): Promise<void> {
  const row = await memberRowOf(ctx, profileId);
  const next = change({ readReceipts: row?.readReceipts ?? true, unreadTotal: row?.unreadTotal ?? 0 });
  if (row === null) await ctx.db.insert("conversationMembers", { profileId, ...next });
  else if (row.readReceipts !== next.readReceipts || row.unreadTotal !== next.unreadTotal)
    await ctx.db.patch("conversationMembers", row._id, next);
}

/** Add `delta` (negative to take away) to the member's unread total, never below zero. */
export async function addUnread(ctx: MutationCtx, profileId: Id<"profiles">, delta: number): Promise<void> {
  if (delta === 0) return;
  await upsert(ctx, profileId, (row) => ({ ...row, unreadTotal: Math.max(0, row.unreadTotal + delta) }));
}

export async function setReadReceipts(ctx: MutationCtx, profileId: Id<"profiles">, enabled: boolean): Promise<null> {
  await upsert(ctx, profileId, (row) => ({ ...row, readReceipts: enabled }));
  return null;
}

export async function deleteMemberRow(ctx: MutationCtx, profileId: Id<"profiles">): Promise<void> {
  const row = await memberRowOf(ctx, profileId);
  if (row !== null) await ctx.db.delete("conversationMembers", row._id);
}
