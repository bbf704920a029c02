/** Validators of notifications, shared by the schema and the functions. */
import { v, type Infer } from "convex/values";
import { literals } from "convex-helpers/validators";
import { EMAIL_TOPICS, NOTIFICATION_KINDS, REPORT_OUTCOMES } from "@matrimony/shared/rules/notifications";
import { PHOTO_REJECT_REASONS } from "@matrimony/shared/rules/photoReview";
import { vBadgeKind, vVerificationDecision } from "../verification/badgeValidators";
import { vProfileChangeRejectReason } from "../../validators";

export const vNotificationKind = literals(...NOTIFICATION_KINDS);
export const vEmailTopic = literals(...EMAIL_TOPICS);

/**
 * What a notification's text needs, by kind; never a copy of another member's name or contact data: the
 * list looks the other member up when it is read, so a block or a deletion hides them at once.
 */
export const vNotificationParams = v.object({
  /** The other member (interests, reveals): their page is where the notification leads. */
  memberId: v.optional(v.id("profiles")),
  /** Staff's reason (rejected, verification refused). */
  reason: v.optional(v.string()),
  /** Premium's end (ms). */
  until: v.optional(v.number()),
  badge: v.optional(vBadgeKind),
  decision: v.optional(vVerificationDecision),
  outcome: v.optional(literals(...REPORT_OUTCOMES)),
  /** Why staff refused a photo (a key of the fixed list, shown in the member's language). */
  photoReason: v.optional(literals(...PHOTO_REJECT_REASONS)),
  /** Why staff turned down a profile change (a catalogue reason, read in the member's language). */
  changeReason: v.optional(vProfileChangeRejectReason),
  /** A refund's amount (paise). */
  amountPaise: v.optional(v.number()),
});
export type NotificationParams = Infer<typeof vNotificationParams>;

export const vChannel = v.union(v.literal("email"), v.literal("sms"), v.literal("whatsapp"), v.literal("push"));
/**
 * queued → sending → sent; a failed attempt goes back to queued with a later nextAttemptAt, and after the
 * last attempt to failed. skipped: nothing to send any more (the member turned the topic off meanwhile).
 */
export const vOutboxStatus = literals("queued", "sending", "sent", "failed", "skipped");

/** A member's choices; a topic absent from `email` has its default (DEFAULT_EMAIL_TOPICS). */
export const vEmailChoices = v.object({
  account: v.optional(v.boolean()),
  interests: v.optional(v.boolean()),
  contactRevealed: v.optional(v.boolean()),
  premium: v.optional(v.boolean()),
  reports: v.optional(v.boolean()),
  verification: v.optional(v.boolean()),
  messages: v.optional(v.boolean()),
});
