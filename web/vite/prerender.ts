/**
 * Prerendered public pages, and the static files served the way production serves them.
 *
 * After the browser build, this plugin builds src/prerender/entry-server.tsx with Vite's own SSR build (the
 * same plugins, so the compiled catalogues and CSS modules match the browser's), renders every public page
 * (features/language/localizedUrls.ts) in English and Telugu with react-dom/static, and writes each into a
 * copy of the built index.html with its head tags and modulepreload links for the page's chunks and words:
 * `faq.html`, `te/faq.html`, `index.html` (the landing page), `te/index.html`. The unrendered shell becomes
 * `app.html`, the fallback for every other route (member pages). Also sitemap.xml and robots.txt, and a
 * brotli and gzip copy of every text file.
 *
 * Why not a plugin that does this: react-router's prerendering needs its framework mode (the app uses
 * declarative routes, Router.tsx); vite-react-ssg and vite-plugin-react-ssg want a data-router route table.
 * Vite's SSR build and React's own prerender API are kept by Vite and React themselves, and fit the app as
 * it is.
 *
 * The preview server (the local stack's built app, and the e2e journeys) serves dist/ as the production
 * host does (hosting.ts): pages from their .html files, the shell for other routes, compressed files, and
 * immutable caching for hashed assets.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip } from "node:zlib";
import { build, type Plugin, type ResolvedConfig } from "vite";
import { MEMBER_PAGE_MODULES, memberShellFile, type MemberPageKey } from "../src/features/boot/memberRoutes";
import { PRERENDERED_ROUTES, ROBOTS_DISALLOWED } from "../src/routes";
import { hostingRules, previewMiddleware } from "./hosting";
import { planShellPreloads, type Language, type ShellFiles, type ShellPreload } from "./shellPreloads";

interface ServerEntry {
  PRERENDERED_PATHS: readonly string[];
  siteUrl(): string;
  renderPage(route: string, language: Language): Promise<{ body: string; head: string }>;
  isHydratedOnIntent(route: string): boolean;
}

/** Each prerendered route's page module (src/routes.ts): its chunk is preloaded by the page's HTML. */
const PAGE_MODULES: Record<string, string> = Object.fromEntries(PRERENDERED_ROUTES.map((route) => [route.path, route.page]));
/** Pages left out of the sitemap (the table's `notInSitemap`: the same page at another address, a form nobody searches for). */
const NOT_IN_SITEMAP = new Set(PRERENDERED_ROUTES.filter((route) => route.notInSitemap).map((route) => route.path));

/** Kept out of search engines (robots.txt): member pages, payment pages, one-time links. The console has its own. */
export const DISALLOWED = ROBOTS_DISALLOWED;

/** The member parts of the layout, which SiteLayout fetches for every member page (vite/chunking.ts). */
const MEMBER_LAYOUT_MODULES = ["src/components/SiteLayout/MemberNavbar.tsx", "src/features/safety/NoticeBanner.tsx", "src/features/privacy/NumberRevealNotice.tsx"];
/** A page-copy catalogue as the app loads it, compiled (compiledCopy.ts): shared/src/copy/<area>.ts or te/<area>.ts. */
const COPY_MODULE = /[\\/]shared[\\/]src[\\/]copy[\\/](te[\\/])?\w+\.ts\?compiled$/;

const COMPRESSIBLE = /\.(js|css|html|svg|xml|txt|json)$/;

/** The file a route's page is written to (as localizedUrls.prerenderedFile; the host serves /faq from faq.html). */
function pageFile(route: string, language: Language): string {
  const prefix = language === "te" ? "te/" : "";
  return route === "/" ? `${prefix}index.html` : `${prefix}${route.slice(1)}.html`;
}

/** The chunks (and their static imports) a page needs at once, for modulepreload links, and their stylesheets. */
interface ChunkInfo {
  fileName: string;
  imports: string[];
  css: string[];
}

