import { v, type Infer } from "convex/values";
import { PHOTO_MAX_BYTES, PHOTO_MAX_COUNT, PHOTO_THUMB_MAX_BYTES } from "@matrimony/shared/rules/photos";
import { sniffImageType, SNIFF_BYTES } from "@matrimony/shared/rules/imageType";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { internalMutation, internalQuery, memberMutation, memberQuery, publicAction } from "./functions";
import { fail } from "./model/errors";
import { requireIdentity } from "./model/identity";
import { consume } from "./model/limits";
import { addPhoto, photoFileOf, photosOf, removePhoto } from "./model/members/photos";
import { photoLink, vPhotoVariant, vPhotoViewer, viewerParam } from "./model/members/photoLinks";
import { jatakamFileForLink, mayViewPhoto } from "./model/members/privacy";
import { revokeOnChange } from "./model/verification/documents";

const vAddResult = v.union(
  v.object({ ok: v.literal(true), photoId: v.id("photos"), url: v.union(v.string(), v.null()) }),
  v.object({ ok: v.literal(false), code: v.literal("invalid"), message: v.string() }),
);
const vPhotoType = v.union(
  v.literal("image/jpeg"),
  v.literal("image/png"),
  v.literal("image/webp"),
  v.literal("image/gif"),
  v.literal("image/heic"),
  v.literal("image/heif"),
  v.literal("image/avif"),
);

/** A one-time URL to upload a photo file to; refused once the gallery is full or after many in a row. */
export const generateUploadUrl = memberMutation({
  args: {},
  returns: v.string(),
  handler: async (ctx) => {
    if ((await photosOf(ctx, ctx.profile._id)).length >= PHOTO_MAX_COUNT) fail("invalid", "error.photoLimit");
    await consume(ctx, "uploadUrls", ctx.profile._id, "limit.uploads");
    return await ctx.storage.generateUploadUrl();
  },
});

/**
 * Attach an uploaded file; checked on the server (its real type from its first bytes, at most 5 MB, at
 * most 6 photos). An action, because only an action can read the stored bytes. A refused file is deleted
 * and the answer says why (`ok: false`), so nothing is left behind in storage.
 */
export const add = publicAction({
  // thumbStorageId: the photo's card-size copy, made and uploaded by the browser (optional).
  args: { storageId: v.id("_storage"), thumbStorageId: v.optional(v.id("_storage")) },
  returns: vAddResult,
  // Typed by hand: the action calls its own module's internal mutation, which TypeScript cannot infer through.
  handler: async (ctx, { storageId, thumbStorageId }): Promise<Infer<typeof vAddResult>> => {
    const identity = await requireIdentity(ctx);
    // The size comes from the file's metadata first: a missing or oversized file is never downloaded (a
    // hostile 100 MB upload costs one small query); attach then refuses it from that same metadata.
    const sniff = async (id: Id<"_storage">, maxBytes: number) => {
      const size = await ctx.runQuery(internal.photos.storedSize, { storageId: id });
      if (size === null || size > maxBytes) return null;
      const blob = await ctx.storage.get(id);
      return sniffImageType(
        blob === null ? new Uint8Array() : new Uint8Array(await blob.slice(0, SNIFF_BYTES).arrayBuffer()),
      );
    };
    return await ctx.runMutation(internal.photos.attach, {
      tokenIdentifier: identity.tokenIdentifier,
      storageId,
      sniffedType: await sniff(storageId, PHOTO_MAX_BYTES),
      ...(thumbStorageId === undefined
        ? {}
        : { thumb: { storageId: thumbStorageId, sniffedType: await sniff(thumbStorageId, PHOTO_THUMB_MAX_BYTES) } }),
    });
  },
});

/** A stored file's size in bytes from its metadata (null when it is gone), read by photos.add before any byte. */
export const storedSize = internalQuery({
  args: { storageId: v.id("_storage") },
  returns: v.union(v.number(), v.null()),
  handler: async (ctx, { storageId }) => (await ctx.db.system.get("_storage", storageId))?.size ?? null,
});

