/**
 * Mobile and email verification and the badges: the "Verify my profile" page (/verification),
 * the badges on cards and member pages, the "verified profiles only" preference, and the server's
 * refusals for SMS codes (the app shows them by key).
 */
export const verificationCopy = {
  // The page
  "verification.pageTitle": "Verify my profile",
  "verification.intro":
    "Verified details help families trust your profile. Each badge you earn shows on your card and your profile page.",
  "verification.stateVerified": "Verified",
  "verification.stateNotVerified": "Not verified",
  "verification.verifiedMeaning":
    "A profile counts as verified when its mobile number is verified and staff have verified its ID or photo.",

  // The badges
  "verification.badgeMobile": "Mobile",
  "verification.badgeEmail": "Email",
  "verification.badgeId": "ID",
  "verification.badgePhoto": "Photo",
  "verification.badgeMobileTitle": "Mobile number verified by a code",
  "verification.badgeEmailTitle": "Email address verified",
  "verification.badgeIdTitle": "ID document checked by staff",
  "verification.badgePhotoTitle": "Photo checked by staff against a selfie",
  "verification.badgesLabel": "Verified: {list}",

  // The mobile section
  "verification.mobileTitle": "Mobile number",
  "verification.mobileIntro":
    "We send a 6-digit code by SMS to your number ending {last4}. Type it here to verify your number.",
  "verification.mobileVerified": "Your mobile number ending {last4} is verified.",
  "verification.sendCode": "Send code",
  "verification.sending": "Sending...",
  "verification.resendCode": "Send a new code",
  "verification.resendIn": "You can ask for a new code in {seconds} seconds.",
  "verification.codeSent": "We sent a code to your number ending {last4}. It is valid for 10 minutes.",
  "verification.codeLabel": "6-digit code",
  "verification.verifyButton": "Verify",
  "verification.mobileSuccess": "Your mobile number is verified.",
  "verification.changeNumberNote":
    "If you change your mobile number in your profile, verify the new number here again.",
  "verification.noMobile": "Add your mobile number to your profile first.",

  // What the code check answers
  "verification.errorWrong": "That code is not right. Attempts left: {attempts}.",
  "verification.errorExpired": "This code has expired. Ask for a new code.",
  "verification.errorTooManyAttempts": "Too many wrong attempts. Ask for a new code.",
  "verification.errorNoCode": "Ask for a code first.",
  "verification.errorOtherNumber": "The mobile number changed after the code was sent. Ask for a new code.",
  "verification.errorResendTooSoon": "You can ask for a new code in {seconds} seconds.",
  "verification.errorTooManyCodes": "Too many codes were sent to this number or account. Please try again in {wait}.",
  "verification.errorSmsFailed": "The SMS could not be sent. Please try again in a minute.",
  "verification.errorAlreadyVerified": "This mobile number is verified already.",

  // The email section
  "verification.emailTitle": "Email address",
  "verification.emailVerified": "Your email address is verified.",
  "verification.emailUnverified":
    "Your email address is not verified yet. Open the link in the mail we sent when you signed up, then sign in again.",

  // The matching preference
  "verification.verifiedOnlyLabel": "Verified profiles only",
  "verification.verifiedOnlyHelp":
    "Show only profiles whose mobile number is verified and whose ID or photo staff have verified.",
} as const;