function closure(chunks: Map<string, ChunkInfo>, fileName: string, seen: Set<string>): void {
  if (seen.has(fileName)) return;
  seen.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) closure(chunks, imported, seen);
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function sitemap(site: string, routes: readonly string[]): string {
  const url = (route: string, language: Language) => `${site}${language === "te" ? (route === "/" ? "/te/" : `/te${route}`) : route}`;
  const entries = routes
    .filter((route) => !NOT_IN_SITEMAP.has(route))
    .flatMap((route) =>
      (["en", "te"] as const).map((language) =>
        [
          "  <url>",
          `    <loc>${escapeXml(url(route, language))}</loc>`,
          `    <xhtml:link rel="alternate" hreflang="te" href="${escapeXml(url(route, "te"))}"/>`,
          `    <xhtml:link rel="alternate" hreflang="en" href="${escapeXml(url(route, "en"))}"/>`,
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(url(route, "en"))}"/>`,
          "  </url>",
        ].join("\n"),
      ),
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

function robots(site: string): string {
  return ["User-agent: *", ...DISALLOWED.map((path) => `Disallow: ${path}`), "", `Sitemap: ${site}/sitemap.xml`, ""].join("\n");
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** A .br and a .gz beside every text file worth compressing, so the server sends them without work per request. */
async function precompress(outDir: string): Promise<void> {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  for (const file of await filesUnder(outDir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < 512) continue;
    const data = await readFile(file);
    await writeFile(`${file}.br`, await brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
    await writeFile(`${file}.gz`, await gz(data, { level: 9 }));
  }
}

interface MemberShell extends ShellFiles {
  /** The unrendered shell (app.html). */
  template: string;
  appEntry: string;
  visitorEntry: string;
  /** The stylesheets of its code. */
  css: string[];
}

/**
 * A member page's shell: the empty shell with the page's code and stylesheets linked, so they download
 * while the app's entry runs instead of after it (/home asked for its 45 files at 1.5 s, once the 118 KB
 * entry had arrived and run). The entry comes first, alone on the line with the stylesheet (both hold
 * the app back: a module script runs after the stylesheets before it), and the page's code, the words
 * and the Telugu face follow once it has arrived, while it runs: sharing the line, the entry arrived
 * last, at 1.9 s. The words and the face depend on the device's language, which the HTML cannot know.
 * So the later files are listed inert (`data-preload-after-app`, with `data-preload-language` for one
 * language's), and the visitor entry, now the page's script, fetches them, and on a Telugu device asks for
 * the Telugu face (src/visitor.ts).
 */
function memberShell(shell: MemberShell): string {
  // Largest first: the requests beyond HTTP/1.1's six connections wait, and should be the small ones (vite/shellPreloads.ts).
  const later = ({ file, language, withEntry }: ShellPreload) =>
    `<link data-preload-after-app${language ? ` data-preload-language="${language}"` : ""}${withEntry ? " data-preload-with-entry" : ""} crossorigin href="/${file}" />`;
  const links = [
    `<link rel="modulepreload" data-app-entry fetchpriority="high" crossorigin href="/${shell.appEntry}" />`,
    ...planShellPreloads(shell).map(later),
  ];
  const html = shell.template
    .replace(/<link rel="stylesheet" crossorigin href="[^"]+" *\/?>/, (sheet) => [sheet, ...shell.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)].join("\n    "))
    .replace("</head>", `  ${links.join("\n    ")}\n  </head>`)
    .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, `<script type="module" crossorigin src="/${shell.visitorEntry}"></script>`);
  if (!html.includes(`src="/${shell.visitorEntry}"`) || !shell.visitorEntry) throw new Error("The prerender could not put the visitor entry (src/visitor.ts) into a member page's shell.");
  return html;
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  const chunks = new Map<string, ChunkInfo>();
  /** Page or catalogue module id (path, with ?compiled for catalogues) → its chunk's file. */
  const chunkOfModule = new Map<string, string>();
  let teluguFont: string | undefined;
  /** The visitor entry's chunk (src/visitor.ts): the script of the pages of words and links. */
  let visitorEntry: string | undefined;
  /** Whether this build got as far as writing its bundle. */
  let generated = false;
  return {
    name: "matrimony-prerender",
    configResolved(resolved) {
      config = resolved;
    },
    configurePreviewServer(server) {
      server.middlewares.use(previewMiddleware(resolve(server.config.root, server.config.build.outDir), () => server.config.preview.headers ?? {}));
    },
    generateBundle(_options, bundle) {
      if (config.build.ssr) return;
      generated = true;
      for (const item of Object.values(bundle)) {
        if (item.type === "chunk") {
          chunks.set(item.fileName, { fileName: item.fileName, imports: item.imports, css: [...(item.viteMetadata?.importedCss ?? [])] });
          if (item.isEntry && item.facadeModuleId?.endsWith("src/visitor.ts")) visitorEntry = item.fileName;
          // Every module, not only entry modules: chunks may be merged (vite/routeChunks.ts).
          for (const id of item.moduleIds) chunkOfModule.set(id, item.fileName);
        } else if (/noto-sans-telugu-ui-wght-400-700.*\.woff2$/.test(item.fileName)) {
          teluguFont = item.fileName;
        }
      }
    },
    async closeBundle() {
      // Not after a failed build (closeBundle runs then too): its own error is the one to see.
      if (config.build.ssr || config.command !== "build" || !generated) return;
      const outDir = resolve(config.root, config.build.outDir);
      const template = await readFile(join(outDir, "index.html"), "utf8");
      // Inside the app's folder, so the server bundle's imports (react, @mantine/core...) resolve from node_modules.
      await mkdir(join(config.root, "node_modules"), { recursive: true });
      const serverDir = await mkdtemp(join(config.root, "node_modules", ".prerender-"));
      try {
        await build({
          root: config.root,
          configFile: config.configFile,
          mode: config.mode,
          logLevel: "warn",
          build: {
            ssr: "src/prerender/entry-server.tsx",
            outDir: serverDir,
            emptyOutDir: true,
            sourcemap: false,
            copyPublicDir: false,
            // CommonJS, loaded with require: this config may run inside Vite's module runner (the local stack
            // loads it so), which is closed by now and would refuse a dynamic import().
            // One file, exports kept: the browser build's chunking options (vite/chunking.ts) are for browsers.
            rolldownOptions: {
              preserveEntrySignatures: "strict",
              output: { format: "cjs", entryFileNames: "[name].cjs", chunkFileNames: "[name]-[hash].cjs", codeSplitting: false },
            },
          },
        });
        const entry = createRequire(import.meta.url)(join(serverDir, "entry-server.cjs")) as ServerEntry;
        const site = entry.siteUrl();

        const moduleChunk = (suffix: string) => {
          for (const [id, file] of chunkOfModule) if (id.endsWith(suffix)) return file;
          throw new Error(`The prerender found no chunk for ${suffix}: did Router.tsx or i18n.ts change how it is loaded?`);
        };
        // The app's entry and what it imports: the template's own scripts, already in every page's HTML.
        const entryFiles = new Set([...template.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((tag) => tag[1] ?? ""));
        /** The chunks the roots need (them and their static imports), besides the entry's own. */
        const closureOf = (roots: Iterable<string>): string[] => {
          const files = new Set<string>();
          for (const root of roots) closure(chunks, root, files);
          return [...files].filter((file) => !entryFiles.has(file));
        };
        const preloads = (route: string, language: Language): string[] => {
          const page = PAGE_MODULES[route];
          if (!page) throw new Error(`No page module for ${route} in web/vite/prerender.ts.`);
          const areas = route === "/" ? ["landing"] : ["landing", "public", "account", "member", "subscription"];
          const copy = (area: string) => moduleChunk(`shared/src/copy/${language === "te" ? "te/" : ""}${area}.ts?compiled`);
          const roots = [moduleChunk(`src/pages/${page}.page.tsx`), ...areas.map(copy)];
          if (language === "te") roots.push(copy("core"), copy("layout"));
          if (language === "te" && route !== "/") roots.push(moduleChunk("shared/src/copy/te/options.ts"));
          return closureOf(roots);
        };

        /** The visitor entry and what it imports. */
        const visitorScripts = (): string[] => {
          if (!visitorEntry) throw new Error("No visitor entry (src/visitor.ts) in the build: is it still an input in vite.config.ts?");
          const files = new Set<string>();
          closure(chunks, visitorEntry, files);
          files.delete(visitorEntry);
          return [...files];
        };

        // The app's entry (src/main.tsx), which the visitor entry imports on a prerendered page.
        const appEntry = /<script type="module" crossorigin src="\/([^"]+)"><\/script>/.exec(template)?.[1];
        if (!appEntry) throw new Error("index.html has no module script for the prerender to replace.");

        const shellHead = template.match(/<title>[^<]*<\/title>\s*/)?.[0] ?? "";
        for (const route of entry.PRERENDERED_PATHS) {
          for (const language of ["en", "te"] as const) {
            const { body, head } = await entry.renderPage(route, language);
            // The HTML is the page: the stylesheet, which holds back the first paint, goes first; the scripts
            // that hydrate the page come after it, last in the head and at fetchpriority low. A Telugu page's face is fetched beside the stylesheet, ahead
            // of the scripts: text drawn in the fallback first wrapped differently and jumped when the face
            // arrived behind them (/te/register's layout shift, 0.19). The page's own stylesheets (its CSS
            // modules) are linked too: loaded with its script, they came after the first paint and moved it.
            const pageChunks = preloads(route, language);
            const onIntent = entry.isHydratedOnIntent(route);
            const scripts = [...new Set(onIntent ? visitorScripts() : [...visitorScripts(), appEntry, ...pageChunks])].filter((file) => onIntent || !template.includes(`href="/${file}"`));
            // On a Telugu page the app's chunks wait for the face (src/visitor.ts adds these links then): on a slow
            // line they shared its bandwidth and the page, drawn once its face is in, showed a second later.
            const visitorOwn = new Set(visitorScripts());
            const links = scripts.map((file) =>
              language === "te" && !visitorOwn.has(file)
                ? `<link data-modulepreload-after-font crossorigin href="/${file}" />`
                : `<link rel="modulepreload" fetchpriority="${visitorOwn.has(file) ? "high" : "low"}" crossorigin href="/${file}" />`,
            );
            const fontLinks = language === "te" && teluguFont ? [`<link rel="preload" as="font" type="font/woff2" fetchpriority="high" crossorigin href="/${teluguFont}" />`] : [];
            const pageCss = [...new Set(pageChunks.flatMap((file) => chunks.get(file)?.css ?? []))].filter((file) => !template.includes(`/${file}"`));
            let page = template
              .replace(/<link rel="stylesheet" crossorigin href="[^"]+" *\/?>/, (sheet) => [sheet, ...pageCss.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)].join("\n    "))
              // A Telugu page is drawn once its face has loaded (teluguFont.css, src/visitor.ts).
              // Mantine's colours hang on html[data-mantine-color-scheme] (index.html sets it: Mantine's own
              // script for it is inline, which the Content-Security-Policy refuses), so the HTML is in colour
              // before the app arrives: without it the phone menu's button and the language toggle were invisible.
              .replace('<html lang="en" data-mantine-color-scheme="light">', `<html lang="${language}" data-mantine-color-scheme="light">`)
              .replace("<body>", language === "te" ? '<body data-telugu-font="loading">' : "<body>")
              .replace(/\s*<meta name="description"[^>]*>/, "")
              .replace(shellHead, `${head}\n    ${fontLinks.join("\n    ")}\n    `)
              // The script preloads go last in the head, after the stylesheets: the browser requests in
              // document order, and /register's 50 preloads ahead of its stylesheet took the line's bandwidth
              // and held the first paint back to 1.6–2.0 s (bench/page-trace.ts).
              .replace("</head>", `  ${links.join("\n    ")}\n  </head>`)
              // data-hydrate tells the visitor entry a page of words and links, without the route table.
              .replace('<div id="root"></div>', `<div id="root" data-route="${route}"${onIntent ? ' data-hydrate="on-intent"' : ""}>${body}</div>`);
            // The page's script is the small visitor entry (src/visitor.ts): it keeps what the member does
            // before the app arrives, and fetches the app at once, or on a page of words and links when needed.
            // The app's entry and chunks are preloaded (low) unless the page is one of those.
            page = page.replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, `<script type="module" fetchpriority="high" crossorigin src="/${visitorEntry ?? ""}"></script>`);
            page = onIntent
              ? page.replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+" *\/?>/g, "")
              : page.replace(/<link rel="modulepreload" crossorigin/g, language === "te" ? "<link data-modulepreload-after-font crossorigin" : '<link rel="modulepreload" fetchpriority="low" crossorigin');
            const html = page;
            if (!visitorEntry || !html.includes(`src="/${visitorEntry}"`)) throw new Error("The prerender could not put the visitor entry (src/visitor.ts) into the page.");
            if (!html.includes(`<html lang="${language}" data-mantine-color-scheme="light">`)) throw new Error("index.html's <html> tag is not the one the prerender rewrites.");
            if (!html.includes(`data-route="${route}"`)) throw new Error("index.html has no empty <div id=\"root\"></div> for the prerendered page.");
            const file = join(outDir, pageFile(route, language));
            await mkdir(dirname(file), { recursive: true });
            await writeFile(file, html);
          }
        }
        // Other routes start from the empty shell, kept out of search results.
        const shell = template.replace("<head>", '<head>\n    <meta name="robots" content="noindex" />');
        await writeFile(join(outDir, "app.html"), shell);
        await writeFile(join(outDir, "404.html"), shell);
        // Each member page from its own shell, which fetches the page's code beside the app's (issue 18).
        const words = (language: Language): string[] => {
          const roots = [...chunkOfModule].flatMap(([id, file]) => {
            const match = COPY_MODULE.exec(id);
            return match && (match[1] ? "te" : "en") === language ? [file] : [];
          });
          // In Telugu the option labels come with the first page that shows options (i18n.ts): every member page.
          if (language === "te") roots.push(moduleChunk("src/features/options/optionLabels.ts"), moduleChunk("shared/src/copy/te/options.ts"));
          return closureOf(roots);
        };
        // The Telugu words the first render waits for (core and layout: i18n.ts's `base`).
        const wordsWithEntry = closureOf([moduleChunk("shared/src/copy/te/core.ts?compiled"), moduleChunk("shared/src/copy/te/layout.ts?compiled")]);
        // Compressed, as the line carries them: words shrink about sixfold, code about threefold.
        const sizes = new Map<string, number>();
        const sizeOf = (file: string) => {
          let size = sizes.get(file);
          if (size === undefined) sizes.set(file, (size = brotliCompressSync(readFileSync(join(outDir, file))).length));
          return size;
        };
        for (const [key, pageName] of Object.entries(MEMBER_PAGE_MODULES) as [MemberPageKey, string][]) {
          const code = closureOf([moduleChunk(`src/pages/${pageName}.page.tsx`), ...MEMBER_LAYOUT_MODULES.map(moduleChunk)]);
          const file = join(outDir, memberShellFile(key));
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, memberShell({ template: shell, appEntry, visitorEntry: visitorEntry ?? "", code, css: [...new Set(code.flatMap((file) => chunks.get(file)?.css ?? []))].filter((file) => !template.includes(`/${file}"`)), words: { en: words("en"), te: words("te") }, wordsWithEntry, sizeOf }));
        }
        await writeFile(join(outDir, "sitemap.xml"), sitemap(site, entry.PRERENDERED_PATHS));
        await writeFile(join(outDir, "robots.txt"), robots(site));
        await writeFile(join(outDir, "_redirects"), hostingRules.redirects());
        const headers = join(outDir, "_headers");
        await writeFile(headers, `${await readFile(headers, "utf8").catch(() => "")}${hostingRules.cacheHeaders(entry.PRERENDERED_PATHS)}`);
        await precompress(outDir);
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
