/**
 * What a member does in a conversation: start one, send a message, mark it read or delivered, agree to
 * share contact details. Messages are stored as written (after text hygiene); masking happens on read.
 */
import { maskContacts } from "@matrimony/shared/rules/conversations/contactMask";
import { detectMoneyRequest } from "@matrimony/shared/rules/conversations/moneyRequest";
import { cleanText, hasHiddenCharacters } from "@matrimony/shared/validation/cleanText";
import { internal } from "../../_generated/api";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { fail } from "../errors";
import { consume } from "../limits";
import { isBlockedBetween } from "../safety/blocks";
import { raiseFlag } from "./flags";
import { addUnread, unreadTotalOf } from "./members";
import { trackOutreach } from "./outreach";
import { conversationBetween, conversationsOf, mineOrFail, newSide, orderedPair } from "./pair";
import { mayTalk } from "./read";
import { REMINDER_DELAY } from "./reminders";

/** The longest message, in UTF-16 code units after trimming (Telugu's joiners count, as they are sent). */
export const MESSAGE_MAX = 1000;

/** Text hygiene as the forms have it (hidden controls refused, padding stripped, ZWJ/ZWNJ kept), then length. */
export function cleanMessage(raw: string): string {
  const text = raw.normalize("NFC").replace(/\r\n?/g, "\n");
  if (hasHiddenCharacters(text)) fail("invalid", "validation.hiddenCharacters", "text");
  const clean = cleanText(text).replace(/\n{3,}/g, "\n\n");
  if (clean === "") fail("invalid", "conversationError.empty", "text");
  if (clean.length > MESSAGE_MAX) fail("invalid", "conversationError.tooLong", "text");
  return clean;
}

/**
 * Get or create the conversation with another member. A new one needs an accepted interest either way,
 * both approved and no block either way, and counts against the daily limit of new conversations.
 */
export async function startConversation(
  ctx: MutationCtx,
  me: Doc<"profiles">,
  rawProfileId: string,
): Promise<Id<"conversations">> {
  const id = ctx.db.normalizeId("profiles", rawProfileId);
  const other = id === null ? null : await ctx.db.get("profiles", id);
  if (other === null || other._id === me._id) fail("not_found", "error.notFound");
  // A blocked pair is told nothing more than about a member who does not exist.
  if (await isBlockedBetween(ctx, me._id, other._id)) fail("not_found", "error.notFound");
  const existing = await conversationBetween(ctx, me._id, other._id);
  if (existing !== null) return existing._id;
  if (!(await mayTalk(ctx, me, other))) fail("forbidden", "conversationError.cannotStart");
  await consume(ctx, "conversationsPerDay", me._id, "conversationError.startLimit");
  const now = Date.now();
  return await ctx.db.insert("conversations", {
    ...orderedPair(me._id, other._id),
    startedBy: me._id,
    createdAt: now,
    state: "open",
    lastMessageAt: now,
    a: newSide(),
    b: newSide(),
  });
}

/** The sender's message before `before` in this conversation (for a number split across two messages). */
async function previousTextOf(
  ctx: MutationCtx,
  conversationId: Id<"conversations">,
  senderId: Id<"profiles">,
): Promise<string | undefined> {
  const row = await ctx.db
    .query("messages")
    .withIndex("by_conversationId_and_senderId_and_sentAt", (q) =>
      q.eq("conversationId", conversationId).eq("senderId", senderId),
    )
    .order("desc")
    .first();
  return row?.text;
}

