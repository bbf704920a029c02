/**
 * Per-route JavaScript of the member app, gzip, in English and in Telugu: what a first visit to each route
 * downloads (the entry chunk, the route's page chunk, its copy chunks in that language, in Telugu the
 * option labels for pages with option lists, and everything they import statically). The pages of words
 * and links (hydrateOnIntent in web/src/routes.ts: the landing page, FAQ, policies...) load only the visitor
 * entry (web/src/visitor.ts) and the app when the visitor first reaches for a control: their row counts the
 * visitor entry, and a second table what that first tap adds. Target: the landing page at most 100 KB gzip
 * in either language. Also the Telugu font's bytes (fetched only for Telugu text).
 *
 *   npm run bench:bundle
 */
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "vite";
import { APP_ROUTES, PAGE_NAMES } from "../web/src/routes";

const WEB = fileURLToPath(new URL("../web", import.meta.url));
const LANDING_BUDGET_KB = 100;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk & { name?: string }>;

/** Route → page module, from the route table (web/src/routes.ts): one row per page, its routes named together. */
const ROUTES: [string, string][] = PAGE_NAMES.map((page) => {
  const paths = APP_ROUTES.filter((route) => route.page === page).map((route) => route.path);
  return [paths.length > 2 ? `${paths[0] ?? ""} (and ${paths.length - 1} more)` : paths.join(", "), page];
});

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

