/**
 * The order of a member page's later files in its shell (vite/shellPreloads.ts): largest first, so that
 * the requests waiting for one of HTTP/1.1's six connections are the small ones. prerender.ts writes the
 * links in this order; src/visitor.ts fetches them in document order.
 */
import { describe, expect, it } from "vitest";
import { planShellPreloads, type Language, type ShellFiles } from "./shellPreloads";

/** /user/:id's files and their sizes in KB as measured (brotli), listed as prerender.ts finds them. */
const SIZES: Record<string, number> = {
  "words-te.js": 20,
  "words-en.js": 14,
  "shared.js": 11.2,
  "member.js": 10.4,
  "base-te.js": 6,
  "User.page.js": 5.8,
  "options-te.js": 3.2,
  "member-more.js": 2.7,
  "landing-te.js": 1.7,
  "landing-en.js": 1.6,
  "shared-user.js": 1.5,
  "ui-base.js": 1.3,
};
const userPage: ShellFiles = {
  code: ["User.page.js", "shared.js", "ui-base.js", "member.js", "shared-user.js", "member-more.js"],
  words: { en: ["landing-en.js", "words-en.js"], te: ["base-te.js", "landing-te.js", "words-te.js", "options-te.js"] },
  wordsWithEntry: ["base-te.js"],
  sizeOf: (file) => (SIZES[file] ?? 0) * 1000,
};

/** The files a device of `language` asks for once the entry has arrived, in order. */
const later = (files: ShellFiles, language: Language) =>
  planShellPreloads(files)
    .filter((p) => (p.language === undefined || p.language === language) && !p.withEntry)
    .map((p) => p.file);

describe("planShellPreloads", () => {
  it.each([
    {
      language: "te" as const,
      // Listed code first, the words (the largest) were the seventh request of nine and waited.
      order: [
        "words-te.js",
        "shared.js",
        "member.js",
        "User.page.js",
        "options-te.js",
        "member-more.js",
        "landing-te.js",
        "shared-user.js",
        "ui-base.js",
      ],
    },
    {
      language: "en" as const,
      order: [
        "words-en.js",
        "shared.js",
        "member.js",
        "User.page.js",
        "member-more.js",
        "landing-en.js",
        "shared-user.js",
        "ui-base.js",
      ],
    },
  ])("/user/:id in $language: largest first", ({ language, order }) => {
    expect(later(userPage, language)).toEqual(order);
  });

  it("marks the words the first render waits for, to be fetched beside the entry", () => {
    expect(planShellPreloads(userPage).filter((p) => p.withEntry)).toEqual([
      { file: "base-te.js", language: "te", withEntry: true },
    ]);
  });

  it("lists code once for both languages, and each language's words for that language only", () => {
    const plan = planShellPreloads(userPage);
    expect(
      plan
        .filter((p) => p.language === undefined)
        .map((p) => p.file)
        .sort(),
    ).toEqual([...userPage.code].sort());
    expect(
      plan
        .filter((p) => p.language === "te")
        .map((p) => p.file)
        .sort(),
    ).toEqual([...userPage.words.te].sort());
    expect(
      plan
        .filter((p) => p.language === "en")
        .map((p) => p.file)
        .sort(),
    ).toEqual([...userPage.words.en].sort());
  });

  it("does not list again as words a file that is also the page's code", () => {
    const shared: ShellFiles = {
      ...userPage,
      words: { en: ["words-en.js", "shared.js"], te: ["words-te.js", "shared.js"] },
    };
    expect(planShellPreloads(shared).filter((p) => p.file === "shared.js")).toEqual([
      { file: "shared.js", withEntry: false },
    ]);
  });
});
