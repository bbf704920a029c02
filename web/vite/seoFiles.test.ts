/** sitemap.xml and robots.txt from the route table's entries. */
import { describe, expect, it } from "vitest";
import type { AppRoute } from "../src/routes";
import { robots, sitemap } from "./seoFiles";

const SITE = "https://example.in";
const routes: AppRoute[] = [
  { path: "/", page: "Landing", access: "public", prerender: { title: "landing.heroTitle" } },
  { path: "/faq", page: "Faq", access: "public", prerender: { title: "faq.title" } },
  { path: "/contact", page: "Contact", access: "public", prerender: { title: "contactUs.title" }, notInSitemap: true },
];

describe("sitemap", () => {
  const xml = sitemap(SITE, routes);

  it("lists each page in both languages, the Telugu one under /te", () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([`${SITE}/`, `${SITE}/te/`, `${SITE}/faq`, `${SITE}/te/faq`]);
  });

  it("gives every entry its hreflang alternates, English as the default", () => {
    const faq = xml.split("<url>").find((entry) => entry.includes(`<loc>${SITE}/te/faq</loc>`)) ?? "";
    expect(faq).toContain(`hreflang="te" href="${SITE}/te/faq"`);
    expect(faq).toContain(`hreflang="en" href="${SITE}/faq"`);
    expect(faq).toContain(`hreflang="x-default" href="${SITE}/faq"`);
  });

  it("leaves out the pages marked notInSitemap, and is a sitemap document", () => {
    expect(xml).not.toContain("/contact");
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"',
      ),
    ).toBe(true);
    expect(xml.endsWith("</urlset>\n")).toBe(true);
  });

  it("escapes the site's address for XML", () => {
    expect(sitemap("https://a.in/?x=1&y=2", routes.slice(1, 2))).toContain("<loc>https://a.in/?x=1&amp;y=2/faq</loc>");
  });
});

describe("robots", () => {
  it("disallows the paths it is given and names the sitemap", () => {
    expect(robots(SITE, ["/home", "/user/"])).toBe(
      `User-agent: *\nDisallow: /home\nDisallow: /user/\n\nSitemap: ${SITE}/sitemap.xml\n`,
    );
  });
});
