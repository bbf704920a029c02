import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import {
  isImageContentType,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_COUNT,
  PHOTO_THUMB_MAX_BYTES,
  PHOTO_THUMB_TYPES,
} from "@matrimony/shared/rules/photos";
import { en } from "@matrimony/shared/messages";
import type { PhotoType } from "@matrimony/shared/rules/imageType";
import type { PhotoRejectReason } from "@matrimony/shared/rules/photoReview";
import { fail } from "../errors";
import { photoLink, type PhotoVariant, type PhotoViewer } from "./photoLinks";

/** Every photo of a member, whatever its review: what the owner and staff see. */
export async function photosOf(
  ctx: QueryCtx,
  profileId: Id<"profiles">,
  limit = PHOTO_MAX_COUNT + 1,
): Promise<Doc<"photos">[]> {
  return await ctx.db
    .query("photos")
    .withIndex("by_profileId_and_order", (q) => q.eq("profileId", profileId))
    .take(limit);
}

/** Whether staff approved the photo (or it predates review): only these reach other members. */
export function isApprovedPhoto(photo: Doc<"photos">): boolean {
  return photo.reviewState === undefined;
}

/**
 * A member's approved photos in gallery order: what any other member may see (privacy.ts then applies the
 * owner's setting). The first is the profile photo others see, even when a pending one comes before it.
 */
export async function approvedPhotosOf(
  ctx: QueryCtx,
  profileId: Id<"profiles">,
  limit = PHOTO_MAX_COUNT + 1,
): Promise<Doc<"photos">[]> {
  return await ctx.db
    .query("photos")
    .withIndex("by_profileId_and_reviewState_and_order", (q) =>
      q.eq("profileId", profileId).eq("reviewState", undefined),
    )
    .take(limit);
}

/** A photo other members can see: one staff approved (a photo waiting for review shows nobody anything). */
export async function hasPhoto(ctx: QueryCtx, profileId: Doc<"profiles">["_id"]): Promise<boolean> {
  const first = await ctx.db
    .query("photos")
    .withIndex("by_profileId_and_reviewState_and_order", (q) =>
      q.eq("profileId", profileId).eq("reviewState", undefined),
    )
    .first();
  return first !== null;
}

/**
 * The profile photo (the lowest order) as signed links for `viewer` (photoLinks.ts): its URL and its
 * card-size copy's, or null when the member has none. Whatever its review: for staff, who see every photo;
 * members get photos through privacy.ts.
 */
export async function profilePhoto(
  ctx: QueryCtx,
  viewer: PhotoViewer,
  profileId: Id<"profiles">,
): Promise<{ url: string; thumbUrl: string } | null> {
  const first = await ctx.db
    .query("photos")
    .withIndex("by_profileId_and_order", (q) => q.eq("profileId", profileId))
    .first();
  const view = first === null ? null : await photoViewOf(ctx, viewer, first);
  return view === null ? null : { url: view.url, thumbUrl: view.thumbUrl };
}

/** URL of the profile photo (the lowest order) for `viewer`, or null when the member has none. */
export async function profilePhotoUrl(
  ctx: QueryCtx,
  viewer: PhotoViewer,
  profileId: Id<"profiles">,
): Promise<string | null> {
  return (await profilePhoto(ctx, viewer, profileId))?.url ?? null;
}

/** A photo not (yet) shown to other members, as its owner and staff see it: waiting, or refused and why. */
export type PhotoReview = { state: "pending" } | { state: "rejected"; reason?: PhotoRejectReason };
export type PhotoView = { photoId: Id<"photos">; url: string; thumbUrl: string; order: number; review?: PhotoReview };

function reviewOf(photo: Doc<"photos">): PhotoReview | undefined {
  if (photo.reviewState === "pending") return { state: "pending" };
  if (photo.reviewState === "rejected")
    return photo.rejectReason === undefined ? { state: "rejected" } : { state: "rejected", reason: photo.rejectReason };
  return undefined;
}

/**
 * One photo as it leaves the server, for one viewer: signed links to the photo and its card-size copy
 * (never storage URLs, which outlive a block or a privacy change), or null when the file is gone or no
 * link secret is configured.
 */
export async function photoViewOf(ctx: QueryCtx, viewer: PhotoViewer, photo: Doc<"photos">): Promise<PhotoView | null> {
  if ((await ctx.db.system.get("_storage", photo.storageId)) === null) return null;
  const now = Date.now();
  const url = await photoLink(viewer, photo._id, "full", now);
  if (url === null) return null;
  // Photos uploaded before thumbnails have no card-size copy: the route then serves the photo itself.
  const thumbUrl =
    photo.thumbStorageId === undefined ? url : ((await photoLink(viewer, photo._id, "thumb", now)) ?? url);
  const review = reviewOf(photo);
  return { photoId: photo._id, url, thumbUrl, order: photo.order, ...(review === undefined ? {} : { review }) };
}

export async function photoViews(ctx: QueryCtx, viewer: PhotoViewer, profileId: Id<"profiles">): Promise<PhotoView[]> {
  const out: PhotoView[] = [];
  for (const photo of await photosOf(ctx, profileId)) {
    const view = await photoViewOf(ctx, viewer, photo);
    if (view !== null) out.push(view);
  }
  return out;
}

/**
 * The file the photo route streams for a variant: the card-size copy when there is one (the photo itself
 * otherwise, as for photos uploaded before thumbnails). Whoever may see a photo may see its copy.
 */
export function photoFileOf(photo: Doc<"photos">, variant: PhotoVariant): Id<"_storage"> {
  return variant === "thumb" && photo.thumbStorageId !== undefined ? photo.thumbStorageId : photo.storageId;
}

