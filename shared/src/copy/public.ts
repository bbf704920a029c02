/**
 * Public pages: landing, about, contact, FAQ, policies, rate us, explore, partner redirects, calculator,
 * test payment, not found.
 *
 * Contact points, ages and prices are placeholders ({phone}, {brideAge}, ...) filled from shared/src/site.ts,
 * dates.ts and rules/, so a changed number changes every page. Long texts (FAQ answers, policy sections)
 * use plain line breaks: a blank line starts a new paragraph, and lines starting with "- " are list items.
 */
export const publicCopy = {
  // Landing (SPEC §2)

  // About us
  "about.title": "About Us",
  "about.intro":
    "{site} is a matrimony service for Telugu-speaking families of Andhra Pradesh and Telangana, and for NRI families living abroad.",
  "about.body":
    "We started with one simple idea: a marriage joins two families, so the search should be as careful as the families are. Every profile is checked by our team before it is shown to others. Members see matches from their own community that fit their partner preference, and Premium members can see phone numbers to talk directly with the family.\n\nOur support team speaks Telugu and English. Call or WhatsApp us and we will help you register, write your profile and find good matches. More than 400 couples have settled their marriages through our service.",
  "about.cta": "Register free",

  // Contact (SPEC §2)
  "contactUs.title": "Contact Us",
  "contactUs.intro":
    "We are happy to help with registration, your profile, matches or payments. Call or chat with us on WhatsApp.",
  "contactUs.callTitle": "Call us",
  "contactUs.whatsappTitle": "WhatsApp",
  "contactUs.whatsappText": "Send us a message. We usually reply within a few hours.",
  "contactUs.emailTitle": "Email",
  "contactUs.addressTitle": "Office address",
  "contactUs.hoursTitle": "Support hours",

  // FAQ (SPEC §2): exactly five items
  "faq.title": "Frequently Asked Questions",
  "faq.whatIsQuestion": "What is {site}?",
  "faq.whatIsAnswer":
    "{site} is a matrimony website for Telugu-speaking families of Andhra Pradesh and Telangana, including NRI families. You create a profile, our team checks and approves it, and then you see matching profiles from your community that fit your partner preference.",
  "faq.registerQuestion": "How do I register?",
  "faq.registerAnswer":
    "Tap Register and fill in four short steps:\n- Personal details\n- Family details\n- Education and profession\n- Partner preference\nAfter you submit, our team checks your profile. Approval takes {approvalHours} hours or more. You can log in and complete your profile and add photos while you wait.",
  "faq.feesQuestion": "Are there any fees?",
  "faq.feesAnswer":
    "Registering and seeing matching profiles is free. To see the phone numbers of other members, and to get priority support and exclusive matches, you can buy a Premium subscription plan. See the Pricing page for the current plans and offers.",
  "faq.deleteQuestion": "How do I delete my profile?",
  "faq.deleteAnswer":
    "Contact our customer support team by phone or WhatsApp and they will delete your profile for you. You can also delete it yourself from the Delete Account page after you log in. Please note: deleting a profile cannot be undone. Your profile, photos and contact details are removed for good.",
  "faq.contactQuestion": "How do I contact customer support?",
  "faq.contactAnswer": "Call or WhatsApp us on {phone}, or email {email}. We are available {supportHours}.",

  // Privacy policy (SPEC §2): nine sections
  "privacy.title": "Privacy Policy",
  "privacy.intro":
    "This policy explains what personal data {site} collects, why, who can see it, and the rights you have under India's Digital Personal Data Protection Act, 2023.",
  "privacy.whoWeAreTitle": "1. Who we are",
  "privacy.whoWeAreBody":
    "{site} is run by {owner}, {address}. {owner} is the Data Fiduciary for the personal data you give us on this website.\n\nOur service is for adults only. We do not knowingly collect data of anyone under {minAge}.",
  "privacy.collectTitle": "2. What we collect",
  "privacy.collectBody":
    "When you register and use the service, we collect:\n- Personal details: name, gender, date, time and place of birth, rashi, nakshatram, gotram, height, complexion and marital status\n- Community details: caste and religion\n- Family details: parents' names and professions, brothers and sisters, native place and present residence, financial status\n- Education and work: education, college, profession, company, working place and income\n- Your partner preference\n- Photos you upload\n- Messages you write to other members in conversations on the site\n- Contact details: email address, mobile number and alternate mobile number\n- Payment records: amount, date, transaction ID and status\n- Technical data needed to run the site, such as the device and browser used and the time of sign-in\n\nCaste, religion and birth details are sensitive. You give them so that we can find matches in your community; please share only what you are comfortable with.",
  "privacy.useTitle": "3. Why we use it",
  "privacy.useBody":
    "We use your data, with your consent, only to:\n- show your profile to suitable members and show you matching profiles\n- check and approve profiles, and keep the service safe from fake profiles and misuse\n- help you when you call or write to customer support\n- take payments and give you Premium membership\n- meet our duties under Indian law\n\nWe do not sell your data, and we do not use it for advertising by others.",
  "privacy.visibilityTitle": "4. Who can see what",
  "privacy.visibilityBody":
    "- Your profile details are shown only to members whose accounts we have approved.\n- Your photos are shown only to approved members.\n- Your email address and phone numbers are shown only to Premium members, and we record every time a member opens them.\n- Our staff see your data only to approve profiles, help you and prevent misuse.\n- Your messages are seen only by you and the member you write to. Phone numbers, emails and other contact details in a message stay hidden from the other member until both of you agree to share them. Our staff cannot browse conversations: they see the last 30 messages of a conversation only when a member reports it, or when our system flags a request for money or the same text sent to many members, and every such opening is recorded.\n- Service providers who host our website and process payments handle data only on our instructions.\n- We share data with the police or a court only when Indian law requires it.",
  "privacy.paymentsTitle": "5. Payments",
  "privacy.paymentsBody":
    "Payments are processed by Razorpay. Your card, UPI or bank details go directly to Razorpay and are handled under Razorpay's own privacy policy. We never see or store them. We keep only the amount, date, transaction ID and status of each payment.",
  "privacy.retentionTitle": "6. How long we keep it, and deleting your account",
  "privacy.retentionBody":
    "We keep your data while your account is open. You can delete your account yourself at any time from the Delete Account page (/delete-account) after you log in, or ask customer support to do it. Deletion removes your profile, photos, contact details and viewing history at once, and cannot be undone. Your messages disappear from the other member's conversations at the same time. If a member reported a conversation with you, the excerpt of its last 30 messages attached to the report is kept until our team closes the report, and is then deleted.\n\nPayment records are kept for as long as tax and accounting laws require, without your name attached.\n\nOne exception keeps members safe. If a member was reported, warned, suspended or removed by our team, or flagged for collecting other members' contact details, we keep a small safety record for one year after their account is deleted: their profile code, the reasons, our team's notes, the reports made about them, the contact details they looked at, and coded fingerprints of their phone numbers and email (not the numbers or the email themselves). We keep it so that a person who harmed others cannot erase the evidence by deleting their account, and so that a suspended or removed person cannot simply register again. After one year the record is deleted.",
  "privacy.rightsTitle": "7. Your rights",
  "privacy.rightsBody":
    "Under the Digital Personal Data Protection Act, 2023 you have the right to:\n- get a summary of the personal data we hold about you and how we use it\n- have your data corrected, completed or updated (you can edit most of it yourself on My Profile)\n- have your data erased\n- withdraw your consent at any time (this closes your account, since we cannot match you without your data)\n- have your complaints answered by our Grievance Officer\n- nominate a person to use these rights for you in case of death or incapacity\n\nTo use any of these rights, write to {grievanceEmail}.",
  "privacy.securityTitle": "8. How we protect your data",
  "privacy.securityBody":
    "All traffic to our website is encrypted (HTTPS). Passwords are stored only in a protected, hashed form, and we never ask for your password on the phone. Contact details are kept apart from profiles and opened only for Premium members. Only trained staff can reach member data, and staff actions are logged.\n\nNo system is perfectly safe. If we learn of a breach that affects your data, we will inform you and the Data Protection Board of India as the law requires.",
  "privacy.grievanceTitle": "9. Grievance Officer and contact",
  "privacy.grievanceBody":
    "If you have a question or a complaint about your personal data, contact our {grievanceName}:\n- Email: {grievanceEmail}\n- Address: {address}\n\nWe will acknowledge your complaint within 24 hours and resolve it within the time limits set by Indian law. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.\n\nWe may update this policy. We will show the new date at the top of this page and tell members about important changes.",
  "privacy.lastUpdatedDate": "28 November 2026",

  // Terms and conditions (SPEC §2, §5, §9): nine sections
  "terms.title": "Terms and Conditions",
  "terms.intro": "Please read these terms before you register. By registering or using {site} you agree to them.",
  "terms.aboutTitle": "1. About these terms",
  "terms.aboutBody":
    '{site} is owned and run by {owner}, {address} ("we", "us"). These terms are an agreement between you and {owner} for the use of this website and our services.',
  "terms.eligibilityTitle": "2. Who can register",
  "terms.eligibilityBody":
    "You may register only if:\n- you are at least {minAge} years old, and\n- you are legally eligible to marry under Indian law: men must be at least {groomAge} and women at least {brideAge} years old, and you must not be currently married (divorced and widowed members are welcome).\n\nParents, brothers or sisters may create a profile for a family member, but only with that person's consent. One person may have only one profile.",
  "terms.accountTitle": "3. Your profile and account",
  "terms.accountBody":
    "- Give true and complete details, and keep them up to date.\n- Upload only your own recent photos.\n- Keep your password secret. You are responsible for what is done with your account.\n- Our team checks every new profile before it is shown. Approval takes {approvalHours} hours or more. We may refuse, suspend or remove a profile that is false, incomplete or breaks these terms.",
  "terms.conductTitle": "4. Using the service respectfully",
  "terms.conductBody":
    "You agree not to:\n- create a fake profile or pretend to be someone else\n- harass, threaten or insult any member\n- ask any member for money, or offer or demand dowry\n- share other members' contact details or photos outside the service\n- use the service for business, advertising or any purpose other than finding a life partner\n\nPlease report any misuse to customer support.",
  "terms.premiumTitle": "5. Premium membership and payments",
  "terms.premiumBody":
    "Registration is free. Premium membership lets you see contact details of other members and gives priority support and exclusive matches. Prices are shown on the website when you pay. Premium is valid for {days} days from the date of payment. Online payments are processed by Razorpay.",
  "terms.refundTitle": "6. No refunds",
  "terms.refundBody":
    "All payments are final. We do not give refunds, fully or partly, for any reason, including unused time or a match found early. Please read our Refund Policy before you pay.",
  "terms.limitsTitle": "7. Our responsibilities and limits",
  "terms.limitsBody":
    "We check profiles carefully, but we cannot confirm every detail a member gives. Before you decide on a marriage, please meet the family and check the details yourself. We do not promise that you will find a match within any time. To the extent the law allows, our responsibility to you is limited to the amount you paid us in the last 12 months.",
  "terms.endingTitle": "8. Ending your account",
  "terms.endingBody":
    "You can delete your account at any time from the Delete Account page after you log in, or by asking customer support. Deletion cannot be undone. We may suspend or close an account that breaks these terms; no refund is given in that case.",
  "terms.lawTitle": "9. Governing law and disputes",
  "terms.lawBody":
    "These terms are governed by the laws of India. Any dispute is subject to the exclusive jurisdiction of the courts at Hyderabad, Telangana. Before going to court, please contact our {grievanceName} at {grievanceEmail} so that we can try to solve the problem.\n\nWe may change these terms. The date at the top of this page shows the latest version; using the service after a change means you accept it.",
  "terms.lastUpdatedDate": "1 February 2026",

  // Refund policy (SPEC §2: last updated 2025; refunds are not given)
  "refund.title": "Refund Policy",
  "refund.lastUpdatedDate": "15 March 2025",
  "refund.noRefundsTitle": "Payments are final",
  "refund.noRefundsBody":
    "All payments made to {site}, including Premium membership, are final. We do not give refunds, fully or partly, for any reason. This includes unused time on your plan, a marriage settled early, or an account closed by you or by us for breaking our terms.",
  "refund.beforeYouPayTitle": "Before you pay",
  "refund.beforeYouPayBody":
    "Registration and seeing matches are free, so you can try the service before you pay. If you have any questions about a plan, please call or WhatsApp us first.",
  "refund.problemTitle": "If something went wrong with a payment",
  "refund.problemBody":
    "If money was taken from your account but your Premium membership did not start, contact customer support with the transaction ID and we will activate your membership.",

  // Rate us (SPEC §2)
  "rateUs.title": "Rate Us",
  "rateUs.text": "Thank you for choosing {site}. Your review helps other Telugu families find us.",
  "rateUs.popupTitle": "Enjoying {site}?",
  "rateUs.popupText": "Please take a minute to write a review. It helps other families trust us.",
  "rateUs.writeReview": "Write a review",
  "rateUs.notNow": "Not now",

  // Explore (SPEC §2)
  "explore.title": "Explore Matches",
  "explore.text": "See a list of recent profiles of brides and grooms from our community.",
  "explore.openPdf": "View matches (PDF)",

  // Partner redirects (SPEC §2)
  "partner.title": "Taking you to {destination}",
  "partner.text": "You are being taken to the {destination} page on our partner website in {seconds} seconds.",
  "partner.manualLink": "Not moving? Open the {destination} page",
  "partner.nriBrides": "NRI Brides",
  "partner.doctorBrides": "Doctor Brides",
  "partner.nriBrideGrooms": "NRI Bridegrooms",
  "partner.doctorBrideGrooms": "Doctor Bridegrooms",

  // Price calculator /pay (SPEC §2, §4, §5, §9)
  "pay.title": "Pricing",
  "pay.intro": "Choose your plan, add a coupon if you have one, and see what you pay.",
  "pay.plansLabel": "Plan",
  "pay.planIndia": "India",
  "pay.planNri": "NRI",
  "pay.planIndiaText": "For members living in India.",
  "pay.planNriText": "For members living outside India.",
  "pay.planHeading": "{plan} plan: Premium with personal matchmaking, 12 months",
  "pay.planIncludes":
    "Premium for {days} days from the day we confirm your payment: contact details of your matches, priority support, exclusive matches, and our team's personal help in finding matches.",
  "pay.billTitle": "Bill summary",
  "pay.basePrice": "Base price",
  "pay.offerDiscount": "Offer discount ({percent}%)",
  "pay.couponDiscount": "Coupon {code} ({percent}%)",
  "pay.total": "Total",
  "pay.couponLabel": "Coupon code",
  "pay.applyCoupon": "Apply",
  "pay.removeCoupon": "Remove coupon",
  "pay.payButton": "Pay {amount}",
  "pay.howToPayTitle": "How to pay",
  "pay.howToPayText":
    "Please pay {amount} using PhonePe or Google Pay to {phone}. Then send us the payment screenshot on WhatsApp at the same number, and we will start your Premium membership.",
  "pay.whatsappMessage": "Hello, I have paid {amount} for the {plan} plan. Here is my payment screenshot.",

  // Test payment /paye (SPEC §2, §4, §8); button and alerts are in messages.ts
  "testPayment.title": "Test payment",
  "testPayment.intro":
    "Check that online payment works by paying 1 rupee. You will get a secure Razorpay payment link.",
  "testPayment.nameLabel": "Your name",
  "testPayment.phoneLabel": "Mobile number",
  "testPayment.phoneHint": "10 digits, or + and the country code",
  "testPayment.processing": "Creating your payment link...",
  "testPayment.ready": "Your payment link is ready.",
  "testPayment.openLink": "Open payment link",

  // Not found (SPEC §2, §8); the title is in messages.ts
  "notFound.text": "The page you are looking for does not exist or has moved.",
  "notFound.home": "Go to the homepage",
} as const;
