/**
 * A page's waterfall on the budget phone of bench/page-load.ts, signed in (or signed out: --visitor): every
 * HTTP request with its start and end, the Convex WebSocket's frames (what was asked, what answered), the
 * paints and the LCP element, in milliseconds from the navigation. For finding what waits on what;
 * page-load.ts gives the medians.
 *
 *   npx tsx bench/page-trace.ts                      /home and /user/:id in English, one run each
 *   npx tsx bench/page-trace.ts --routes /home --lang te --runs 2
 *   npx tsx bench/page-trace.ts --routes /te/register --lang te --visitor     a public page, signed out
 *   npx tsx bench/page-trace.ts --routes /home --lang te --device-font        the phone has its own Telugu font
 */
import type { BrowserContext } from "playwright-core";
import { benchOption } from "./lib/options";
import { aMatchOf, loadAverage, phoneContext, startBenchStack, throttle } from "./lib/phone";

const QUIET_MS = 2_000;
const MAX_WAIT_MS = 40_000;

interface Row {
  at: number;
  end?: number;
  what: string;
}

/** One line per Convex sync message: its type and the functions it names. */
function describeFrame(direction: "→" | "←", payload: string): string {
  try {
    const message = JSON.parse(payload) as {
      type: string;
      modifications?: { type: string; udfPath?: string; queryId?: number }[];
      udfPath?: string;
      startVersion?: { identity: number };
      endVersion?: { identity: number };
    };
    const names = (message.modifications ?? [])
      .map((m) => `${m.type}${m.udfPath ? ` ${m.udfPath}` : ""}${m.queryId !== undefined ? `#${m.queryId}` : ""}`)
      .join(", ");
    const identity = message.endVersion
      ? ` identity ${message.startVersion?.identity}→${message.endVersion.identity}`
      : "";
    return `WS ${direction} ${message.type}${message.udfPath ? ` ${message.udfPath}` : ""}${identity}${names ? `: ${names}` : ""} (${payload.length} B)`;
  } catch {
    return `WS ${direction} ${payload.slice(0, 80)}`;
  }
}

function installObservers(): void {
  const w = window as unknown as { __trace: { t: number; what: string }[] };
  w.__trace = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      element?: Element | null;
      url?: string;
      size?: number;
    })[]) {
      const el = entry.element;
      const label = el
        ? `<${el.tagName.toLowerCase()}> ${(el.textContent ?? "").trim().slice(0, 40)}${entry.url ? ` ${entry.url.slice(-40)}` : ""}`
        : "?";
      w.__trace.push({ t: entry.startTime, what: `LCP candidate ${label} (size ${entry.size})` });
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
      w.__trace.push({ t: entry.startTime, what: `layout shift ${entry.value.toFixed(4)}` });
    }
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__trace.push({ t: entry.startTime, what: entry.name });
  }).observe({ type: "paint", buffered: true });
}

/**
 * What each frame about to be drawn holds, when it differs from the last (a frame's callback runs just
 * before it is drawn): whether the first paints show the page's content or a loader. A string, not a
 * function: tsx names the closures of a function it compiles with a helper the page does not have.
 */
const FRAME_SAMPLER = `(() => {
  let last = "";
  const sample = () => {
    const main = document.querySelector("main") || document.body;
    if (main) {
      const h1 = main.querySelector("h1");
      const parts = [main.querySelectorAll("*").length + " elements in <" + main.tagName.toLowerCase() + ">"];
      if (h1) parts.push('h1 "' + h1.textContent.trim().slice(0, 30) + '"');
      if (main.querySelector('[role="status"]')) parts.push("a loader");
      parts.push(main.querySelectorAll("img").length + " img");
      const now = parts.join(", ");
      if (now !== last) window.__trace.push({ t: performance.now(), what: "frame: " + now });
      last = now;
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
})();`;

/**
 * When the page constructs each WebSocket and when it opens, on the page's own clock. DevTools' event for a
 * socket's creation has no timestamp, and reaches the bench only once the renderer is free: read by the
 * wall clock then, the Convex socket showed up to 0.15 s late while the app's entry ran. A string, as above.
 */
