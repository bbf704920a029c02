/**
 * Profile changes waiting for review, shown in the approvals queue beside new profiles: staff see them,
 * admins approve or reject them (as for new profiles). See model/admin/profileChanges.ts.
 */
import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { adminMutation, staffQuery } from "../functions";
import * as Changes from "../model/admin/profileChanges";
import { vProfileChangeRejectReason } from "../validators";

/** Oldest first, with the approved and the proposed values side by side. */
export const list = staffQuery({
  args: {
    paginationOpts: paginationOptsValidator,
    filter: v.optional(v.object({})),
    sort: v.optional(Changes.vProfileChangeSort),
  },
  returns: paginationResultValidator(Changes.vProfileChangeRow),
  handler: async (ctx, { paginationOpts, sort }) =>
    await Changes.listChanges(ctx, paginationOpts, sort?.order ?? "asc"),
});

/** Writes the new values to the profile (matches and pages follow), audited; the member is told. */
export const approve = adminMutation({
  args: { id: v.id("profileChanges") },
  returns: v.null(),
  handler: async (ctx, { id }) => await Changes.approveChange(ctx, ctx.staff, id),
});

/** The profile keeps its values; the reason, chosen from a list, reaches the member in their language. */
export const reject = adminMutation({
  args: { id: v.id("profileChanges"), reason: vProfileChangeRejectReason },
  returns: v.null(),
  handler: async (ctx, { id, reason }) => await Changes.rejectChange(ctx, ctx.staff, id, reason),
});
