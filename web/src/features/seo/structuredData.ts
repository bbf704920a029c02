/**
 * schema.org structured data (JSON-LD) of the public pages that have some: the FAQ page as an FAQPage, so a
 * search engine reads each question with its answer, in the language of the page.
 */
import { t } from "../../i18n";
import type { Language } from "../language/language";
import { FAQ_ITEMS } from "../public/faq";
import { copyParams } from "../public/copyParams";
import type { PrerenderedPath } from "../language/localizedUrls";

export type StructuredData = Record<string, unknown>;

/** A catalogue text of paragraphs and "- " list lines (RichText.tsx) as one line of plain text. */
function plainText(text: string): string {
  return text
    .split("\n")
    .map((line) => line.trim().replace(/^- /, ""))
    .filter((line) => line !== "")
    .join(" ");
}

function faqPage(language: Language): StructuredData {
  const params = copyParams();
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: language,
    mainEntity: FAQ_ITEMS.map((item) => ({
      "@type": "Question",
      name: t(item.question, params),
      acceptedAnswer: { "@type": "Answer", text: plainText(t(item.answer, params)) },
    })),
  };
}

/** The page's structured data, or null; its words must be loaded (the FAQ's are in the public area). */
export function structuredDataFor(route: PrerenderedPath, language: Language): StructuredData | null {
  return route === "/faq" ? faqPage(language) : null;
}

/** As the text of a `<script type="application/ld+json">`: no "<" that could close the element early. */
export function structuredDataJson(data: StructuredData): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
