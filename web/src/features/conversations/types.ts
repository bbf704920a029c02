/**
 * What the conversation functions answer (convex/conversations.ts), as the member app's components take it.
 * The same shapes as the server's validators, written here so a component can be rendered from a test's
 * plain objects.
 */
import type { MessagePart } from "@matrimony/shared/rules/conversations/contactMask";

export type { MessagePart };

/** The other member of a conversation; `name` is "" when they left (their account is deleted). */
export interface OtherMember {
  profileId: string;
  name: string;
  profileCode: string;
  photoUrl: string | null;
}

/** A row of /messages. */
export interface ConversationRow {
  conversationId: string;
  other: OtherMember;
  lastMessageAt: number;
  lastPreview: MessagePart[] | null;
  lastFromMe: boolean;
  unread: number;
  ended: boolean;
}

/** A thread's header and state (conversations.get). */
export interface ConversationView {
  conversationId: string;
  other: OtherMember;
  ended: boolean;
  endedReason: "blocked" | "member_left" | "suspended" | "staff" | null;
  canSend: boolean;
  myConsent: boolean;
  theirConsent: boolean;
  contactsShared: boolean;
  readReceipts: boolean;
}

/** How far my message got; null on the other member's messages. */
export type MessageStatus = "sent" | "delivered" | "seen" | null;

/** One message of a thread (conversations.messages), already masked for me. */
export interface MessageView {
  messageId: string;
  fromMe: boolean;
  parts: MessagePart[];
  sentAt: number;
  moneyWarning: boolean;
  status: MessageStatus;
}

/** Messages fetched per page of a thread, and conversations per page of the list. */
export const MESSAGES_PAGE_SIZE = 30;
export const CONVERSATIONS_PAGE_SIZE = 20;
/** The composer's limit, as the server checks it (after trimming). */
export const MESSAGE_MAX = 1000;
