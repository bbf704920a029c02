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

/** `env`: more environment for Chromium (the bench's `--device-font` gives it a fontconfig file). */
export async function launchBrowser(options: { env?: Record<string, string> } = {}): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  return chromium.launch({
    executablePath: CHROMIUM,
    ...(options.env ? { env: { ...process.env, ...options.env } as Record<string, string> } : {}),
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

export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
}

const violations: CspViolation[] = [];

/**
 * Content-Security-Policy violations seen by any page of any context made here. The built apps run
 * under the production policy (shared/src/securityHeaders), so a journey that needed something the
 * policy refuses shows up here even when the page coped (sharedBrowser.ts fails the file on any).
 */
export function cspViolations(): readonly CspViolation[] {
  return violations;
}

/** Removes and returns the violations seen so far (for a test that provokes one on purpose). */
export function takeCspViolations(): CspViolation[] {
  return violations.splice(0);
}

export async function newContext(browser: Browser, viewport: ViewportName = "desktop"): Promise<BrowserContext> {
  const phone = viewport === "phone";
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    deviceScaleFactor: 1,
    isMobile: phone,
    hasTouch: phone,
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
  });
  await context.exposeBinding("__reportCspViolation", (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation?(v: CspViolation): Promise<void> })
        .__reportCspViolation;
      void report?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI || "(inline)",
        page: event.documentURI,
      });
    });
  });
  return context;
}

/** Signs in through the app's login page and waits for /home. */
export async function signIn(page: Page, baseUrl: string, email: string, password = "demo1234"): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  // The login page is prerendered: what is typed before React takes it over is lost (web/src/App.tsx).
  await page.locator("html[data-interactive]").waitFor({ state: "attached", timeout: 15_000 });
  await page.getByLabel(/email/i).first().fill(email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(password);
  await page.getByRole("button", { name: /log ?in/i }).click();
  await page.waitForURL(`${baseUrl}/home`, { timeout: 20_000 });
}

/** Signs into the staff console (react-admin's login form at `/#/login`) and waits to leave the form. */
export async function signInConsole(
  page: Page,
  consoleUrl: string,
  email: string,
  password = "demo1234",
): Promise<void> {
  await page.goto(`${consoleUrl}/#/login`);
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole("button", { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.hash.includes("login"), { timeout: 20_000 });
}
