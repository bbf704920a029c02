/**
 * The words of a notification, from its kind and params, as message keys and placeholders: the app fills
 * them in the reader's current language, mails in the member's chosen one. Names and dates come formatted.
 */
import type { notificationsCopy } from "./copy/notifications";
import type { EmailTopic, NotificationKind } from "./rules/notifications";
import type { PhotoRejectReason } from "./rules/photoReview";
import type { ProfileChangeRejectReason } from "./rules/profileChanges";

export type NotificationKey = keyof typeof notificationsCopy;

export interface NotificationTextParams {
  /** The other member's name as the reader may see it; the caller's "A member" otherwise. */
  name?: string;
  reason?: string;
  /** Premium's end, already formatted for the reader. */
  date?: string;
  badge?: "mobile" | "email" | "id" | "photo";
  decision?: "granted" | "revoked" | "rejected";
  outcome?: "actioned" | "dismissed";
  /** Why staff refused a photo: translated through `reasonKey`, so the member reads it in their language. */
  photoReason?: PhotoRejectReason;
  /** Why staff turned down a profile change: a catalogue reason, so the member reads it in their language. */
  changeReason?: ProfileChangeRejectReason;
  /** A refunded amount, already formatted ("₹1,178.82"). */
  amount?: string;
}

export interface NotificationText {
  title: NotificationKey;
  body: NotificationKey;
  /** Placeholders of `body`; `badgeKey` fills `{badge}` once translated. */
  values: Record<string, string>;
  badgeKey?: NotificationKey;
  /** Fills `{reason}` once translated (a reason staff chose from a list rather than typed). */
  reasonKey?: NotificationKey;
}

const BADGE_KEYS = {
  mobile: "notifications.badgeMobile",
  email: "notifications.badgeEmail",
  id: "notifications.badgeId",
  photo: "notifications.badgePhoto",
} as const satisfies Record<NonNullable<NotificationTextParams["badge"]>, NotificationKey>;

/** The member's words for each reason staff may refuse a photo with (console and app share the list). */
export const PHOTO_REASON_KEYS = {
  faceNotClear: "notifications.photoReasonFaceNotClear",
  notTheMember: "notifications.photoReasonNotTheMember",
  groupPhoto: "notifications.photoReasonGroupPhoto",
  contactDetails: "notifications.photoReasonContactDetails",
  unsuitable: "notifications.photoReasonUnsuitable",
} as const satisfies Record<PhotoRejectReason, NotificationKey>;
const CHANGE_REASON_KEYS = {
  proofNeeded: "notifications.changeReasonProofNeeded",
  doesNotMatch: "notifications.changeReasonDoesNotMatch",
  tooFrequent: "notifications.changeReasonTooFrequent",
  callUs: "notifications.changeReasonCallUs",
} as const satisfies Record<ProfileChangeRejectReason, NotificationKey>;

/** Each email topic's name, on /settings and on the unsubscribe page a mail links to. */
export const EMAIL_TOPIC_KEYS = {
  account: "notifications.topicAccount",
  interests: "notifications.topicInterests",
  contactRevealed: "notifications.topicContactRevealed",
  premium: "notifications.topicPremium",
  reports: "notifications.topicReports",
  verification: "notifications.topicVerification",
  messages: "notifications.topicMessages",
} as const satisfies Record<EmailTopic, NotificationKey>;

export function notificationText(kind: NotificationKind, p: NotificationTextParams): NotificationText {
  const values: Record<string, string> = {
    name: p.name ?? "",
    reason: p.reason ?? "",
    date: p.date ?? "",
    amount: p.amount ?? "",
  };
  switch (kind) {
    case "approved":
      return { title: "notifications.approvedTitle", body: "notifications.approvedBody", values };
    case "rejected":
      return { title: "notifications.rejectedTitle", body: "notifications.rejectedBody", values };
    case "interestReceived":
      return { title: "notifications.interestReceivedTitle", body: "notifications.interestReceivedBody", values };
    case "interestAccepted":
      return { title: "notifications.interestAcceptedTitle", body: "notifications.interestAcceptedBody", values };
    case "interestDeclined":
      return { title: "notifications.interestDeclinedTitle", body: "notifications.interestDeclinedBody", values };
    case "contactRevealed":
      return { title: "notifications.contactRevealedTitle", body: "notifications.contactRevealedBody", values };
    case "premiumExpiring":
      return { title: "notifications.premiumExpiringTitle", body: "notifications.premiumExpiringBody", values };
    case "premiumExpired":
      return { title: "notifications.premiumExpiredTitle", body: "notifications.premiumExpiredBody", values };
    case "reportOutcome":
      return {
        title: "notifications.reportOutcomeTitle",
        body:
          p.outcome === "dismissed" ? "notifications.reportOutcomeDismissed" : "notifications.reportOutcomeActioned",
        values,
      };
    case "verificationDecision":
      return {
        title: "notifications.verificationTitle",
        body:
          p.decision === "granted"
            ? "notifications.verificationGranted"
            : p.decision === "revoked"
              ? "notifications.verificationRevoked"
              : "notifications.verificationRejected",
        values,
        ...(p.badge ? { badgeKey: BADGE_KEYS[p.badge] } : {}),
      };
    case "messageUnread":
      return { title: "notifications.messageUnreadTitle", body: "notifications.messageUnreadBody", values };
    case "photoRejected":
      return {
        title: "notifications.photoRejectedTitle",
        body: "notifications.photoRejectedBody",
        values,
        ...(p.photoReason ? { reasonKey: PHOTO_REASON_KEYS[p.photoReason] } : {}),
      };
    case "photoRequest":
      return { title: "notifications.photoRequestTitle", body: "notifications.photoRequestBody", values };
    case "profileChange":
      return p.decision === "granted"
        ? { title: "notifications.profileChangeTitle", body: "notifications.profileChangeApproved", values }
        : {
            title: "notifications.profileChangeTitle",
            body: "notifications.profileChangeRejected",
            values,
            reasonKey: CHANGE_REASON_KEYS[p.changeReason ?? "callUs"],
          };
    case "paymentRefunded":
      return {
        title: "notifications.paymentRefundedTitle",
        body:
          p.decision === "revoked"
            ? "notifications.paymentRefundedPremiumEnded"
            : p.date !== undefined
              ? "notifications.paymentRefundedPremiumUntil"
              : "notifications.paymentRefundedBody",
        values,
      };
  }
}

/** Where a notification leads in the member app. */
export function notificationLink(kind: NotificationKind, memberId: string | undefined): string {
  switch (kind) {
    case "approved":
      return "/home";
    case "rejected":
      return "/profile";
    case "interestReceived":
    case "interestAccepted":
    case "interestDeclined":
      return memberId ? `/user/${memberId}` : "/interests";
    case "contactRevealed":
      return memberId ? `/user/${memberId}` : "/home";
    case "photoRequest":
      // The asking member's page, where the owner answers in one tap (add photos, or show them this member).
      return memberId ? `/user/${memberId}` : "/profile";
    // The renewal page: its plans, and the sentence that a renewal starts after the current expiry.
    case "premiumExpiring":
    case "premiumExpired":
    case "paymentRefunded":
      return "/payment1";
    case "reportOutcome":
      return "/shortlist?tab=reports";
    case "verificationDecision":
      return "/verification";
    case "messageUnread":
      return "/messages";
    case "photoRejected":
    case "profileChange":
      return "/profile";
  }
}
