/**
 * The photo queue: photos members added that wait for staff before any other member sees them, oldest
 * first (first come, first served). Staff list it; admins approve (one, or a screen at once) or reject with
 * a reason from a fixed list, which the member reads in their own language. Each decision is audited.
 *
 * A member's first photos, added before their profile is approved, are reviewed with the profile: the
 * approver sees them on the approval card, and approving the profile approves them
 * (`approvePhotosWithProfile`). The queue therefore lists only photos of approved members.
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import { v, type Infer } from "convex/values";
import { MAX_BULK_PHOTO_DECISIONS, type PhotoRejectReason } from "@matrimony/shared/rules/photoReview";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { profileFields, vProfileStatus } from "../../validators";
import { audit } from "../audit";
import { fail } from "../errors";
import type { StaffMember } from "../identity";
import { notify } from "../notifications/notify";
import { approvedPhotosOf, photosOf, photoViewOf } from "../members/photos";
import { staffViewer, type PhotoViewer } from "../members/photoLinks";
import { vPhoto } from "../members/projections";
import { boundedPage, mapPage, vOrder } from "./lists";

export const vPhotoQueueSort = v.object({ field: v.literal("createdAt"), order: vOrder });

export const vPhotoQueueRow = v.object({
  /** The photo's id: react-admin's record id. */
  _id: v.id("photos"),
  createdAt: v.number(),
  /** Signed links for the staff member reading the queue, through the same route as every photo. */
  url: v.string(),
  thumbUrl: v.string(),
  profileId: v.id("profiles"),
  profileCode: v.string(),
  fullName: v.string(),
  gender: profileFields.gender,
  dateOfBirth: v.string(),
  status: vProfileStatus,
  /** The member's photos other members already see, to compare a new face with. */
  approvedPhotos: v.array(vPhoto),
});
export type PhotoQueueRow = Infer<typeof vPhotoQueueRow>;

async function toRow(ctx: QueryCtx, viewer: PhotoViewer, photo: Doc<"photos">): Promise<PhotoQueueRow | null> {
  const profile = await ctx.db.get("profiles", photo.profileId);
  // Photos of members not (or no longer) approved are reviewed with the profile's approval or reinstatement.
  if (profile === null || profile.status !== "approved") return null;
  const view = await photoViewOf(ctx, viewer, photo);
  if (view === null) return null;
  const approved = [];
  for (const other of await approvedPhotosOf(ctx, profile._id)) {
    const otherView = await photoViewOf(ctx, viewer, other);
    if (otherView !== null) approved.push(otherView);
  }
  return {
    _id: photo._id,
    createdAt: photo.createdAt,
    url: view.url,
    thumbUrl: view.thumbUrl,
    profileId: profile._id,
    profileCode: profile.profileCode,
    fullName: profile.fullName,
    gender: profile.gender,
    dateOfBirth: profile.dateOfBirth,
    status: profile.status,
    approvedPhotos: approved,
  };
}

/**
 * Pending photos of approved members, oldest first by default. Photos of members awaiting approval are
 * skipped after the index read, so a page may come back short while `isDone` is false (lists.ts).
 */
export async function listPhotoQueue(
  ctx: QueryCtx,
  staff: StaffMember,
  args: { paginationOpts: PaginationOptions; sort?: Infer<typeof vPhotoQueueSort> },
): Promise<PaginationResult<PhotoQueueRow>> {
  const result = await ctx.db
    .query("photos")
    .withIndex("by_reviewState_and_createdAt", (q) => q.eq("reviewState", "pending"))
    .order(args.sort?.order ?? "asc")
    .paginate(boundedPage(args.paginationOpts, false));
  const viewer = staffViewer(staff);
  const rows = await mapPage(result, (photo) => toRow(ctx, viewer, photo));
  return { ...rows, page: rows.page.filter((row): row is PhotoQueueRow => row !== null) };
}

