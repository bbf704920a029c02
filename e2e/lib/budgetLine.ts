/**
 * The budget phone's mobile line of the page-speed goals, shared by the page benches (bench/lib/phone.ts adds the
 * phone's
 * screen and processor) and the e2e tests that check the order of a page's requests, which only means
 * something on a line where a file takes a while to come.
 */
import type { CDPSession } from "playwright-core";

/** 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
export const BUDGET_LINE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1_000_000) / 8,
  uploadBytesPerSecond: (750 * 1_000) / 8,
};

/** Puts the page of a DevTools session on that line, with its cache off (every file comes over the line). */
export async function useBudgetLine(cdp: CDPSession): Promise<void> {
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: BUDGET_LINE.latencyMs,
    downloadThroughput: BUDGET_LINE.downloadBytesPerSecond,
    uploadThroughput: BUDGET_LINE.uploadBytesPerSecond,
  });
}
