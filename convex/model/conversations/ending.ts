/**
 * Ending conversations. A block (either way), a suspension, a deletion or staff end a conversation for both
 * members at once: one patch of the row both screens read, so each open thread shows it ended live. An
 * ended conversation never takes a message again (a later unblock or reinstatement does not reopen it).
 */
import { internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { conversationBetween, conversationsOf, type Conversation } from "./pair";
import type { EndedReason } from "./validators";

export async function endConversation(ctx: MutationCtx, c: Conversation, reason: EndedReason): Promise<void> {
  if (c.state === "ended") return;
  await ctx.db.patch("conversations", c._id, { state: "ended", endedReason: reason, endedAt: Date.now() });
}

/** The block path: the conversation between the two members, if any, ends. */
export async function endConversationBetween(
  ctx: MutationCtx,
  x: Id<"profiles">,
  y: Id<"profiles">,
  reason: EndedReason,
): Promise<void> {
  const c = await conversationBetween(ctx, x, y);
  if (c !== null) await endConversation(ctx, c, reason);
}

/** Conversations ended per transaction when a member is suspended; the rest follow in another one. */
export const END_BATCH = 200;

/**
 * End up to `budget` of the member's open conversations; true once none is left open. The member's
 * conversations are few (new ones are limited per day), so reading past the ended ones stays small.
 */
export async function endOpenConversationsOf(
  ctx: MutationCtx,
  profileId: Id<"profiles">,
  reason: EndedReason,
  budget: number = END_BATCH,
): Promise<boolean> {
  let left = budget;
  for (const side of ["a", "b"] as const) {
    const open = await conversationsOf(ctx, profileId, side)
      .filter((q) => q.eq(q.field("state"), "open"))
      .take(left);
    for (const c of open) await endConversation(ctx, c, reason);
    left -= open.length;
    if (left <= 0) return false;
  }
  return true;
}

/** Every open conversation of the member ends (a suspension); what does not fit continues in another transaction. */
export async function endAllConversationsOf(
  ctx: MutationCtx,
  profileId: Id<"profiles">,
  reason: EndedReason,
): Promise<void> {
  if (!(await endOpenConversationsOf(ctx, profileId, reason))) {
    await ctx.scheduler.runAfter(0, internal.conversations.endOpenRest, { profileId, reason });
  }
}
