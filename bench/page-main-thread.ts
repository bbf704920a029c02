/**
 * What a signed-in page's main thread does between the app's entry arriving and the LCP, on the budget phone
 * of bench/page-load.ts, read from a DevTools trace: the browser's own work by kind (V8 parsing and
 * compiling, script, style, layout, paint), which a CPU profile (bench/page-profile.ts) lumps together as
 * "(program)". Split at the arrival of the last script the page waits for: work before it overlaps the
 * downloads, work after it is what holds the LCP. One row per run; the run of median LCP is marked.
 * Tracing V8's compiles slows the page (more so the more it compiles), so compare LCP in page-load.ts.
 *
 *   npx tsx bench/page-main-thread.ts                              /user/:id in Telugu, 3 runs
 *   npx tsx bench/page-main-thread.ts --routes /home --lang en --runs 5
 *
 * Times are the throttled main thread's (4× slowdown), in ms. "compile" is V8 compiling on the main thread
 * (a function's first call when it was not compiled beforehand, scripts too small to be compiled while
 * they download); "script" is running it; "positions" is V8 re-parsing for DevTools' stack traces (see
 * POSITIONS), not counted in "busy".
 */
import type { CDPSession } from "playwright-core";
import { benchOption } from "./lib/options";
import { aMatchOf, lastLcp, loadAverage, phoneContext, startBenchStack, throttle } from "./lib/phone";

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; requestId?: string; isLoadingMainFrame?: boolean } };
}

const QUIET_MS = 4_000;
const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "v8",
  "disabled-by-default-v8.compile",
  "blink.user_timing",
  "loading",
];

/** The kind of main-thread work a trace event's own time is. */
function kindOf(name: string): string | null {
  if (name === "RunTask" || name === "ThreadControllerImpl::RunTask") return null;
  if (/^V8\.(Parse|PreParse|Compile(?!CodeBackground))|^v8\.compile/.test(name)) return "compile";
  if (
    /^(FunctionCall|v8\.evaluateModule|v8\.callFunction|RunMicrotasks|EventDispatch|TimerFire|FireAnimationFrame|V8\.(BytecodeBudget|HandleInterrupts|StackGuard))/.test(
      name,
    )
  )
    return "script";
  if (/GC|garbage/i.test(name)) return "gc";
  if (name === "UpdateLayoutTree" || name === "ParseAuthorStyleSheet") return "style";
  if (name === "Layout") return "layout";
  if (/^(Paint|PrePaint|Layerize|Commit)$/.test(name)) return "paint";
  return "other";
}
const KINDS = ["compile", "script", "style", "layout", "paint", "gc", "other", "positions"] as const;

interface Window {
  ms: number;
  busy: number;
  byKind: Map<string, number>;
}
interface Run {
  lcp: number;
  entry: number;
  last: number;
  lastFile: string;
  before: Window;
  after: Window;
}

async function traced(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
  await cdp.send("Tracing.start", { traceConfig: { includedCategories: CATEGORIES }, transferMode: "ReportEvents" });
  await load();
  await cdp.send("Tracing.end");
  await complete;
  return events;
}

/**
 * V8 re-parsing code to find its source positions (`V8.CollectSourcePositions`, with the `V8.ParseProgram` or
 * `V8.ParseFunction` inside it): V8 compiles without them and re-parses when something asks for a line and
 * column. In these runs that is most likely DevTools, not the page: with the Runtime domain on (Playwright
 * keeps it on), V8 takes a detailed stack trace of every Error created, and React DOM creates its internal
 * ones as its module runs, inside the app's entry, so V8 re-parses the whole 450 KB entry (110–170 ms at
 * the 4× slowdown) and React DOM's module function (60–90 ms). The page throws nothing then (a Debugger
 * pausing on every exception stops only after the first page), and a phone has no DevTools attached. So
 * this work is counted apart ("positions"), in no other kind and not in "busy".
 */
const POSITIONS = "V8.CollectSourcePositions";

/**
 * The main thread's complete events, in order, each with its self time (its duration less its children's),
 * and the events inside a POSITIONS event (itself included).
 */
function mainThreadSelfTimes(
  events: TraceEvent[],
  pid: number,
  tid: number,
): { self: Map<TraceEvent, number>; positions: Set<TraceEvent> } {
  const tasks = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<TraceEvent, number>();
  const positions = new Set<TraceEvent>();
  const open: TraceEvent[] = [];
  for (const event of tasks) {
    while (open.length > 0 && open.at(-1)!.ts + open.at(-1)!.dur! <= event.ts) open.pop();
    const parent = open.at(-1);
    if (parent) self.set(parent, (self.get(parent) ?? parent.dur!) - event.dur!);
    if (!self.has(event)) self.set(event, event.dur!);
    if (event.name === POSITIONS || (parent && positions.has(parent))) positions.add(event);
    open.push(event);
  }
  return { self, positions };
}