/**
 * Whether a stored file already belongs to a photo, as the photo or as its thumbnail, or to a waiting ID
 * photo or selfie: a verification file is staff-only, so it never becomes a gallery photo or a thumbnail
 * (which any viewer could open), and is never deleted as a refused upload.
 */
async function isAttached(ctx: QueryCtx, storageId: Id<"_storage">): Promise<boolean> {
  return await isAttachedFile(ctx, storageId);
}

/**
 * Whether a stored file belongs to a photo, a thumbnail, a waiting verification file or a jatakam (whose
 * own setting may be stricter than the photos'): an upload is attached to one owner only.
 */
export async function isAttachedFile(ctx: QueryCtx, storageId: Id<"_storage">): Promise<boolean> {
  const asJatakam = await ctx.db
    .query("jatakams")
    .withIndex("by_storageId", (q) => q.eq("storageId", storageId))
    .first();
  if (asJatakam !== null) return true;
  const asDocument = await ctx.db
    .query("verificationDocuments")
    .withIndex("by_storageId", (q) => q.eq("storageId", storageId))
    .first();
  if (asDocument !== null) return true;
  const asPhoto = await ctx.db
    .query("photos")
    .withIndex("by_storageId", (q) => q.eq("storageId", storageId))
    .first();
  if (asPhoto !== null) return true;
  const asThumb = await ctx.db
    .query("photos")
    .withIndex("by_thumbStorageId", (q) => q.eq("thumbStorageId", storageId))
    .first();
  return asThumb !== null;
}

export type ThumbnailUpload = { storageId: Id<"_storage">; sniffedType: PhotoType | null };

/**
 * The thumbnail to keep with a new photo, or undefined. One that is no small JPEG, PNG or WebP (by its
 * bytes) is deleted and the photo shows its original instead: a missing thumbnail costs speed, not the
 * upload. A file that is already some photo's is left alone (it is not the caller's to delete).
 */
async function acceptThumbnail(
  ctx: MutationCtx,
  thumb: ThumbnailUpload | undefined,
  photoStorageId: Id<"_storage">,
): Promise<Id<"_storage"> | undefined> {
  if (thumb === undefined || thumb.storageId === photoStorageId) return undefined;
  const meta = await ctx.db.system.get("_storage", thumb.storageId);
  if (meta === null || (await isAttached(ctx, thumb.storageId))) return undefined;
  const fits =
    thumb.sniffedType !== null &&
    PHOTO_THUMB_TYPES.some((t) => t === thumb.sniffedType) &&
    meta.size <= PHOTO_THUMB_MAX_BYTES;
  if (fits) return thumb.storageId;
  await ctx.storage.delete(thumb.storageId);
  return undefined;
}

/** Deletes an unattached thumbnail upload whose photo was refused. */
async function dropThumbnail(ctx: MutationCtx, thumb: ThumbnailUpload | undefined): Promise<void> {
  if (thumb === undefined) return;
  const meta = await ctx.db.system.get("_storage", thumb.storageId);
  if (meta !== null && !(await isAttached(ctx, thumb.storageId))) await ctx.storage.delete(thumb.storageId);
}

// --- end of card-size copies

export type AddPhotoResult = { ok: true; photo: Doc<"photos"> } | { ok: false; code: "invalid"; message: string };

/**
 * Attach an uploaded file to the member's gallery after checking it on the server from the stored
 * file's own metadata and first bytes (never the client's word). A refused file is deleted and the refusal returned,
 * not
 * thrown: a throw would roll the deletion back and leave the file behind.
 */
export async function addPhoto(
  ctx: MutationCtx,
  profile: Doc<"profiles">,
  storageId: Id<"_storage">,
  /** The type read from the file's first bytes by the action (photos.add); null when it is no image. */
  sniffedType: PhotoType | null,
  /** Its card-size copy, uploaded beside it by the browser (optional). */
  thumb?: ThumbnailUpload,
): Promise<AddPhotoResult> {
  const meta = await ctx.db.system.get("_storage", storageId);
  if (meta === null) fail("not_found", "error.photoNotFound");
  // Another photo's file, or another photo's thumbnail: never a second owner for one file.
  if (await isAttached(ctx, storageId)) fail("conflict", "error.photoNotFound");
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
    await dropThumbnail(ctx, thumb);
    return { ok: false, code: "invalid", message: en[problem ?? "error.photoNotImage"] };
  }
  const order = existing.reduce((max, p) => Math.max(max, p.order), -1) + 1;
  const thumbStorageId = await acceptThumbnail(ctx, thumb, storageId);
  const photoId = await ctx.db.insert("photos", {
    profileId: profile._id,
    storageId,
    order,
    // What the bytes are, not what the uploader said.
    contentType: sniffedType,
    size: meta.size,
    createdAt: Date.now(),
    // Other members see it once staff approve it (the photo queue, or the profile's own approval).
    reviewState: "pending",
    ...(thumbStorageId === undefined ? {} : { thumbStorageId }),
  });
  const photo = await ctx.db.get("photos", photoId);
  if (photo === null) throw new Error("photo vanished after insert");
  return { ok: true, photo };
}

/** Remove one photo and its files. */
export async function removePhoto(ctx: MutationCtx, photo: Doc<"photos">): Promise<void> {
  await ctx.db.delete("photos", photo._id);
  await ctx.storage.delete(photo.storageId);
  if (photo.thumbStorageId !== undefined) await ctx.storage.delete(photo.thumbStorageId);
}
