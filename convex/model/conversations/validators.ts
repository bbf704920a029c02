/**
 * Validators of conversations: the tables' fields (schema.ts) and what the public functions return
 * (convex/conversations.ts). A message leaves the server as parts, masked for its reader
 * (shared/rules/conversations/contactMask.ts), never as one string that could carry a hidden number.
 */
import { v, type Infer } from "convex/values";
import { literals } from "convex-helpers/validators";

export const CONTACT_KINDS = ["phone", "email", "upi", "social", "link"] as const;
export const vContactKind = literals(...CONTACT_KINDS);

/** Money kinds are the rule's names (shared/rules/conversations/moneyRequest.ts), stored as it gives them. */
export const vMoneyKind = v.string();

export const vMessagePart = v.union(
  v.object({ kind: v.literal("text"), text: v.string() }),
  v.object({ kind: v.literal("masked"), contact: vContactKind }),
);
export type MessagePartView = Infer<typeof vMessagePart>;

/** Why a conversation ended; members read one neutral sentence for all, the console reads the reason. */
export const ENDED_REASONS = ["blocked", "member_left", "suspended", "staff"] as const;
export const vEndedReason = literals(...ENDED_REASONS);
export type EndedReason = Infer<typeof vEndedReason>;

export const vConversationState = literals("open", "ended");

/** One member's side of a conversation, on the conversation row (so a list row reads one document). */
export const vSide = v.object({
  /** Messages from the other member since this member last read the thread. */
  unread: v.number(),
  /** When this member last read the thread (0: never). */
  lastReadAt: v.number(),
  /** Incoming messages up to this time reached this member's app ("delivered"). */
  deliveredUpTo: v.number(),
  /** This member agreed to share contact details with the other. */
  consent: v.boolean(),
  /** The last unread-message email about this conversation (at most one a day). */
  lastEmailAt: v.optional(v.number()),
});
export type Side = Infer<typeof vSide>;

/**
 * The last message, kept on the conversation row for the list's preview: the original text and the same
 * sender's message before it (a number split across two messages is masked in the preview too).
 */
export const vLastMessage = v.object({
  messageId: v.id("messages"),
  senderId: v.id("profiles"),
  text: v.string(),
  previous: v.optional(v.string()),
});

export const conversationFields = {
  /** The pair in a fixed order (memberA < memberB as strings): one conversation per pair. */
  memberA: v.id("profiles"),
  memberB: v.id("profiles"),
  /** Who opened it (the console's "conversations started this week"). */
  startedBy: v.id("profiles"),
  createdAt: v.number(),
  state: vConversationState,
  endedReason: v.optional(vEndedReason),
  endedAt: v.optional(v.number()),
  /** The list's order: the last message's time, the creation time before any. */
  lastMessageAt: v.number(),
  last: v.optional(vLastMessage),
  a: vSide,
  b: vSide,
  /** That member's account was deleted (their messages are gone); the row goes once both are. */
  aLeft: v.optional(v.boolean()),
  bLeft: v.optional(v.boolean()),
};

export const messageFields = {
  conversationId: v.id("conversations"),
  senderId: v.id("profiles"),
  /** The original text as the sender wrote it (after text hygiene); masked for the reader when read. */
  text: v.string(),
  sentAt: v.number(),
  /** What the rules found when it was sent (the console's counts; reading masks again with consent). */
  contactKinds: v.array(vContactKind),
  moneyKinds: v.array(vMoneyKind),
};

/** A member's own conversation settings and the navbar's unread total (one document to read). */
export const conversationMemberFields = {
  profileId: v.id("profiles"),
  /** "Seen" on (absent row: on). Off: the member neither sends "seen" nor sees the other's. */
  readReceipts: v.boolean(),
  /** The sum of this member's unread counts over their conversations. */
  unreadTotal: v.number(),
};

