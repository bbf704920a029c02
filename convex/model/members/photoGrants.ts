/** Per-member photo grants: the owner showed this one viewer the photos their setting hides (privacy.ts). */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";

export async function hasPhotoGrant(
  ctx: QueryCtx,
  ownerId: Id<"profiles">,
  viewerId: Id<"profiles">,
): Promise<boolean> {
  const grant = await ctx.db
    .query("photoGrants")
    .withIndex("by_ownerId_and_viewerId", (q) => q.eq("ownerId", ownerId).eq("viewerId", viewerId))
    .first();
  return grant !== null;
}

/** Grant once; a second grant to the same viewer changes nothing. */
export async function grantPhotos(ctx: MutationCtx, ownerId: Id<"profiles">, viewerId: Id<"profiles">): Promise<void> {
  if (await hasPhotoGrant(ctx, ownerId, viewerId)) return;
  await ctx.db.insert("photoGrants", { ownerId, viewerId, createdAt: Date.now() });
}
