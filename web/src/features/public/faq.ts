import type { MessageKey } from "../../i18n";

export interface FaqItem {
  question: MessageKey;
  answer: MessageKey;
  /** Show the call and WhatsApp buttons under the answer, so the number can be tapped rather than copied. */
  withContactButtons?: boolean;
}

/** Exactly the five items of SPEC §2, in its order. */
export const FAQ_ITEMS: readonly FaqItem[] = [
  { question: "faq.whatIsQuestion", answer: "faq.whatIsAnswer" },
  { question: "faq.registerQuestion", answer: "faq.registerAnswer" },
  { question: "faq.feesQuestion", answer: "faq.feesAnswer" },
  { question: "faq.deleteQuestion", answer: "faq.deleteAnswer", withContactButtons: true },
  { question: "faq.contactQuestion", answer: "faq.contactAnswer", withContactButtons: true },
];
