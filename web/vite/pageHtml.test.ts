/** The HTML written from the built index.html: where each link goes, and what the page's script is. */
import { describe, expect, it } from "vitest";
import { appShellHtml, memberShellHtml, prerenderedPageHtml, readTemplate, type PrerenderedPage } from "./pageHtml";

/** The built index.html as Vite writes it. */
const TEMPLATE = `<!doctype html>
<html lang="en" data-mantine-color-scheme="light">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The site." />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Telugu Matrimony</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const faq: PrerenderedPage = {
  route: "/faq",
  language: "en",
  body: "<main>Questions</main>",
  head: "<title>FAQ</title>",
  hydrateOnIntent: false,
  visitorEntry: "assets/visitor.js",
  visitorChunks: ["assets/keep.js"],
  appChunks: ["assets/index.js", "assets/Faq.page.js"],
  css: ["assets/Faq.css"],
  teluguFont: "assets/telugu.woff2",
};

const lines = (html: string) => html.split("\n").map((line) => line.trim());

describe("readTemplate", () => {
  it("reads the app's entry, every file named, and the files linked", () => {
    const template = readTemplate(TEMPLATE);
    expect(template.appEntry).toBe("assets/index.js");
    expect([...template.linked]).toEqual(["favicon.svg", "assets/index.js", "assets/runtime.js", "assets/index.css"]);
    expect(template.preloaded.has("assets/index.js")).toBe(false);
    expect(template.preloaded.has("assets/runtime.js")).toBe(true);
  });

  it("fails on a template without a module script", () => {
    expect(() => readTemplate("<html><head></head><body></body></html>")).toThrow("the app's entry");
  });
});

describe("a prerendered page", () => {
  it("is the template with the page's head and body, its stylesheets after the app's and its scripts last", () => {
    const html = prerenderedPageHtml(TEMPLATE, faq);
    expect(lines(html)).toEqual([
      "<!doctype html>",
      '<html lang="en" data-mantine-color-scheme="light">',
      "<head>",
      '<meta charset="UTF-8" />',
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
      "<title>FAQ</title>",
      "",
      '<script type="module" fetchpriority="high" crossorigin src="/assets/visitor.js"></script>',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index.css">',
      '<link rel="stylesheet" crossorigin href="/assets/Faq.css">',
      '<link rel="modulepreload" fetchpriority="high" crossorigin href="/assets/keep.js" />',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/index.js" />',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Faq.page.js" />',
      "</head>",
      "<body>",
      '<div id="root" data-route="/faq"><main>Questions</main></div>',
      "</body>",
      "</html>",
      "",
    ]);
  });

  it("in Telugu: its language, the face preloaded beside the stylesheet, the app's code after the face", () => {
    const html = prerenderedPageHtml(TEMPLATE, { ...faq, language: "te" });
    expect(html).toContain('<html lang="te" data-mantine-color-scheme="light">');
    expect(html).toContain('<body data-telugu-font="loading">');
    expect(html).toContain(
      '<title>FAQ</title>\n    <link rel="preload" as="font" type="font/woff2" fetchpriority="high" crossorigin href="/assets/telugu.woff2" />',
    );
    expect(html).toContain('<link data-modulepreload-after-font crossorigin href="/assets/runtime.js">');
    expect(html).toContain('<link data-modulepreload-after-font crossorigin href="/assets/Faq.page.js" />');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="high" crossorigin href="/assets/keep.js" />');
  });

  it("of words and links: marked for the visitor entry, without the app's preloads", () => {
    const html = prerenderedPageHtml(TEMPLATE, { ...faq, hydrateOnIntent: true, appChunks: [] });
    expect(html).toContain('<div id="root" data-route="/faq" data-hydrate="on-intent">');
    expect(html).not.toContain("runtime.js");
    expect(html).not.toContain("index.js");
  });
});

describe("the shells", () => {
  it("app.html is the template kept out of search results", () => {
    expect(appShellHtml(TEMPLATE)).toBe(
      TEMPLATE.replace("<head>", '<head>\n    <meta name="robots" content="noindex" />'),
    );
  });

  it("a member page's shell runs the visitor entry, preloads the app's entry and lists the later files inert", () => {
    const html = memberShellHtml({
      shell: appShellHtml(TEMPLATE),
      appEntry: "assets/index.js",
      visitorEntry: "assets/visitor.js",
      css: ["assets/Home.css"],
      preloads: [
        { file: "assets/words-te.js", language: "te", withEntry: true },
        { file: "assets/Home.page.js", withEntry: false },
      ],
    });
    expect(html).toContain('<script type="module" crossorigin src="/assets/visitor.js"></script>');
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index.css">\n    <link rel="stylesheet" crossorigin href="/assets/Home.css">',
    );
    expect(lines(html).slice(-9, -5)).toEqual([
      '<link rel="modulepreload" data-app-entry fetchpriority="high" crossorigin href="/assets/index.js" />',
      '<link data-preload-after-app data-preload-language="te" data-preload-with-entry crossorigin href="/assets/words-te.js" />',
      '<link data-preload-after-app crossorigin href="/assets/Home.page.js" />',
      "</head>",
    ]);
  });
});
