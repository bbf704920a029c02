/** What every journey needs: the stack's URLs, one browser for the file, and a context per viewport. */
import { inject } from "vitest";
import type { Browser } from "playwright-core";
import { cspViolations, launchBrowser } from "./browser";

export const urls = () => inject("urls");

let shared: Promise<Browser> | null = null;
/** One Chromium per test file (vitest runs files in separate workers). */
export function browser(): Promise<Browser> {
  shared ??= launchBrowser();
  return shared;
}

/**
 * Closes the file's browser; fails the file if a page of the member app or the console broke their
 * Content-Security-Policy (other pages, such as the Razorpay simulator's payment links, have their own).
 */
export async function closeBrowser(): Promise<void> {
  if (shared) await (await shared).close();
  shared = null;
  const apps = [urls().web, urls().admin];
  const seen = cspViolations().filter((v) => apps.some((app) => v.page.startsWith(app)));
  if (seen.length > 0) {
    const lines = [...new Set(seen.map((v) => `${v.directive} blocked ${v.blocked} on ${v.page}`))];
    throw new Error(`Content-Security-Policy violations:\n${lines.join("\n")}`);
  }
}
