/**
 * A/B of page load: this checkout's build (A) against another checkout's (B, usually a second git worktree
 * with one change), on one stack, alternating run by run, so that the shared machine's load falls on both
 * alike. How docs/performance.md's gains were measured.
 *
 *   npm run bench:page-load-ab -- --b ../wt-b
 *   npm run bench:page-load-ab -- --b ../wt-b --runs 5 --routes /home,/user/:id --lang te
 *
 * The stack (local/src/stack.ts, built front ends, 40 generated members) builds and serves A; B's web/ is built
 * with B's own node_modules and the stack's URLs, and the preview server's folder is swapped between runs, so
 * both are served at the same address (the origin the local identity and the security headers allow). Per
 * round A then B, the next round B then A. Each run is a fresh budget-phone context, measured as
 * bench/page-load.ts measures (bench/lib/pageLoad.ts). Before each round the demo member's profile is saved
 * again: cached query answers keep their signed photo links, which expire after 5–15 minutes.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { localBuildEnv } from "@matrimony/shared/serviceUrls";
import { api } from "../convex/_generated/api";
import { clientAs } from "../e2e/lib/api";
import { launchBrowser } from "../e2e/lib/browser";
import { freeStackPorts } from "../local/src/freePort";
import { startStack } from "../local/src/stack";
import {
  measure,
  median,
  parseRoutes,
  parseRuns,
  routeUrl,
  ROUTES,
  servesTeluguUrls,
  type Language,
  type RouteSpec,
  type Sample,
} from "./lib/pageLoad";
import { aMatchOf, loadAverage, MEMBER, phoneContext, PROFILE } from "./lib/phone";

type Variant = "A" | "B";

function parseArgs(argv: string[]): { other: string; runs: number; routes: RouteSpec[]; language: Language } {
  let other = "";
  let runs = 5;
  let routes = ROUTES.filter((r) => r.signedIn);
  let language: Language = "te";
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = argv[i + 1];
    if (arg === "--b" && value) {
      other = resolve(value);
      i++;
    } else if (arg === "--runs" && value) {
      runs = parseRuns(value);
      i++;
    } else if (arg === "--routes" && value) {
      routes = parseRoutes(value);
      i++;
    } else if (arg === "--lang" && (value === "en" || value === "te")) {
      language = value;
      i++;
    } else {
      throw new Error(
        `Unknown argument "${arg}". Usage: bench/page-load-ab.ts --b <other checkout> [--runs N] [--routes /home,/user/:id] [--lang en|te]`,
      );
    }
  }
  if (other === "")
    throw new Error("--b <other checkout> is required: the folder of the build to compare with this one.");
  return { other, runs, routes, language };
}

/** Builds `checkout`'s member app into `outDir` with its own Vite and configuration, as the stack builds this one. */
async function buildOther(checkout: string, outDir: string, env: Record<string, string>): Promise<void> {
  const web = join(checkout, "web");
  const script = `const { build } = await import("vite");
await build({ root: process.cwd(), configFile: process.cwd() + "/vite.config.ts", configLoader: "runner", logLevel: "warn", build: { outDir: process.argv[1], emptyOutDir: true, sourcemap: false } });`;
  await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script, outDir], {
    cwd: web,
    env: { ...process.env, ...env, NODE_ENV: "production", VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" },
    maxBuffer: 64 * 1024 * 1024,
  });
}

async function main(): Promise<void> {
  const { other, runs, routes, language } = parseArgs(process.argv.slice(2));
  const dataDir = await mkdtemp(join(tmpdir(), "bench-page-load-ab-"));
  const loadBefore = loadAverage();
  console.log(`Building this checkout's member app (A) and starting the local stack (load average ${loadBefore})...`);
  const stack = await startStack({ dataDir, ports: await freeStackPorts(), members: 40, frontEnds: "built" });
  const browser = await launchBrowser();
  // The preview server serves whatever folder is at `served`; the other build waits beside it.
  const served = join(dataDir, "web-dist");
  const waiting = join(dataDir, "web-waiting");
  let serving: Variant = "A";
  const serve = async (variant: Variant) => {
    if (serving === variant) return;
    const swap = join(dataDir, "web-swap");
    await rename(served, swap);
    await rename(waiting, served);
    await rename(swap, waiting);
    serving = variant;
  };
  try {
    console.log(`Building ${other}'s member app (B)...`);
    await buildOther(other, waiting, localBuildEnv("web", stack.urls));
    const bench = { urls: stack.urls, browser, close: () => Promise.resolve() };
    const teluguUrls = await servesTeluguUrls(stack.urls.web);
    const matchId = routes.some((r) => r.path.includes(":id")) ? await aMatchOf(stack.urls) : "";
    const samples = new Map<string, Record<Variant, Sample[]>>(routes.map((r) => [r.name, { A: [], B: [] }]));
    const startLoad = loadAverage();
    for (let round = 0; round < runs; round++) {
      const member = await clientAs(stack.urls, MEMBER);
      await member.mutation(api.members.setPreferredLanguage, { language: language === "te" ? "en" : "te" });
      await member.mutation(api.members.setPreferredLanguage, { language });
      const order: Variant[] = round % 2 === 0 ? ["A", "B"] : ["B", "A"];
      for (const route of routes) {
        for (const variant of order) {
          await serve(variant);
          const context = await phoneContext(bench, { signedIn: route.signedIn, language });
          const sample = await measure(context, routeUrl(stack.urls.web, route, language, { matchId, teluguUrls }));
          await context.close();
          samples.get(route.name)?.[variant].push(sample);
          console.log(`  round ${round + 1} ${route.name} ${variant}: LCP ${(sample.lcpMs / 1000).toFixed(2)} s`);
        }
      }
    }
    const endLoad = loadAverage();
    const seconds = (values: number[]) => values.map((v) => (v / 1000).toFixed(2)).join(", ");
    console.log(`\nPage load A/B in ${language}, ${runs} run(s) each, alternating: A = this checkout, B = ${other}.`);
    console.log(
      `${PROFILE.viewport.width}×${PROFILE.viewport.height}, ${PROFILE.cpuSlowdown}× CPU slowdown, ${PROFILE.latencyMs} ms RTT, 1.6 Mbps down, cache disabled.\n`,
    );
    console.log("| route | A median LCP | B median LCP | B − A | A runs | B runs |");
    console.log("|---|---|---|---|---|---|");
    for (const [route, { A, B }] of samples) {
      const a = median(A.map((s) => s.lcpMs));
      const b = median(B.map((s) => s.lcpMs));
      console.log(
        `| ${route} | ${(a / 1000).toFixed(2)} s | ${(b / 1000).toFixed(2)} s | ${Math.round(b - a)} ms | ${seconds(A.map((s) => s.lcpMs))} | ${seconds(B.map((s) => s.lcpMs))} |`,
      );
    }
    console.log(`\nLoad average (1, 5, 15 min) at the first run: ${startLoad}; after the last: ${endLoad} (2 cores).`);
  } finally {
    await serve("A").catch(() => undefined);
    await browser.close();
    await stack.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
