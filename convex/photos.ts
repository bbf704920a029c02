import { v } from "convex/values";
import { memberMutation } from "./functions";
import { fail } from "./model/errors";
import { PHOTO_MAX_COUNT } from "@matrimony/shared/rules/photos";
import { addPhoto, photosOf, removePhoto } from "./model/members/photos";

/** A one-time URL to upload a photo file to; refused once the gallery is full. */
export const generateUploadUrl = memberMutation({
  args: {},
  returns: v.string(),
  handler: async (ctx) => {
    if ((await photosOf(ctx, ctx.profile._id)).length >= PHOTO_MAX_COUNT) fail("invalid", "error.photoLimit");
    return await ctx.storage.generateUploadUrl();
  },
});

/**
 * Attach an uploaded file; checked on the server (image type, at most 5 MB, at most 6 photos). A refused
 * file is deleted and the answer says why (`ok: false`), so nothing is left behind in storage.
 */
export const add = memberMutation({
  args: { storageId: v.id("_storage") },
  returns: v.union(
    v.object({ ok: v.literal(true), photoId: v.id("photos"), url: v.union(v.string(), v.null()) }),
    v.object({ ok: v.literal(false), code: v.literal("invalid"), message: v.string() }),
  ),
  handler: async (ctx, { storageId }) => {
    const result = await addPhoto(ctx, ctx.profile, storageId);
    if (!result.ok) return result;
    return { ok: true as const, photoId: result.photo._id, url: await ctx.storage.getUrl(result.photo.storageId) };
  },
});

/** Remove one of the caller's own photos and its file. */
export const remove = memberMutation({
  args: { photoId: v.string() },
  returns: v.null(),
  handler: async (ctx, { photoId }) => {
    const id = ctx.db.normalizeId("photos", photoId);
    const photo = id === null ? null : await ctx.db.get("photos", id);
    if (photo === null || photo.profileId !== ctx.profile._id) fail("not_found", "error.photoNotFound");
    await removePhoto(ctx, photo);
    return null;
  },
});