/** Main-thread self time by kind, in [from, to) ms from `origin`; the re-parsing for source positions apart. */
function mainThreadWork(
  { self, positions }: ReturnType<typeof mainThreadSelfTimes>,
  origin: number,
  from: number,
  to: number,
): Window {
  const byKind = new Map<string, number>();
  let busy = 0;
  for (const event of self.keys()) {
    const at = (event.ts - origin) / 1000;
    const kind = positions.has(event) ? "positions" : kindOf(event.name);
    if (at < from || at >= to || kind === null) continue;
    const ms = Math.max(0, self.get(event) ?? 0) / 1000;
    if (kind !== "positions") busy += ms;
    byKind.set(kind, (byKind.get(kind) ?? 0) + ms);
  }
  return { ms: to - from, busy, byKind };
}

function analyse(events: TraceEvent[], lcp: number): Run {
  const navigation =
    events.find((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame) ??
    events.find((e) => e.name === "navigationStart");
  if (!navigation) throw new Error("The trace has no navigationStart.");
  const { pid } = navigation;
  const tid =
    events.find((e) => e.name === "thread_name" && e.pid === pid && e.args?.name === "CrRendererMain")?.tid ??
    navigation.tid;
  const urlOf = new Map<string, string>();
  for (const e of events)
    if (e.name === "ResourceSendRequest" && e.args?.data?.requestId && e.args.data.url)
      urlOf.set(e.args.data.requestId, e.args.data.url);
  const scripts = events
    .filter((e) => e.name === "ResourceFinish" && /\.js$/.test(urlOf.get(e.args?.data?.requestId ?? "") ?? ""))
    .map((e) => ({
      at: (e.ts - navigation.ts) / 1000,
      file: (urlOf.get(e.args?.data?.requestId ?? "") ?? "").split("/").pop() ?? "",
    }))
    .filter((s) => s.at < lcp)
    .sort((a, b) => a.at - b.at);
  const entry = scripts.find((s) => /^index-.*\.js$/.test(s.file));
  const last = scripts.at(-1);
  if (!entry || !last) throw new Error("The app's entry did not arrive before the LCP.");
  const self = mainThreadSelfTimes(events, pid, tid);
  return {
    lcp,
    entry: entry.at,
    last: last.at,
    lastFile: last.file.replace(/-[\w-]{8}\.js$/, ""),
    before: mainThreadWork(self, navigation.ts, entry.at, last.at),
    after: mainThreadWork(self, navigation.ts, last.at, lcp),
  };
}

const ms = (value: number) => value.toFixed(0);
const windowCells = (w: Window) => [`${ms(w.busy)} / ${ms(w.ms)}`, ...KINDS.map((kind) => ms(w.byKind.get(kind) ?? 0))];

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const routes = benchOption(args, "--routes", "/user/:id").split(",");
  const language = benchOption(args, "--lang", "te");
  const runs = Number(benchOption(args, "--runs", "3"));
  if (language !== "en" && language !== "te") throw new Error("--lang is en or te.");
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs is a whole number of at least 1.");
  const stack = await startBenchStack("page-main-thread");
  try {
    const matchId = await aMatchOf(stack.urls);
    for (const route of routes) {
      const rows: Run[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await phoneContext(stack, { signedIn: true, language });
        const page = await context.newPage();
        const cdp = await throttle(page);
        const events = await traced(cdp, async () => {
          await page.goto(`${stack.urls.web}${route.replace(":id", matchId)}`, { waitUntil: "load" });
          await page.waitForTimeout(QUIET_MS);
        });
        const lcp = await lastLcp(page);
        rows.push(analyse(events, lcp));
        await context.close();
      }
      console.log(`\n${route} (${language}), ${runs} run${runs === 1 ? "" : "s"}, load average ${loadAverage()}`);
      console.log(
        "Main thread from the entry's arrival to the last script's, then to the LCP (ms, busy / elapsed, and by kind):\n",
      );
      const head = ["LCP", "entry", "last script", "before: busy", ...KINDS, "after: busy", ...KINDS];
      console.log(`| ${head.join(" | ")} |`);
      console.log(`|${head.map(() => "---").join("|")}|`);
      const sorted = [...rows].sort((a, b) => a.lcp - b.lcp);
      const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
      for (const row of rows) {
        const label = row === median && rows.length > 1 ? `${ms(row.lcp)} (median)` : ms(row.lcp);
        console.log(
          `| ${[label, ms(row.entry), `${row.lastFile} ${ms(row.last)}`, ...windowCells(row.before), ...windowCells(row.after)].join(" | ")} |`,
        );
      }
    }
  } finally {
    await stack.close();
  }
}

await main();
