/**
 * Interests between two members: the state a card or member page shows, and whether an
 * interest was accepted either way (the privacy rules ask this). Rules and figures are in
 * shared/rules/interests.ts; sending and answering are in interestFlow.ts, the lists in interestLists.ts.
 */
import { interestState, type InterestState } from "@matrimony/shared/rules/interests";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";

/** The latest interest `fromId` sent to `toId`, whatever its status; null when none. */
export async function latestFrom(
  ctx: QueryCtx,
  fromId: Id<"profiles">,
  toId: Id<"profiles">,
): Promise<Doc<"interests"> | null> {
  return await ctx.db
    .query("interests")
    .withIndex("by_fromId_and_toId_and_createdAt", (q) => q.eq("fromId", fromId).eq("toId", toId))
    .order("desc")
    .first();
}

/**
 * True when `a` accepted an interest from `b` or `b` accepted one from `a` (an accepted interest cannot be
 * withdrawn: withdrawal is only of unanswered ones). The privacy rules ("members whose interest I
 * accepted, or who accepted mine") ask this; it does not look at blocks, which those paths check themselves.
 */
export async function hasAcceptedInterestBetween(
  ctx: QueryCtx,
  a: Id<"profiles">,
  b: Id<"profiles">,
): Promise<boolean> {
  if (a === b) return false;
  // An acceptance is final: no interest can be sent either way after it, so it stays the latest each way.
  const ab = await latestFrom(ctx, a, b);
  if (ab?.status === "accepted") return true;
  const ba = await latestFrom(ctx, b, a);
  return ba?.status === "accepted";
}

/**
 * What a card or member page shows between the viewer and another member (see `InterestState` in
 * shared/rules/interests.ts: none, sent, received, acceptedByThem, acceptedByMe, declinedByThem,
 * declinedByMe), from the latest interest each way, an unanswered one past 30 days counting as expired.
 * Blocks are not looked at here: the public functions hide blocked pairs before asking.
 */
export async function interestStateBetween(
  ctx: QueryCtx,
  viewerId: Id<"profiles">,
  otherId: Id<"profiles">,
): Promise<InterestState> {
  if (viewerId === otherId) return "none";
  const mine = await latestFrom(ctx, viewerId, otherId);
  const theirs = await latestFrom(ctx, otherId, viewerId);
  return interestState(mine, theirs, Date.now());
}
