/**
 * Hide or pause my profile: a paused member is left out of matches, search by profile ID and new interests
 * (visibility.ts `mayDiscover`), while their conversations, accepted interests and the pages of members they
 * already know keep working. They resume any time; nothing else about the profile changes.
 */
import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { audit, memberActor } from "../audit";

/** Pause (`paused` true) or resume the owner's profile; asking for the state it is already in changes nothing. */
export async function setPaused(ctx: MutationCtx, owner: Doc<"profiles">, paused: boolean): Promise<null> {
  if (paused === (owner.pausedAt !== undefined)) return null;
  const now = Date.now();
  await ctx.db.patch("profiles", owner._id, { pausedAt: paused ? now : undefined, updatedAt: now });
  // Audited like the privacy settings: it decides who can find the member, and staff answer "why can't they find me?".
  await audit(ctx, {
    actor: memberActor(owner.profileCode),
    action: paused ? "member.pause" : "member.resume",
    target: owner.profileCode,
  });
  return null;
}
