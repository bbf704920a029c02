/**
 * Per-route JavaScript of the member app, gzip: what a first visit to each route downloads (the entry
 * chunk, the route's page chunk, its copy chunks and everything they import statically). Target: the landing page at
 * most 150 KB gzip.
 *
 *   npm run bench:bundle
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "vite";

const WEB = fileURLToPath(new URL("../web", import.meta.url));
const LANDING_BUDGET_KB = 150;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Route → page module, as web/src/Router.tsx maps them (one row per distinct page). */
const ROUTES: [string, string][] = [
  ["/", "Landing"], ["/login", "Login"], ["/register", "Register"], ["/succ", "Succ"], ["/Step1", "Step1"],
  ["/forgotpassword", "ForgotPassword"], ["/reset-password", "ResetPassword"], ["/contact, /contact-us", "Contact"],
  ["/faq", "Faq"], ["/privacy-policy", "PrivacyPolicy"], ["/termsconditions", "Terms"], ["/refund-policy", "RefundPolicy"],
  ["/about-us", "AboutUs"], ["/rate-us", "RateUs"], ["/explore", "Explore"], ["/nri brides (and 3 more)", "PartnerRedirect"],
  ["/pay", "Pay"], ["/paye", "Paye"], ["/payment", "Payment"], ["/payment1", "Payment1"], ["/home", "Home"],
  ["/profile", "Profile"], ["/matching-preference", "MatchingPreference"], ["/user/:userId", "User"],
  ["/recently-viewed", "RecentlyViewed"], ["/settings", "Settings"], ["/delete-account", "DeleteAccount"], ["*", "NotFound"],
];

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

const outDir = await mkdtemp(join(tmpdir(), "web-bundle-"));
try {
  await build({ root: WEB, configFile: join(WEB, "vite.config.ts"), logLevel: "error", build: { outDir, manifest: true, sourcemap: false } });
  const manifest = JSON.parse(await readFile(join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
  const gz = new Map<string, number>();
  const sizeOf = async (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(await readFile(join(outDir, file))).length);
    return gz.get(file) ?? 0;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error("No entry chunk in the manifest.");
  const entry = closure(manifest, entryKey);
  let entryBytes = 0;
  for (const key of entry) entryBytes += await sizeOf(manifest[key]?.file ?? "");

  // Each page's copy is fetched with it (web/src/Router.tsx): the landing page's own area, every other
  // page all areas. Those chunks count towards the route.
  // A copy module that other chunks also import statically becomes a shared chunk named after it.
  const copyChunk = (area: string) =>
    Object.keys(manifest).find((k) => k.endsWith(`shared/src/copy/${area}.ts`) || k.startsWith(`_${area}-`));
  const copyKeys = (page: string) =>
    (page === "Landing" ? ["landing"] : ["landing", "public", "account", "member", "subscription"]).map((area) => {
      const key = copyChunk(area);
      if (!key) throw new Error(`No chunk for shared/src/copy/${area}.ts: is it still loaded per route?`);
      return key;
    });

  const rows: { route: string; page: string; pageKb: number; totalKb: number }[] = [];
  for (const [route, page] of ROUTES) {
    const key = `src/pages/${page}.page.tsx`;
    if (!manifest[key]) throw new Error(`${key} is not in the build: is it still routed?`);
    let pageBytes = 0;
    const files = new Set<string>();
    for (const start of [key, ...copyKeys(page)]) for (const k of closure(manifest, start)) if (!entry.has(k)) files.add(k);
    for (const k of files) pageBytes += await sizeOf(manifest[k]?.file ?? "");
    rows.push({ route, page, pageKb: pageBytes / 1024, totalKb: (entryBytes + pageBytes) / 1024 });
  }

  const kb = (n: number) => n.toFixed(1).padStart(8);
  console.log(`\nMember app JavaScript per route, gzip (entry chunk ${(entryBytes / 1024).toFixed(1)} KB shared by all)\n`);
  console.log(`${"route".padEnd(30)}${"page KB".padStart(8)}${"total KB".padStart(10)}`);
  for (const r of rows) console.log(`${r.route.padEnd(30)}${kb(r.pageKb)}${kb(r.totalKb).padStart(10)}`);
  const landing = rows[0];
  if (landing) {
    const ok = landing.totalKb <= LANDING_BUDGET_KB;
    console.log(`\nLanding page: ${landing.totalKb.toFixed(1)} KB of a ${LANDING_BUDGET_KB} KB budget: ${ok ? "within" : "OVER"}.\n`);
    if (!ok) process.exitCode = 1;
  }
} finally {
  await rm(outDir, { recursive: true, force: true });
}
