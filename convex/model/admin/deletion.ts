/**
 * An admin deletes a member's account (a settled marriage, a fake profile, a member who asked by phone):
 * the profile, contacts, photos and their files, views and contact reveals in both directions, and call
 * notes go; payment rows stay for the accounts with the link to the person cleared. Audit entries stay
 * too: they name staff and a profile code, not the person, and they are the record that the deletion
 * happened. A member with a report, warning, suspension or harvesting flag leaves a safety record for a
 * year (model/safety/records.ts). The identity (Clerk, or the local identity) is deleted afterwards by an action (it
 * needs the
 * network), which the caller schedules with what `removeMember` returns (`scheduleRemovalFollowUps`).
 */
import { queueIdentityDeletion } from "../identityDeletion/outbox";
import { normaliseProfileCode } from "@matrimony/shared/profileCode";
import { internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { audit } from "../audit";
import { fail } from "../errors";
import type { StaffMember } from "../identity";
import { contactsOf } from "../members/contacts";
import { photosOf, removePhoto } from "../members/photos";
import { removeJatakamOf } from "../members/jatakam";
import { purgeRelated } from "../members/purge";
import { buryIdentity } from "../members/tombstones";
import { keepSafetyRecord } from "../safety/records";
import { profileOrFail } from "./moderation";

export type Removal = { tokenIdentifier: string; profileCode: string; purged: boolean };

/** `forCause`: the deletion is a report's outcome, so the safety record bars the member's return. */
export async function removeMember(
  ctx: MutationCtx,
  staff: StaffMember,
  id: Id<"profiles">,
  confirm: string,
  forCause = false,
): Promise<Removal> {
  const profile = await profileOrFail(ctx, id);
  // Typing the code proves the admin is deleting the member they meant to, not the row under the cursor.
  if (normaliseProfileCode(confirm) !== profile.profileCode) fail("invalid", "console.confirmMismatch", "confirm");
  // Before anything goes: a reported, warned, suspended or flagged member leaves a safety record.
  await keepSafetyRecord(ctx, profile, forCause);
  for (const photo of await photosOf(ctx, id)) await removePhoto(ctx, photo);
  await removeJatakamOf(ctx, id);
  const contacts = await contactsOf(ctx, id);
  if (contacts !== null) await ctx.db.delete("contacts", contacts._id);
  await ctx.db.delete("profiles", id);
  await buryIdentity(ctx, profile.tokenIdentifier);
  const purged = await purgeRelated(ctx, id);
  await audit(ctx, {
    actor: staff.email,
    action: "member.delete",
    target: profile.profileCode,
    details: "profile, contacts, photos, views, reveals and call notes deleted; payments kept without the member",
  });
  return { tokenIdentifier: profile.tokenIdentifier, profileCode: profile.profileCode, purged };
}

/**
 * After `removeMember`, in the same mutation: the rest of the purge when it did not fit in this one, and the
 * identity's deletion (an action: it needs the network, and retries itself).
 */
export async function scheduleRemovalFollowUps(
  ctx: MutationCtx,
  profileId: Id<"profiles">,
  removal: Removal,
  requestedBy: string,
): Promise<void> {
  if (!removal.purged) await ctx.scheduler.runAfter(0, internal.admin.members.purgeRelatedRows, { profileId });
  await queueIdentityDeletion(
    ctx,
    { tokenIdentifier: removal.tokenIdentifier, profileCode: removal.profileCode, requestedBy },
    0,
  );
}
