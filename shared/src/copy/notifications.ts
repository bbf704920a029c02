/**
 * Notifications: the bell, the /notifications list, the email preferences and the unsubscribe
 * page, and the texts of each kind (shared/src/rules/notifications.ts), used in the app and in mails.
 * `{name}` is the other member's name as the reader may see it (or "A member"), `{date}` a date, `{reason}`
 * staff's words.
 */
export const notificationsCopy = {
  // The bell and the list
  "notifications.bell": "Notifications",
  "notifications.bellUnread": "Notifications, {count} unread",
  "notifications.title": "Notifications",
  "notifications.empty":
    "Nothing yet. We will tell you here when something happens: approval, interests, Premium and more.",
  "notifications.markRead": "Mark as read",
  "notifications.markAllRead": "Mark all as read",
  "notifications.unread": "New",
  "notifications.loadMore": "Show older",
  "notifications.fetchFailed": "We could not load your notifications. Please try again.",
  "notifications.someone": "A member",

  // What each kind says (title, then the line below it)
  "notifications.approvedTitle": "Your profile is approved",
  "notifications.approvedBody": "Welcome! Your matches are waiting for you.",
  "notifications.rejectedTitle": "Your profile was not approved",
  "notifications.rejectedBody": "Reason: {reason}. Please correct your profile; we will look at it again.",
  "notifications.interestReceivedTitle": "You received an interest",
  "notifications.interestReceivedBody": "{name} is interested in your profile.",
  "notifications.interestAcceptedTitle": "Your interest was accepted",
  "notifications.interestAcceptedBody": "{name} accepted your interest.",
  "notifications.interestDeclinedTitle": "Your interest was declined",
  "notifications.interestDeclinedBody": "{name} declined your interest.",
  "notifications.contactRevealedTitle": "Someone viewed your number",
  "notifications.contactRevealedBody": "{name} viewed your contact details.",
  "notifications.premiumExpiringTitle": "Your Premium ends soon",
  "notifications.premiumExpiringBody": "Your Premium ends on {date}. Renew it to keep seeing contact details.",
  "notifications.premiumExpiredTitle": "Your Premium has ended",
  "notifications.premiumExpiredBody": "Your Premium ended on {date}. Take Premium again to see contact details.",
  "notifications.reportOutcomeTitle": "We reviewed your report",
  "notifications.reportOutcomeActioned": "Thank you. Our team reviewed your report and took action.",
  "notifications.reportOutcomeDismissed": "Thank you. Our team reviewed your report and found no rule broken.",
  "notifications.verificationTitle": "Verification decision",
  "notifications.verificationGranted": "Your {badge} verification is approved. The badge now shows on your profile.",
  "notifications.verificationRejected": "Your {badge} verification was not approved. Reason: {reason}.",
  "notifications.verificationRevoked": "Your {badge} badge was removed.",
  "notifications.badgeMobile": "mobile number",
  "notifications.badgeEmail": "email",
  "notifications.badgeId": "ID",
  "notifications.badgePhoto": "photo",
  "notifications.photoRejectedTitle": "A photo was not approved",
  "notifications.photoRejectedBody":
    "One of your photos was not approved, so other members do not see it. Reason: {reason}. You can remove it and add another photo.",
  "notifications.photoReasonFaceNotClear": "the face is not clearly visible",
  "notifications.photoReasonNotTheMember": "it does not seem to be a photo of the person this profile is for",
  "notifications.photoReasonGroupPhoto": "it is a group photo, and we cannot tell who the profile is for",
  "notifications.photoReasonContactDetails": "it shows a phone number, an address or other contact details",
  "notifications.photoReasonUnsuitable": "it is not suitable for a family matrimony site",
  // An unread message reminder: never the message, never the sender (family mailboxes are shared).
  "notifications.messageUnreadTitle": "You have an unread message",
  "notifications.messageUnreadBody": "A member wrote to you an hour ago. Open your messages to read it.",
  // A change of name, marital status, caste or religion after approval, decided by staff.
  "notifications.profileChangeTitle": "Your profile change was reviewed",
  "notifications.profileChangeApproved": "Your change is approved. Your profile now shows the new details.",
  "notifications.profileChangeRejected":
    "Your change was not approved, and your profile keeps its earlier details. Reason: {reason}",
  "notifications.changeReasonProofNeeded": "We need proof of this change. Please call us or send a document.",
  "notifications.changeReasonDoesNotMatch": "It does not match the details we checked when we approved your profile.",
  "notifications.changeReasonTooFrequent": "These details have been changed too often.",
  "notifications.changeReasonCallUs": "Please call us so that we can talk about this change.",

  // Preferences (a section of /settings)
  "notifications.prefsTitle": "Email and SMS notifications",
  "notifications.prefsIntro": "Choose what we send you by email. You always see everything under the bell in the app.",
  "notifications.topicAccount": "Approval of my profile",
  "notifications.topicInterests": "Interests received, accepted or declined",
  "notifications.topicContactRevealed": "Someone viewed my number",
  "notifications.topicPremium": "My Premium is ending or has ended",
  "notifications.topicReports": "The outcome of my reports",
  "notifications.topicVerification": "Verification decisions",
  "notifications.topicMessages": "A message unread for an hour (at most one a day per conversation)",
  "notifications.smsApproved": "Send me an SMS when my profile is approved",
  "notifications.save": "Save",
  "notifications.saved": "Your choices are saved.",
  "notifications.saveFailed": "We could not save your choices. Please try again.",

  // Mails
  "notifications.mailGreeting": "Hello {name},",
  "notifications.mailOpen": "Open Telugu Matrimony: {link}",
  "notifications.mailUnsubscribe": "Do not want these emails? Unsubscribe: {link}",
  "notifications.mailFooter": "You receive this because you have a profile on Telugu Matrimony.",

  // The unsubscribe page (opened from a mail, without signing in)
  "notifications.unsubscribedTitle": "You are unsubscribed",
  "notifications.unsubscribedBody": "We will no longer email you about: {topic}. You can turn it back on in Settings.",
  "notifications.unsubscribeConfirmTitle": "Unsubscribe",
  "notifications.unsubscribeConfirmBody": "Stop emails about: {topic}?",
  "notifications.unsubscribeButton": "Unsubscribe",
  "notifications.unsubscribeInvalid":
    "This unsubscribe link is not valid. Open Settings in the app to choose your emails.",
  // WhatsApp (a section of /settings; opt-in only, model/whatsapp)
  "notifications.whatsappTitle": "WhatsApp messages",
  "notifications.whatsappIntro":
    "Families read WhatsApp first. We send only the news you choose here, and never another member's name or number.",
  "notifications.whatsappConsent":
    "Send me WhatsApp messages from Telugu Matrimony on my mobile number ending {last4}: the news I choose here, in my language. I can stop them at any time by replying STOP, or here in Settings.",
  "notifications.whatsappOptIn": "I agree, send me WhatsApp messages",
  "notifications.whatsappOn": "WhatsApp messages are on for your number ending {last4}, since {date}.",
  "notifications.whatsappOptOut": "Stop WhatsApp messages",
  "notifications.whatsappSaveTopics": "Save WhatsApp choices",
  "notifications.whatsappNeedsMobile":
    "Verify your mobile number first: WhatsApp messages go only to a number you have confirmed.",
  "notifications.whatsappVerifyLink": "Verify my mobile number",
  "notifications.whatsappOptedIn": "WhatsApp messages are on.",
  "notifications.whatsappOptedOut": "WhatsApp messages are off. We will not send you any more.",
  "notifications.whatsappNeedsVerifiedMobile": "Verify your mobile number before you turn on WhatsApp messages.",
  "notifications.whatsappNumberChanged":
    "Your mobile number has changed. Please reload the page and confirm the new number.",
  "notifications.whatsappNotOptedIn": "WhatsApp messages are off. Turn them on first.",
  "notifications.whatsappTooManyOptIns":
    "You have turned WhatsApp messages on several times today. You can turn them on again in {wait}.",
  "notifications.paymentRefundedTitle": "Payment refunded",
  "notifications.paymentRefundedBody":
    "We have refunded {amount} of a payment taken in error. The credit note is in your payment history.",
  "notifications.paymentRefundedPremiumUntil":
    "We have refunded {amount} of a payment taken in error. Your Premium runs until {date}. The credit note is in your payment history.",
  "notifications.paymentRefundedPremiumEnded":
    "We have refunded {amount} of a payment taken in error, and the Premium it paid for has ended. The credit note is in your payment history.",
  "notifications.photoRequestTitle": "A member asks for your photos",
  "notifications.photoRequestBody": "{name} asks you to add or share your photos.",
} as const;
