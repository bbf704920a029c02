import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { isImageContentType, PHOTO_MAX_BYTES, PHOTO_MAX_COUNT } from "@matrimony/shared/rules/photos";
import { en } from "@matrimony/shared/messages";
import type { PhotoType } from "@matrimony/shared/rules/imageType";
import { fail } from "../errors";

export async function photosOf(ctx: QueryCtx, profileId: Id<"profiles">): Promise<Doc<"photos">[]> {
  return await ctx.db
    .query("photos")
    .withIndex("by_profileId_and_order", (q) => q.eq("profileId", profileId))
    .take(PHOTO_MAX_COUNT + 1);
}

/** URL of the profile photo (the lowest order), or null when the member has none. */
export async function profilePhotoUrl(ctx: QueryCtx, profileId: Id<"profiles">): Promise<string | null> {
  const first = await ctx.db
    .query("photos")
    .withIndex("by_profileId_and_order", (q) => q.eq("profileId", profileId))
    .first();
  return first === null ? null : await ctx.storage.getUrl(first.storageId);
}

export type PhotoView = { photoId: Id<"photos">; url: string; order: number };

export async function photoViews(ctx: QueryCtx, profileId: Id<"profiles">): Promise<PhotoView[]> {
  const out: PhotoView[] = [];
  for (const photo of await photosOf(ctx, profileId)) {
    const url = await ctx.storage.getUrl(photo.storageId);
    if (url !== null) out.push({ photoId: photo._id, url, order: photo.order });
  }
  return out;
}

export type AddPhotoResult =
  | { ok: true; photo: Doc<"photos"> }
  | { ok: false; code: "invalid"; message: string };

/**
 * Attach an uploaded file to the member's gallery after checking it on the server from the stored
 * file's own metadata and first bytes (never the client's word). A refused file is deleted and the refusal returned, not
 * thrown: a throw would roll the deletion back and leave the file behind.
 */
export async function addPhoto(
  ctx: MutationCtx,
  profile: Doc<"profiles">,
  storageId: Id<"_storage">,
  /** The type read from the file's first bytes by the action (photos.add); null when it is no image. */
  sniffedType: PhotoType | null,
): Promise<AddPhotoResult> {
  const meta = await ctx.db.system.get("_storage", storageId);
  if (meta === null) fail("not_found", "error.photoNotFound");
  const attached = await ctx.db
    .query("photos")
    .withIndex("by_storageId", (q) => q.eq("storageId", storageId))
    .first();
  if (attached !== null) fail("conflict", "error.photoNotFound");
  const existing = await photosOf(ctx, profile._id);
  const problem = !isImageContentType(meta.contentType)
    ? ("error.photoNotImage" as const)
    : meta.size > PHOTO_MAX_BYTES
      ? ("error.photoTooLarge" as const)
      : existing.length >= PHOTO_MAX_COUNT
        ? ("error.photoLimit" as const)
        : null;
  if (problem !== null || sniffedType === null) {
    await ctx.storage.delete(storageId);
    return { ok: false, code: "invalid", message: en[problem ?? "error.photoNotImage"] };
  }
  const order = existing.reduce((max, p) => Math.max(max, p.order), -1) + 1;
  const photoId = await ctx.db.insert("photos", {
    profileId: profile._id,
    storageId,
    order,
    // What the bytes are, not what the uploader said.
    contentType: sniffedType,
    size: meta.size,
    createdAt: Date.now(),
  });
  const photo = await ctx.db.get("photos", photoId);
  if (photo === null) throw new Error("photo vanished after insert");
  return { ok: true, photo };
}

/** Remove one photo and its file. */
export async function removePhoto(ctx: MutationCtx, photo: Doc<"photos">): Promise<void> {
  await ctx.db.delete("photos", photo._id);
  await ctx.storage.delete(photo.storageId);
}
