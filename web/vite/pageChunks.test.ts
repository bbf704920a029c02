/** Which built files each page links, read from a small chunk graph. */
import { describe, expect, it } from "vitest";
import {
  BundleGraph,
  entryImports,
  memberPageCode,
  memberWords,
  pageScriptPreloads,
  publicPageChunks,
  wordsWithEntry,
  type ChunkInfo,
} from "./pageChunks";

const chunk = (fileName: string, imports: string[] = [], css: string[] = []): [string, ChunkInfo] => [
  fileName,
  { fileName, imports, css },
];

const chunks = new Map([
  chunk("index.js", ["runtime.js"], ["index.css"]),
  chunk("runtime.js"),
  chunk("visitor.js", ["runtime.js", "keep.js"]),
  chunk("keep.js"),
  chunk("Faq.page.js", ["runtime.js", "ui.js"], ["Faq.css"]),
  chunk("Home.page.js", ["member.js"], ["Home.css"]),
  chunk("member.js", ["ui.js"], ["member.css"]),
  chunk("ui.js", [], ["index.css"]),
  chunk("words-en.js"),
  chunk("landing-en.js"),
  chunk("words-te.js"),
  chunk("base-te.js"),
  chunk("options-te.js"),
  chunk("optionLabels.js", ["options-te.js"]),
]);
const modules = new Map([
  ["/web/src/pages/Faq.page.tsx", "Faq.page.js"],
  ["/web/src/pages/Home.page.tsx", "Home.page.js"],
  ["/web/src/components/SiteLayout/MemberNavbar.tsx", "member.js"],
  ["/web/src/features/safety/NoticeBanner.tsx", "member.js"],
  ["/web/src/features/privacy/NumberRevealNotice.tsx", "member.js"],
  ["/web/src/features/options/optionLabels.ts", "optionLabels.js"],
  ...["public", "account", "member", "subscription"].map(
    (area) => [`/shared/src/copy/${area}.ts?compiled`, "words-en.js"] as const,
  ),
  ["/shared/src/copy/landing.ts?compiled", "landing-en.js"],
  ...["landing", "public", "account", "member", "subscription"].map(
    (area) => [`/shared/src/copy/te/${area}.ts?compiled`, "words-te.js"] as const,
  ),
  ["/shared/src/copy/te/core.ts?compiled", "base-te.js"],
  ["/shared/src/copy/te/layout.ts?compiled", "base-te.js"],
  ["/shared/src/copy/te/options.ts", "options-te.js"],
]);
const graph = new BundleGraph(chunks, modules, new Set(["index.js", "runtime.js", "index.css", "favicon.svg"]));

describe("BundleGraph", () => {
  it("finds a module's chunk, and names a module it cannot find", () => {
    expect(graph.chunkOf("src/pages/Faq.page.tsx")).toBe("Faq.page.js");
    expect(() => graph.chunkOf("src/pages/Gone.page.tsx")).toThrow("no chunk for src/pages/Gone.page.tsx");
  });

  it("follows static imports depth first, each file once, and leaves out what the template links", () => {
    expect(graph.imports(["Faq.page.js", "Home.page.js"])).toEqual([
      "Faq.page.js",
      "runtime.js",
      "ui.js",
      "Home.page.js",
      "member.js",
    ]);
    expect(graph.beyondTemplate(["Faq.page.js"])).toEqual(["Faq.page.js", "ui.js"]);
    expect(graph.css(["Home.page.js", "member.js", "ui.js"])).toEqual(["Home.css", "member.css"]);
  });
});

describe("a prerendered page", () => {
  it("needs its page and the words its render used, in its language", () => {
    expect(publicPageChunks(graph, "/faq", "Faq", "en")).toEqual([
      "Faq.page.js",
      "ui.js",
      "landing-en.js",
      "words-en.js",
    ]);
    expect(publicPageChunks(graph, "/faq", "Faq", "te")).toEqual([
      "Faq.page.js",
      "ui.js",
      "words-te.js",
      "base-te.js",
      "options-te.js",
    ]);
  });

  it("preloads the visitor entry's imports, then the app's entry and page once each, none the template preloads", () => {
    const visitorChunks = entryImports(graph, "visitor.js");
    expect(visitorChunks).toEqual(["runtime.js", "keep.js"]);
    const base = {
      visitorChunks,
      appEntry: "index.js",
      pageChunks: ["Faq.page.js", "keep.js", "ui.js"],
      preloaded: new Set(["runtime.js"]),
    };
    expect(pageScriptPreloads({ ...base, hydrateOnIntent: false })).toEqual({
      visitorChunks: ["keep.js"],
      appChunks: ["index.js", "Faq.page.js", "ui.js"],
    });
    expect(pageScriptPreloads({ ...base, hydrateOnIntent: true })).toEqual({
      visitorChunks: ["runtime.js", "keep.js"],
      appChunks: [],
    });
  });
});

describe("a member page", () => {
  it("needs its page and the member layout's parts", () => {
    expect(memberPageCode(graph, "Home")).toEqual(["Home.page.js", "member.js", "ui.js"]);
  });

  it("may need every word chunk of the device's language, in Telugu the option labels too", () => {
    expect(memberWords(graph, "en")).toEqual(["words-en.js", "landing-en.js"]);
    expect(memberWords(graph, "te")).toEqual(["words-te.js", "base-te.js", "optionLabels.js", "options-te.js"]);
    expect(wordsWithEntry(graph)).toEqual(["base-te.js"]);
  });
});
