import { describe, expect, it } from "vitest";
import { i18n } from "@lingui/core";
import { localize } from "./localizedHistory";
import { isPrerenderedPath, languageOfPath, pathInLanguage, prerenderedFile, routeOfPath } from "./localizedUrls";

describe("the language in a public page's address", () => {
  it.each([
    ["/", "en", "/"],
    ["/te/", "te", "/"],
    ["/te", "te", "/"],
    ["/faq", "en", "/faq"],
    ["/te/faq", "te", "/faq"],
    ["/te/home", "te", "/home"],
    ["/terms", "en", "/terms"],
    ["/tea", "en", "/tea"],
  ] as const)("%s is %s, route %s", (path, language, route) => {
    expect(languageOfPath(path)).toBe(language);
    expect(routeOfPath(path)).toBe(route);
  });

  it.each([
    ["/", "te", "/te/"],
    ["/faq", "te", "/te/faq"],
    ["/faq", "en", "/faq"],
    // Member pages are not prerendered: one address in both languages.
    ["/home", "te", "/home"],
    ["/user/abc", "te", "/user/abc"],
  ] as const)("%s in %s is at %s", (route, language, path) => {
    expect(pathInLanguage(route, language)).toBe(path);
  });

  it.each([
    ["/", "en", "index.html"],
    ["/", "te", "te/index.html"],
    ["/faq", "en", "faq.html"],
    ["/faq", "te", "te/faq.html"],
  ] as const)("%s in %s is written to %s", (route, language, file) => {
    expect(prerenderedFile(route, language)).toBe(file);
  });

  it("knows which routes are prerendered", () => {
    expect(isPrerenderedPath("/pay")).toBe(true);
    expect(isPrerenderedPath("/paye")).toBe(false);
    expect(isPrerenderedPath("/home")).toBe(false);
  });
});

describe("links while Telugu is on screen", () => {
  it.each([
    ["/faq", "/te/faq"],
    ["/faq?x=1#a", "/te/faq?x=1#a"],
    ["/", "/te/"],
    ["/home", "/home"],
    ["relative", "relative"],
  ])("%s → %s", (to, href) => {
    i18n.activate("te");
    try {
      expect(localize(to)).toBe(href);
      expect(localize({ pathname: to.split(/[?#]/)[0] })).toEqual({ pathname: href.split(/[?#]/)[0] });
    } finally {
      i18n.activate("en");
    }
  });

  it("leave English links as written", () => {
    expect(localize("/faq")).toBe("/faq");
  });
});
