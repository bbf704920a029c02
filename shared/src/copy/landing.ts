/**
 * The landing page's copy and the contact buttons it shares with the other public pages: small, so the first page stays
 * light.
 */
export const landingCopy = {
  "public.whatsappChat": "Chat on WhatsApp",
  "public.callUs": "Call {phone}",
  "public.opensInNewTab": "(opens in a new tab)",
  "public.lastUpdated": "Last updated: {date}",
  "landing.heroEyebrow": "For Telugu families in Andhra Pradesh, Telangana and abroad",
  "landing.heroTitle": "Find your life partner with {site}",
  "landing.heroText":
    "Trusted matchmaking for Telugu families. Every profile is checked by our team before it is shown to others.",
  "landing.register": "Register free",
  "landing.login": "Login",
  "landing.callPrompt": "Talk to us:",
  "landing.servicesTitle": "Our services",
  "landing.matchmakingTitle": "Personalized matchmaking",
  "landing.matchmakingText":
    "We show you profiles that fit your caste, religion, place and partner preference, so you spend time only on good matches.",
  "landing.secureTitle": "Secure platform",
  "landing.secureText":
    "Every profile is approved by our team. Photos are seen only by approved members, and phone numbers only by Premium members.",
  "landing.supportTitle": "Customer support",
  "landing.supportText":
    "Call or WhatsApp us in Telugu or English. We help you build your profile and talk to families.",
  "landing.achievementsTitle": "Our achievements",
  "landing.matchesCount": "400+",
  "landing.matchesLabel": "marriages settled through our service",
  "landing.statesCount": "2 states",
  "landing.statesLabel": "Andhra Pradesh and Telangana, and NRI families worldwide",
  "landing.verifiedCount": "100%",
  "landing.verifiedLabel": "of profiles checked by our team before they are shown",
  "landing.testimonialsTitle": "What families say",
  "landing.testimonialOneQuote":
    "We were searching for almost a year. Within three months on {site} we found Sandeep's family from our own community. The team called us many times and helped both families meet. Our wedding was in Guntur last February.",
  "landing.testimonialOneName": "Sravani and Sandeep",
  "landing.testimonialOnePlace": "Guntur, Andhra Pradesh",
  "landing.testimonialTwoQuote":
    "My son works in the USA, so finding a match from home was hard. The support team explained everything to me in Telugu, and through NRI profiles we found a good girl from Warangal. Thank you very much.",
  "landing.testimonialTwoName": "Padmavathi, mother of Harish",
  "landing.testimonialTwoPlace": "Warangal, Telangana",
  "landing.rateUsTitle": "Found your match with us?",
  "landing.rateUsText": "Your review helps other families trust us.",
  "landing.rateUs": "Rate Us",
} as const;
