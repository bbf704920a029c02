/**
 * The pair of a conversation and the caller's side of it. One row per pair, in a fixed order (memberA <
 * memberB as strings), so "get or create" finds it by one index lookup whoever starts it.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { fail } from "../errors";
import type { Side } from "./validators";

export type SideKey = "a" | "b";
export type Conversation = Doc<"conversations">;

export function orderedPair(
  x: Id<"profiles">,
  y: Id<"profiles">,
): { memberA: Id<"profiles">; memberB: Id<"profiles"> } {
  return x < y ? { memberA: x, memberB: y } : { memberA: y, memberB: x };
}

export function sideOf(c: Conversation, profileId: Id<"profiles">): SideKey | null {
  if (c.memberA === profileId) return "a";
  if (c.memberB === profileId) return "b";
  return null;
}

export function otherSide(side: SideKey): SideKey {
  return side === "a" ? "b" : "a";
}

export function memberOn(c: Conversation, side: SideKey): Id<"profiles"> {
  return side === "a" ? c.memberA : c.memberB;
}

export function newSide(): Side {
  return { unread: 0, lastReadAt: 0, deliveredUpTo: 0, consent: false };
}

export async function conversationBetween(
  ctx: QueryCtx,
  x: Id<"profiles">,
  y: Id<"profiles">,
): Promise<Conversation | null> {
  const { memberA, memberB } = orderedPair(x, y);
  return await ctx.db
    .query("conversations")
    .withIndex("by_memberA_and_memberB", (q) => q.eq("memberA", memberA).eq("memberB", memberB))
    .unique();
}

/** The member's conversations on one side of the pair (as memberA or memberB), oldest message first. */
export function conversationsOf(ctx: QueryCtx, profileId: Id<"profiles">, side: SideKey) {
  return side === "a"
    ? ctx.db.query("conversations").withIndex("by_memberA_and_lastMessageAt", (q) => q.eq("memberA", profileId))
    : ctx.db.query("conversations").withIndex("by_memberB_and_lastMessageAt", (q) => q.eq("memberB", profileId));
}

/** A conversation as its member sees it: the row and the caller's side. */
export type Mine = { c: Conversation; me: SideKey; them: SideKey; otherId: Id<"profiles"> };

/**
 * The caller's conversation by a raw id; any id that is not one of the caller's conversations answers
 * "not_found", so a member learns nothing about other members' conversations.
 */
export async function mineOrFail(ctx: QueryCtx, profileId: Id<"profiles">, rawId: string): Promise<Mine> {
  const id = ctx.db.normalizeId("conversations", rawId);
  const c = id === null ? null : await ctx.db.get("conversations", id);
  const me = c === null ? null : sideOf(c, profileId);
  if (c === null || me === null) fail("not_found", "conversationError.notFound");
  const them = otherSide(me);
  return { c, me, them, otherId: memberOn(c, them) };
}
