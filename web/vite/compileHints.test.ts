/**
 * Which chunks carry V8's compile hint (vite/compileHints.ts): what a page's first render runs, and nothing
 * fetched later; and the source map still points at the right lines once the hint's line is above the code.
 * e2e/memberBoot.e2e.test.ts checks the files the built app serves.
 */
import { describe, expect, it } from "vitest";
import { TraceMap, originalPositionFor } from "@jridgewell/trace-mapping";
import { runsOnLoad, shiftedMap } from "./compileHints";

const SRC = "/app/web/src";

describe("runsOnLoad", () => {
  it.each([
    { chunk: "the app's entry", name: "index", isEntry: true, facade: `${SRC}/../index.html`, hinted: true },
    {
      chunk: "the visitor entry (prerendered pages, a few KB)",
      name: "visitor",
      isEntry: true,
      facade: `${SRC}/visitor.ts`,
      hinted: false,
    },
    { chunk: "a member page", name: "User.page", isEntry: false, facade: `${SRC}/pages/User.page.tsx`, hinted: true },
    { chunk: "a public page", name: "Faq.page", isEntry: false, facade: `${SRC}/pages/Faq.page.tsx`, hinted: true },
    { chunk: "what member pages share", name: "member", isEntry: false, facade: null, hinted: true },
    { chunk: "what /home shares with other pages", name: "shared", isEntry: false, facade: null, hinted: true },
    {
      chunk: "what the landing page shares with member pages",
      name: "ui-base",
      isEntry: false,
      facade: null,
      hinted: true,
    },
    { chunk: "a page's words (data)", name: "words-te", isEntry: false, facade: null, hinted: false },
    { chunk: "the Telugu core words (data)", name: "base-te", isEntry: false, facade: null, hinted: false },
    {
      chunk: "the menus, fetched after the first page",
      name: "mantineMenu",
      isEntry: false,
      facade: `${SRC}/components/LaterMenu/mantineMenu.ts`,
      hinted: false,
    },
    {
      chunk: "a dialog, fetched when first opened",
      name: "SendInterestDialog",
      isEntry: false,
      facade: `${SRC}/features/interests/SendInterestDialog.tsx`,
      hinted: false,
    },
    { chunk: "a piece of Mantine shared with a form", name: "Combobox", isEntry: false, facade: null, hinted: false },
  ])("$chunk: $hinted", ({ name, isEntry, facade, hinted }) => {
    expect(runsOnLoad({ name, isEntry, facadeModuleId: facade })).toBe(hinted);
  });
});

describe("shiftedMap", () => {
  it("maps the code's positions one line down, where the code is once the hint is above it", () => {
    // "AAAA" maps the first column of the first generated line to line 1, column 0 of a.ts;
    // ";AACA" a second line to line 2 of it.
    const map = JSON.stringify({ version: 3, sources: ["a.ts"], names: [], mappings: "AAAA;AACA" });
    const before = new TraceMap(map);
    const after = new TraceMap(shiftedMap(map));
    expect(originalPositionFor(before, { line: 1, column: 0 })).toMatchObject({ source: "a.ts", line: 1 });
    expect(originalPositionFor(after, { line: 1, column: 0 }).source).toBeNull();
    expect(originalPositionFor(after, { line: 2, column: 0 })).toMatchObject({ source: "a.ts", line: 1 });
    expect(originalPositionFor(after, { line: 3, column: 0 })).toMatchObject({ source: "a.ts", line: 2 });
  });
});
