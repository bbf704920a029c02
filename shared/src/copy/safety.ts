/**
 * Shortlist, not interested, block and report: the buttons on match cards and member pages, the
 * /shortlist page and its tabs, the report form, a staff warning, and the server's refusals.
 */
export const safetyCopy = {
  // Buttons on a card or a member page
  "safety.shortlist": "Shortlist",
  "safety.shortlisted": "Shortlisted",
  "safety.removeShortlist": "Remove from shortlist",
  "safety.notInterested": "Not interested",
  "safety.notInterestedDone": "Hidden from your matches. You can undo this from My shortlist.",
  "safety.moreActions": "More actions for {name}",
  "safety.block": "Block",
  "safety.blockTitle": "Block {name}?",
  "safety.blockExplain":
    "Neither of you will see the other in matches, member pages, interests or lists, and neither can see the other's contact details. You can unblock later from My shortlist.",
  "safety.blockConfirm": "Block",
  "safety.blocked": "{name} is blocked.",
  "safety.cancel": "Cancel",
  "safety.undo": "Undo",
  "safety.unblock": "Unblock",
  "safety.failed": "That did not work. Please try again.",

  // Report form
  "safety.report": "Report",
  "safety.reportTitle": "Report {name}",
  "safety.reportIntro":
    "Tell us what is wrong. Our team reviews every report. Reporting also blocks this member for you.",
  "safety.reasonLabel": "Reason",
  "safety.reasonRequired": "Choose a reason.",
  "safety.reasonFakeProfile": "Fake profile",
  "safety.reasonAlreadyMarried": "Already married",
  "safety.reasonBrokerOrCommercial": "Broker or commercial use",
  "safety.reasonAskedForMoney": "Asked for money",
  "safety.reasonAbusiveOrObscene": "Abusive or obscene",
  "safety.reasonPhotosNotThisPerson": "Photos are not of this person",
  "safety.reasonOther": "Other",
  "safety.detailsLabel": "Details (optional)",
  "safety.detailsHint": "What happened, and when. At most {max} characters.",
  "safety.sendReport": "Send report",
  "safety.reportSent": "Thank you. Your report was sent and this member is blocked for you.",

  // Server refusals
  "safety.self": "You cannot do this to your own profile.",
  "safety.detailsTooLong": "Keep the details under 1000 characters.",
  "safety.alreadyReported": "You have already reported this member. Our team is reviewing it.",
  "safety.shortlistFull": "Your shortlist is full (500 profiles). Remove some before adding more.",
  "safety.hiddenFull": "You have hidden as many profiles as allowed (1000). Undo some before hiding more.",
  "safety.reportLimit": "You have sent as many reports as allowed for now. You can send more in {wait}.",
  "safety.blockLimit": "You have blocked as many members as allowed for today. You can block more in {wait}.",
  "safety.noticeNotFound": "This notice is no longer there.",
  // Registration or a mobile code refused for a phone or email kept on a removed member's safety record:
  // neutral on purpose (it says nothing of why), and support staff see the case.
  "safety.needsSupport": "We could not complete this online. Please call our support team and they will help you.",
  "safety.reportAlreadyReviewed": "This report has already been reviewed.",

  // /shortlist page
  "shortlist.title": "My shortlist",
  "shortlist.intro": "Profiles you kept, the ones you hid, the members you blocked, and your reports.",
  "shortlist.tabShortlist": "Shortlist",
  "shortlist.tabHidden": "Not interested",
  "shortlist.tabBlocked": "Blocked",
  "shortlist.tabReports": "My reports",
  "shortlist.empty": "No profiles shortlisted yet. Use Shortlist on a match to keep it here.",
  "shortlist.hiddenEmpty": "You have not hidden any profiles.",
  "shortlist.hiddenHint": "These profiles are hidden from your matches. Show one again with Undo.",
  "shortlist.blockedEmpty": "You have not blocked anyone.",
  "shortlist.blockedHint": "You and these members do not see each other. Unblock to see each other again.",
  "shortlist.reportsEmpty": "You have not reported anyone.",
  "shortlist.loadMore": "Load more",
  "shortlist.since": "Since {date}",
  "shortlist.unavailable": "Profile no longer available",
  "shortlist.reportedOn": "Reported on {date}: {reason}",
  "shortlist.reportOpen": "Under review by our team",
  "shortlist.reportReviewed": "Reviewed by our team on {date}. Thank you for helping keep members safe.",
  "shortlist.navLink": "My shortlist",

  // A warning from staff
  "notice.title": "A message from our team",
  "notice.body":
    "We received a report about your profile ({reason}) and reviewed it. Please follow our community rules: be honest in your profile and respectful to other members. If this happens again, your profile may be suspended.",
  "notice.acknowledge": "I understand",
} as const;
