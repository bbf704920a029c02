/**
 * Approvals screen: the pending queue (staff), approve, reject with a reason, bulk approve (admins).
 * Approving patches the profile's status, which the member's `members.me` reads: their open app
 * switches from the verification notice to the home page without a reload.
 */
import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { adminMutation, staffQuery } from "../functions";
import { listPending, vApprovalFilter, vApprovalRow, vApprovalSort } from "../model/admin/approvalQueue";
import * as Moderation from "../model/admin/moderation";
import { staffViewer } from "../model/members/photoLinks";

/** Pending members, oldest first by default, with photos and the fields checked before approving. */
export const list = staffQuery({
  args: {
    paginationOpts: paginationOptsValidator,
    filter: v.optional(vApprovalFilter),
    sort: v.optional(vApprovalSort),
  },
  returns: paginationResultValidator(vApprovalRow),
  handler: async (ctx, args) => await listPending(ctx, staffViewer(ctx.staff), args, Date.now()),
});

export const approve = adminMutation({
  args: { id: v.id("profiles") },
  returns: v.null(),
  handler: async (ctx, { id }) => await Moderation.approve(ctx, ctx.staff, id),
});

/** The reason is shown to the member (statusReason). */
export const reject = adminMutation({
  args: { id: v.id("profiles"), reason: v.string() },
  returns: v.null(),
  handler: async (ctx, { id, reason }) => await Moderation.reject(ctx, ctx.staff, id, reason),
});

/** Up to 50 at once; members that cannot be approved (any more) are reported in `skipped`. */
export const approveMany = adminMutation({
  args: { ids: v.array(v.id("profiles")) },
  returns: v.object({
    approved: v.array(v.id("profiles")),
    skipped: v.array(v.object({ id: v.id("profiles"), code: v.union(v.literal("not_found"), v.literal("conflict")) })),
  }),
  handler: async (ctx, { ids }) => await Moderation.approveMany(ctx, ctx.staff, ids),
});