const SOCKET_TIMES = `(() => {
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      window.__trace.push({ t: performance.now(), what: "WS constructed " + url });
      this.addEventListener("open", () => window.__trace.push({ t: performance.now(), what: "WS open" }), { once: true });
    }
  };
})();`;

async function trace(context: BrowserContext, url: string): Promise<Row[]> {
  const page = await context.newPage();
  await page.addInitScript(installObservers);
  await page.addInitScript({ content: FRAME_SAMPLER });
  await page.addInitScript({ content: SOCKET_TIMES });
  const cdp = await throttle(page);
  const rows = new Map<string, Row>();
  const frames: Row[] = [];
  let zero: number | undefined;
  const at = (timestamp: number) => {
    zero ??= timestamp;
    return Math.round((timestamp - zero) * 1000);
  };
  const types = new Map<string, string>();
  const inFlight = new Set<string>();
  let lastActivity = Date.now();
  cdp.on("Network.requestWillBeSent", (event) => {
    if (!/^https?:/.test(event.request.url)) return;
    const path = new URL(event.request.url).pathname;
    rows.set(event.requestId, {
      at: at(event.timestamp),
      what: `${event.request.method} ${path} [${event.request.initialPriority}]`,
    });
    inFlight.add(event.requestId);
    lastActivity = Date.now();
  });
  cdp.on("Network.responseReceived", (event) => types.set(event.requestId, event.type));
  cdp.on("Network.loadingFinished", (event) => {
    const row = rows.get(event.requestId);
    if (row) {
      row.end = at(event.timestamp);
      row.what += ` ${types.get(event.requestId) ?? ""} ${(event.encodedDataLength / 1024).toFixed(1)} KB`;
    }
    inFlight.delete(event.requestId);
    lastActivity = Date.now();
  });
  cdp.on("Network.loadingFailed", (event) => {
    inFlight.delete(event.requestId);
    lastActivity = Date.now();
  });
  cdp.on("Network.webSocketFrameSent", (event) =>
    frames.push({ at: at(event.timestamp), what: describeFrame("→", event.response.payloadData) }),
  );
  cdp.on("Network.webSocketFrameReceived", (event) =>
    frames.push({ at: at(event.timestamp), what: describeFrame("←", event.response.payloadData) }),
  );
  const started = Date.now();
  await page.goto(url, { waitUntil: "load", timeout: MAX_WAIT_MS });
  while (Date.now() - started < MAX_WAIT_MS && (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const marks = await page.evaluate(() => (window as unknown as { __trace: { t: number; what: string }[] }).__trace);
  await cdp.detach();
  await page.close();
  return [...rows.values(), ...frames, ...marks.map((m) => ({ at: Math.round(m.t), what: `• ${m.what}` }))].sort(
    (a, b) => a.at - b.at,
  );
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const routes = benchOption(args, "--routes", "/home,/user/:id").split(",");
  const language = benchOption(args, "--lang", "en");
  if (language !== "en" && language !== "te") throw new Error(`--lang takes en or te, not "${language}".`);
  const runs = Number(benchOption(args, "--runs", "1"));
  const signedIn = !args.includes("--visitor");
  const stack = await startBenchStack("page-trace", { deviceFont: args.includes("--device-font") });
  try {
    const matchId = await aMatchOf(stack.urls);
    for (const route of routes) {
      for (let run = 0; run < runs; run++) {
        const context = await phoneContext(stack, { signedIn, language });
        const rows = await trace(context, `${stack.urls.web}${route.replace(":id", matchId)}`);
        await context.close();
        console.log(
          `\n${route} (${language}${signedIn ? "" : ", signed out"}), run ${run + 1}, load average ${loadAverage()}`,
        );
        for (const row of rows)
          console.log(
            `${String(row.at).padStart(6)}${row.end !== undefined ? `–${String(row.end).padEnd(6)}` : "       "} ${row.what}`,
          );
      }
    }
  } finally {
    await stack.close();
  }
}

await main();
