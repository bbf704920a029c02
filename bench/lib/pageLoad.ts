/**
 * One page load on the budget phone, as bench/page-load.ts and bench/page-load-ab.ts measure it: LCP, first
 * paint, cumulative layout shift, script and font bytes over the wire and the number of requests, read once
 * the page has had no HTTP request in flight for QUIET_MS.
 */
import type { BrowserContext } from "playwright-core";
import { collectPageProblems } from "../../e2e/lib/pageProblems";
import { throttle } from "./phone";

/**
 * The page counts as loaded once no HTTP request has been in flight for this long (the Convex WebSocket is not one).
 */
const QUIET_MS = 2_000;
const MAX_WAIT_MS = 40_000;

export type Language = "en" | "te";
export interface RouteSpec {
  /** As printed and as passed to --routes. */
  name: string;
  signedIn: boolean;
  /** The English path; `:id` is filled with a match of the demo member. */
  path: string;
  /** Whether a Telugu URL (`/te` + path) exists for it: public pages only. */
  prerendered: boolean;
}

export const ROUTES: RouteSpec[] = [
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

export interface Sample {
  lcpMs: number;
  firstPaintMs: number;
  cls: number;
  jsBytes: number;
  /** Font bytes over the wire: the Telugu face, unless the device has its own (--device-font). */
  fontBytes: number;
  requests: number;
  consoleErrors: string[];
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

/**
 * LCP, first paint and CLS (the largest session window: shifts < 1 s apart, a window at most 5 s), as web-vitals counts
 * it.
 */
function readMetrics(): { lcp: number; firstPaint: number; cls: number } {
  const perf = (window as unknown as { __perf: { lcp: number; shifts: { t: number; v: number }[] } }).__perf;
  const paints = performance.getEntriesByType("paint");
  const firstPaint =
    (paints.find((p) => p.name === "first-paint") ?? paints.find((p) => p.name === "first-contentful-paint"))
      ?.startTime ?? 0;
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

export async function measure(context: BrowserContext, url: string): Promise<Sample> {
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
  return {
    lcpMs: metrics.lcp,
    firstPaintMs: metrics.firstPaint,
    cls: metrics.cls,
    jsBytes,
    fontBytes,
    requests,
    consoleErrors,
  };
}

/** `--runs N`: a whole number of runs, at least one. */
export function parseRuns(value: string): number {
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of runs, not "${value}".`);
  return runs;
}

/** `--routes /,/faq,/home`: the routes named, each one known. */
export function parseRoutes(value: string): RouteSpec[] {
  const wanted = value.split(",").map((r) => r.trim());
  const unknown = wanted.filter((w) => !ROUTES.some((r) => r.name === w));
  if (unknown.length > 0)
    throw new Error(`Unknown route(s) ${unknown.join(", ")}; known: ${ROUTES.map((r) => r.name).join(", ")}.`);
  return ROUTES.filter((r) => wanted.includes(r.name));
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Whether the build serves Telugu pages at /te/... (prerendered public pages). */
export async function servesTeluguUrls(web: string): Promise<boolean> {
  const res = await fetch(`${web}/te/`);
  return res.ok && /<html[^>]*lang="te"/.test(await res.text());
}

/**
 * A route's address on the served build: `:id` filled with `matchId`; in Telugu a public page's `/te/...`
 * URL when the build serves one (`teluguUrls`), a member page's own (the language is the remembered one).
 */
export function routeUrl(
  web: string,
  route: RouteSpec,
  language: Language,
  options: { matchId: string; teluguUrls: boolean },
): string {
  const path = route.path.replace(":id", options.matchId);
  return `${web}${language === "te" && route.prerendered && options.teluguUrls ? `/te${path === "/" ? "/" : path}` : path}`;
}
