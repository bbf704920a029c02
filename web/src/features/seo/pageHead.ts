/**
 * The <head> of each public page, in each language: its own title and description, its canonical URL,
 * Open Graph tags for links shared on WhatsApp and Facebook, hreflang alternates (te, en, x-default →
 * English) so a search engine shows a Telugu reader the Telugu page, and schema.org structured data where
 * the page has some (structuredData.ts: the FAQ). The prerender writes them into the
 * static HTML (web/vite/prerender.ts); in the browser PageHead.tsx keeps them right as the member moves
 * between pages or switches language.
 */
import { SITE } from "@matrimony/shared/site";
import { config } from "../../config";
import { t } from "../../i18n";
import type { Language } from "../language/language";
import { copyParams } from "../public/copyParams";
import { pathInLanguage } from "../language/localizedUrls";
import { PRERENDERED_ROUTES, type PrerenderedPath } from "../../routes";
import { structuredDataFor, structuredDataJson, type StructuredData } from "./structuredData";

export interface HeadTags {
  language: Language;
  title: string;
  description: string;
  canonical: string;
  alternates: { hreflang: "te" | "en" | "x-default"; href: string }[];
  ogLocale: string;
  /** schema.org JSON-LD, for pages that have some. */
  structuredData: StructuredData | null;
}

/** The site's public address (VITE_SITE_URL), without a trailing slash. */
export function siteUrl(): string {
  return config.siteUrl.replace(/\/+$/, "");
}

/** The head of `route` in `language`; its words must be loaded (the prerender loads every area). */
export function headFor(route: PrerenderedPath, language: Language): HeadTags {
  const words = PRERENDERED_ROUTES.find((entry) => entry.path === route)?.prerender;
  if (!words) throw new Error(`${route} is not prerendered (src/routes.ts)`);
  const params = copyParams();
  const pageTitle = t(words.title, params);
  const title = route === "/" ? pageTitle : `${pageTitle} | ${SITE.name}`;
  const description = t(words.description ?? "landing.heroText", params);
  const canonicalRoute = words.canonical ?? route;
  const url = (lang: Language) => `${siteUrl()}${pathInLanguage(canonicalRoute, lang)}`;
  return {
    language,
    title,
    description,
    canonical: url(language),
    alternates: [
      { hreflang: "te", href: url("te") },
      { hreflang: "en", href: url("en") },
      { hreflang: "x-default", href: url("en") },
    ],
    ogLocale: language === "te" ? "te_IN" : "en_IN",
    structuredData: structuredDataFor(route, language),
  };
}

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The tags as HTML, for the prerendered page's <head>. */
export function headHtml(head: HeadTags): string {
  return [
    `<title>${escape(head.title)}</title>`,
    `<meta name="description" content="${escape(head.description)}" />`,
    `<link rel="canonical" href="${escape(head.canonical)}" />`,
    ...head.alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escape(a.href)}" />`),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escape(SITE.name)}" />`,
    `<meta property="og:title" content="${escape(head.title)}" />`,
    `<meta property="og:description" content="${escape(head.description)}" />`,
    `<meta property="og:url" content="${escape(head.canonical)}" />`,
    `<meta property="og:locale" content="${head.ogLocale}" />`,
    `<meta property="og:locale:alternate" content="${head.ogLocale === "te_IN" ? "en_IN" : "te_IN"}" />`,
    // A data block, not a script: browsers never run it, so the Content-Security-Policy has no say.
    ...(head.structuredData
      ? [`<script type="application/ld+json">${structuredDataJson(head.structuredData)}</script>`]
      : []),
  ].join("\n    ");
}
