/**
 * Changes to reviewed fields of an approved profile (shared/rules/profileChanges.ts) wait for staff: the
 * edit keeps them apart in one open `profileChanges` row per member, and the profile, which matches, member
 * pages, cards, search and the console read, keeps its approved values until staff approve the change
 * (model/admin/profileChanges.ts). Before approval (pending, rejected) edits apply directly.
 */
import type { Infer } from "convex/values";
import {
  CLEARABLE_REVIEWED_FIELDS,
  REVIEWED_PROFILE_FIELDS,
  type ReviewedProfileField,
} from "@matrimony/shared/rules/profileChanges";
import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { vReviewedValues } from "../../validators";
import { audit, memberActor } from "../audit";
import { consume } from "../limits";

export type ReviewedValues = Infer<typeof vReviewedValues>;
export type PendingChange = { values: ReviewedValues; submittedAt: number };

/** A profile whose reviewed fields no longer change on the member's word alone. */
export function needsReview(profile: Doc<"profiles">): boolean {
  return profile.status === "approved";
}

export async function openChangeOf(
  ctx: QueryCtx,
  profileId: Doc<"profiles">["_id"],
): Promise<Doc<"profileChanges"> | null> {
  return await ctx.db
    .query("profileChanges")
    .withIndex("by_profileId", (q) => q.eq("profileId", profileId))
    .unique();
}

/** What the owner sees waiting (`members.me`); null when nothing waits. */
export async function pendingChangeOf(ctx: QueryCtx, profileId: Doc<"profiles">["_id"]): Promise<PendingChange | null> {
  const row = await openChangeOf(ctx, profileId);
  return row === null ? null : { values: row.values, submittedAt: row.submittedAt };
}

function sameValues(a: ReviewedValues, b: ReviewedValues): boolean {
  return REVIEWED_PROFILE_FIELDS.every((f) => a[f] === b[f]);
}

/**
 * Take the reviewed fields out of a member's edit of an approved profile and fold them into the open
 * change: a field sent with its approved value drops out of the change (the member changed their mind), a
 * field not sent keeps what waits. A change that differs from what already waits takes one token of the
 * daily limit, so caste and religion cannot be flipped again and again, even with staff approving each.
 * Returns the patch without the reviewed fields.
 */
export async function holdReviewedFields<P extends Partial<Record<ReviewedProfileField, unknown>>>(
  ctx: MutationCtx,
  profile: Doc<"profiles">,
  patch: P,
): Promise<Omit<P, ReviewedProfileField>> {
  const open = await openChangeOf(ctx, profile._id);
  const next: Record<string, unknown> = { ...(open?.values ?? {}) };
  const rest: Record<string, unknown> = { ...patch };
  for (const field of REVIEWED_PROFILE_FIELDS) {
    if (!(field in patch)) continue;
    const value = patch[field];
    // An emptied text (about me, about my family) is removed at once, and whatever waited for it with it.
    if (value === undefined && CLEARABLE_REVIEWED_FIELDS.includes(field)) {
      delete next[field];
      continue;
    }
    delete rest[field];
    // Required fields: an absent value never reaches here (the edit keeps required fields), but be strict.
    if (value === undefined || value === profile[field]) delete next[field];
    else next[field] = value;
  }
  const values = next as ReviewedValues;
  const before = open?.values ?? {};
  if (sameValues(values, before)) return rest as Omit<P, ReviewedProfileField>;
  const now = Date.now();
  if (Object.keys(values).length === 0) {
    if (open !== null) await ctx.db.delete("profileChanges", open._id);
    await audit(ctx, {
      actor: memberActor(profile.profileCode),
      action: "member.profileChange.withdraw",
      target: profile.profileCode,
    });
    return rest as Omit<P, ReviewedProfileField>;
  }
  await consume(ctx, "profileChanges", profile._id, "limit.profileChanges");
  if (open === null)
    await ctx.db.insert("profileChanges", { profileId: profile._id, values, submittedAt: now, updatedAt: now });
  else
    await ctx.db.replace("profileChanges", open._id, {
      profileId: profile._id,
      values,
      submittedAt: open.submittedAt,
      updatedAt: now,
    });
  await audit(ctx, {
    actor: memberActor(profile.profileCode),
    action: "member.profileChange.submit",
    target: profile.profileCode,
    details: Object.keys(values).sort().join(", "),
  });
  return rest as Omit<P, ReviewedProfileField>;
}

/** The owner takes back what waits; nothing waiting is not an error (a second tap, another device). */
export async function withdraw(ctx: MutationCtx, profile: Doc<"profiles">): Promise<null> {
  const open = await openChangeOf(ctx, profile._id);
  if (open === null) return null;
  await ctx.db.delete("profileChanges", open._id);
  await audit(ctx, {
    actor: memberActor(profile.profileCode),
    action: "member.profileChange.withdraw",
    target: profile.profileCode,
  });
  return null;
}

/** A deleted member's change goes with them. */
export async function deleteChangeOf(ctx: MutationCtx, profileId: Doc<"profiles">["_id"]): Promise<void> {
  const open = await openChangeOf(ctx, profileId);
  if (open !== null) await ctx.db.delete("profileChanges", open._id);
}