/** photos.add's database half, for the member whose token the action checked. */
export const attach = internalMutation({
  args: {
    tokenIdentifier: v.string(),
    storageId: v.id("_storage"),
    sniffedType: v.union(vPhotoType, v.null()),
    thumb: v.optional(v.object({ storageId: v.id("_storage"), sniffedType: v.union(vPhotoType, v.null()) })),
  },
  returns: vAddResult,
  handler: async (ctx, { tokenIdentifier, storageId, sniffedType, thumb }) => {
    const profile = await ctx.db
      .query("profiles")
      .withIndex("by_tokenIdentifier", (q) => q.eq("tokenIdentifier", tokenIdentifier))
      .unique();
    if (profile === null) fail("no_profile", "error.noProfile");
    const result = await addPhoto(ctx, profile, storageId, sniffedType, thumb);
    if (!result.ok) return result;
    // The photo badge vouches for the photos staff compared with a selfie; a new one ends it.
    await revokeOnChange(ctx, profile, { photoAdded: true }, "member");
    return {
      ok: true as const,
      photoId: result.photo._id,
      url: await photoLink({ kind: "member", profileId: profile._id }, result.photo._id, "full", Date.now()),
    };
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

/**
 * A fresh link for a photo link of the caller's that stopped loading (links last 5 to 15 minutes, and a page
 * can stay open longer): the same photo and variant, made out to the caller again, only when they may still
 * see it (`mayViewPhoto`, the route's own check); null otherwise. A link made out to anyone else (a staff
 * member, a shared biodata, another member) is not renewed, so a leaked link cannot be kept alive.
 */
export const freshLink = memberQuery({
  args: { link: v.string() },
  returns: v.union(v.string(), v.null()),
  handler: async (ctx, { link }) => {
    if (link.length > 2048) return null;
    let params: URLSearchParams;
    try {
      params = new URL(link, "https://photo.invalid").searchParams;
    } catch {
      return null;
    }
    const viewer = { kind: "member" as const, profileId: ctx.profile._id };
    const variant = params.get("k");
    // Photos only: a jatakam's link comes with the member page, which a page reload asks again.
    if (params.get("v") !== viewerParam(viewer) || (variant !== "full" && variant !== "thumb")) return null;
    const id = ctx.db.normalizeId("photos", params.get("p") ?? "");
    const photo = id === null ? null : await ctx.db.get("photos", id);
    if (photo === null || !(await mayViewPhoto(ctx, viewer, photo))) return null;
    return await photoLink(viewer, photo._id, variant, Date.now());
  },
});

/**
 * The photo route's check (http.ts), run again on every request: the file to stream for a signed link's
 * viewer, photo and variant, or null when the photo is gone or the viewer may no longer see it (a block,
 * a privacy change, a removed staff member).
 */
export const fileForLink = internalQuery({
  args: { viewer: vPhotoViewer, photoId: v.string(), variant: vPhotoVariant },
  returns: v.union(v.object({ storageId: v.id("_storage"), contentType: v.string() }), v.null()),
  handler: async (ctx, { viewer, photoId, variant }) => {
    // A jatakam goes through the same signed route, under its owner's own setting.
    if (variant === "jatakam") return await jatakamFileForLink(ctx, viewer, photoId);
    const id = ctx.db.normalizeId("photos", photoId);
    const photo = id === null ? null : await ctx.db.get("photos", id);
    if (photo === null || !(await mayViewPhoto(ctx, viewer, photo))) return null;
    const storageId = photoFileOf(photo, variant);
    const meta = await ctx.db.system.get("_storage", storageId);
    if (meta === null) return null;
    return { storageId, contentType: variant === "full" ? photo.contentType : (meta.contentType ?? photo.contentType) };
  },
});
