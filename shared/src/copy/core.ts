/**
 * The product's own messages: SPEC §5 and §8 texts verbatim (odd spacing included, e.g. 'Enter Full name '
 * keeps its trailing space) because members and support know them by heart, and the server's error texts.
 * Page copy of the member app lives beside this file, one file per area; `shared/src/messages.ts` joins them.
 */
import { JATAKAM_MAX_MB } from "../rules/jatakam";
import { PHOTO_MAX_COUNT, PHOTO_MAX_MB } from "../rules/photos";

export const coreMessages = {
  // Login (SPEC §5, §8)
  "login.fillAllFields": "Please fill in all fields.",
  "login.failed": "Login failed. Please check your credentials.",
  "login.success": "Logged in successfully!",

  // Logout (SPEC §2, §8)
  "logout.success": "Logged out successfully.",
  "logout.failed": "Failed to log out.",

  // Registration step 1, in the order SPEC §5 checks it
  "register.emailRequired": "Email is required to proceed.",
  "register.emailInvalid": "Enter a valid email address, e.g. name@example.com.",
  "register.passwordRequired": "Please create a password.",
  "register.passwordTooShort": "Password must be at least 6 characters long.",
  "register.passwordTooLong": "Password can be at most 128 characters long.",
  "register.fullNameRequired": "Enter Full name ",
  "register.residenceTypeRequired": "Select your residence type.",
  "register.casteRequired": "Select your caste.",
  "register.religionRequired": "Select your religion.",
  "register.mobileRequired": "Enter your mobile number.",
  "register.heightRequired": "Select your height.",
  "register.maritalStatusRequired": "Select your marital status.",
  "register.dobRequired": "Enter your date of birth.",
  "register.genderRequired": "Select your gender.",
  // Step 1 conditions the spec does not name
  "register.countryRequired": "Select the country you live in.",
  "register.otherCountryRequired": "Enter the name of the country you live in.",

  // Registration step 2
  "register.fatherNameRequired": "Enter your father's name.",
  "register.motherNameRequired": "Enter your mother's name.",
  "register.nativeStateRequired": "Select your native state.",
  "register.presentResidenceRequired": "Enter where you live at present.",
  "register.districtRequired": "Select your native district.",
  "register.districtInvalid": "Select a district from the list for your native state.",
  "register.nativeStateOtherRequired": "Enter the name of your native state.",
  "register.brothersInvalid": "Number of brothers must be a whole number from 0 to 20.",
  "register.sistersInvalid": "Number of sisters must be a whole number from 0 to 20.",

  // Registration step 3
  "register.educationRequired": "Enter your education.",
  "register.professionRequired": "Select your profession.",
  "register.professionSectorRequired": "Select your profession sector.",

  // Registration step 4 and submit
  "register.partnerSectorRequired": "Select your partner's profession sector.",
  "register.partnerStateRequired": "Select the state your partner should be from.",
  "register.termsRequired": "Please accept the terms and conditions to register.",
  "register.emailInUse": "Email already in use.",
  "register.failed": "Registration failed.",
  "register.success": "Registration successful!",

  // Format and range checks shared by registration and edit (the spec shows none; a real product needs them)
  "validation.phoneInvalid":
    "Enter a valid mobile number: 10 digits for India, or + and the country code for other countries.",
  "validation.dobFormat": "Enter your date of birth as DD/MM/YYYY, e.g. 05/08/1996.",
  "validation.dobNotADate": "That date does not exist. Check the day and the month.",
  "validation.dobImplausible": "Enter your real date of birth.",
  "validation.underAgeGroom": "Grooms must be at least 21 years old to register.",
  "validation.underAgeBride": "Brides must be at least 18 years old to register.",
  "validation.underAge": "You must be at least 18 years old.",
  "validation.invalidOption": "Choose one of the listed options.",
  "validation.nameTooLong": "Names can be at most 100 characters long.",
  "validation.shortTextTooLong": "This can be at most 100 characters long.",
  "validation.textTooLong": "This can be at most 500 characters long.",
  "validation.notText": "This must be text.",
  "validation.aboutTooLong": "This can be at most 1,000 characters long.",
  "validation.aboutHasContact":
    "Please remove phone numbers, email addresses and links. Members reach you through the app.",
  "validation.marriedBrothersTooMany": "Married brothers cannot be more than brothers.",
  "validation.marriedSistersTooMany": "Married sisters cannot be more than sisters.",
  "validation.hiddenCharacters":
    "This text contains hidden control characters (often from copying and pasting). Please type it again.",

  // Refine partner preferences: what the server says about a bad refine form
  "refine.ageInvalid": "Choose an age from 18 to 70, or Doesn't matter.",
  "refine.ageOrder": "The youngest age cannot be above the oldest age.",
  "refine.heightInvalid": "Choose a height from the list, or Doesn't matter.",
  "refine.heightOrder": "The shortest height cannot be above the tallest height.",
  "refine.chooseAtLeastOne": "Choose at least one, or Doesn't matter.",
  "refine.minGunaInvalid": "The minimum guna score is a whole number from 0 to 36.",

  // Home (SPEC §4, §8)
  "home.userNotFound": "User data not found.",
  "home.fetchFailed": "Failed to fetch user data.",
  "home.noMatches": "No matches found.",
  "home.underVerification": "Your account is under verification",
  "home.underVerificationDetail": "Approval takes 24 hours or more.",

  // Photos (SPEC §4, §8)
  "photo.uploading": "Uploading photo...",
  "photo.uploaded": "Photo uploaded successfully.",
  "photo.uploadFailed": "Photo upload failed: {error}",

  // Profile (SPEC §5, §8)
  "profile.fullNameRequired": "Full Name is required.",
  "profile.mobileRequired": "Mobile Number is required.",
  "profile.dateOfBirthLocked":
    "Your date of birth cannot be changed here. If it is wrong, please call support to correct it.",
  "profile.otherProfessionRequired": "Please specify your profession.",
  "profile.notFound": "No profile data found.",
  "profile.fetchFailed": "Failed to fetch profile data.",
  "profile.updated": "Profile updated successfully!",
  "profile.updateFailed": "Profile update failed.",
  "profile.noData": "Error: No profile data available.",

  // Forgot password (SPEC §8)
  "forgotPassword.sent": "Password reset email sent!",
  "forgotPassword.failed": "Error sending reset email. Please check your email.",

  // Password update (SPEC §5, §8)
  "password.currentRequired": "Enter your current password.",
  "password.newRequired": "Enter a new password.",
  "password.mismatch": "Passwords do not match.",
  "password.currentIncorrect": "Current password is incorrect.",
  "password.updated": "Password updated successfully.",

  // Recently viewed (SPEC §8)
  "recentlyViewed.loginRequired": "You need to be logged in to view this page.",
  "recentlyViewed.userNotFound": "User data not found.",
  "recentlyViewed.fetchFailed": "Failed to fetch recently viewed profiles. Please try again later.",

  // Matching preference page (SPEC §8)
  "preference.noUserData": "No user data available",
  "preference.notLoggedIn": "No user logged in...",

  // Contact reveal (SPEC §4)
  "contact.paidOnly": "Contact details are available for paid members only.",
  "contact.countdown": "{n}s remaining",
  "contact.notProvided": "Not Provided",
  "contact.planQuotaUsed":
    "You have seen as many contact details as your plan includes. Choose a plan on the subscription page to see more.",
  "contact.dailyLimit": "You have seen as many contact details as allowed for today. You can see more in {wait}.",
  "interest.self": "You cannot send an interest to yourself.",
  "interest.sameGender": "Interests can be sent only to members of the opposite gender.",
  "interest.messageRequired": "Choose a message or write a short one of your own.",
  "interest.noteTooLong": "Keep your message under 300 characters.",
  "interest.alreadySent": "You have already sent an interest to this member. Please wait for their answer.",
  "interest.alreadyReceived": "This member has already sent you an interest. You can accept it from Interests.",
  "interest.alreadyAccepted": "You have already accepted each other's interest.",
  "interest.declinedBefore": "This member declined your interest, so you cannot send another.",
  "interest.notPending": "This interest has already been answered, withdrawn or has expired.",
  "interest.withdrawnRecently":
    "You withdrew an interest to this member recently. You can send another 30 days after withdrawing it.",
  "interest.withdrawWindow": "An interest can be withdrawn only within 24 hours of sending it.",
  "interest.dailyLimit": "You have sent as many interests as allowed for today (15). You can send more in {wait}.",

  // Subscription pages (SPEC §2, §4, §8)
  "account.notProvided": "Not provided",
  "subscription.loginRequired": "Please log in to view your subscription details.",
  "subscription.upgradeTitle": "Upgrade Your Plan",
  "payment.planText": "Premium Plan: ₹999 (including GST)",
  "payment.checkoutDescription": "Upgrade to Premium Plan",
  "payment.fetchFailed": "Failed to fetch user data. Please try again.",
  "payment.saveFailed": "Failed to save payment details. Please contact support.",
  "payment.dismissed": "Payment process was dismissed. Please try again.",
  // Premium payments, server answers (the spec shows no server side)
  "payment.unavailable": "Online payment is not available right now. Please try again later or contact support.",
  "payment.providerFailed": "The payment service did not respond. Please try again in a few minutes.",
  "payment.orderNotFound": "We could not find this payment. Please contact support.",
  "payment.verificationFailed": "We could not verify this payment. If money was deducted, please contact support.",
  "payment.tooManyAttempts": "Too many payment attempts. Please try again after some time.",
  "plans.notFound": "This plan does not exist. Please choose a plan from the list.",
  "plans.retired": "This plan is no longer sold. Please choose another plan.",
  "coupon.notYet": "This coupon cannot be used yet.",
  "coupon.expired": "This coupon has expired.",
  "coupon.usedUp": "This coupon has been used up.",
  "coupon.alreadyUsed": "You have already used this coupon.",
  "coupon.tooManyTries": "Too many coupon codes tried. Please try again in {wait}.",

  // Test payment page (SPEC §2, §8)
  "testPayment.button": "Pay 1 Rupee",
  "testPayment.initiationFailed": "Payment initiation failed",
  "testPayment.error": "Error initiating payment",
  // Test payment endpoint answers (POST /api/payment/create-payment)
  "testPayment.invalidBody": "Send the amount, name and phone number as JSON.",
  "testPayment.amountInvalid": "The test payment is for 1 rupee only.",
  "testPayment.nameRequired": "Enter your name.",
  "testPayment.phoneRequired": "Enter your phone number.",
  "testPayment.originNotAllowed": "Payments can only be started from the Telugu Matrimony website.",
  "testPayment.proofRequired": "Your browser needs to confirm this request. Please press the button again.",

  // Calculator coupons (SPEC §5)
  "coupon.invalid": "Invalid coupon code",
  "coupon.applied": "Coupon applied",

  // Account deletion (SPEC §5, §8)
  "deleteAccount.passwordRequired": "Please enter your password to confirm deletion.",
  "deleteAccount.failed": "Error deleting account: {error}",
  "deleteAccount.success": "Your account has been deleted successfully.",

  // Unknown route (SPEC §2, §8)
  "notFound.title": "Oops! Page Not Found",

  // Server errors (ConvexError messages); not in the spec, which shows no server side
  "error.notSignedIn": "Please log in to continue.",
  "error.noProfile": "Please complete your registration first.",
  "error.emailMismatch": "Use the email address you signed in with.",
  "error.notApproved": "Your account is under verification. This is available once it is approved.",
  "error.forbidden": "You are not allowed to do that.",
  "error.notFound": "We could not find what you were looking for.",
  "error.profileExists": "You have already registered a profile.",
  "error.accountDeleted": "This account was deleted. To register again, please sign up with a new account.",
  "error.premiumRequired": "This is available to Premium members only.",
  "error.photoNotFound": "That photo could not be found.",
  "error.photoNotImage": "Only image files can be uploaded as photos.",
  "error.photoTooLarge": `Photos can be at most ${String(PHOTO_MAX_MB)} MB.`,
  "jatakam.wrongType": "The jatakam must be a JPG, PNG or WebP image or a PDF.",
  "jatakam.tooLarge": `The jatakam can be at most ${String(JATAKAM_MAX_MB)} MB.`,
  "jatakam.notFound": "That jatakam file was not found. Please upload it again.",
  "error.photoLimit": `You can upload at most ${String(PHOTO_MAX_COUNT)} photos.`,
  "error.invalidInput": "Some details are missing or invalid. Please check the form.",
  // Rate limits ({wait} is "12 minutes", "about 3 hours")
  "limit.memberPages": "You have opened many member pages in a short time. You can open more in {wait}.",
  "limit.matchPages": "You have opened many pages of matches in a short time. You can see more in {wait}.",
  "limit.uploads": "You have started many photo uploads in a short time. You can upload again in {wait}.",
  "push.badSubscription": "This phone's alert settings could not be saved. Please turn alerts off and on again.",
  "limit.pushSubscriptions": "Alerts were turned on too many times today. Please try again in {wait}.",
  "limit.staffContactViews": "You have opened many members' contact details today. You can open more in {wait}.",
  "limit.preferenceSwitches":
    "You have changed the kind or state of your partner preference several times today. You can change it again in {wait}.",
  "limit.profileChanges":
    "You have sent several changes of your name, marital status, caste or religion for review today. You can send another in {wait}.",
  "limit.testPayment": "Too many payment links were asked for. Please try again in {wait}.",

  // Sign-in service failures, by the auth interface's error code (web/src/features/errors.ts), for screens
  // in a language the identity service does not write
  "authError.invalidCredentials": "The email or password is incorrect.",
  "authError.wrongPassword": "The password is incorrect.",
  "authError.invalidCode": "The code or link is wrong or has expired. Please ask for a new one.",
  "authError.network": "Could not reach the sign-in service. Please check your internet connection and try again.",
  "authError.rateLimited": "Too many attempts. Please try again in {wait}.",
  "authError.rateLimitedNoWait": "Too many attempts. Please wait a while and try again.",

  // Staff console (admin and support); server answers of convex/admin/*
  "console.cannotApprove":
    "Only members awaiting approval or rejected can be approved; reinstate a suspended member instead.",
  "console.cannotReject": "Only members awaiting approval can be rejected.",
  "console.alreadySuspended": "This member is already suspended.",
  "console.notSuspended": "Only suspended members can be reinstated.",
  "console.reasonRequired": "Please give a reason; the member will see it.",
  "console.reasonTooLong": "Keep the reason under 500 characters.",
  "console.tooManyIds": "Select at most 50 members at a time.",
  "console.tooManyPhotos": "Select at most 50 photos at a time.",
  "console.photoAlreadyReviewed": "This photo was already reviewed, or its member removed it.",
  "console.fieldNotEditable": "This field cannot be changed here.",
  "console.confirmMismatch": "Type the member's profile code to confirm the deletion.",
  "console.amountInvalid": "Enter the amount paid, between ₹1 and ₹50,000.",
  "console.referenceRequired": "Enter the payment reference (receipt, UPI or cheque number).",
  "console.referenceTooLong": "Keep the payment reference under 100 characters.",
  "console.paidOnInvalid": "Enter the payment date as DD/MM/YYYY.",
  "console.paidOnFuture": "The payment date cannot be in the future.",
  "console.paidOnTooOld": "The payment date is more than a year ago.",
  "console.duplicateReference": "A payment with this reference is already recorded for this member.",
  "console.planKeyInvalid": "Give the plan a key of 2 to 30 lower-case letters, digits or hyphens.",
  "console.planKeyExists": "A plan with this key exists already.",
  "console.planNameRequired": "Give the plan a name in Telugu and in English, up to 60 characters each.",
  "console.planDaysInvalid": "Enter the plan's length in whole days, from 1 to 730.",
  "console.planPriceInvalid": "Enter the plan's price before GST, between ₹1 and ₹50,000.",
  "console.planGstInvalid": "Enter the GST rate in basis points, from 0 to 2800 (1800 is 18%).",
  "console.planRevealsInvalid":
    "Enter the contact views included as a whole number up to 10,000, or leave it empty for the daily limit alone.",
  "console.defaultPlanLocked":
    "The default Premium plan is the one the site promises (₹999, 365 days): it cannot be changed or retired.",
  "console.couponCodeInvalid": "Give the coupon a code of 3 to 20 letters, digits, hyphens or underscores.",
  "console.couponExists": "A coupon with this code exists already.",
  "console.couponNotFound": "There is no such coupon.",
  "console.couponValueInvalid": "A percent coupon takes 1 to 100; an amount coupon takes ₹1 to ₹50,000.",
  "console.couponDatesInvalid": "The coupon's end date must be after its start date.",
  "console.couponLimitInvalid": "Use limits are whole numbers from 1 to 1,000,000, or empty for no limit.",
  "console.noteRequired": "Write the call note first.",
  "console.noteTooLong": "Keep the call note under 2,000 characters.",
  "console.staffEmailInvalid": "Enter a valid email address.",
  "console.staffExists": "This person is already staff with that role.",
  "console.staffNotFound": "There is no staff member with this email.",
  "console.invitationInvalid":
    "This invitation link is not valid: it was used, replaced by a newer one, or has expired. Ask an admin for a new one.",
  "console.invitationOtherEmail":
    "This invitation is for another email address. Sign in with the address it was sent to.",
  "console.invitationUnverified":
    "Confirm your email address first (open the link in the mail we sent when you signed up), then open the invitation again.",
  "console.cannotChangeSelf": "You cannot remove yourself or change your own role.",
  "console.lastAdmin": "There must always be at least one admin.",
  "console.bootstrapAdmin": "This admin is set in the server's ADMIN_EMAILS; remove them there.",
  "console.sortNotSupported": "This list cannot be sorted that way with these filters.",

  // Parents and relatives (docs/parents.md): form checks and the server's refusals
  "parents.contactNameRequired": "Enter the contact person's name, or leave the relationship empty.",
  "parents.contactRelationRequired": "Select how the contact person is related.",
  "consent.notNeeded": "This profile was made by its own member, so no consent is needed.",
  "consent.alreadyGiven": "Consent has already been given for this profile.",
  "consent.mobileRequired": "Enter the bride's or groom's own mobile number.",
  "consent.pendingApproval":
    "The bride or groom has not given their consent yet. This profile cannot be approved until they confirm it with the code sent to their own mobile.",
  // The 6-digit code sent to a mobile (mobile verification, and the consent form's schema: validation/consent.ts)
  "verification.errorCodeFormat": "Type the 6 digits of the code.",

  // Marriage biodata links (docs/biodata.md): the server's refusals
  "biodata.daysInvalid": "A link can last from 1 to 30 days.",
  "biodata.tooManyLinks": "You already have 5 active biodata links. Revoke one before making a new one.",
  "biodata.linkRateLimited": "You have made many biodata links today. You can make another in {wait}.",
  "biodata.linkNotFound": "That biodata link could not be found.",
  // Tax invoices and refunds (docs/payments.md): the server's refusals
  "invoice.notFound": "We could not find this invoice.",
  "limit.taxDocumentDownloads": "You have downloaded many invoices in a short time. You can download again in {wait}.",
  "limit.refundActions": "You have proposed or decided many refunds today. You can do more in {wait}.",
  "refund.notFound": "We could not find this refund.",
  "refund.notPaid": "Only a paid payment can be refunded.",
  "refund.amountInvalid": "Enter an amount from ₹1 up to what is left to refund on this payment.",
  "refund.reasonRequired": "Write why this payment is being refunded.",
  "refund.reasonTooLong": "Keep the reason under 500 characters.",
  "refund.alreadyOpen": "This payment already has a refund waiting. Decide that one first.",
  "refund.notProposed": "This refund has already been decided.",
  "refund.offlineDetailsRequired": "Say how the money was returned and give its reference.",
  "refund.providerFailed": "Razorpay did not accept the refund. Nothing was refunded; try again later.",
  // Finding people: search by profile ID, pause, photo requests
  "interest.senderPaused": "Your profile is paused. Resume it to send interests.",
  "interest.targetPaused": "This member has paused their profile and is not taking new interests now.",
  "search.codeInvalid": "Enter a profile ID as it was shared, for example TM7K3QXD.",
  "search.notAvailable": "No profile with this ID is available to you. Check the ID with the person who shared it.",
  "photoRequest.notNeeded": "You can already see this member's photos.",
  "photoRequest.alreadyAsked": "You have already asked this member for photos.",
  "photoRequest.notYours": "This photo request is not for you.",
  "limit.photoRequests": "You have asked for photos many times in a short time. You can ask again in {wait}.",
} as const;
