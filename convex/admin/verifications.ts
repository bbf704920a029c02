/**
 * The verification queue: ID photos and selfies waiting for a decision, oldest first. Admins
 * only: the files are copies of members' IDs and faces, and support agents' phone work never needs them
 * (docs/security.md). The member record's badge history (who granted each and when, no files) is for all
 * staff.
 */
import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { adminMutation, adminQuery, internalQuery, staffQuery } from "../functions";
import {
  badgeHistory,
  getVerificationRow,
  listVerificationQueue,
  vBadgeHistoryRow,
  vVerificationFilter,
  vVerificationRow,
  vVerificationSort,
} from "../model/admin/verificationQueue";
import { verificationFileForLink } from "../model/members/documentPrivacy";
import { decideDocument } from "../model/verification/documents";

export const list = adminQuery({
  args: {
    paginationOpts: paginationOptsValidator,
    filter: v.optional(vVerificationFilter),
    sort: v.optional(vVerificationSort),
  },
  returns: paginationResultValidator(vVerificationRow),
  handler: async (ctx, args) => await listVerificationQueue(ctx, ctx.staff, args),
});

export const get = adminQuery({
  args: { id: v.id("verificationDocuments") },
  returns: v.union(vVerificationRow, v.null()),
  handler: async (ctx, { id }) => await getVerificationRow(ctx, ctx.staff, id),
});

/** Grant the badge; the file is deleted. */
export const approve = adminMutation({
  args: { id: v.id("verificationDocuments") },
  returns: v.null(),
  handler: async (ctx, { id }) => await decideDocument(ctx, ctx.staff, id, { decision: "approve" }),
});

/** Refuse with a reason the member sees; the file is deleted and the member may send a new one. */
export const reject = adminMutation({
  args: { id: v.id("verificationDocuments"), reason: v.string() },
  returns: v.null(),
  handler: async (ctx, { id, reason }) => await decideDocument(ctx, ctx.staff, id, { decision: "reject", reason }),
});

/** A member's badges history for the member record: kind, decision, who, when (never a file). */
export const history = staffQuery({
  args: { profileId: v.id("profiles") },
  returns: v.array(vBadgeHistoryRow),
  handler: async (ctx, { profileId }) => await badgeHistory(ctx, profileId),
});

/** The `/verification-files` route's check (http.ts), run on every request: see documentPrivacy.ts. */
export const fileForLink = internalQuery({
  args: { email: v.string(), documentId: v.string() },
  returns: v.union(v.object({ storageId: v.id("_storage"), contentType: v.string() }), v.null()),
  handler: async (ctx, { email, documentId }) => await verificationFileForLink(ctx, email, documentId),
});
