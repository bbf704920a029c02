/**
 * What a member reads: the list of their conversations, one conversation's header, its messages page by
 * page, and the unread total. Every path is an index range or a lookup by id, and every text goes through
 * masking.ts for its reader.
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import { mergedStream, stream } from "convex-helpers/server/stream";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import schema from "../../schema";
import { MEMBER_PAGE_SIZE } from "../limits";
import { isBlockedBetween } from "../safety/blocks";
import { hasAcceptedInterestBetween } from "../interests/interests";
import { maySee } from "../members/visibility";
import { profilePhotoForViewer } from "../members/privacy";
import { contactsShared, partsFor } from "./masking";
import { readReceiptsOf } from "./members";
import { conversationBetween, mineOrFail, sideOf, type Conversation, type Mine } from "./pair";
import type { ConversationListRow, ConversationView, ForProfile, MessageView, OtherMember } from "./validators";

/** A page of a thread or of the list holds at most this many rows, whatever the client asks. */
export const CONVERSATION_PAGE_SIZE = MEMBER_PAGE_SIZE;

function pageSize(opts: PaginationOptions): number {
  return Math.min(CONVERSATION_PAGE_SIZE, Math.max(1, Math.floor(opts.numItems)));
}

/**
 * The other member as the reader may see them: name, code and photo through the photo policy. Once they
 * left, nothing; after a block, no photo (blocks hide members from each other everywhere else).
 */
export async function otherMemberFor(
  ctx: QueryCtx,
  viewer: Doc<"profiles">,
  c: Conversation,
  otherId: Id<"profiles">,
): Promise<OtherMember> {
  const other = await ctx.db.get("profiles", otherId);
  if (other === null) return { profileId: otherId, name: "", profileCode: "", photoUrl: null };
  const blocked = c.endedReason === "blocked";
  const photo = blocked ? null : await profilePhotoForViewer(ctx, viewer, other);
  return {
    profileId: otherId,
    name: other.fullName,
    profileCode: other.profileCode,
    photoUrl: photo === null ? null : (photo.photoThumbUrl ?? photo.photoUrl),
  };
}

/** Two members who may see each other (visibility.ts) with an accepted interest either way. */
export async function mayTalk(ctx: QueryCtx, me: Doc<"profiles">, other: Doc<"profiles"> | null): Promise<boolean> {
  if (other === null || !(await maySee(ctx, me, other))) return false;
  return await hasAcceptedInterestBetween(ctx, me._id, other._id);
}

/** The member's conversations, newest first: the two index ranges (as A, as B) merged on lastMessageAt. */
export async function listConversations(
  ctx: QueryCtx,
  viewer: Doc<"profiles">,
  opts: PaginationOptions,
): Promise<PaginationResult<ConversationListRow>> {
  const asA = stream(ctx.db, schema)
    .query("conversations")
    .withIndex("by_memberA_and_lastMessageAt", (q) => q.eq("memberA", viewer._id))
    .order("desc");
  const asB = stream(ctx.db, schema)
    .query("conversations")
    .withIndex("by_memberB_and_lastMessageAt", (q) => q.eq("memberB", viewer._id))
    .order("desc");
  const result = await mergedStream([asA, asB], ["lastMessageAt"]).paginate({
    numItems: pageSize(opts),
    cursor: opts.cursor,
    endCursor: opts.endCursor ?? null,
  });
  const page = await Promise.all(
    result.page.map(async (c): Promise<ConversationListRow> => {
      const me = sideOf(c, viewer._id) ?? "a";
      const otherId = me === "a" ? c.memberB : c.memberA;
      const last = c.last;
      const fromMe = last !== undefined && last.senderId === viewer._id;
      return {
        conversationId: c._id,
        other: await otherMemberFor(ctx, viewer, c, otherId),
        lastMessageAt: c.lastMessageAt,
        lastPreview: last === undefined ? null : partsFor(last.text, last.previous, fromMe, contactsShared(c)),
        lastFromMe: fromMe,
        unread: c[me].unread,
        ended: c.state === "ended",
      };
    }),
  );
  return { page, isDone: result.isDone, continueCursor: result.continueCursor };
}

