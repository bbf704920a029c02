/**
 * Approval and moderation: approve, reject with a reason, bulk approve, suspend, reinstate. Each is one
 * patch of the profile's status, which is what `members.me` and every member guard read, so the
 * member's open app switches at once (their subscriptions re-run on the patch), and one audit entry.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { audit } from "../audit";
import { fail } from "../errors";
import { cleanFreeText } from "../validation";
import type { StaffMember } from "../identity";
import { assertConsentForApproval, awaitsConsent } from "../parents/consent";
import { notify } from "../notifications/notify";
import { endAllConversationsOf } from "../conversations/ending";
import { approvePhotosWithProfile } from "./photoQueue";

/** Bulk approval works on one screen of the queue at a time, within one transaction's limits. */
export const MAX_BULK_APPROVE = 50;
/** The reason is shown to the member (statusReason), so it stays a sentence or two. */
export const MAX_REASON_LENGTH = 500;

type Status = Doc<"profiles">["status"];

/** A reason the member will read: required, trimmed, at most 500 characters. */
export function reasonOrFail(raw: string): string {
  return cleanFreeText(raw, {
    field: "reason",
    max: MAX_REASON_LENGTH,
    tooLong: "console.reasonTooLong",
    required: "console.reasonRequired",
  });
}

export async function profileOrFail(ctx: MutationCtx, id: Id<"profiles">): Promise<Doc<"profiles">> {
  const profile = await ctx.db.get("profiles", id);
  if (profile === null) fail("not_found", "error.notFound");
  return profile;
}

async function setStatus(
  ctx: MutationCtx,
  staff: StaffMember,
  profile: Doc<"profiles">,
  change: { status: Status; reason?: string; action: string },
): Promise<void> {
  await ctx.db.patch("profiles", profile._id, {
    status: change.status,
    statusReason: change.reason,
    updatedAt: Date.now(),
  });
  await audit(ctx, {
    actor: staff.email,
    action: change.action,
    target: profile.profileCode,
    details:
      change.reason === undefined
        ? `${profile.status} → ${change.status}`
        : `${profile.status} → ${change.status}: ${change.reason}`,
  });
}

/** "Your profile is approved", keyed by the state it left, so one approval notifies once. */
async function notifyApproved(ctx: MutationCtx, before: Doc<"profiles">): Promise<void> {
  await notify(ctx, {
    profileId: before._id,
    kind: "approved",
    params: {},
    dedupeKey: `approved:${before._id}:${String(before.updatedAt)}`,
  });
}

/** Pending members, and rejected ones on appeal; a suspended member is reinstated instead. */
function canApprove(status: Status): boolean {
  return status === "pending" || status === "rejected";
}

export async function approve(ctx: MutationCtx, staff: StaffMember, id: Id<"profiles">): Promise<null> {
  const profile = await profileOrFail(ctx, id);
  if (!canApprove(profile.status)) fail("conflict", "console.cannotApprove");
  // A profile a parent or relative made waits for its member's own consent.
  assertConsentForApproval(profile);
  await setStatus(ctx, staff, profile, { status: "approved", action: "member.approve" });
  await approvePhotosWithProfile(ctx, staff, profile._id);
  await notifyApproved(ctx, profile);
  return null;
}

export async function reject(
  ctx: MutationCtx,
  staff: StaffMember,
  id: Id<"profiles">,
  rawReason: string,
): Promise<null> {
  const reason = reasonOrFail(rawReason);
  const profile = await profileOrFail(ctx, id);
  if (profile.status !== "pending") fail("conflict", "console.cannotReject");
  await setStatus(ctx, staff, profile, { status: "rejected", reason, action: "member.reject" });
  // Keyed by the state it left (its updatedAt): each decision notifies once, a later one again.
  await notify(ctx, {
    profileId: profile._id,
    kind: "rejected",
    params: { reason },
    dedupeKey: `rejected:${profile._id}:${String(profile.updatedAt)}`,
  });
  return null;
}

export type BulkApproval = {
  approved: Id<"profiles">[];
  skipped: { id: Id<"profiles">; code: "not_found" | "conflict" }[];
};

/**
 * Approve each listed member that can be approved; the others are reported, not fatal, so one member
 * approved meanwhile by a colleague does not undo the whole selection.
 */
export async function approveMany(ctx: MutationCtx, staff: StaffMember, ids: Id<"profiles">[]): Promise<BulkApproval> {
  const unique = [...new Set(ids)];
  if (unique.length > MAX_BULK_APPROVE) fail("invalid", "console.tooManyIds", "ids");
  const result: BulkApproval = { approved: [], skipped: [] };
  for (const id of unique) {
    const profile = await ctx.db.get("profiles", id);
    if (profile === null) result.skipped.push({ id, code: "not_found" });
    else if (!canApprove(profile.status) || awaitsConsent(profile)) result.skipped.push({ id, code: "conflict" });
    else {
      await setStatus(ctx, staff, profile, { status: "approved", action: "member.approve" });
      await approvePhotosWithProfile(ctx, staff, profile._id);
      await notifyApproved(ctx, profile);
      result.approved.push(id);
    }
  }
  return result;
}

/** Suspend a member of any other status (a fake profile may be caught while still pending). */
export async function suspend(
  ctx: MutationCtx,
  staff: StaffMember,
  id: Id<"profiles">,
  rawReason: string,
): Promise<null> {
  const reason = reasonOrFail(rawReason);
  const profile = await profileOrFail(ctx, id);
  if (profile.status === "suspended") fail("conflict", "console.alreadySuspended");
  await setStatus(ctx, staff, profile, { status: "suspended", reason, action: "member.suspend" });
  // A suspended member talks to no one: their conversations end, and reinstatement does not reopen them.
  await endAllConversationsOf(ctx, profile._id, "suspended");
  return null;
}

export async function reinstate(ctx: MutationCtx, staff: StaffMember, id: Id<"profiles">): Promise<null> {
  const profile = await profileOrFail(ctx, id);
  if (profile.status !== "suspended") fail("conflict", "console.notSuspended");
  await setStatus(ctx, staff, profile, { status: "approved", action: "member.reinstate" });
  return null;
}