const outDir = await mkdtemp(join(tmpdir(), "web-bundle-"));
try {
  await build({
    root: WEB,
    configFile: join(WEB, "vite.config.ts"),
    logLevel: "error",
    build: { outDir, manifest: true, sourcemap: false },
  });
  const manifest = JSON.parse(await readFile(join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
  const gz = new Map<string, number>();
  const sizeOf = async (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(await readFile(join(outDir, file))).length);
    return gz.get(file) ?? 0;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k === "index.html");
  if (!entryKey) throw new Error("No app entry (index.html) in the manifest.");
  const entry = closure(manifest, entryKey);
  let entryBytes = 0;
  for (const key of entry) entryBytes += await sizeOf(manifest[key]?.file ?? "");
  const visitorKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k === "src/visitor.ts");
  if (!visitorKey)
    throw new Error("No visitor entry (src/visitor.ts) in the manifest: is it still an input in web/vite.config.ts?");
  let visitorBytes = 0;
  for (const key of closure(manifest, visitorKey)) visitorBytes += await sizeOf(manifest[key]?.file ?? "");

  // Each page's copy is fetched with it, in the language on screen (web/src/Router.tsx, web/src/i18n.ts):
  // the landing page's own area, every other page all areas; in Telugu, pages of the account and member
  // areas also fetch the option labels. Those chunks count towards the route.
  // A copy module that other chunks also import statically becomes a shared chunk named after it.
  type Language = "en" | "te";
  // Catalogues are imported as Lingui-compiled modules (`?compiled`, web/vite/compiledCopy.ts).
  const moduleChunk = (path: string) =>
    Object.keys(manifest).find((k) => k.endsWith(path) || k.endsWith(`${path}?compiled`));
  // Catalogues fetched together are one chunk (web/vite/chunking.ts): the Telugu core and layout `base-te`, the
  // page copy `words-en` / `words-te`; such a group has no module of its own in the manifest, only its name.
  const groupChunk = (name: string) =>
    Object.keys(manifest).find((k) => manifest[k]?.name === name && !manifest[k]?.src);
  const copyChunk = (area: string, language: Language) =>
    moduleChunk(language === "en" ? `shared/src/copy/${area}.ts` : `shared/src/copy/te/${area}.ts`) ??
    groupChunk(language === "te" && (area === "core" || area === "layout") ? "base-te" : `words-${language}`);
  const copyKeys = (page: string, language: Language) => {
    // In Telugu every page also fetches the Telugu core messages and layout copy (English's ship in the entry).
    const base = language === "te" ? ["core", "layout"] : [];
    const areas = [
      ...base,
      ...(page === "Landing" ? ["landing"] : ["landing", "public", "account", "member", "subscription"]),
    ];
    const keys = [
      ...new Set(
        areas.map((area) => {
          const key = copyChunk(area, language);
          if (!key) throw new Error(`No chunk for the ${language} copy of ${area}: is it still loaded per route?`);
          return key;
        }),
      ),
    ];
    if (language === "te" && page !== "Landing") {
      const labels = moduleChunk("shared/src/copy/te/options.ts");
      if (!labels) throw new Error("No chunk for the Telugu option labels: are they still loaded lazily?");
      keys.push(labels);
    }
    return keys;
  };

  const totalKb = async (page: string, language: Language) => {
    const key = `src/pages/${page}.page.tsx`;
    if (!manifest[key]) throw new Error(`${key} is not in the build: is it still routed?`);
    const files = new Set<string>();
    for (const start of [key, ...copyKeys(page, language)])
      for (const k of closure(manifest, start)) if (!entry.has(k)) files.add(k);
    let pageBytes = 0;
    for (const k of files) pageBytes += await sizeOf(manifest[k]?.file ?? "");
    return (entryBytes + pageBytes) / 1024;
  };

  // A page of words and links loads the visitor entry; the app (and its page) only on the first tap of a control.
  // Read from the built HTML (web/vite/prerender.ts writes the visitor entry into those pages).
  const visitorFile = manifest[visitorKey]?.file ?? "";
  const onIntent = async (route: string) => {
    const path = route.split(/,\s*/)[0] ?? "";
    const html = await readFile(join(outDir, path === "/" ? "index.html" : `${path.slice(1)}.html`), "utf8").catch(
      () => "",
    );
    return html.includes(`src="/${visitorFile}"`);
  };
  const rows: { route: string; en: number; te: number }[] = [];
  const onTap: { route: string; en: number; te: number }[] = [];
  for (const [route, page] of ROUTES) {
    const full = { route, en: await totalKb(page, "en"), te: await totalKb(page, "te") };
    if (await onIntent(route)) {
      rows.push({ route: `${route} (visitor entry)`, en: visitorBytes / 1024, te: visitorBytes / 1024 });
      onTap.push(full);
    } else rows.push(full);
  }

  const kb = (n: number) => n.toFixed(1).padStart(10);
  console.log(
    `\nMember app JavaScript per route at load, gzip KB (app entry ${(entryBytes / 1024).toFixed(1)} KB, visitor entry ${(visitorBytes / 1024).toFixed(1)} KB)\n`,
  );
  console.log(`${"route".padEnd(36)}${"English".padStart(10)}${"Telugu".padStart(10)}`);
  for (const r of rows) console.log(`${r.route.padEnd(36)}${kb(r.en)}${kb(r.te)}`);
  console.log(`\nPages of words and links: the app fetched on the visitor's first tap of a control, gzip KB\n`);
  for (const r of onTap) console.log(`${r.route.padEnd(36)}${kb(r.en)}${kb(r.te)}`);
  console.log("");
  const landing = rows[0];
  if (landing) {
    for (const language of ["en", "te"] as const) {
      const ok = landing[language] <= LANDING_BUDGET_KB;
      console.log(
        `Landing page (${language}): ${landing[language].toFixed(1)} KB of a ${LANDING_BUDGET_KB} KB budget: ${ok ? "within" : "OVER"}.`,
      );
      if (!ok) process.exitCode = 1;
    }
  }
  const assets = join(outDir, "assets");
  const fonts = (await readdir(assets)).filter((f) => f.includes("noto-sans-telugu") && f.endsWith(".woff2"));
  for (const font of fonts)
    console.log(
      `Font ${font}: ${((await stat(join(assets, font))).size / 1024).toFixed(1)} KB (woff2; fetched only when its script is on screen)`,
    );
  console.log("");
} finally {
  await rm(outDir, { recursive: true, force: true });
}
