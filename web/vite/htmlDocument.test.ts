/** Edits at the parser's source positions: what is not edited stays byte for byte as written. */
import { describe, expect, it } from "vitest";
import { HtmlDocument } from "./htmlDocument";

const HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Site" />
    <title>Site</title>
    <link rel="stylesheet" crossorigin href="/a.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe("HtmlDocument", () => {
  it("gives back the source unchanged when nothing is edited", () => {
    expect(new HtmlDocument(HTML).toString()).toBe(HTML);
  });

  it("finds elements by tag and attributes, and names what it misses", () => {
    const document = new HtmlDocument(HTML);
    expect(document.the({ tag: "link", attrs: { rel: "stylesheet" } }, "styles").attrs.href).toBe("/a.css");
    expect(document.all({ tag: "meta", attrs: { name: true } })).toHaveLength(1);
    expect(() => document.the({ tag: "script", attrs: { type: "module" } }, "the app's entry")).toThrow(
      'no <script type="module"> (the app\'s entry)',
    );
    expect(document.addresses()).toEqual(["/a.css"]);
  });

  it("edits attributes, content and whole elements in place", () => {
    const document = new HtmlDocument(HTML);
    const root = document.the({ tag: "div", attrs: { id: "root" } }, "root");
    document
      .replaceAttribute(document.the({ tag: "html" }, "html"), "lang", 'lang="te"')
      .addAttributes(root, ' data-route="/faq"')
      .prependContent(root, "<p>Hi</p>")
      .remove(document.the({ tag: "meta" }, "description"))
      .replace(document.the({ tag: "title" }, "title"), "<title>FAQ</title>\n    ", { spaceAfter: true })
      .insertAfter(document.the({ tag: "link" }, "styles"), '\n    <link rel="stylesheet" href="/b.css">')
      .appendContent(document.the({ tag: "head" }, "head"), "  <!-- last -->\n  ");
    expect(document.toString()).toBe(`<!doctype html>
<html lang="te">
  <head>
    <title>FAQ</title>
    <link rel="stylesheet" crossorigin href="/a.css">
    <link rel="stylesheet" href="/b.css">
    <!-- last -->
  </head>
  <body>
    <div id="root" data-route="/faq"><p>Hi</p></div>
  </body>
</html>
`);
  });

  it("adds attributes inside a self-closing tag", () => {
    const document = new HtmlDocument('<link rel="icon" href="/i.svg" />');
    document.addAttributes(document.the({ tag: "link" }, "icon"), ' sizes="any"');
    expect(document.toString()).toBe('<link rel="icon" href="/i.svg"  sizes="any"/>');
  });
});
