/** What every journey needs: the stack's URLs, one browser for the file, and a context per viewport. */
import { inject } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";

export const urls = () => inject("urls");

let shared: Promise<Browser> | null = null;
/** One Chromium per test file (vitest runs files in separate workers). */
export function browser(): Promise<Browser> {
  shared ??= launchBrowser();
  return shared;
}

export async function closeBrowser(): Promise<void> {
  if (shared) await (await shared).close();
  shared = null;
}
