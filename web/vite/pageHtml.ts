/**
 * The HTML the build writes, each from the built index.html (the template): the app's shell, a prerendered
 * public page, and a member page's shell. Which files each links is decided elsewhere (pageChunks.ts,
 * shellPreloads.ts); here is only where and how they go in the HTML.
 */
import { HtmlDocument } from "./htmlDocument";
import type { Language, ShellPreload } from "./shellPreloads";

const APP_SCRIPT = { tag: "script", attrs: { type: "module", src: true } } as const;
const STYLESHEET = { tag: "link", attrs: { rel: "stylesheet" } } as const;
const MODULE_PRELOAD = { tag: "link", attrs: { rel: "modulepreload" } } as const;
/** The indentation of a line inside the head. */
const LINE = "\n    ";

const stylesheet = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}">`;

/** What the build reads from the template: the app's entry, and the files it already names. */
export interface Template {
  html: string;
  /** The app's entry (src/main.tsx), the template's module script. */
  appEntry: string;
  /** Every file the template names (its script, preloads, stylesheet, icon). */
  linked: ReadonlySet<string>;
  /** The files it links (preloads, stylesheet, icon): the app's entry is a script, not among them. */
  preloaded: ReadonlySet<string>;
}

const withoutSlash = (address: string) => address.replace(/^\//, "");

export function readTemplate(html: string): Template {
  const document = new HtmlDocument(html);
  const linkHrefs = document
    .all({ tag: "link", attrs: { href: true } })
    .map((link) => withoutSlash(link.attrs.href ?? ""));
  return {
    html,
    appEntry: withoutSlash(document.the(APP_SCRIPT, "the app's entry").attrs.src ?? ""),
    linked: new Set(document.addresses().map(withoutSlash)),
    preloaded: new Set(linkHrefs),
  };
}

/**
 * The page's own stylesheets (its CSS modules), after the app's: loaded with its script, they came after the first
 * paint and moved it.
 */
function linkStylesheets(document: HtmlDocument, css: readonly string[]): void {
  document.insertAfter(
    document.the(STYLESHEET, "the app's stylesheet"),
    css.map((file) => `${LINE}${stylesheet(file)}`).join(""),
  );
}

/** Links last in the head, after the stylesheets: the browser requests in document order. */
function appendToHead(document: HtmlDocument, links: readonly string[]): void {
  document.appendContent(document.the({ tag: "head" }, "the head"), `  ${links.join(LINE)}\n  `);
}

/** The unrendered shell (app.html, 404.html): every route drawn in the browser, kept out of search results. */
export function appShellHtml(template: string): string {
  const document = new HtmlDocument(template);
  return document
    .prependContent(document.the({ tag: "head" }, "the head"), `${LINE}<meta name="robots" content="noindex" />`)
    .toString();
}

export interface PrerenderedPage {
  route: string;
  language: Language;
  /** The rendered page: what goes inside #root, and its head tags (title, description, alternates...). */
  body: string;
  head: string;
  /** A page of words and links: the visitor entry fetches the app only on a first tap (src/visitor.ts). */
  hydrateOnIntent: boolean;
  /** The visitor entry, the page's script, and the chunks it imports (preloaded high). */
  visitorEntry: string;
  visitorChunks: readonly string[];
  /** The app's entry and the page's chunks the template does not already link (preloaded low). */
  appChunks: readonly string[];
  /** The page's stylesheets the template does not already link. */
  css: readonly string[];
  /** The Telugu face, preloaded on a Telugu page. */
  teluguFont?: string;
}

/**
 * A prerendered page: the template with the page's head and body, in its language.
 *
 * The stylesheet, which holds back the first paint, goes first; the scripts that hydrate the page come
 * after it, last in the head at fetchpriority low: /register's 50 preloads ahead of its stylesheet took the
 * line's bandwidth and held the first paint back to 1.6–2.0 s (bench/page-trace.ts). A Telugu page's face is
 * fetched beside the stylesheet, ahead of the scripts: text drawn in the fallback first wrapped differently
 * and jumped when the face arrived behind them (/te/register's layout shift, 0.19). On a Telugu page the
 * app's chunks wait for the face (src/visitor.ts adds these links then): on a slow line they shared its
 * bandwidth and the page, drawn once its face is in, showed a second later.
 */
export function prerenderedPageHtml(template: string, page: PrerenderedPage): string {
  const document = new HtmlDocument(template);
  const telugu = page.language === "te";
  const appPreload = (file: string) =>
    telugu
      ? `<link data-modulepreload-after-font crossorigin href="/${file}" />`
      : `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}" />`;
  const fontLinks =
    telugu && page.teluguFont
      ? [
          `<link rel="preload" as="font" type="font/woff2" fetchpriority="high" crossorigin href="/${page.teluguFont}" />`,
        ]
      : [];

  linkStylesheets(document, page.css);
  // Mantine's colours hang on html[data-mantine-color-scheme], which index.html sets (Mantine's own script
  // for it is inline, which the Content-Security-Policy refuses), so the HTML is in colour before the app.
  document.replaceAttribute(
    document.the({ tag: "html", attrs: { lang: true } }, "the page's language"),
    "lang",
    `lang="${page.language}"`,
  );
  // A Telugu page is drawn once its face has loaded (teluguFont.css, src/visitor.ts).
  if (telugu) document.addAttributes(document.the({ tag: "body" }, "the body"), ' data-telugu-font="loading"');
  // The page's head brings its own title and description.
  document.remove(document.the({ tag: "meta", attrs: { name: "description" } }, "the site's description"));
  document.replace(
    document.the({ tag: "title" }, "the site's title"),
    `${page.head}${LINE}${fontLinks.join(LINE)}${LINE}`,
    { spaceAfter: true },
  );
  appendToHead(document, [
    ...page.visitorChunks.map(
      (file) => `<link rel="modulepreload" fetchpriority="high" crossorigin href="/${file}" />`,
    ),
    ...page.appChunks.map(appPreload),
  ]);
  // data-hydrate tells the visitor entry a page of words and links, without the route table.
  const root = document.the({ tag: "div", attrs: { id: "root" } }, "the app's root");
  document
    .addAttributes(root, ` data-route="${page.route}"${page.hydrateOnIntent ? ' data-hydrate="on-intent"' : ""}`)
    .prependContent(root, page.body);
  // The page's script is the small visitor entry (src/visitor.ts): it keeps what the member does before the
  // app arrives, and fetches the app at once, or on a page of words and links when needed.
  document.replace(
    document.the(APP_SCRIPT, "the app's entry"),
    `<script type="module" fetchpriority="high" crossorigin src="/${page.visitorEntry}"></script>`,
  );
  // The template's own preloads (the app entry's imports): dropped on a page of words and links, else low.
  for (const preload of document.all(MODULE_PRELOAD)) {
    if (page.hydrateOnIntent) document.remove(preload);
    else
      document.replaceAttribute(
        preload,
        "rel",
        telugu ? "data-modulepreload-after-font" : 'rel="modulepreload" fetchpriority="low"',
      );
  }
  return document.toString();
}

export interface MemberShell {
  /** The unrendered shell (appShellHtml). */
  shell: string;
  appEntry: string;
  visitorEntry: string;
  /** The stylesheets of the page's code the template does not already link. */
  css: readonly string[];
  /** The page's code and words, in the order they are fetched (shellPreloads.ts). */
  preloads: readonly ShellPreload[];
}

/**
 * A member page's shell: the empty shell with the page's code and stylesheets linked, so they download
 * while the app's entry runs instead of after it (/home asked for its 45 files at 1.5 s, once the 118 KB
 * entry had arrived and run). The entry comes first, alone on the line with the stylesheet (both hold the
 * app back: a module script runs after the stylesheets before it), and the page's code, the words and the
 * Telugu face follow once it has arrived, while it runs: sharing the line, the entry arrived last, at
 * 1.9 s. The words and the face depend on the device's language, which the HTML cannot know. So the later
 * files are listed inert (`data-preload-after-app`, with `data-preload-language` for one language's), and
 * the visitor entry, now the page's script, fetches them, and on a Telugu device asks for the Telugu face
 * (src/visitor.ts).
 */
export function memberShellHtml(shell: MemberShell): string {
  const document = new HtmlDocument(shell.shell);
  const later = ({ file, language, withEntry }: ShellPreload) =>
    `<link data-preload-after-app${language ? ` data-preload-language="${language}"` : ""}${withEntry ? " data-preload-with-entry" : ""} crossorigin href="/${file}" />`;
  linkStylesheets(document, shell.css);
  appendToHead(document, [
    `<link rel="modulepreload" data-app-entry fetchpriority="high" crossorigin href="/${shell.appEntry}" />`,
    ...shell.preloads.map(later),
  ]);
  document.replaceAttribute(document.the(APP_SCRIPT, "the app's entry"), "src", `src="/${shell.visitorEntry}"`);
  return document.toString();
}
