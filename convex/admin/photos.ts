/**
 * The photo queue: photos members added after their profile's approval, waiting for staff before other
 * members see them. Roles as for approvals: staff see the queue, admins decide.
 */
import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { adminMutation, staffQuery } from "../functions";
import {
  approvePhoto,
  approvePhotos,
  getQueuedPhoto,
  listPhotoQueue,
  rejectPhoto,
  vPhotoQueueRow,
  vPhotoQueueSort,
} from "../model/admin/photoQueue";
import { vPhotoRejectReason } from "../validators";

/** Waiting photos of approved members, oldest first by default, as signed links for the staff member. */
export const list = staffQuery({
  args: {
    paginationOpts: paginationOptsValidator,
    filter: v.optional(v.object({})),
    sort: v.optional(vPhotoQueueSort),
  },
  returns: paginationResultValidator(vPhotoQueueRow),
  handler: async (ctx, args) => await listPhotoQueue(ctx, ctx.staff, args),
});

export const get = staffQuery({
  args: { id: v.id("photos") },
  returns: v.union(vPhotoQueueRow, v.null()),
  handler: async (ctx, { id }) => await getQueuedPhoto(ctx, ctx.staff, id),
});

export const approve = adminMutation({
  args: { id: v.id("photos") },
  returns: v.null(),
  handler: async (ctx, { id }) => await approvePhoto(ctx, ctx.staff, id),
});

/** Up to 50 at once; photos decided or removed meanwhile are reported in `skipped`. */
export const approveMany = adminMutation({
  args: { ids: v.array(v.id("photos")) },
  returns: v.object({
    approved: v.array(v.id("photos")),
    skipped: v.array(v.object({ id: v.id("photos"), code: v.union(v.literal("not_found"), v.literal("conflict")) })),
  }),
  handler: async (ctx, { ids }) => await approvePhotos(ctx, ctx.staff, ids),
});

/** A reason from the fixed list (the member reads it in their language); the member is notified. */
export const reject = adminMutation({
  args: { id: v.id("photos"), reason: vPhotoRejectReason },
  returns: v.null(),
  handler: async (ctx, { id, reason }) => await rejectPhoto(ctx, ctx.staff, id, reason),
});