export async function conversationView(
  ctx: QueryCtx,
  viewer: Doc<"profiles">,
  rawId: string,
): Promise<ConversationView> {
  const { c, me, them, otherId } = await mineOrFail(ctx, viewer._id, rawId);
  const ended = c.state === "ended";
  const other = await ctx.db.get("profiles", otherId);
  return {
    conversationId: c._id,
    other: await otherMemberFor(ctx, viewer, c, otherId),
    ended,
    endedReason: ended ? (c.endedReason ?? null) : null,
    canSend: !ended && other !== null && other.status === "approved",
    myConsent: c[me].consent,
    theirConsent: c[them].consent,
    contactsShared: contactsShared(c),
    readReceipts: await readReceiptsOf(ctx, viewer._id),
  };
}

/** "sent", "delivered" or "seen" for one of the reader's own messages. */
function statusOf(m: Doc<"messages">, mine: Mine, seenShown: boolean): "sent" | "delivered" | "seen" {
  const them = mine.c[mine.them];
  if (seenShown && them.lastReadAt >= m.sentAt) return "seen";
  if (them.deliveredUpTo >= m.sentAt || them.lastReadAt >= m.sentAt) return "delivered";
  return "sent";
}

/**
 * One page of a thread, newest first, on the (conversation, time) index: a page reads its own rows, the
 * conversation, the two members' settings, and for masking at most one earlier message of the other member.
 */
export async function messagesPage(
  ctx: QueryCtx,
  viewer: Doc<"profiles">,
  rawId: string,
  opts: PaginationOptions,
): Promise<PaginationResult<MessageView>> {
  const mine = await mineOrFail(ctx, viewer._id, rawId);
  const { c } = mine;
  const result = await ctx.db
    .query("messages")
    .withIndex("by_conversationId_and_sentAt", (q) => q.eq("conversationId", c._id))
    .order("desc")
    .paginate({ ...opts, numItems: pageSize(opts) });
  const shared = contactsShared(c);
  // "Seen" shows only when both members have read receipts on.
  const seenShown = (await readReceiptsOf(ctx, viewer._id)) && (await readReceiptsOf(ctx, mine.otherId));
  // The same sender's previous text for each of the other member's messages: the next older one on the
  // page, or for the oldest on the page one lookup before it.
  const previousOf = new Map<Id<"messages">, string | undefined>();
  if (!shared) {
    let later: Doc<"messages"> | null = null;
    for (const m of result.page) {
      if (m.senderId !== mine.otherId) continue;
      if (later !== null) previousOf.set(later._id, m.text);
      later = m;
    }
    if (later !== null) {
      const oldest: Doc<"messages"> = later;
      const before = await ctx.db
        .query("messages")
        .withIndex("by_conversationId_and_senderId_and_sentAt", (q) =>
          q.eq("conversationId", c._id).eq("senderId", oldest.senderId).lt("sentAt", oldest.sentAt),
        )
        .order("desc")
        .first();
      previousOf.set(oldest._id, before?.text);
    }
  }
  const page = result.page.map((m): MessageView => {
    const fromMe = m.senderId === viewer._id;
    return {
      messageId: m._id,
      fromMe,
      parts: partsFor(m.text, previousOf.get(m._id), fromMe, shared),
      sentAt: m.sentAt,
      moneyWarning: !fromMe && m.moneyKinds.length > 0,
      status: fromMe ? statusOf(m, mine, seenShown) : null,
    };
  });
  return { ...result, page };
}

/** Whether a "Message" button shows on a member page, and where it leads when a conversation exists. */
export async function forProfile(ctx: QueryCtx, viewer: Doc<"profiles">, rawProfileId: string): Promise<ForProfile> {
  const id = ctx.db.normalizeId("profiles", rawProfileId);
  if (id === null || id === viewer._id) return { conversationId: null, canStart: false };
  const other = await ctx.db.get("profiles", id);
  // A blocked pair learns nothing from here, not even that a conversation exists.
  if (other === null || (await isBlockedBetween(ctx, viewer._id, id))) return { conversationId: null, canStart: false };
  const c = await conversationBetween(ctx, viewer._id, id);
  if (c !== null) return { conversationId: c._id, canStart: c.state === "open" && other.status === "approved" };
  return { conversationId: null, canStart: await mayTalk(ctx, viewer, other) };
}
