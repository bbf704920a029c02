/**
 * Debian's Chromium driven by playwright-core (no browser download: the machine has no such network).
 */
import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
      "--disable-quic",
    ],
  });
}

export async function newContext(browser: Browser, viewport: ViewportName = "desktop"): Promise<BrowserContext> {
  const phone = viewport === "phone";
  return browser.newContext({
    viewport: VIEWPORTS[viewport],
    deviceScaleFactor: 1,
    isMobile: phone,
    hasTouch: phone,
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
  });
}

/** Signs in through the app's login page and waits for /home. */
export async function signIn(page: Page, baseUrl: string, email: string, password = "demo1234"): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/email/i).first().fill(email);
  await page.getByLabel(/password/i).first().fill(password);
  await page.getByRole("button", { name: /log ?in/i }).click();
  await page.waitForURL(`${baseUrl}/home`, { timeout: 20_000 });
}

/** Signs into the staff console (react-admin's login form at `/#/login`) and waits to leave the form. */
export async function signInConsole(page: Page, consoleUrl: string, email: string, password = "demo1234"): Promise<void> {
  await page.goto(`${consoleUrl}/#/login`);
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole("button", { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.hash.includes("login"), { timeout: 20_000 });
}
