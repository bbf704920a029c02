/**
 * Where a signed-in page's main-thread time goes on the budget phone of bench/page-load.ts: a CPU profile
 * (Chrome DevTools' Profiler) from the navigation until the page is quiet, summed by source (the build's
 * source maps: a package, or the app's file) and by function, and by 250 ms slice. For finding what the
 * CPU does between the scripts' arrival and the LCP; page-trace.ts gives the network side.
 *
 *   npx tsx bench/page-profile.ts                       /home in English
 *   npx tsx bench/page-profile.ts --routes /home,/user/:id --lang te
 */
import { TraceMap, originalPositionFor, type SourceMapInput } from "@jridgewell/trace-mapping";
import { benchOption } from "./lib/options";
import { aMatchOf, lastLcp, loadAverage, phoneContext, startBenchStack, throttle } from "./lib/phone";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const QUIET_MS = 7_000;
const SLICE_MS = 250;

const top = (totals: Map<string, number>, count: number) => [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);
const add = (totals: Map<string, number>, key: string, ms: number) => totals.set(key, (totals.get(key) ?? 0) + ms);

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const routes = benchOption(args, "--routes", "/home").split(",");
  const language = benchOption(args, "--lang", "en");
  if (language !== "en" && language !== "te") throw new Error("--lang is en or te.");
  // The local stack builds the member app with source maps when asked (local/src/webApps.ts).
  process.env.BENCH_SOURCEMAP = "1";
  const stack = await startBenchStack("page-profile");
  try {
    const matchId = await aMatchOf(stack.urls);
    const maps = new Map<string, TraceMap | null>();
    const sourceOf = async ({ callFrame }: ProfileNode): Promise<string> => {
      const { url, lineNumber, columnNumber, functionName } = callFrame;
      if (!url.includes("/assets/")) return url.split("/").pop() || `(${functionName || "native"})`;
      if (!maps.has(url)) {
        const map = await fetch(`${url}.map`, { headers: { "Accept-Encoding": "identity" } })
          .then(async (res) => (res.ok ? new TraceMap((await res.json()) as SourceMapInput) : null))
          .catch(() => null);
        maps.set(url, map);
      }
      const map = maps.get(url);
      const source = map ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }).source : null;
      if (!source) return url.split("/").pop() ?? url;
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(source);
      return pkg ? `${pkg[1]} ${pkg[2]}` : source.replace(/^.*\/(web|shared)\//, "$1/");
    };

    for (const route of routes) {
      const context = await phoneContext(stack, { signedIn: true, language });
      const page = await context.newPage();
      const cdp = await throttle(page);
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
      await cdp.send("Profiler.start");
      await page.goto(`${stack.urls.web}${route.replace(":id", matchId)}`, { waitUntil: "load" });
      await page.waitForTimeout(QUIET_MS);
      const lcp = await lastLcp(page);
      const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: CpuProfile };
      const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
      const bySource = new Map<string, number>();
      const byFunction = new Map<string, number>();
      const slices = new Map<number, Map<string, number>>();
      let at = profile.startTime;
      for (let i = 0; i < profile.samples.length; i++) {
        at += profile.timeDeltas[i] ?? 0;
        const node = nodes.get(profile.samples[i] ?? -1);
        if (!node) continue;
        const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
        const source = await sourceOf(node);
        add(bySource, source, ms);
        add(byFunction, `${node.callFrame.functionName || "(anonymous)"} · ${source}`, ms);
        const slice = Math.floor((at - profile.startTime) / 1000 / SLICE_MS) * SLICE_MS;
        add(slices.get(slice) ?? slices.set(slice, new Map()).get(slice)!, source, ms);
      }
      console.log(`\n${route} (${language}): LCP ${Math.round(lcp)} ms, load average ${loadAverage()}`);
      console.log("\nSelf time by source (ms):");
      for (const [key, ms] of top(bySource, 20)) console.log(`${ms.toFixed(0).padStart(7)}  ${key}`);
      console.log("\nSelf time by function (ms; names are the build's, minified):");
      for (const [key, ms] of top(byFunction, 20)) console.log(`${ms.toFixed(0).padStart(7)}  ${key}`);
      console.log(`\nBusy time by ${SLICE_MS} ms from the start of the profile (ms: the busiest sources):`);
      for (const [slice, totals] of [...slices].sort((a, b) => a[0] - b[0])) {
        const busy = [...totals].filter(([key]) => key !== "(idle)");
        const total = busy.reduce((sum, [, ms]) => sum + ms, 0);
        if (total < 5) continue;
        console.log(
          `${String(slice).padStart(6)}  ${total.toFixed(0).padStart(4)}  ${top(new Map(busy), 4)
            .map(([key, ms]) => `${key} ${ms.toFixed(0)}`)
            .join(", ")}`,
        );
      }
      await context.close();
    }
  } finally {
    await stack.close();
  }
}

await main();
