import { SITE } from "@matrimony/shared/site";
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { currentLanguage } from "../../i18n";
import { showAddressInLanguage } from "../language/localizedHistory";
import { isPrerenderedPath } from "../language/localizedUrls";
import { headFor, type HeadTags } from "./pageHead";
import { structuredDataJson } from "./structuredData";

/** The head tags PageHead manages: everything headHtml writes after the title. */
const MANAGED =
  'meta[name="description"], link[rel="canonical"], link[rel="alternate"][hreflang], meta[property^="og:"], script[type="application/ld+json"]';

function setHead(head: HeadTags | null): void {
  document.title = head?.title ?? SITE.name;
  for (const element of Array.from(document.head.querySelectorAll(MANAGED))) {
    // The site's description stays on member pages; the rest belongs to one public page.
    if (head === null && element.matches('meta[name="description"]')) continue;
    element.remove();
  }
  if (head === null) return;
  const add = (tag: "meta" | "link", attributes: Record<string, string>) => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.head.append(element);
  };
  add("meta", { name: "description", content: head.description });
  add("link", { rel: "canonical", href: head.canonical });
  for (const alternate of head.alternates)
    add("link", { rel: "alternate", hreflang: alternate.hreflang, href: alternate.href });
  add("meta", { property: "og:type", content: "website" });
  add("meta", { property: "og:site_name", content: SITE.name });
  add("meta", { property: "og:title", content: head.title });
  add("meta", { property: "og:description", content: head.description });
  add("meta", { property: "og:url", content: head.canonical });
  add("meta", { property: "og:locale", content: head.ogLocale });
  if (head.structuredData) {
    // A data block (never run, so outside the Content-Security-Policy's script rules).
    const data = document.createElement("script");
    data.type = "application/ld+json";
    data.textContent = structuredDataJson(head.structuredData);
    document.head.append(data);
  }
}

/**
 * Keeps the document's head and address in step with the page and language on screen: a public page's
 * title, description, canonical and alternates (the prerendered HTML already has them for the first page),
 * and its address in the language on screen (/faq ⇄ /te/faq) after a language switch.
 */
export function PageHead() {
  const { pathname } = useLocation();
  const language = currentLanguage();
  useEffect(() => {
    showAddressInLanguage();
    setHead(isPrerenderedPath(pathname) ? headFor(pathname, language) : null);
  }, [pathname, language]);
  return null;
}
