import { describe, expect, it } from "vitest";
import { layoutCopy } from "../../shared/src/copy/layout";
import { layoutCopyTe } from "../../shared/src/copy/te/layout";
import { offlinePageHtml } from "./offlinePage";
import { HtmlDocument } from "./htmlDocument";

describe("offline.html", () => {
  const html = offlinePageHtml();
  const document = new HtmlDocument(html);

  it.each([
    ["te", layoutCopyTe],
    ["en", layoutCopy],
  ] as const)("says it in %s, from the catalogue", (lang, copy) => {
    const section = document.the({ tag: "section", attrs: { lang } }, "the language's section");
    const text = html.slice(section.outer.start, section.outer.end);
    expect(text).toContain(copy["app.offlineTitle"]);
    expect(text).toContain(copy["app.offlineBody"]);
    expect(text).toContain(copy["common.tryAgain"]);
  });

  it("needs no script and no other file, so it works from the cache alone", () => {
    expect(document.all({ tag: "script" })).toEqual([]);
    expect(document.all({ tag: "link" })).toEqual([]);
    expect(document.all({ tag: "img" })).toEqual([]);
  });

  it("retries the address that failed", () => {
    expect(document.all({ tag: "a" }).map((a) => a.attrs.href)).toEqual(["", ""]);
  });
});
