/**
 * An admin deletes a member's account (a settled marriage, a fake profile, a member who asked by phone):
 * the profile, contacts, photos and their files, views and contact reveals in both directions, and call
 * notes go; payment rows stay for the accounts with the link to the person cleared. Audit entries stay
 * too: they name staff and a profile code, not the person, and they are the record that the deletion
 * happened. The identity (Clerk, or the local identity) is deleted afterwards by an action (it needs the
 * network), which the caller schedules with what `removeMember` returns.
 */
import { normaliseProfileCode } from "@matrimony/shared/profileCode";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { audit } from "./audit";
import { fail } from "./errors";
import type { StaffMember } from "./identity";
import { contactsOf } from "./members";
import { photosOf, removePhoto } from "./photos";
import { profileOrFail } from "./adminModeration";

/**
 * Related rows handled per transaction. A member's activity is usually a few hundred rows; a very
 * active one continues in follow-up transactions (`purgeRelated` returns false until all are gone).
 */
export const PURGE_BATCH = 1000;

/**
 * Delete (or, for payments, unlink) up to `budget` rows that point at the member; true once none is
 * left. Each source is an index range on the member's id, so repeated calls make progress.
 */
export async function purgeRelated(ctx: MutationCtx, id: Id<"profiles">, budget: number = PURGE_BATCH): Promise<boolean> {
  let left = budget;
  const step = async <T>(rows: T[], act: (row: T) => Promise<void>): Promise<boolean> => {
    for (const row of rows) await act(row);
    left -= rows.length;
    return left > 0;
  };
  const viewsBy = await ctx.db.query("profileViews").withIndex("by_viewerId_and_viewedAt", (q) => q.eq("viewerId", id)).take(left);
  if (!(await step(viewsBy, (r) => ctx.db.delete("profileViews", r._id)))) return false;
  const viewsOf = await ctx.db.query("profileViews").withIndex("by_viewedId_and_viewedAt", (q) => q.eq("viewedId", id)).take(left);
  if (!(await step(viewsOf, (r) => ctx.db.delete("profileViews", r._id)))) return false;
  const revealsBy = await ctx.db.query("contactReveals").withIndex("by_viewerId_and_revealedAt", (q) => q.eq("viewerId", id)).take(left);
  if (!(await step(revealsBy, (r) => ctx.db.delete("contactReveals", r._id)))) return false;
  const revealsOf = await ctx.db.query("contactReveals").withIndex("by_viewedId_and_revealedAt", (q) => q.eq("viewedId", id)).take(left);
  if (!(await step(revealsOf, (r) => ctx.db.delete("contactReveals", r._id)))) return false;
  const notes = await ctx.db.query("callNotes").withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", id)).take(left);
  if (!(await step(notes, (r) => ctx.db.delete("callNotes", r._id)))) return false;
  // Accounting keeps the payment, not the person: the row leaves the member's index range when unlinked.
  const payments = await ctx.db.query("payments").withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", id)).take(left);
  return await step(payments, (r) => ctx.db.patch("payments", r._id, { profileId: undefined }));
}

export type Removal = { tokenIdentifier: string; profileCode: string; purged: boolean };

export async function removeMember(ctx: MutationCtx, staff: StaffMember, id: Id<"profiles">, confirm: string): Promise<Removal> {
  const profile = await profileOrFail(ctx, id);
  // Typing the code proves the admin is deleting the member they meant to, not the row under the cursor.
  if (normaliseProfileCode(confirm) !== profile.profileCode) fail("invalid", "console.confirmMismatch", "confirm");
  for (const photo of await photosOf(ctx, id)) await removePhoto(ctx, photo);
  const contacts = await contactsOf(ctx, id);
  if (contacts !== null) await ctx.db.delete("contacts", contacts._id);
  await ctx.db.delete("profiles", id);
  const purged = await purgeRelated(ctx, id);
  await audit(ctx, {
    actor: staff.email,
    action: "member.delete",
    target: profile.profileCode,
    details: "profile, contacts, photos, views, reveals and call notes deleted; payments kept without the member",
  });
  return { tokenIdentifier: profile.tokenIdentifier, profileCode: profile.profileCode, purged };
}