/** One queued photo, or null when it is gone, decided, or its member is not approved. */
export async function getQueuedPhoto(
  ctx: QueryCtx,
  staff: StaffMember,
  id: Id<"photos">,
): Promise<PhotoQueueRow | null> {
  const photo = await ctx.db.get("photos", id);
  if (photo === null || photo.reviewState !== "pending") return null;
  return await toRow(ctx, staffViewer(staff), photo);
}

async function ownerCode(ctx: MutationCtx, photo: Doc<"photos">): Promise<string> {
  return (await ctx.db.get("profiles", photo.profileId))?.profileCode ?? "?";
}

async function approveOne(ctx: MutationCtx, staff: StaffMember, photo: Doc<"photos">, how: string): Promise<void> {
  await ctx.db.patch("photos", photo._id, { reviewState: undefined, rejectReason: undefined });
  await audit(ctx, {
    actor: staff.email,
    action: "photo.approve",
    target: await ownerCode(ctx, photo),
    details: `${photo._id} (${how})`,
  });
}

async function pendingPhotoOrFail(ctx: MutationCtx, id: Id<"photos">): Promise<Doc<"photos">> {
  const photo = await ctx.db.get("photos", id);
  if (photo === null) fail("not_found", "error.photoNotFound");
  if (photo.reviewState !== "pending") fail("conflict", "console.photoAlreadyReviewed");
  return photo;
}

export async function approvePhoto(ctx: MutationCtx, staff: StaffMember, id: Id<"photos">): Promise<null> {
  await approveOne(ctx, staff, await pendingPhotoOrFail(ctx, id), "queue");
  return null;
}

export type BulkPhotoApproval = {
  approved: Id<"photos">[];
  skipped: { id: Id<"photos">; code: "not_found" | "conflict" }[];
};

/**
 * Approve each listed photo still waiting; the others are reported, not fatal, so a photo a colleague
 * decided meanwhile, or one its member removed, does not undo the whole selection.
 */
export async function approvePhotos(
  ctx: MutationCtx,
  staff: StaffMember,
  ids: Id<"photos">[],
): Promise<BulkPhotoApproval> {
  const unique = [...new Set(ids)];
  if (unique.length > MAX_BULK_PHOTO_DECISIONS) fail("invalid", "console.tooManyPhotos", "ids");
  const result: BulkPhotoApproval = { approved: [], skipped: [] };
  for (const id of unique) {
    const photo = await ctx.db.get("photos", id);
    if (photo === null) result.skipped.push({ id, code: "not_found" });
    else if (photo.reviewState !== "pending") result.skipped.push({ id, code: "conflict" });
    else {
      await approveOne(ctx, staff, photo, "bulk");
      result.approved.push(id);
    }
  }
  return result;
}

/**
 * Refuse a waiting photo: other members never see it; its owner sees it marked with the reason, in their
 * language, and may remove it. The member is told once (bell, and mail unless they turned account mail off).
 */
export async function rejectPhoto(
  ctx: MutationCtx,
  staff: StaffMember,
  id: Id<"photos">,
  reason: PhotoRejectReason,
): Promise<null> {
  const photo = await pendingPhotoOrFail(ctx, id);
  await ctx.db.patch("photos", photo._id, { reviewState: "rejected", rejectReason: reason });
  await notify(ctx, {
    profileId: photo.profileId,
    kind: "photoRejected",
    params: { photoReason: reason },
    dedupeKey: `photoRejected:${photo._id}`,
  });
  await audit(ctx, {
    actor: staff.email,
    action: "photo.reject",
    target: await ownerCode(ctx, photo),
    details: `${photo._id}: ${reason}`,
  });
  return null;
}

/**
 * Approving a profile approves the photos it was shown with: the approver saw every one of them on the
 * approval card (refused ones stay refused). Called by the profile's approval, alone or in bulk.
 */
export async function approvePhotosWithProfile(
  ctx: MutationCtx,
  staff: StaffMember,
  profileId: Id<"profiles">,
): Promise<void> {
  for (const photo of await photosOf(ctx, profileId)) {
    if (photo.reviewState === "pending") await approveOne(ctx, staff, photo, "with the profile");
  }
}
