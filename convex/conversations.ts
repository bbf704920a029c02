/**
 * Conversations between members who accepted each other (docs/conversations.md). Approved members only: a
 * member suspended or deleted has none, a member whose photos or number are hidden keeps theirs. Ids come
 * in as strings and are checked: an id that is not the caller's answers "not found", never more.
 */
import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { approvedMutation, approvedQuery, internalMutation, memberQuery } from "./functions";
import { endOpenConversationsOf } from "./model/conversations/ending";
import { readReceiptsOf, setReadReceipts as saveReadReceipts, unreadTotalOf } from "./model/conversations/members";
import {
  conversationView,
  forProfile as forProfileOf,
  listConversations,
  messagesPage,
} from "./model/conversations/read";
import { pruneOutreach } from "./model/conversations/outreach";
import { remindUnread as remind } from "./model/conversations/reminders";
import { reportMessage } from "./model/conversations/report";
import {
  markDelivered as delivered,
  markRead as read,
  sendMessage,
  shareContacts as share,
  startConversation,
} from "./model/conversations/write";
import {
  vConversationListRow,
  vConversationView,
  vEndedReason,
  vForProfile,
  vMessageView,
} from "./model/conversations/validators";
import { internal } from "./_generated/api";
import { vReportReason } from "./model/safety/validators";

/** The caller's conversations, newest first, each with its masked last line and unread count. */
export const list = approvedQuery({
  args: { paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(vConversationListRow),
  handler: async (ctx, { paginationOpts }) => await listConversations(ctx, ctx.profile, paginationOpts),
});

/** The navbar's count: one document of the caller's own; 0 for a member who is not approved. */
export const unreadTotal = memberQuery({
  args: {},
  returns: v.number(),
  handler: async (ctx) => (ctx.profile.status === "approved" ? await unreadTotalOf(ctx, ctx.profile._id) : 0),
});

/**
 * The caller's own conversation settings, for the privacy settings page: read receipts (on by default). Any
 * member may ask; only an approved member can change it (setReadReceipts).
 */
export const settings = memberQuery({
  args: {},
  returns: v.object({ readReceipts: v.boolean() }),
  handler: async (ctx) => ({ readReceipts: await readReceiptsOf(ctx, ctx.profile._id) }),
});

export const get = approvedQuery({
  args: { conversationId: v.string() },
  returns: vConversationView,
  handler: async (ctx, { conversationId }) => await conversationView(ctx, ctx.profile, conversationId),
});

/** A thread's messages, newest first, masked for the caller unless both agreed to share contacts. */
export const messages = approvedQuery({
  args: { conversationId: v.string(), paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(vMessageView),
  handler: async (ctx, { conversationId, paginationOpts }) =>
    await messagesPage(ctx, ctx.profile, conversationId, paginationOpts),
});

/** For a member page or an accepted interest: the conversation with them, and whether "Message" shows. */
export const forProfile = approvedQuery({
  args: { profileId: v.string() },
  returns: vForProfile,
  handler: async (ctx, { profileId }) => await forProfileOf(ctx, ctx.profile, profileId),
});

export const start = approvedMutation({
  args: { profileId: v.string() },
  returns: v.id("conversations"),
  handler: async (ctx, { profileId }) => await startConversation(ctx, ctx.profile, profileId),
});

export const send = approvedMutation({
  args: { conversationId: v.string(), text: v.string() },
  returns: v.id("messages"),
  handler: async (ctx, { conversationId, text }) => await sendMessage(ctx, ctx.profile, conversationId, text),
});

export const markRead = approvedMutation({
  args: { conversationId: v.string() },
  returns: v.null(),
  handler: async (ctx, { conversationId }) => await read(ctx, ctx.profile, conversationId),
});

export const markDelivered = approvedMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => await delivered(ctx, ctx.profile),
});

export const shareContacts = approvedMutation({
  args: { conversationId: v.string() },
  returns: v.null(),
  handler: async (ctx, { conversationId }) => await share(ctx, ctx.profile, conversationId),
});

export const setReadReceipts = approvedMutation({
  args: { enabled: v.boolean() },
  returns: v.null(),
  handler: async (ctx, { enabled }) => await saveReadReceipts(ctx, ctx.profile._id, enabled),
});

/** Report from a message: a report (which also blocks) with the last 30 messages attached for staff. */
export const report = approvedMutation({
  args: { messageId: v.string(), reason: vReportReason, details: v.optional(v.string()) },
  returns: v.null(),
  handler: async (ctx, args) => await reportMessage(ctx, ctx.profile, args),
});

/** An hour after a message arrived unread: the reader's email, if still unread (model/conversations/reminders.ts). */
export const remindUnread = internalMutation({
  args: { conversationId: v.id("conversations"), recipientId: v.id("profiles"), since: v.number() },
  returns: v.null(),
  handler: async (ctx, args) => {
    await remind(ctx, args);
    return null;
  },
});

/** The rest of a suspended member's open conversations, when they did not fit in one transaction. */
export const endOpenRest = internalMutation({
  args: { profileId: v.id("profiles"), reason: vEndedReason },
  returns: v.null(),
  handler: async (ctx, { profileId, reason }) => {
    if (!(await endOpenConversationsOf(ctx, profileId, reason)))
      await ctx.scheduler.runAfter(0, internal.conversations.endOpenRest, { profileId, reason });
    return null;
  },
});

/** Daily: forget copy-paste fingerprints older than the window (a batch; the next day continues). */
export const pruneOutreachTexts = internalMutation({
  args: {},
  returns: v.number(),
  handler: async (ctx) => await pruneOutreach(ctx, Date.now()),
});