export async function sendMessage(
  ctx: MutationCtx,
  sender: Doc<"profiles">,
  rawId: string,
  rawText: string,
): Promise<Id<"messages">> {
  const { c, me, them, otherId } = await mineOrFail(ctx, sender._id, rawId);
  if (c.state !== "open") fail("conflict", "conversationError.ended");
  const other = await ctx.db.get("profiles", otherId);
  if (other === null || other.status !== "approved") fail("conflict", "conversationError.ended");
  const text = cleanMessage(rawText);
  await consume(ctx, "messagesPerMinute", sender._id, "conversationError.tooFast");
  await consume(ctx, "messagesPerDay", sender._id, "conversationError.dailyLimit");

  const previous = c.last?.senderId === sender._id ? c.last.text : await previousTextOf(ctx, c._id, sender._id);
  const contactKinds = maskContacts(text, previous === undefined ? {} : { previous }).kinds;
  const money = detectMoneyRequest(text);
  // Strictly after the last message, so a thread's order is its index order even within one millisecond.
  const sentAt = Math.max(Date.now(), c.lastMessageAt + 1);
  const messageId = await ctx.db.insert("messages", {
    conversationId: c._id,
    senderId: sender._id,
    text,
    sentAt,
    contactKinds: [...new Set(contactKinds)],
    moneyKinds: money.flagged ? [...new Set(money.kinds)] : [],
  });

  const theirs = c[them];
  const mine = c[me];
  await ctx.db.patch("conversations", c._id, {
    lastMessageAt: sentAt,
    last: { messageId, senderId: sender._id, text, ...(previous !== undefined ? { previous } : {}) },
    // Writing in a thread is reading it.
    [me]: { ...mine, unread: 0, lastReadAt: sentAt, deliveredUpTo: Math.max(mine.deliveredUpTo, sentAt) },
    [them]: { ...theirs, unread: theirs.unread + 1 },
  });
  await addUnread(ctx, otherId, 1);
  await addUnread(ctx, sender._id, -mine.unread);

  // The email reminder: scheduled when the reader's first unread message arrives; it checks again then.
  if (theirs.unread === 0) {
    await ctx.scheduler.runAfter(REMINDER_DELAY, internal.conversations.remindUnread, {
      conversationId: c._id,
      recipientId: otherId,
      since: sentAt,
    });
  }
  if (money.flagged) {
    await raiseFlag(ctx, { kind: "money", c, memberId: sender._id, otherId, messageId, moneyKinds: money.kinds });
  }
  await trackOutreach(ctx, c, sender._id, otherId, messageId, text);
  return messageId;
}

/** The caller read the thread up to now; their unread count for it goes to zero. */
export async function markRead(ctx: MutationCtx, reader: Doc<"profiles">, rawId: string): Promise<null> {
  const { c, me } = await mineOrFail(ctx, reader._id, rawId);
  const side = c[me];
  // Nothing new since the last read: no write, so open threads do not re-run for nothing.
  if (side.unread === 0 && side.lastReadAt >= c.lastMessageAt) return null;
  const now = Math.max(Date.now(), c.lastMessageAt);
  await ctx.db.patch("conversations", c._id, {
    [me]: { ...side, unread: 0, lastReadAt: now, deliveredUpTo: Math.max(side.deliveredUpTo, now) },
  });
  await addUnread(ctx, reader._id, -side.unread);
  return null;
}

/**
 * Conversations looked at per markDelivered call on each side of the pair order: the newest, which is where
 * unseen messages are. A stated bound (docs/conversations.md): an older conversation's messages are
 * delivered when it is among the newest again, or read.
 */
const DELIVERY_SCAN = 50;

/**
 * The member's app has the unread messages: the senders see "delivered". Writes only rows with messages not
 * yet delivered, and nothing at all when the member has none unread.
 */
export async function markDelivered(ctx: MutationCtx, member: Doc<"profiles">): Promise<null> {
  if ((await unreadTotalOf(ctx, member._id)) === 0) return null;
  for (const side of ["a", "b"] as const) {
    const rows = await conversationsOf(ctx, member._id, side).order("desc").take(DELIVERY_SCAN);
    for (const c of rows) {
      const mine = c[side];
      if (mine.unread === 0 || mine.deliveredUpTo >= c.lastMessageAt) continue;
      await ctx.db.patch("conversations", c._id, { [side]: { ...mine, deliveredUpTo: c.lastMessageAt } });
    }
  }
  return null;
}

/** The caller agrees to share contact details; they show to both once both agreed. */
export async function shareContacts(ctx: MutationCtx, member: Doc<"profiles">, rawId: string): Promise<null> {
  const { c, me } = await mineOrFail(ctx, member._id, rawId);
  if (c.state !== "open") fail("conflict", "conversationError.ended");
  if (c[me].consent) return null;
  await ctx.db.patch("conversations", c._id, { [me]: { ...c[me], consent: true } });
  return null;
}
