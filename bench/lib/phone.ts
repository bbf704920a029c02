/**
 * The budget phone of issue 18 and the demo member the page benches sign in as (bench/page-load.ts,
 * bench/page-trace.ts).
 */
import type { CDPSession, Page } from "playwright-core";
import { api } from "../../convex/_generated/api";
import { clientAs } from "../../e2e/lib/api";
import type { StackUrls } from "../../local/src/stack";

/** Chromium at 360×740, 4× CPU slowdown, 150 ms round trip, 1.6 Mbps down, 750 kbps up, cache disabled. */
export const PROFILE = {
  viewport: { width: 360, height: 740 },
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1_000_000) / 8,
  uploadBytesPerSecond: (750 * 1_000) / 8,
};

export const MEMBER = "ravi@matrimony.local";

/** Applies the budget-phone profile to a page through the Chrome DevTools Protocol. */
export async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downloadBytesPerSecond,
    uploadThroughput: PROFILE.uploadBytesPerSecond,
  });
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
