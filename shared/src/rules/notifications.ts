/**
 * Notifications: what can happen to a member that they are told about, in the app (the bell),
 * by email when they want it, and by SMS for approval when they opted in. The texts are keyed by kind in
 * shared/src/copy/notifications.ts, so each reader sees them in their own language.
 */

export const NOTIFICATION_KINDS = [
  "approved",
  "rejected",
  "interestReceived",
  "interestAccepted",
  "interestDeclined",
  "contactRevealed",
  "premiumExpiring",
  "premiumExpired",
  "reportOutcome",
  "verificationDecision",
  "messageUnread",
  "photoRejected",
  "profileChange",
  "photoRequest",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * What a member chooses by email: one topic per group of kinds (a member thinks "interests", not
 * "interest declined"). The unsubscribe link in a mail turns off its topic.
 */
export const EMAIL_TOPICS = ["account", "interests", "contactRevealed", "premium", "reports", "verification", "messages"] as const;
export type EmailTopic = (typeof EMAIL_TOPICS)[number];

export const TOPIC_OF_KIND: Record<NotificationKind, EmailTopic> = {
  approved: "account",
  rejected: "account",
  interestReceived: "interests",
  interestAccepted: "interests",
  interestDeclined: "interests",
  contactRevealed: "contactRevealed",
  premiumExpiring: "premium",
  premiumExpired: "premium",
  reportOutcome: "reports",
  verificationDecision: "verification",
  messageUnread: "messages",
  photoRejected: "account",
  profileChange: "account",
  photoRequest: "interests",
};

/**
 * The choices of a member who never chose: the news families wait for is on (approval, interests,
 * verification, Premium ending, the outcome of their report); each reveal of the number stays in the app
 * only, since a Premium member may reveal many a day. There is no marketing mail at all.
 */
export const DEFAULT_EMAIL_TOPICS: Record<EmailTopic, boolean> = {
  account: true,
  interests: true,
  contactRevealed: false,
  premium: true,
  reports: true,
  verification: true,
  messages: true,
};

/** The one SMS (opt-in, off by default): "your profile is approved". */
export const SMS_KINDS: readonly NotificationKind[] = ["approved"];

/** Premium ending is announced this long before premiumUntil. */
export const PREMIUM_NOTICE_DAYS = 7;

/** The outcome of a member's own report, as the reporter is told it (never what happened to the other member). */
export const REPORT_OUTCOMES = ["actioned", "dismissed"] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];