export const SAFETY_FLAG_KINDS = ["money", "outreach", "report"] as const;
export const vSafetyFlagKind = literals(...SAFETY_FLAG_KINDS);
export type SafetyFlagKind = Infer<typeof vSafetyFlagKind>;
export const vSafetyFlagStatus = literals("open", "closed");
export const SAFETY_ACTIONS = ["dismiss", "warn", "end", "suspend"] as const;
export const vSafetyAction = literals(...SAFETY_ACTIONS);
export type SafetyAction = Infer<typeof vSafetyAction>;

/** An entry of the console's safety queue. */
export const safetyFlagFields = {
  kind: vSafetyFlagKind,
  status: vSafetyFlagStatus,
  conversationId: v.id("conversations"),
  /** The member whose messages raised it (the sender of a money request, the reported member). */
  memberId: v.id("profiles"),
  /** The other member of the conversation (the reporter of a report). */
  otherId: v.id("profiles"),
  /** The message that raised it, when one did. */
  messageId: v.optional(v.id("messages")),
  reportId: v.optional(v.id("reports")),
  /** Money kinds found, or how many members got the same text (outreach). */
  moneyKinds: v.optional(v.array(vMoneyKind)),
  recipients: v.optional(v.number()),
  /** Flags of the same kind raised again on this conversation while it was open. */
  hits: v.number(),
  createdAt: v.number(),
  updatedAt: v.number(),
  closedAt: v.optional(v.number()),
  closedBy: v.optional(v.string()),
  outcome: v.optional(vSafetyAction),
};

/** One message of an excerpt, as sent (staff read the original; the member's side by role, not name). */
export const vExcerptMessage = v.object({
  from: literals("member", "other"),
  text: v.string(),
  sentAt: v.number(),
});
export type ExcerptMessage = Infer<typeof vExcerptMessage>;

/** The last messages of a flagged or reported conversation, readable by staff only, each opening audited. */
export const safetyExcerptFields = {
  flagId: v.id("safetyFlags"),
  messages: v.array(vExcerptMessage),
  createdAt: v.number(),
};

/** Copy-paste outreach: the same text (by fingerprint) one sender sent, and to how many conversations. */
export const outreachTextFields = {
  senderId: v.id("profiles"),
  fingerprint: v.string(),
  conversationIds: v.array(v.id("conversations")),
  firstAt: v.number(),
  lastAt: v.number(),
  flagged: v.boolean(),
};

// --- What the public functions return (the contract with the member app) ---

export const vOtherMember = v.object({
  profileId: v.id("profiles"),
  /** "" once the member left (the app shows "Member left"). */
  name: v.string(),
  profileCode: v.string(),
  photoUrl: v.union(v.string(), v.null()),
});
export type OtherMember = Infer<typeof vOtherMember>;

export const vConversationListRow = v.object({
  conversationId: v.id("conversations"),
  other: vOtherMember,
  lastMessageAt: v.number(),
  lastPreview: v.union(v.array(vMessagePart), v.null()),
  lastFromMe: v.boolean(),
  unread: v.number(),
  ended: v.boolean(),
});
export type ConversationListRow = Infer<typeof vConversationListRow>;

export const vConversationView = v.object({
  conversationId: v.id("conversations"),
  other: vOtherMember,
  ended: v.boolean(),
  endedReason: v.union(vEndedReason, v.null()),
  canSend: v.boolean(),
  myConsent: v.boolean(),
  theirConsent: v.boolean(),
  contactsShared: v.boolean(),
  readReceipts: v.boolean(),
});
export type ConversationView = Infer<typeof vConversationView>;

export const vMessageStatus = v.union(v.literal("sent"), v.literal("delivered"), v.literal("seen"), v.null());

export const vMessageView = v.object({
  messageId: v.id("messages"),
  fromMe: v.boolean(),
  parts: v.array(vMessagePart),
  sentAt: v.number(),
  moneyWarning: v.boolean(),
  status: vMessageStatus,
});
export type MessageView = Infer<typeof vMessageView>;

export const vForProfile = v.object({
  conversationId: v.union(v.id("conversations"), v.null()),
  canStart: v.boolean(),
});
export type ForProfile = Infer<typeof vForProfile>;
