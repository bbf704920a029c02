/**
 * The build's static output, after the browser build: the prerendered public pages, the shells, the files
 * for search engines and the host, and compressed copies of it all. This plugin only runs the steps; each
 * lives in its own module:
 *
 * - the pages: Vite's own SSR build of src/prerender/entry-server.tsx (the same plugins, so the compiled
 *   catalogues and CSS modules match the browser's) renders every prerendered route of the route table
 *   (src/routes.ts) in English and Telugu with react-dom/static; pageHtml.ts writes each into the built
 *   index.html with the links pageChunks.ts picks (`faq.html`, `te/faq.html`, `index.html` for the landing
 *   page, `te/index.html`);
 * - the shells: `app.html` and `404.html`, the unrendered shell for routes drawn in the browser, and one
 *   per member page (`shells/home.html`...) that preloads the page's code (pageHtml.ts, shellPreloads.ts);
 * - sitemap.xml and robots.txt (seoFiles.ts), _redirects and _headers' cache lines (hosting.ts);
 * - a brotli and a gzip copy of every text file (compression.ts).
 *
 * Why not a plugin that does this: react-router's prerendering needs its framework mode (the app uses
 * declarative routes, Router.tsx); vite-react-ssg and vite-plugin-react-ssg want a data-router route table.
 * Vite's SSR build and React's own prerender API are kept by Vite and React themselves, and fit the app.
 *
 * The preview server (the local stack's built app, and the e2e journeys) serves dist/ as the production
 * host does (hosting.ts).
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { build, type Plugin, type ResolvedConfig } from "vite";
import { memberShellFile, type MemberPageKey } from "../src/features/boot/memberRoutes";
import { prerenderedFile, type PrerenderedPath } from "../src/features/language/localizedUrls";
import { MEMBER_ROUTES, PRERENDERED_ROUTES, ROBOTS_DISALLOWED } from "../src/routes";
import { brotliSize, precompress } from "./compression";
import { previewMiddleware, writeHostingFiles } from "./hosting";
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
import { appShellHtml, memberShellHtml, prerenderedPageHtml, readTemplate } from "./pageHtml";
import { robots, sitemap } from "./seoFiles";
import { planShellPreloads, type Language } from "./shellPreloads";

const LANGUAGES: readonly Language[] = ["en", "te"];

/** What the server build of src/prerender/entry-server.tsx exports. */
interface ServerEntry {
  siteUrl(): string;
  renderPage(route: string, language: Language): Promise<{ body: string; head: string }>;
}

/** What the browser build left for the prerender, read in generateBundle. */
interface BrowserBuild {
  chunks: Map<string, ChunkInfo>;
  chunkOfModule: Map<string, string>;
  /** The visitor entry's chunk (src/visitor.ts): the script of the prerendered pages and the member shells. */
  visitorEntry?: string;
  /** The Telugu face the prerendered Telugu pages preload. */
  teluguFont?: string;
}

async function writeOut(outDir: string, file: string, text: string): Promise<void> {
  const path = join(outDir, file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
}

/**
 * Builds the server entry into a folder inside the app's node_modules (so its imports, react and
 * @mantine/core..., resolve), loads it, and removes the folder once `use` is done.
 */
async function withServerEntry(config: ResolvedConfig, use: (entry: ServerEntry) => Promise<void>): Promise<void> {
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
          output: {
            format: "cjs",
            entryFileNames: "[name].cjs",
            chunkFileNames: "[name]-[hash].cjs",
            codeSplitting: false,
          },
        },
      },
    });
    await use(createRequire(import.meta.url)(join(serverDir, "entry-server.cjs")) as ServerEntry);
  } finally {
    await rm(serverDir, { recursive: true, force: true });
  }
}

