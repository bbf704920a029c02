/**
 * Who may see whom. The spec shows a member the profiles of the opposite gender (its matches); a member
 * page, a recorded view, a contact reveal, a shortlist or "not interested" row, an interest, a
 * conversation and a photo link are all ways of seeing one member, so every one of them asks this module,
 * not only the matches list. Staff see members through the console's own functions, as their role allows.
 *
 * The rule: another member may be seen when both are approved, they are of opposite genders, and neither
 * blocked the other. Caste, religion and the partner preference narrow the matches list only: they are
 * the member's search, not a wall (a member may open a page shared by a family, and their own edits do not
 * hide the people they already talk to).
 *
 * Being found is narrower than being seen: a member who paused their profile (`pausedAt`) still talks to the
 * people they already know (their page, conversations, accepted interests follow `maySee`), but is left out
 * of the ways strangers find them: matches, search by profile ID and new interests ask `mayDiscover`.
 */
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { isBlockedBetween } from "../safety/blocks";

/** The rule without the block lookup: two different approved profiles of opposite genders. */
export function mayMeet(viewer: Doc<"profiles">, other: Doc<"profiles">): boolean {
  return (
    viewer._id !== other._id &&
    viewer.status === "approved" &&
    other.status === "approved" &&
    viewer.gender !== other.gender
  );
}

/** The whole rule: `mayMeet` and no block either way. */
export async function maySee(ctx: QueryCtx, viewer: Doc<"profiles">, other: Doc<"profiles">): Promise<boolean> {
  return mayMeet(viewer, other) && !(await isBlockedBetween(ctx, viewer._id, other._id));
}

/**
 * The profile `rawId` names when `viewer` may see it, or the viewer's own profile; null for anything else
 * (an unknown id, a member not approved, the same gender, a block either way), so a refused member is
 * answered exactly like a missing one.
 */
export async function profileVisibleTo(
  ctx: QueryCtx,
  viewer: Doc<"profiles">,
  rawId: string,
): Promise<Doc<"profiles"> | null> {
  const id = ctx.db.normalizeId("profiles", rawId);
  if (id === null) return null;
  if (id === viewer._id) return viewer;
  const profile = await ctx.db.get("profiles", id);
  return profile !== null && (await maySee(ctx, viewer, profile)) ? profile : null;
}

/** Whether the member paused their profile (members.setPaused): hidden from being found, not from being seen. */
export function isPaused(profile: Doc<"profiles">): boolean {
  return profile.pausedAt !== undefined;
}

/** The rule for being found (matches, search by profile ID, a new interest): `maySee` and not paused. */
export async function mayDiscover(ctx: QueryCtx, viewer: Doc<"profiles">, other: Doc<"profiles">): Promise<boolean> {
  return !isPaused(other) && (await maySee(ctx, viewer, other));
}
