/**
 * A member's contact data (email, mobile numbers) lives in its own table, apart from the profile, so no
 * profile projection can carry it by accident; this is the one accessor every reader goes through.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";

export async function contactsOf(ctx: QueryCtx, profileId: Id<"profiles">): Promise<Doc<"contacts"> | null> {
  return await ctx.db
    .query("contacts")
    .withIndex("by_profileId", (q) => q.eq("profileId", profileId))
    .unique();
}
