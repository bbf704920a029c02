/**
 * Privacy the owner controls: the privacy settings page (/privacy-settings) and its block in
 * registration step 4, the photo placeholders, the contact card's refusal, who viewed me and who saw my
 * number (/viewed-me), and the live notice when someone sees the member's number.
 */
export const privacyCopy = {
  // Settings (/privacy-settings and registration step 4)
  "privacy.settingsTitle": "Privacy settings",
  "privacy.settingsIntro":
    "Choose who can see your phone number and your photos. Staff who check profiles can always see them.",
  "privacy.registrationTitle": "Your privacy",
  "privacy.registrationIntro":
    "If you are not sure, keep the defaults. You can change them at any time in Privacy settings.",
  "privacy.phoneTitle": "Who can see my phone number",
  "privacy.phonePremium": "Premium members (default)",
  "privacy.phonePremiumHint": "Any Premium member can see your number after a 60-second wait.",
  "privacy.phonePremiumAccepted": "Premium members whose interest I accepted, or who accepted mine",
  "privacy.phonePremiumAcceptedHint": "Others are told to send you an interest first.",
  "privacy.photosTitle": "Who can see my photos",
  "privacy.photosMembers": "All approved members (default)",
  "privacy.photosMembersHint": "Your photos show on your profile and in matches.",
  "privacy.photosAccepted": "Members whose interest I accepted, or who accepted mine",
  "privacy.photosAcceptedHint": "Others see a placeholder until an interest between you is accepted.",
  "privacy.photosStaff": "Only staff",
  "privacy.photosStaffHint": "Members never see your photos; staff see them only to check your profile.",
  "privacy.jatakamTitle": "Who can see my jatakam",
  "privacy.jatakamMembers": "All approved members",
  "privacy.jatakamMembersHint": "Your jatakam opens from your profile.",
  "privacy.jatakamAccepted": "Members whose interest I accepted, or who accepted mine (default)",
  "privacy.jatakamAcceptedHint": "Others are told it opens once an interest between you is accepted.",
  "privacy.jatakamStaff": "Only staff",
  "privacy.jatakamStaffHint": "Members never see your jatakam; staff see it only to check your profile.",
  "privacy.save": "Save privacy settings",
  "privacy.saved": "Your privacy settings are saved.",
  "privacy.saveFailed": "Your privacy settings could not be saved. Please try again.",
  "privacy.openSettings": "Privacy settings",

  // Photo placeholders (cards and member pages)
  "privacy.photoLockedInterest": "Photo visible after interest is accepted",
  "privacy.photoLockedStaff": "This member shows photos only to staff",

  // The contact card when the owner's rule refuses (also the server's error)
  "privacy.phoneNeedsInterest":
    "This member shares contact details only with Premium members whose interest they accepted, or who accepted theirs.",
  "privacy.sendInterestHint": "Send an interest. Once it is accepted, you can see the contact details here.",

  // Who viewed me and who saw my number (/viewed-me)
  "viewers.title": "Who viewed me",
  "viewers.tabViewedMe": "Viewed my profile",
  "viewers.tabSawNumber": "Saw my number",
  "viewers.viewedMeIntro": "Members who opened your profile, newest first.",
  "viewers.viewedOn": "Viewed on {date}",
  "viewers.viewedMeEmpty": "No member has opened your profile yet.",
  "viewers.sawNumberIntro":
    "Every time a member saw your contact details, newest first. If someone misuses your number, report them.",
  "viewers.sawNumberOn": "Saw your number on {date}",
  "viewers.sawNumberEmpty": "No member has seen your number yet.",
  "viewers.notListed": "This profile is no longer shown to members.",
  "viewers.memberLeft": "A member who has since left ({code})",
  "viewers.loadMore": "Show more",

  // The live notice
  "viewers.numberNotice": "{name} ({code}) has just seen your phone number.",
  "viewers.numberNoticeTitle": "Someone saw your number",
  "viewers.numberNoticeLink": "See who saw my number",
  // Photo requests: asking a member without visible photos, and the owner's one-tap answers
  "photoRequest.ask": "Ask for photos",
  "photoRequest.asked": "You asked for photos",
  "photoRequest.sentToast": "Your request was sent.",
  "photoRequest.failed": "That did not work. Please try again.",
  "photoRequest.allow": "Show my photos to this member",
  "photoRequest.addPhotos": "Add photos",
  "photoRequest.allowedToast": "This member can now see your photos.",
  "photoRequest.allowed": "You showed your photos to this member.",
} as const;
