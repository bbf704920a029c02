/**
 * What the page benches (bench/page-load.ts, bench/page-trace.ts) share: the production build on a stack of
 * their own, the budget phone of the page-speed goals, and the demo member they sign in as.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, CDPSession, Page } from "playwright-core";
import { api } from "../../convex/_generated/api";
import { clientAs } from "../../e2e/lib/api";
import { launchBrowser } from "../../e2e/lib/browser";
import { BUDGET_LINE, useBudgetLine } from "../../e2e/lib/budgetLine";
import { useLanguage } from "../../e2e/lib/language";
import { deviceFontEnv } from "./deviceFont";
import { freeStackPorts } from "../../local/src/freePort";
import { startStack, type StackUrls } from "../../local/src/stack";

/** Chromium at 360×740, 4× CPU slowdown, 150 ms round trip, 1.6 Mbps down, 750 kbps up, cache disabled. */
export const PROFILE = {
  viewport: { width: 360, height: 740 },
  cpuSlowdown: 4,
  ...BUDGET_LINE,
};

export const MEMBER = "ravi@matrimony.local";

/** Applies the budget-phone profile to a page through the Chrome DevTools Protocol. */
export async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await useBudgetLine(cdp);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PROFILE.cpuSlowdown });
  return cdp;
}

/**
 * A fresh session of the demo member, as the member app keeps it on the device (the local identity's
 * client, localStorage "localIdentity.session"). One per run: access tokens live a minute and refresh
 * tokens turn over when used, so a session saved once would be signed out by the second run.
 */
export async function memberSession(urls: StackUrls): Promise<string> {
  const res = await fetch(`${urls.issuer}/sign-in`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: urls.web },
    body: JSON.stringify({ email: MEMBER, password: "demo1234" }),
  });
  if (!res.ok) throw new Error(`Sign-in of ${MEMBER} failed: ${res.status} ${await res.text()}`);
  return await res.text();
}

/** The id of the demo member's first match, for /user/:id. */
export async function aMatchOf(urls: StackUrls): Promise<string> {
  const client = await clientAs(urls, MEMBER);
  const matches = await client.query(api.matches.list, { paginationOpts: { numItems: 1, cursor: null } });
  const first = matches.page[0];
  if (!first) throw new Error(`${MEMBER} has no matches in the seeded data.`);
  return first._id;
}

export interface BenchStack {
  urls: StackUrls;
  browser: Browser;
  /** Closes the browser and the stack and removes the stack's data. */
  close(): Promise<void>;
}

/** "0.52 0.61 0.70": the machine's 1, 5 and 15 minute load averages, printed with every figure. */
export function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
}

/**
 * The production build served by the local stack (local/src/stack.ts with `frontEnds: "built"`, 40
 * generated members) on free ports and a throwaway data folder, as the e2e journeys start it, and Chromium.
 * `deviceFont`: the phone has its own Noto Sans Telugu, as Android phones do (bench/lib/deviceFont.ts).
 */
export async function startBenchStack(name: string, options: { deviceFont?: boolean } = {}): Promise<BenchStack> {
  const dataDir = await mkdtemp(join(tmpdir(), `bench-${name}-`));
  console.log(`Building the member app and starting the local stack (load average ${loadAverage()})...`);
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  const stack = await startStack({ dataDir, ports: await freeStackPorts(), members: 40, frontEnds: "built" }).catch(
    async (error: unknown) => {
      await removeData();
      throw error;
    },
  );
  const browser = await launchBrowser(options.deviceFont ? { env: deviceFontEnv() } : {}).catch(
    async (error: unknown) => {
      await stack.close();
      await removeData();
      throw error;
    },
  );
  return {
    urls: stack.urls,
    browser,
    close: async () => {
      await browser.close();
      await stack.close();
      await removeData();
    },
  };
}

/** The language last saved on the demo member's profile, per stack (saved again only when it changes). */
const profileLanguage = new WeakMap<BenchStack, "en" | "te">();

/**
 * A fresh browser context as the budget phone (its screen; the network and CPU come with `throttle`), in
 * `language` as remembered on the device, signed in as the demo member when `signedIn`, whose profile then
 * has that language too. Otherwise the language the first run saved on the profile (ProfileLanguage.tsx
 * saves the one on screen when the profile has none) won on the next runs: after five English runs, the
 * Telugu runs of the same bench drew the page in Telugu and then switched it to English, fetching the
 * English words too (19 KB more script than a Telugu-only bench).
 */
export async function phoneContext(
  stack: BenchStack,
  options: { signedIn: boolean; language: "en" | "te" },
): Promise<BrowserContext> {
  const context = await stack.browser.newContext({
    viewport: PROFILE.viewport,
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: "en-IN",
  });
  if (options.signedIn) {
    if (profileLanguage.get(stack) !== options.language) {
      await (await clientAs(stack.urls, MEMBER)).mutation(api.members.setPreferredLanguage, {
        language: options.language,
      });
      profileLanguage.set(stack, options.language);
    }
    const session = await memberSession(stack.urls);
    await context.addInitScript((value) => localStorage.setItem("localIdentity.session", value), session);
  }
  if (options.language === "te") await useLanguage(context, "te");
  return context;
}

/** The page's LCP so far (its last candidate's time from the navigation, in ms), or -1 when it has none. */
export function lastLcp(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? -1)).observe({
          type: "largest-contentful-paint",
          buffered: true,
        }),
      ),
  );
}
