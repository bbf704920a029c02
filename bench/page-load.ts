/**
 * Page load on a budget phone: for each route in English and Telugu, LCP, first paint, cumulative layout
 * shift, JavaScript transferred (bytes over the wire, headers included) and the number of requests, each the
 * median of N runs, against the production build served by the local stack (local/src/stack.ts with
 * `frontEnds: "built"`, on free ports and a throwaway data folder, as the e2e journeys start it).
 *
 * Profile: Chromium at 360×740, 4× CPU slowdown, 150 ms round trip, 1.6 Mbps down, 750 kbps up,
 * cache disabled. Signed-in routes (/home, /user/:id) run as the demo member ravi@matrimony.local.
 *
 *   npm run bench:page-load
 *   npm run bench:page-load -- --runs 3 --routes /,/faq,/home
 *   npm run bench:page-load -- --routes /home,/user/:id --device-font    the phone has its own Telugu font
 *
 * Telugu: the public pages' Telugu URL (`/te/...`) when the build serves one, with the language also
 * remembered on the device (as a member who chose Telugu has it); member pages by the remembered choice.
 * The machine's load average is printed with the table: on a shared machine it moves the figures.
 *
 * Telugu fonts: by default the phone has none, as this machine, so a Telugu page downloads the 34 KB face of
 * the app's own words (as an iPhone or a desktop without Noto Sans Telugu does; the whole 64 KB face follows
 * only for Telugu that face lacks, src/fonts/teluguFaceUpgrade.ts). `--device-font` gives Chromium Debian's
 * Noto Sans Telugu (bench/lib/deviceFont.ts), as every Android phone has it: the face's `local()` sources
 * find it and nothing is downloaded. The "font transferred" column shows which of the two a run was.
 */
import { loadavg } from "node:os";
import type { BrowserContext } from "playwright-core";
import { collectPageProblems } from "../e2e/lib/pageProblems";
import { aMatchOf, phoneContext, PROFILE, startBenchStack, throttle } from "./lib/phone";

/** The page counts as loaded once no HTTP request has been in flight for this long (the Convex WebSocket is not one). */
const QUIET_MS = 2_000;
const MAX_WAIT_MS = 40_000;

type Language = "en" | "te";
interface RouteSpec {
  /** As printed and as passed to --routes. */
  name: string;
  signedIn: boolean;
  /** The English path; `:id` is filled with a match of the demo member. */
  path: string;
  /** Whether a Telugu URL (`/te` + path) exists for it: public pages only. */
  prerendered: boolean;
}

const ROUTES: RouteSpec[] = [
  { name: "/", path: "/", signedIn: false, prerendered: true },
  { name: "/faq", path: "/faq", signedIn: false, prerendered: true },
  { name: "/privacy-policy", path: "/privacy-policy", signedIn: false, prerendered: true },
  { name: "/termsconditions", path: "/termsconditions", signedIn: false, prerendered: true },
  { name: "/refund-policy", path: "/refund-policy", signedIn: false, prerendered: true },
  { name: "/about-us", path: "/about-us", signedIn: false, prerendered: true },
  { name: "/contact-us", path: "/contact-us", signedIn: false, prerendered: true },
  { name: "/pay", path: "/pay", signedIn: false, prerendered: true },
  { name: "/login", path: "/login", signedIn: false, prerendered: true },
  { name: "/register", path: "/register", signedIn: false, prerendered: true },
  { name: "/home", path: "/home", signedIn: true, prerendered: false },
  { name: "/user/:id", path: "/user/:id", signedIn: true, prerendered: false },
];

interface Sample {
  lcpMs: number;
  firstPaintMs: number;
  cls: number;
  jsBytes: number;
  /** Font bytes over the wire: the Telugu face, unless the device has its own (--device-font). */
  fontBytes: number;
  requests: number;
  consoleErrors: string[];
}

