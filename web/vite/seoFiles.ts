/**
 * The files written for search engines, from the route table (src/routes.ts): sitemap.xml lists every
 * prerendered page in both languages, each with its hreflang alternates, and robots.txt keeps member pages,
 * payment steps and one-time links out. The console has its own.
 */
import { pathInLanguage } from "../src/features/language/localizedUrls";
import type { AppRoute } from "../src/routes";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A page's URL in each language, and the one for a visitor whose language neither is (x-default: English). */
function alternates(site: string, route: string): { te: string; en: string; "x-default": string } {
  const en = `${site}${pathInLanguage(route, "en")}`;
  return { te: `${site}${pathInLanguage(route, "te")}`, en, "x-default": en };
}

/**
 * The prerendered pages in both languages, but those marked `notInSitemap` (the same page at another address, a form
 * nobody searches for).
 */
export function sitemap(site: string, prerendered: readonly AppRoute[]): string {
  const entries = prerendered
    .filter((route) => !route.notInSitemap)
    .flatMap((route) => {
      const urls = alternates(site, route.path);
      return [urls.en, urls.te].map((loc) =>
        [
          "  <url>",
          `    <loc>${escapeXml(loc)}</loc>`,
          ...Object.entries(urls).map(
            ([hreflang, href]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
          ),
          "  </url>",
        ].join("\n"),
      );
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

/** Every crawler may read all but the disallowed paths (src/routes.ts's ROBOTS_DISALLOWED); the sitemap's address. */
export function robots(site: string, disallowed: readonly string[]): string {
  return [
    "User-agent: *",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${site}/sitemap.xml`,
    "",
  ].join("\n");
}
