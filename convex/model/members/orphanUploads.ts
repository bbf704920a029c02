/**
 * Files uploaded but never attached to a photo (10 × 4 MB orphans stayed forever, and one was
 * HTML served from our origin). Every upload URL's file lands in `_storage` with its creation time; a
 * sweep deletes those older than ORPHAN_AFTER_MS that no photo holds. A cursor on the creation time
 * keeps each run to the files it has not looked at yet, so attached photos are not re-read every hour.
 */
import type { MutationCtx } from "../../_generated/server";

/** An upload has this long to be attached (photos.add runs seconds after the upload). */
export const ORPHAN_AFTER_MS = 3_600_000;
const CURSOR = "orphanUploads";

/** One batch of the sweep; returns how many files it deleted and whether files remain to look at. */
export async function sweepOrphanUploads(
  ctx: MutationCtx,
  now: number,
  batch = 200,
): Promise<{ deleted: number; more: boolean }> {
  const cursor = await ctx.db
    .query("sweepCursors")
    .withIndex("by_name", (q) => q.eq("name", CURSOR))
    .unique();
  const from = cursor?.position ?? 0;
  const files = await ctx.db.system
    .query("_storage")
    .withIndex("by_creation_time", (q) => q.gt("_creationTime", from).lt("_creationTime", now - ORPHAN_AFTER_MS))
    .take(batch);
  let deleted = 0;
  for (const file of files) {
    const photo = await ctx.db
      .query("photos")
      .withIndex("by_storageId", (q) => q.eq("storageId", file._id))
      .first();
    // A photo's card-size copy is held by its photo too.
    const thumbOf =
      photo ??
      (await ctx.db
        .query("photos")
        .withIndex("by_thumbStorageId", (q) => q.eq("thumbStorageId", file._id))
        .first());
    // An ID photo or selfie waiting for staff is held by its verification row.
    const document =
      thumbOf ??
      (await ctx.db
        .query("verificationDocuments")
        .withIndex("by_storageId", (q) => q.eq("storageId", file._id))
        .first());
    // A jatakam is held by its row.
    const heldBy =
      document ??
      (await ctx.db
        .query("jatakams")
        .withIndex("by_storageId", (q) => q.eq("storageId", file._id))
        .first());
    if (heldBy === null) {
      await ctx.storage.delete(file._id);
      deleted += 1;
    }
  }
  const last = files.at(-1);
  if (last !== undefined) {
    if (cursor === null) await ctx.db.insert("sweepCursors", { name: CURSOR, position: last._creationTime });
    else await ctx.db.patch("sweepCursors", cursor._id, { position: last._creationTime });
  }
  return { deleted, more: files.length === batch };
}
