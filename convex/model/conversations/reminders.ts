/**
 * The email (and other opted-in channels) about an unread message: only when a message stays unread for an
 * hour, at most one a day per conversation and reader, through `notify` (so the member's choice of the
 * "messages" topic holds). It never quotes the message nor names the sender: family mailboxes are shared.
 */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { notify } from "../notifications/notify";
import { sideOf } from "./pair";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How long a message stays unread before the reader is told by email. */
export const REMINDER_DELAY = HOUR;
/** The least time between two such emails about one conversation to one member. */
export const REMINDER_GAP = DAY;

export type Reminder = { conversationId: Id<"conversations">; recipientId: Id<"profiles">; since: number };

/** Runs an hour after the reader's first unread message arrived; true when a notification was written. */
export async function remindUnread(ctx: MutationCtx, r: Reminder): Promise<boolean> {
  const c = await ctx.db.get("conversations", r.conversationId);
  if (c === null || c.state !== "open") return false;
  const side = sideOf(c, r.recipientId);
  if (side === null) return false;
  const mine = c[side];
  // Read meanwhile: nothing to say.
  if (mine.unread === 0 || mine.lastReadAt >= r.since) return false;
  const now = Date.now();
  if (mine.lastEmailAt !== undefined && now - mine.lastEmailAt < REMINDER_GAP) return false;
  const recipient = await ctx.db.get("profiles", r.recipientId);
  if (recipient === null || recipient.status !== "approved") return false;
  await ctx.db.patch(
    "conversations",
    c._id,
    side === "a" ? { a: { ...mine, lastEmailAt: now } } : { b: { ...mine, lastEmailAt: now } },
  );
  const id = await notify(ctx, {
    profileId: r.recipientId,
    kind: "messageUnread",
    params: {},
    dedupeKey: `messageUnread:${c._id}:${r.recipientId}:${String(Math.floor(now / DAY))}`,
  });
  return id !== null;
}
