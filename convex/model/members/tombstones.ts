/**
 * Deleted accounts' tombstones: after a member deletes their account (or an admin does), the identity's
 * login is deleted too, but a token issued before that may still be presented for a while (up to 60 s
 * with Clerk's session tokens, longer if the identity's deletion failed). A tombstone makes
 * `members.register` refuse that identity, so a deleted login cannot create a new pending profile.
 * Short-lived: pruned by the daily cron after TOMBSTONE_MS.
 */
import type { MutationCtx, QueryCtx } from "../../_generated/server";

export const TOMBSTONE_MS = 24 * 3_600_000;

export async function buryIdentity(ctx: MutationCtx, tokenIdentifier: string): Promise<void> {
  await ctx.db.insert("deletedIdentities", { tokenIdentifier, deletedAt: Date.now() });
}

export async function wasDeletedRecently(ctx: QueryCtx, tokenIdentifier: string, now: number): Promise<boolean> {
  const stone = await ctx.db
    .query("deletedIdentities")
    .withIndex("by_tokenIdentifier", (q) => q.eq("tokenIdentifier", tokenIdentifier))
    .order("desc")
    .first();
  return stone !== null && stone.deletedAt > now - TOMBSTONE_MS;
}

/** Removes up to `batch` tombstones older than TOMBSTONE_MS; returns how many went. */
export async function pruneTombstones(ctx: MutationCtx, now: number, batch = 500): Promise<number> {
  const old = await ctx.db
    .query("deletedIdentities")
    .withIndex("by_deletedAt", (q) => q.lt("deletedAt", now - TOMBSTONE_MS))
    .take(batch);
  for (const stone of old) await ctx.db.delete("deletedIdentities", stone._id);
  return old.length;
}
