/**
 * The rows that point at a deleted member: both the member's own account deletion and the console's
 * deletion end with this purge, so it sits below both. What a kept safety record needs (the reveals the
 * member made, the reports against them) stays until the record ends (model/safety/records.ts).
 */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { PurgeBudget } from "../purgeBudget";
import { linksOf } from "./biodataLinks";
import { purgeSafetyRows } from "../safety/safetyPurge";
import { purgeConversationRows } from "../conversations/purge";
import { safetyRecordOf } from "../safety/records";
import { deletePreferences } from "../notifications/preferences";
import { deleteOptIns } from "../whatsapp/optIns";
import { removeAllSubscriptions } from "../push/subscriptions";
import { deleteChangeOf } from "./profileChanges";
import { purgeVerificationDocuments } from "../verification/documents";

/**
 * Related rows handled per transaction. A member's activity is usually a few hundred rows; a very
 * active one continues in follow-up transactions (`purgeRelated` returns false until all are gone).
 */
export const PURGE_BATCH = 1000;

/**
 * Delete (or, for payments, unlink) up to `limit` rows that point at the member; true once none is
 * left. Each source is an index range on the member's id, so repeated calls make progress.
 */
export async function purgeRelated(
  ctx: MutationCtx,
  id: Id<"profiles">,
  limit: number = PURGE_BATCH,
): Promise<boolean> {
  const budget = new PurgeBudget(limit);
  // The member's notifications, their mails and SMS not yet sent, and their choices.
  const outbox = await ctx.db
    .query("notificationOutbox")
    .withIndex("by_profileId", (q) => q.eq("profileId", id))
    .take(budget.left);
  if (!(await budget.step(outbox, (r) => ctx.db.delete("notificationOutbox", r._id)))) return false;
  const inbox = await ctx.db
    .query("notifications")
    .withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", id))
    .take(budget.left);
  if (!(await budget.step(inbox, (r) => ctx.db.delete("notifications", r._id)))) return false;
  await deletePreferences(ctx, id);
  await deleteOptIns(ctx, id);
  await removeAllSubscriptions(ctx, id);
  // Shared biodata links go with the account (a deleted member's links already show nothing).
  const biodataLinks = await linksOf(ctx, id, budget.left);
  if (!(await budget.step(biodataLinks, (r) => ctx.db.delete("biodataLinks", r._id)))) return false;
  // A change waiting for review goes with the member (the queue shows nothing of a deleted profile).
  await deleteChangeOf(ctx, id);
  const viewsBy = await ctx.db
    .query("profileViews")
    .withIndex("by_viewerId_and_viewedAt", (q) => q.eq("viewerId", id))
    .take(budget.left);
  if (!(await budget.step(viewsBy, (r) => ctx.db.delete("profileViews", r._id)))) return false;
  const viewsOf = await ctx.db
    .query("profileViews")
    .withIndex("by_viewedId_and_viewedAt", (q) => q.eq("viewedId", id))
    .take(budget.left);
  if (!(await budget.step(viewsOf, (r) => ctx.db.delete("profileViews", r._id)))) return false;
  // Photo requests and per-member photo grants, both ways.
  const asked = await ctx.db
    .query("photoRequests")
    .withIndex("by_fromId_and_toId", (q) => q.eq("fromId", id))
    .take(budget.left);
  if (!(await budget.step(asked, (r) => ctx.db.delete("photoRequests", r._id)))) return false;
  const askedOf = await ctx.db
    .query("photoRequests")
    .withIndex("by_toId", (q) => q.eq("toId", id))
    .take(budget.left);
  if (!(await budget.step(askedOf, (r) => ctx.db.delete("photoRequests", r._id)))) return false;
  const granted = await ctx.db
    .query("photoGrants")
    .withIndex("by_ownerId_and_viewerId", (q) => q.eq("ownerId", id))
    .take(budget.left);
  if (!(await budget.step(granted, (r) => ctx.db.delete("photoGrants", r._id)))) return false;
  const grantedTo = await ctx.db
    .query("photoGrants")
    .withIndex("by_viewerId", (q) => q.eq("viewerId", id))
    .take(budget.left);
  if (!(await budget.step(grantedTo, (r) => ctx.db.delete("photoGrants", r._id)))) return false;
  const pageGrants = await ctx.db
    .query("matchPageGrants")
    .withIndex("by_viewerId_and_openedAt", (q) => q.eq("viewerId", id))
    .take(budget.left);
  if (!(await budget.step(pageGrants, (r) => ctx.db.delete("matchPageGrants", r._id)))) return false;
  // The reveals a member with a safety record made stay for its year: the victims' "who saw my number"
  // and the console keep them (model/safety/records.ts deletes them with the record).
  if ((await safetyRecordOf(ctx, id)) === null) {
    const revealsBy = await ctx.db
      .query("contactReveals")
      .withIndex("by_viewerId_and_revealedAt", (q) => q.eq("viewerId", id))
      .take(budget.left);
    if (!(await budget.step(revealsBy, (r) => ctx.db.delete("contactReveals", r._id)))) return false;
  }
  const revealsOf = await ctx.db
    .query("contactReveals")
    .withIndex("by_viewedId_and_revealedAt", (q) => q.eq("viewedId", id))
    .take(budget.left);
  if (!(await budget.step(revealsOf, (r) => ctx.db.delete("contactReveals", r._id)))) return false;
  const interestsBy = await ctx.db
    .query("interests")
    .withIndex("by_fromId_and_createdAt", (q) => q.eq("fromId", id))
    .take(budget.left);
  if (!(await budget.step(interestsBy, (r) => ctx.db.delete("interests", r._id)))) return false;
  const interestsTo = await ctx.db
    .query("interests")
    .withIndex("by_toId_and_createdAt", (q) => q.eq("toId", id))
    .take(budget.left);
  if (!(await budget.step(interestsTo, (r) => ctx.db.delete("interests", r._id)))) return false;
  const notes = await ctx.db
    .query("callNotes")
    .withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", id))
    .take(budget.left);
  if (!(await budget.step(notes, (r) => ctx.db.delete("callNotes", r._id)))) return false;
  // The badge history and any SMS code in flight go with the member (the account is erased).
  const history = await ctx.db
    .query("verifications")
    .withIndex("by_profileId", (q) => q.eq("profileId", id))
    .take(budget.left);
  if (!(await budget.step(history, (r) => ctx.db.delete("verifications", r._id)))) return false;
  const codes = await ctx.db
    .query("verificationCodes")
    .withIndex("by_profileId_and_purpose", (q) => q.eq("profileId", id))
    .take(budget.left);
  if (!(await budget.step(codes, (r) => ctx.db.delete("verificationCodes", r._id)))) return false;
  // Conversations first: an open report's excerpt decides below whether that report stays open.
  if (!(await purgeConversationRows(ctx, id, budget))) return false;
  if (!(await purgeSafetyRows(ctx, id, budget))) return false;
  // ID photos and selfies waiting for staff: at most one per kind, deleted with their files.
  await purgeVerificationDocuments(ctx, id);
  // Tax invoices and credit notes are kept as issued (GST law keeps them for years), unlinked from the account.
  const documents = await ctx.db
    .query("taxDocuments")
    .withIndex("by_profileId_and_issuedAt", (q) => q.eq("profileId", id))
    .take(budget.left);
  if (!(await budget.step(documents, (r) => ctx.db.patch("taxDocuments", r._id, { profileId: undefined }))))
    return false;
  // Accounting keeps the payment, not the person: the row leaves the member's index range when unlinked.
  const payments = await ctx.db
    .query("payments")
    .withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", id))
    .take(budget.left);
  return await budget.step(payments, (r) => ctx.db.patch("payments", r._id, { profileId: undefined }));
}
