/**
 * A member on a slow phone uses a prerendered form before the app's scripts have arrived: what they typed,
 * picked and submitted is still there, and acted on, once React has taken the page over
 * (web/src/prerender/keepInput.ts). The app's scripts are held back here until the member has acted, as a
 * slow line would hold them. And a page of words and links works without the app until a control needs it
 * (web/src/visitor.ts).
 */
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { en } from "@matrimony/shared/messages";
import { newContext } from "./lib/browser";
import { browser, closeBrowser, urls } from "./lib/sharedBrowser";

afterAll(closeBrowser);

/** The visitor entry and its imports: the only scripts of the landing page's HTML (web/src/visitor.ts). */
async function visitorScripts(): Promise<Set<string>> {
  const html = await (await fetch(`${urls().web}/`)).text();
  const scripts = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? ""));
  expect(scripts.size).toBeGreaterThan(0);
  return scripts;
}

/**
 * Opens `path` with the app's scripts held until `release` is called (the small visitor entry that every
 * prerendered page starts with gets through, as it would first on a slow line); resolves once the HTML
 * shows `firstLabel`.
 */
async function openBeforeTheApp(page: Page, path: string, firstLabel: string): Promise<() => void> {
  const visitor = await visitorScripts();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/**/*.js", async (route) => {
    if (!visitor.has(new URL(route.request().url()).pathname)) await held;
    await route.continue();
  });
  await page.goto(`${urls().web}${path}`, { waitUntil: "commit" });
  await page.getByLabel(firstLabel).first().waitFor();
  // The visitor entry has run (it is what holds the submit below); the app has not.
  await page.waitForLoadState("domcontentloaded");
  expect(await page.locator("html[data-interactive]").count()).toBe(0);
  return release;
}

describe("input on a prerendered page before React takes it over", () => {
  it("/login: the email and password typed and Enter pressed before hydration sign the member in", async () => {
    const context = await newContext(await browser(), "phone");
    const page = await context.newPage();
    try {
      const release = await openBeforeTheApp(page, "/login", en["login.email"]);
      await page.getByLabel(en["login.email"]).first().fill("ravi@matrimony.local");
      await page.getByLabel(en["login.password"]).first().fill("demo1234");
      await page.getByLabel(en["login.password"]).first().press("Enter");
      // The held submit neither reloaded the page nor put the fields in the address.
      expect(page.url()).toBe(`${urls().web}/login`);
      release();
      await page.waitForURL(`${urls().web}/home`, { timeout: 30_000 });
    } finally {
      await context.close();
    }
  });

  it("/register: typed text and a picked radio stay, and the form's state holds them", async () => {
    const context = await newContext(await browser(), "phone");
    const page = await context.newPage();
    try {
      const release = await openBeforeTheApp(page, "/register", en["register.fullName"]);
      await page.getByLabel(en["register.fullName"]).fill("Sita Lakshmi");
      await page.getByLabel(en["login.email"]).first().fill("sita.before.hydration@journey.test");
      const parent = page
        .getByRole("radiogroup", { name: en["register.profileCreatedBy"] })
        .getByRole("radio", { name: "Parent" });
      await parent.check();
      release();
      await page.locator("html[data-interactive]").waitFor({ state: "attached", timeout: 30_000 });
      // Next checks the step against the form's state and draws it again: the answers must be in that state.
      await page.getByRole("button", { name: en["register.next"], exact: true }).click();
      await expect.poll(() => page.locator("[aria-invalid=true]").count(), { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await page.getByLabel(en["register.fullName"]).inputValue()).toBe("Sita Lakshmi");
      expect(await page.getByLabel(en["login.email"]).first().inputValue()).toBe("sita.before.hydration@journey.test");
      expect(await parent.isChecked()).toBe(true);
      expect(await page.getByLabel(en["register.fullName"]).getAttribute("aria-invalid")).not.toBe("true");
      expect(await page.getByLabel(en["login.email"]).first().getAttribute("aria-invalid")).not.toBe("true");
    } finally {
      await context.close();
    }
  });
});

describe("a page of words and links", () => {
  it("/ loads only the visitor entry; the first tap on the phone menu brings the app, and the menu opens", async () => {
    const visitor = await visitorScripts();
    const context = await newContext(await browser(), "phone");
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    try {
      await page.goto(`${urls().web}/`, { waitUntil: "networkidle" });
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((path) => !visitor.has(path))).toEqual([]);
      expect(await page.locator("html[data-interactive]").count()).toBe(0);
      // Links work without the app, and the HTML is in colour without it (Mantine's colours hang on this
      // attribute; the phone menu's button and the language toggle were invisible until the app set it).
      expect(await page.locator(`header a[href="/about-us"]`).count()).toBeGreaterThan(0);
      expect(await page.locator("html").getAttribute("data-mantine-color-scheme")).toBe("light");
      const toggleBackground = await page
        .locator("header .mantine-hidden-from-sm button[lang=te]")
        .evaluate((button) => getComputedStyle(button).backgroundColor);
      expect(toggleBackground).not.toBe("rgba(0, 0, 0, 0)");

      await page.getByRole("button", { name: en["nav.openMenu"] }).click();
      await page.locator("#public-menu").getByRole("link", { name: en["nav.aboutUs"] }).waitFor({ timeout: 20_000 });
      expect(scripts.filter((path) => !visitor.has(path)).length).toBeGreaterThan(0);
      expect(await page.locator("html[data-interactive]").count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
