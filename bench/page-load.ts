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
import { aMatchOf, phoneContext, PROFILE, startBenchStack } from "./lib/phone";

function parseArgs(argv: string[]): { runs: number; routes: RouteSpec[]; languages: Language[]; deviceFont: boolean } {
  let runs = 5;
  let deviceFont = false;
  let routes = ROUTES;
  let languages: Language[] = ["en", "te"];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = argv[i + 1];
    if (arg === "--runs" && value) {
      runs = parseRuns(value);
      i++;
    } else if (arg === "--routes" && value) {
      routes = parseRoutes(value);
      i++;
    } else if (arg === "--lang" && (value === "en" || value === "te")) {
      languages = [value];
      i++;
    } else if (arg === "--device-font") {
      deviceFont = true;
    } else {
      throw new Error(
        `Unknown argument "${arg}". Usage: bench/page-load.ts [--runs N] [--routes /,/faq,/home] [--lang en|te] [--device-font]`,
      );
    }
  }
  return { runs, routes, languages, deviceFont };
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
        const url = routeUrl(stack.urls.web, route, language, { matchId, teluguUrls });
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
    console.log(
      `\nPage load, median of ${runs} run(s): ${PROFILE.viewport.width}×${PROFILE.viewport.height}, ${PROFILE.cpuSlowdown}× CPU slowdown, ${PROFILE.latencyMs} ms RTT, 1.6 Mbps down, 750 kbps up, cache disabled.`,
    );
    console.log(
      `Telugu public pages at ${teluguUrls ? "/te/... URLs" : "the English URLs (no /te/ pages served)"}, with Telugu remembered on the device.`,
    );
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
    console.log(
      `\nLoad average (1, 5, 15 min) before: ${loadBefore.map((l) => l.toFixed(2)).join(" ")}; after: ${loadAfter.map((l) => l.toFixed(2)).join(" ")} (2 cores).`,
    );
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
