/**
 * The WhatsApp messages the app sends, one template per notification kind, in English and Telugu. Meta
 * delivers a business-initiated message only as a template registered and approved beforehand: register
 * each below under its `name`, category UTILITY, once per language with the code given (Meta's supported
 * languages:
 * https://developers.facebook.com/docs/whatsapp/business-management-api/message-templates/supported-languages
 * lists Telugu as `te` and English as `en`), with the body word for word. `{{1}}`, `{{2}}` ... are Meta's
 * positional body variables, filled in order from `parameters` (docs/notifications.md lists them).
 *
 * The variables are only ever the member's own profile code, a date and a link into the app: never the
 * other member's name or number, since a family's phone is often shared.
 */
import type { Locale as Language } from "@matrimony/shared/messages";
import type { WhatsAppKind } from "@matrimony/shared/rules/notifications";

/** What fills a template's variables, in their order. */
export type WhatsAppParameter = "profileCode" | "date" | "link";

export interface WhatsAppTemplate {
  /** The name registered with Meta (lower case and underscores, as Meta requires). */
  name: string;
  parameters: readonly WhatsAppParameter[];
  body: Record<Language, string>;
}

/** Meta's language code of each app language. */
export const WHATSAPP_LANGUAGE_CODE: Record<Language, string> = { en: "en", te: "te" };

export const WHATSAPP_TEMPLATES: Record<WhatsAppKind, WhatsAppTemplate> = {
  approved: {
    name: "tm_profile_approved",
    parameters: ["profileCode", "link"],
    body: {
      en: "Your Telugu Matrimony profile {{1}} is approved. See your matches: {{2}}",
      te: "మీ Telugu Matrimony ప్రొఫైల్ {{1}} ఆమోదించబడింది. మీకు సరిపడే సంబంధాలు చూడండి: {{2}}",
    },
  },
  interestReceived: {
    name: "tm_interest_received",
    parameters: ["profileCode", "link"],
    body: {
      en: "A member has sent an interest to your Telugu Matrimony profile {{1}}. See it in the app: {{2}}",
      te: "మీ Telugu Matrimony ప్రొఫైల్ {{1}}కు ఒక సభ్యులు ఆసక్తి పంపారు. యాప్‌లో చూడండి: {{2}}",
    },
  },
  interestAccepted: {
    name: "tm_interest_accepted",
    parameters: ["profileCode", "link"],
    body: {
      en: "An interest sent from your Telugu Matrimony profile {{1}} was accepted. See it in the app: {{2}}",
      te: "మీ Telugu Matrimony ప్రొఫైల్ {{1}} నుండి పంపిన ఒక ఆసక్తి అంగీకరించబడింది. యాప్‌లో చూడండి: {{2}}",
    },
  },
  premiumExpiring: {
    name: "tm_premium_ending",
    parameters: ["profileCode", "date", "link"],
    body: {
      en: "The Premium of your Telugu Matrimony profile {{1}} ends on {{2}}. Renew it in the app: {{3}}",
      te: "మీ Telugu Matrimony ప్రొఫైల్ {{1}} ప్రీమియం {{2}}న ముగుస్తుంది. యాప్‌లో పునరుద్ధరించండి: {{3}}",
    },
  },
  verificationDecision: {
    name: "tm_verification_decision",
    parameters: ["profileCode", "link"],
    body: {
      en: "There is a decision on the verification of your Telugu Matrimony profile {{1}}. See it in the app: {{2}}",
      te: "మీ Telugu Matrimony ప్రొఫైల్ {{1}} పరిశీలనపై నిర్ణయం వచ్చింది. యాప్‌లో చూడండి: {{2}}",
    },
  },
  messageUnread: {
    name: "tm_message_unread",
    parameters: ["profileCode", "link"],
    body: {
      en: "You have an unread message on your Telugu Matrimony profile {{1}}. Read it in the app: {{2}}",
      te: "మీ Telugu Matrimony ప్రొఫైల్ {{1}}కు చదవని సందేశం ఉంది. యాప్‌లో చదవండి: {{2}}",
    },
  },
};

/** The template's text with its variables filled, as WhatsApp shows it (the local outbox keeps it). */
export function whatsappText(kind: WhatsAppKind, language: Language, values: readonly string[]): string {
  return WHATSAPP_TEMPLATES[kind].body[language].replace(
    /\{\{(\d+)\}\}/g,
    (whole, n: string) => values[Number(n) - 1] ?? whole,
  );
}

/** The values of a template's variables, in order, from what the outbox knows. */
export function templateValues(kind: WhatsAppKind, known: Record<WhatsAppParameter, string>): string[] {
  return WHATSAPP_TEMPLATES[kind].parameters.map((p) => known[p]);
}
