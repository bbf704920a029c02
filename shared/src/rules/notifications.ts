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
  "paymentRefunded",
  "photoRequest",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * What a member chooses by email: one topic per group of kinds (a member thinks "interests", not
 * "interest declined"). The unsubscribe link in a mail turns off its topic.
 */
export const EMAIL_TOPICS = [
  "account",
  "interests",
  "contactRevealed",
  "premium",
  "reports",
  "verification",
  "messages",
] as const;
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
  paymentRefunded: "premium",
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

/**
 * What is pushed to a member's phones (Web Push, on the devices where they turned alerts on): the news a
 * family would want to see at once. Premium ending includes its last day.
 */
export const PUSH_KINDS: readonly NotificationKind[] = [
  "approved",
  "interestReceived",
  "interestAccepted",
  "messageUnread",
  "premiumExpiring",
  "premiumExpired",
];

/** Premium ending is announced this long before premiumUntil. */
export const PREMIUM_NOTICE_DAYS = 7;

/** The outcome of a member's own report, as the reporter is told it (never what happened to the other member). */
export const REPORT_OUTCOMES = ["actioned", "dismissed"] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/**
 * What WhatsApp carries to a member who opted in (each kind is a template registered with Meta:
 * convex/model/whatsapp/templates.ts). Only the news a family waits for; never the other member's name.
 */
export const WHATSAPP_KINDS = [
  "approved",
  "interestReceived",
  "interestAccepted",
  "premiumExpiring",
  "verificationDecision",
  "messageUnread",
] as const satisfies readonly NotificationKind[];
export type WhatsAppKind = (typeof WHATSAPP_KINDS)[number];

/** The topics a member chooses for WhatsApp, as for email (the topics of WHATSAPP_KINDS). */
export const WHATSAPP_TOPICS = [
  "account",
  "interests",
  "premium",
  "verification",
  "messages",
] as const satisfies readonly EmailTopic[];
export type WhatsAppTopic = (typeof WHATSAPP_TOPICS)[number];

/** The topics on at opt-in: the news families wait for; unread messages stay off until chosen. */
export const DEFAULT_WHATSAPP_TOPICS: Record<WhatsAppTopic, boolean> = {
  account: true,
  interests: true,
  premium: true,
  verification: true,
  messages: false,
};

export function isWhatsAppKind(kind: NotificationKind): kind is WhatsAppKind {
  return (WHATSAPP_KINDS as readonly NotificationKind[]).includes(kind);
}

export function isWhatsAppTopic(topic: EmailTopic): topic is WhatsAppTopic {
  return (WHATSAPP_TOPICS as readonly EmailTopic[]).includes(topic);
}

/**
 * A reply that opts out of WhatsApp (trimmed, any case): STOP or UNSUBSCRIBE, or "stop" in Telugu.
 * Meta asks businesses to honour such replies; convex/http.ts's webhook reads them.
 */
export const WHATSAPP_STOP_WORDS: readonly string[] = ["stop", "unsubscribe", "ఆపు", "ఆపండి"];