function parseArgs(argv: string[]): { runs: number; routes: RouteSpec[]; languages: Language[]; deviceFont: boolean } {
  let runs = 5;
  let deviceFont = false;
  let routes = ROUTES;
  let languages: Language[] = ["en", "te"];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = argv[i + 1];
    if (arg === "--runs" && value) {
      runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of runs, not "${value}".`);
      i++;
    } else if (arg === "--routes" && value) {
      const wanted = value.split(",").map((r) => r.trim());
      const unknown = wanted.filter((w) => !ROUTES.some((r) => r.name === w));
      if (unknown.length > 0) throw new Error(`Unknown route(s) ${unknown.join(", ")}; known: ${ROUTES.map((r) => r.name).join(", ")}.`);
      routes = ROUTES.filter((r) => wanted.includes(r.name));
      i++;
    } else if (arg === "--lang" && (value === "en" || value === "te")) {
      languages = [value];
      i++;
    } else if (arg === "--device-font") {
      deviceFont = true;
    } else {
      throw new Error(`Unknown argument "${arg}". Usage: bench/page-load.ts [--runs N] [--routes /,/faq,/home] [--lang en|te] [--device-font]`);
    }
  }
  return { runs, routes, languages, deviceFont };
}

/** Observers registered before any page script runs, so no paint or shift is missed. */
function installObservers(): void {
  const w = window as unknown as { __perf: { lcp: number; shifts: { t: number; v: number }[] } };
  w.__perf = { lcp: 0, shifts: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__perf.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) w.__perf.shifts.push({ t: entry.startTime, v: entry.value });
    }
  }).observe({ type: "layout-shift", buffered: true });
}

/** LCP, first paint and CLS (the largest session window: shifts < 1 s apart, a window at most 5 s), as web-vitals counts it. */
function readMetrics(): { lcp: number; firstPaint: number; cls: number } {
  const perf = (window as unknown as { __perf: { lcp: number; shifts: { t: number; v: number }[] } }).__perf;
  const paints = performance.getEntriesByType("paint");
  const firstPaint = (paints.find((p) => p.name === "first-paint") ?? paints.find((p) => p.name === "first-contentful-paint"))?.startTime ?? 0;
  let cls = 0;
  let windowValue = 0;
  let windowStart = 0;
  let last = -Infinity;
  for (const shift of perf.shifts) {
    if (shift.t - last > 1000 || shift.t - windowStart > 5000) {
      windowValue = 0;
      windowStart = shift.t;
    }
    windowValue += shift.v;
    last = shift.t;
    cls = Math.max(cls, windowValue);
  }
  return { lcp: perf.lcp, firstPaint, cls };
}

async function measure(context: BrowserContext, url: string): Promise<Sample> {
  const page = await context.newPage();
  const consoleErrors = collectPageProblems(page, ["error", "warning"]);
  await page.addInitScript(installObservers);
  const cdp = await throttle(page);
  const types = new Map<string, string>();
  const inFlight = new Set<string>();
  let jsBytes = 0;
  let fontBytes = 0;
  let requests = 0;
  let lastActivity = Date.now();
  cdp.on("Network.requestWillBeSent", (event) => {
    if (!/^https?:/.test(event.request.url)) return;
    if (!inFlight.has(event.requestId)) requests++;
    inFlight.add(event.requestId);
    lastActivity = Date.now();
  });
  cdp.on("Network.responseReceived", (event) => types.set(event.requestId, event.type));
  cdp.on("Network.loadingFinished", (event) => {
    if (types.get(event.requestId) === "Script") jsBytes += event.encodedDataLength;
    if (types.get(event.requestId) === "Font") fontBytes += event.encodedDataLength;
    inFlight.delete(event.requestId);
    lastActivity = Date.now();
  });
  cdp.on("Network.loadingFailed", (event) => {
    inFlight.delete(event.requestId);
    lastActivity = Date.now();
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: "load", timeout: MAX_WAIT_MS });
  while (Date.now() - started < MAX_WAIT_MS && (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const metrics = await page.evaluate(readMetrics);
  await cdp.detach();
  await page.close();
  return { lcpMs: metrics.lcp, firstPaintMs: metrics.firstPaint, cls: metrics.cls, jsBytes, fontBytes, requests, consoleErrors };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Whether the build serves Telugu pages at /te/... (prerendered public pages). */
async function servesTeluguUrls(web: string): Promise<boolean> {
  const res = await fetch(`${web}/te/`);
  return res.ok && /<html[^>]*lang="te"/.test(await res.text());
}

async function main(): Promise<void> {
  const { runs, routes, languages, deviceFont } = parseArgs(process.argv.slice(2));
  const loadBefore = loadavg();
  const stack = await startBenchStack("page-load", { deviceFont });
  try {
    const teluguUrls = await servesTeluguUrls(stack.urls.web);
    const matchId = routes.some((r) => r.path.includes(":id")) ? await aMatchOf(stack.urls) : "";

    const rows: { route: string; language: Language; sample: Sample; errors: string[] }[] = [];
    for (const route of routes) {
      for (const language of languages) {
        const path = route.path.replace(":id", matchId);
        const url = `${stack.urls.web}${language === "te" && route.prerendered && teluguUrls ? `/te${path === "/" ? "/" : path}` : path}`;
        const samples: Sample[] = [];
        for (let run = 0; run < runs; run++) {
          const context = await phoneContext(stack, { signedIn: route.signedIn, language });
          samples.push(await measure(context, url));
          await context.close();
        }
        const sample: Sample = {
          lcpMs: median(samples.map((s) => s.lcpMs)),
          firstPaintMs: median(samples.map((s) => s.firstPaintMs)),
          cls: median(samples.map((s) => s.cls)),
          jsBytes: median(samples.map((s) => s.jsBytes)),
          fontBytes: median(samples.map((s) => s.fontBytes)),
          requests: median(samples.map((s) => s.requests)),
          consoleErrors: [],
        };
        const errors = [...new Set(samples.flatMap((s) => s.consoleErrors))];
        rows.push({ route: route.name, language, sample, errors });
        console.log(`  measured ${route.name} (${language}): LCP ${(sample.lcpMs / 1000).toFixed(2)} s`);
      }
    }

    const loadAfter = loadavg();
    console.log(`\nPage load, median of ${runs} run(s): ${PROFILE.viewport.width}×${PROFILE.viewport.height}, ${PROFILE.cpuSlowdown}× CPU slowdown, ${PROFILE.latencyMs} ms RTT, 1.6 Mbps down, 750 kbps up, cache disabled.`);
    console.log(`Telugu public pages at ${teluguUrls ? "/te/... URLs" : "the English URLs (no /te/ pages served)"}, with Telugu remembered on the device.`);
    console.log(
      deviceFont
        ? "The phone has its own Noto Sans Telugu, as Android phones do (--device-font: the app's face is not downloaded).\n"
        : "The phone has no Telugu font, as this machine (the app's face is downloaded, as on an iPhone or a desktop without Noto Sans Telugu).\n",
    );
    console.log("| route | lang | LCP | first paint | CLS | JS transferred | font transferred | requests |");
    console.log("|---|---|---|---|---|---|---|---|");
    for (const { route, language, sample } of rows) {
      console.log(
        `| ${route} | ${language} | ${(sample.lcpMs / 1000).toFixed(2)} s | ${(sample.firstPaintMs / 1000).toFixed(2)} s | ${sample.cls.toFixed(3)} | ${(sample.jsBytes / 1024).toFixed(0)} KB | ${(sample.fontBytes / 1024).toFixed(0)} KB | ${sample.requests} |`,
      );
    }
    console.log(`\nLoad average (1, 5, 15 min) before: ${loadBefore.map((l) => l.toFixed(2)).join(" ")}; after: ${loadAfter.map((l) => l.toFixed(2)).join(" ")} (2 cores).`);
    const withErrors = rows.filter((r) => r.errors.length > 0);
    for (const { route, language, errors } of withErrors) {
      console.log(`\nConsole errors and warnings on ${route} (${language}):`);
      for (const error of errors) console.log(`  ${error.slice(0, 300)}`);
    }
  } finally {
    await stack.close();
  }
}

await main();
