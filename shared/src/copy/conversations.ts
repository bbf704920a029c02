/**
 * Conversations in the member app: the navbar's messages icon, the list (/messages), a thread
 * (/messages/:id), its composer, sharing contact details, reporting a message, read receipts, and the
 * "Message" button where an interest is accepted. `{name}` is the other member's name as the reader may
 * see it; `{count}` a number (or "99+" on the navbar).
 */
export const conversationsCopy = {
  // The navbar and the list
  "conversations.title": "Messages",
  "conversations.navLabel": "Messages",
  "conversations.navUnread": "Messages, {count} unread",
  "conversations.empty": "No conversations yet",
  "conversations.emptyHint":
    "When one of you accepts the other's interest, you can talk here. Contact details stay hidden until you both agree to share them.",
  "conversations.emptyAction": "See my interests",
  "conversations.loadMore": "Show older conversations",
  "conversations.fetchFailed": "We could not load your messages. Please try again.",
  "conversations.unread": "{count, plural, one {# unread message} other {# unread messages}}",
  "conversations.ended": "Ended",
  "conversations.memberLeft": "Member left",
  "conversations.noMessagesYet": "No messages yet",
  "conversations.youPrefix": "You:",
  "conversations.withName": "Conversation with {name}",

  // A message's hidden contact detail, as the reader sees it
  "conversations.masked": "•••• shared when you both agree",

  // The thread
  "conversations.back": "All messages",
  "conversations.loadEarlier": "Load earlier messages",
  "conversations.threadLabel": "Messages with {name}",
  "conversations.threadEmpty":
    "Say hello. Phone numbers, emails and links stay hidden until you both agree to share them.",
  "conversations.newBelow": "New messages",
  "conversations.moneyWarning": "Never send money to someone you met here. Report this conversation if you are asked.",
  "conversations.endedNotice": "This conversation has ended",
  "conversations.notFound": "This conversation is not available.",
  "conversations.fromMe": "You",
  "conversations.statusSent": "Sent",
  "conversations.statusDelivered": "Delivered",
  "conversations.statusSeen": "Seen",
  "conversations.viewProfile": "View profile",

  // Sharing contact details
  "conversations.share": "Share my contact details with {name}",
  "conversations.shareTitle": "Share your contact details with {name}?",
  "conversations.shareExplain":
    "Phone numbers, emails, UPI IDs and links in this conversation are hidden until you both agree. Once you both agree, you each see what the other wrote. You cannot take this back.",
  "conversations.shareConfirm": "Share",
  "conversations.shareWaiting": "You agreed to share contact details. Waiting for {name}.",
  "conversations.shareTheyAgreed": "{name} agreed to share contact details. They are shown when you agree too.",
  "conversations.shared": "You both agreed: contact details in this conversation are shown.",

  // Composer
  "conversations.composerLabel": "Your message",
  "conversations.composerPlaceholder": "Write a message",
  "conversations.counter": "{count} / {max}",
  "conversations.send": "Send",
  "conversations.sendFailed": "Your message was not sent. Please try again.",
  "conversations.tooLong": "A message can be at most {max} characters.",

  // The thread's menu
  "conversations.menu": "Conversation options",
  "conversations.readReceipts": "Show when I have read messages",
  "conversations.readReceiptsHint":
    "When this is off, others do not see when you have read their messages, and you do not see when they have read yours.",
  "conversations.failed": "That did not work. Please try again.",
  // The privacy settings page: the same switch as in a thread's menu, under its own heading.
  "conversations.settingsTitle": "Messages",
  "conversations.readReceiptsOn": "Others can now see when you have read their messages.",
  "conversations.readReceiptsOff": "Others no longer see when you have read their messages.",

  // Reporting a message
  "conversations.reportMessage": "Report this message",
  "conversations.reportTitle": "Report a message from {name}",
  "conversations.reportIntro":
    "Our safety team will read this message and the 30 messages before it, and nothing else of your conversation. {name} is not told who reported. Reporting also blocks {name} for you, and this conversation ends.",
  "conversations.reportSent":
    "Thank you. Our safety team will look at this conversation. This member is now blocked for you.",

  // Where an interest is accepted
  "conversations.message": "Message",
  "conversations.messageName": "Message {name}",
  "conversations.openFailed": "We could not open the conversation. Please try again.",
} as const;
