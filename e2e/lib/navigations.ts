/**
 * Records a page's navigations: document loads of the main frame and same-document history writes
 * (pushState/replaceState, which is how a hash router moves). Installed before the page's own scripts run.
 */
import type { Page } from "playwright-core";

declare global {
  interface Window {
    __historyWrites?: string[];
  }
}

export interface NavigationLog {
  /** Each navigation since the log was created, as "load <url>" or "pushState <url>" / "replaceState <url>". */
  entries(): Promise<string[]>;
}

export async function recordNavigations(page: Page): Promise<NavigationLog> {
  await page.addInitScript(() => {
    const writes: string[] = [];
    window.__historyWrites = writes;
    for (const method of ["pushState", "replaceState"] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History["pushState"]>) => {
        const [, , url] = args;
        writes.push(`${method} ${url === undefined || url === null ? "(same URL)" : String(url)}`);
        original(...args);
      };
    }
  });
  const loads: string[] = [];
  page.on("load", () => {
    loads.push(`load ${page.url()}`);
  });
  return {
    entries: async () => [...loads, ...(await page.evaluate(() => window.__historyWrites ?? []))],
  };
}
