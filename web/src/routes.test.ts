import { describe, expect, it } from "vitest";
import { en } from "@matrimony/shared/messages";
import { APP_ROUTES, PAGE_NAMES, ROBOTS_DISALLOWED } from "./routes";

/** The page files, as the router finds them (Router.tsx's glob; nothing is imported). */
const PAGE_FILES = Object.keys(import.meta.glob("./pages/*.page.tsx")).map((file) =>
  file.replace(/^\.\/pages\/|\.page\.tsx$/g, ""),
);

describe("the route table (src/routes.ts)", () => {
  it("routes every page file, and every page it names has a file", () => {
    expect(
      PAGE_FILES.filter((page) => !PAGE_NAMES.includes(page)),
      "page files no route shows: add an entry to src/routes.ts",
    ).toEqual([]);
    expect(
      PAGE_NAMES.filter((page) => !PAGE_FILES.includes(page)),
      "entries whose page has no file src/pages/<page>.page.tsx",
    ).toEqual([]);
  });

  it("has each path once, the not-found page last", () => {
    const paths = APP_ROUTES.map((route) => route.path);
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
    expect(paths.at(-1)).toBe("*");
  });

  it.each(APP_ROUTES.map((route) => [route.path, route] as const))("%s is consistent", (_path, route) => {
    if (route.access === "member") {
      expect(route.visitorsTo, "a member page says where visitors go").toBeDefined();
      expect(route.prerender, "member pages are drawn in the browser").toBeUndefined();
    } else {
      expect(route.visitorsTo).toBeUndefined();
    }
    if (!route.prerender) {
      expect(route.hydrateOnIntent, "only prerendered pages can wait for a first tap").toBeUndefined();
      expect(route.notInSitemap, "the sitemap lists prerendered pages only").toBeUndefined();
    } else {
      expect(route.robotsDisallow, "a prerendered page is for search engines").toBeUndefined();
      expect(en[route.prerender.title]).toBeTruthy();
      if (route.prerender.canonical)
        expect(APP_ROUTES.find((other) => other.path === route.prerender?.canonical)?.prerender).toBeDefined();
    }
  });

  it("keeps member pages out of search engines", () => {
    expect(ROBOTS_DISALLOWED).toEqual(expect.arrayContaining(["/home", "/user/", "/payment1", "/paye", "/payment"]));
    expect(ROBOTS_DISALLOWED).not.toContain("/faq");
  });
});
