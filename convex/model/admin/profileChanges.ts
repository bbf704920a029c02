/**
 * The approvals queue's second list: changes approved members made to reviewed fields (name, marital
 * status, caste, religion), oldest first, with the approved and the proposed value side by side. Approving
 * writes the values to the profile, which every index reads (the match indexes, the console's name search),
 * so matches and pages follow at once; rejecting leaves the profile as it is. Both are audited and the
 * member is told in their language (notifications).
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import { v, type Infer } from "convex/values";
import {
  REVIEWED_PROFILE_FIELDS,
  type ProfileChangeRejectReason,
  type ReviewedProfileField,
} from "@matrimony/shared/rules/profileChanges";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { audit } from "../audit";
import { fail } from "../errors";
import type { StaffMember } from "../identity";
import { notify } from "../notifications/notify";
import { revokeOnChange } from "../verification/documents";
import { boundedPage, mapPage, vOrder, type Order } from "./lists";

export const vReviewedField = v.union(...REVIEWED_PROFILE_FIELDS.map((f) => v.literal(f)));

export const vProfileChangeSort = v.object({ field: v.literal("submittedAt"), order: vOrder });

export const vProfileChangeRow = v.object({
  _id: v.id("profileChanges"),
  profileId: v.id("profiles"),
  profileCode: v.string(),
  /** The approved name, as members see it today. */
  fullName: v.string(),
  gender: v.string(),
  status: v.string(),
  submittedAt: v.number(),
  /** One line per changed field: the approved value and the one waiting. */
  changes: v.array(v.object({ field: vReviewedField, current: v.string(), proposed: v.string() })),
});
export type ProfileChangeRow = Infer<typeof vProfileChangeRow>;

type ChangeLine = ProfileChangeRow["changes"][number];

function changeLines(profile: Doc<"profiles">, change: Doc<"profileChanges">): ChangeLine[] {
  const lines: ChangeLine[] = [];
  for (const field of REVIEWED_PROFILE_FIELDS) {
    const proposed = change.values[field];
    if (proposed !== undefined) lines.push({ field, current: profile[field] ?? "", proposed });
  }
  return lines;
}

/** Oldest first. A change is deleted with its member (members/purge.ts); one found without a profile is left out. */
export async function listChanges(
  ctx: QueryCtx,
  paginationOpts: PaginationOptions,
  order: Order,
): Promise<PaginationResult<ProfileChangeRow>> {
  const result = await ctx.db
    .query("profileChanges")
    .withIndex("by_submittedAt")
    .order(order)
    .paginate(boundedPage(paginationOpts, false));
  const rows = await mapPage(result, async (change): Promise<ProfileChangeRow | null> => {
    const profile = await ctx.db.get("profiles", change.profileId);
    if (profile === null) return null;
    return {
      _id: change._id,
      profileId: profile._id,
      profileCode: profile.profileCode,
      fullName: profile.fullName,
      gender: profile.gender,
      status: profile.status,
      submittedAt: change.submittedAt,
      changes: changeLines(profile, change),
    };
  });
  return { ...rows, page: rows.page.filter((row) => row !== null) };
}

async function changeAndProfile(
  ctx: MutationCtx,
  id: Id<"profileChanges">,
): Promise<{ change: Doc<"profileChanges">; profile: Doc<"profiles"> }> {
  const change = await ctx.db.get("profileChanges", id);
  // Withdrawn by the member or decided by a colleague meanwhile.
  if (change === null) fail("not_found", "error.notFound");
  const profile = await ctx.db.get("profiles", change.profileId);
  if (profile === null) fail("not_found", "error.notFound");
  return { change, profile };
}

function auditLines(lines: ChangeLine[]): string {
  return lines.map((l) => `${l.field}: ${l.current} → ${l.proposed}`).join("; ");
}

export async function approveChange(ctx: MutationCtx, staff: StaffMember, id: Id<"profileChanges">): Promise<null> {
  const { change, profile } = await changeAndProfile(ctx, id);
  const lines = changeLines(profile, change);
  const patch: Partial<Record<ReviewedProfileField, string>> = {};
  for (const line of lines) patch[line.field] = line.proposed;
  await ctx.db.patch("profiles", profile._id, {
    ...(patch as Partial<Pick<Doc<"profiles">, ReviewedProfileField>>),
    updatedAt: Date.now(),
  });
  // The ID badge vouches for the name staff compared with the document: a new name ends it.
  await revokeOnChange(ctx, profile, { fullName: change.values.fullName }, staff.email);
  await ctx.db.delete("profileChanges", change._id);
  await audit(ctx, {
    actor: staff.email,
    action: "member.profileChange.approve",
    target: profile.profileCode,
    details: auditLines(lines),
  });
  await notify(ctx, {
    profileId: profile._id,
    kind: "profileChange",
    params: { decision: "granted" },
    dedupeKey: `profileChange:${change._id}`,
  });
  return null;
}

export async function rejectChange(
  ctx: MutationCtx,
  staff: StaffMember,
  id: Id<"profileChanges">,
  reason: ProfileChangeRejectReason,
): Promise<null> {
  const { change, profile } = await changeAndProfile(ctx, id);
  await ctx.db.delete("profileChanges", change._id);
  await audit(ctx, {
    actor: staff.email,
    action: "member.profileChange.reject",
    target: profile.profileCode,
    details: `${auditLines(changeLines(profile, change))}: ${reason}`,
  });
  await notify(ctx, {
    profileId: profile._id,
    kind: "profileChange",
    params: { decision: "rejected", changeReason: reason },
    dedupeKey: `profileChange:${change._id}`,
  });
  return null;
}