async function writeStaticOutput(outDir: string, browser: BrowserBuild, entry: ServerEntry): Promise<void> {
  const template = readTemplate(await readFile(join(outDir, "index.html"), "utf8"));
  const graph = new BundleGraph(browser.chunks, browser.chunkOfModule, template.linked);
  const visitorEntry = browser.visitorEntry;
  if (!visitorEntry)
    throw new Error("No visitor entry (src/visitor.ts) in the build: is it still an input in vite.config.ts?");
  const visitorChunks = entryImports(graph, visitorEntry);

  for (const route of PRERENDERED_ROUTES) {
    for (const language of LANGUAGES) {
      const { body, head } = await entry.renderPage(route.path, language);
      const pageChunks = publicPageChunks(graph, route.path, route.page, language);
      const hydrateOnIntent = route.hydrateOnIntent === true;
      const scripts = pageScriptPreloads({
        visitorChunks,
        appEntry: template.appEntry,
        pageChunks,
        hydrateOnIntent,
        preloaded: template.preloaded,
      });
      const html = prerenderedPageHtml(template.html, {
        route: route.path,
        language,
        body,
        head,
        hydrateOnIntent,
        visitorEntry,
        ...scripts,
        css: graph.css(pageChunks),
        teluguFont: browser.teluguFont,
      });
      await writeOut(outDir, prerenderedFile(route.path as PrerenderedPath, language), html);
    }
  }

  const shell = appShellHtml(template.html);
  await writeOut(outDir, "app.html", shell);
  await writeOut(outDir, "404.html", shell);
  // Sizes as the line carries them (brotli): words shrink about sixfold, code about threefold.
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    const size = sizes.get(file) ?? brotliSize(readFileSync(join(outDir, file)));
    sizes.set(file, size);
    return size;
  };
  const words = { en: memberWords(graph, "en"), te: memberWords(graph, "te") };
  const withEntry = wordsWithEntry(graph);
  for (const route of MEMBER_ROUTES) {
    const code = memberPageCode(graph, route.page);
    const preloads = planShellPreloads({ code, words, wordsWithEntry: withEntry, sizeOf });
    const html = memberShellHtml({ shell, appEntry: template.appEntry, visitorEntry, css: graph.css(code), preloads });
    await writeOut(outDir, memberShellFile(route.path as MemberPageKey), html);
  }

  const site = entry.siteUrl();
  await writeOut(outDir, "sitemap.xml", sitemap(site, PRERENDERED_ROUTES));
  await writeOut(outDir, "robots.txt", robots(site, ROBOTS_DISALLOWED));
  await writeHostingFiles(
    outDir,
    PRERENDERED_ROUTES.map((route) => route.path),
  );
  await precompress(outDir);
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  let browser: BrowserBuild | undefined;
  return {
    name: "matrimony-prerender",
    configResolved(resolved) {
      config = resolved;
    },
    configurePreviewServer(server) {
      server.middlewares.use(
        previewMiddleware(
          resolve(server.config.root, server.config.build.outDir),
          () => server.config.preview.headers ?? {},
        ),
      );
    },
    generateBundle(_options, bundle) {
      if (config.build.ssr) return;
      const read: BrowserBuild = { chunks: new Map(), chunkOfModule: new Map() };
      for (const item of Object.values(bundle)) {
        if (item.type === "chunk") {
          read.chunks.set(item.fileName, {
            fileName: item.fileName,
            imports: item.imports,
            css: [...(item.viteMetadata?.importedCss ?? [])],
          });
          if (item.isEntry && item.facadeModuleId?.endsWith("src/visitor.ts")) read.visitorEntry = item.fileName;
          for (const id of item.moduleIds) read.chunkOfModule.set(id, item.fileName);
        } else if (/noto-sans-telugu-ui-wght-400-700.*\.woff2$/.test(item.fileName)) {
          read.teluguFont = item.fileName;
        }
      }
      browser = read;
    },
    async closeBundle() {
      // Not after a failed build (closeBundle runs then too, without a bundle): its own error is the one to see.
      if (config.build.ssr || config.command !== "build" || !browser) return;
      const outDir = resolve(config.root, config.build.outDir);
      const built = browser;
      await withServerEntry(config, (entry) => writeStaticOutput(outDir, built, entry));
    },
  };
}
