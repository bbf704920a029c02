/**
 * The business's public contact points and external links, in one place: pages, the footer, WhatsApp
 * links and the terms all read them from here. The client supplies the real values before launch; these
 * are the ones local mode and the tests use.
 */
export const SITE = {
  name: "Telugu Matrimony",
  /** The owner named in the terms and the privacy policy. */
  owner: "Telugu Matrimony Services",
  /** One line serves calls and WhatsApp (SPEC §9). E.164 for links, spaced for reading. */
  supportPhoneE164: "+919876543210",
  supportPhoneDisplay: "+91 98765 43210",
  supportEmail: "support@telugumatrimony.example",
  /** The Grievance Officer of the DPDP Act 2023 and the IT Rules 2021. */
  grievanceOfficer: { name: "Grievance Officer", email: "grievance@telugumatrimony.example" },
  address: "Plot 12, Road No. 3, Banjara Hills, Hyderabad, Telangana 500034, India",
  supportHours: "Monday to Saturday, 9:30 AM to 6:30 PM IST",
  themeColor: "#c2255c",
  links: {
    facebook: "https://www.facebook.com/telugumatrimony",
    instagram: "https://www.instagram.com/telugumatrimony",
    reviews: "https://g.page/r/telugumatrimony/review",
    matchesPdf: "https://telugumatrimony.example/matches.pdf",
    nriBrides: "https://partners.telugumatrimony.example/nri-brides",
    doctorBrides: "https://partners.telugumatrimony.example/doctor-brides",
    nriBrideGrooms: "https://partners.telugumatrimony.example/nri-bride-grooms",
    doctorBrideGrooms: "https://partners.telugumatrimony.example/doctor-bride-grooms",
  },
} as const;

/** The same business details as Telugu readers see them. */
export const SITE_TE = {
  owner: "తెలుగు మాట్రిమోనీ సర్వీసెస్",
  grievanceOfficerName: "ఫిర్యాదుల అధికారి",
  address: "ప్లాట్ 12, రోడ్ నం. 3, బంజారా హిల్స్, హైదరాబాద్, తెలంగాణ 500034, భారతదేశం",
  supportHours: "సోమవారం నుంచి శనివారం వరకు, ఉదయం 9:30 నుంచి సాయంత్రం 6:30 వరకు (భారత కాలమానం)",
} as const;

/** A WhatsApp chat with the support line, the message typed in already. */
export function whatsAppChatUrl(message: string): string {
  return `https://wa.me/${SITE.supportPhoneE164.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}

/** WhatsApp's share sheet with `text` (no recipient: the member picks one). */
export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export function telUrl(): string {
  return `tel:${SITE.supportPhoneE164}`;
}
