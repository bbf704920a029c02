/**
 * Every public route of SPEC §2 renders in Chromium at phone and desktop sizes, without a page error,
 * and is saved as a screenshot to look at (e2e/screenshots/).
 */
import { mkdirSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { en } from "@matrimony/shared/messages";
import { newContext, VIEWPORTS, type ViewportName } from "./lib/browser";
import { browser, closeBrowser, urls } from "./lib/sharedBrowser";
import { collectPageProblems } from "./lib/pageProblems";

const SHOTS = new URL("./screenshots/", import.meta.url).pathname;
mkdirSync(SHOTS, { recursive: true });

/** Route → a text the page must show. */
const PUBLIC_ROUTES: [string, RegExp][] = [
  ["/", /400\+/],
  ["/contact", /call|whatsapp/i],
  ["/contact-us", /call|whatsapp/i],
  ["/faq", /register/i],
  ["/privacy-policy", /Digital Personal Data Protection/i],
  ["/termsconditions", /18/],
  ["/refund-policy", /refund/i],
  ["/about-us", /about/i],
  ["/rate-us", /review|rate/i],
  ["/explore", /PDF/],
  ["/nri brides", /NRI Brides/i],
  ["/doctor bride grooms", /Doctor/i],
  ["/pay", /India/],
  ["/paye", /Pay 1 Rupee/],
  ["/payment", /log in to view your subscription details/i],
  ["/no-such-page", /Oops! Page Not Found/],
];

const KEYS = Object.keys(en);
/** The not-found page comes with status 404, which Chromium reports as a console error; nothing else may. */
const EXPECTED_ERRORS: Record<string, RegExp> = { "/no-such-page": /status of 404 \(Not Found\)/ };

afterAll(closeBrowser);

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("public routes at %s size", (viewport) => {
  it.each(PUBLIC_ROUTES)("%s renders", async (path, expected) => {
    const context = await newContext(await browser(), viewport);
    const page = await context.newPage();
    const errors = collectPageProblems(page);
    try {
      await page.goto(`${urls().web}${path}`);
      await expect.poll(() => page.locator("main").innerText(), { timeout: 20_000 }).toMatch(expected);
      // Every text comes from the catalogue: a bare key on screen means its page copy was not loaded.
      const text = await page.locator("body").innerText();
      expect(KEYS.filter((key) => text.includes(key))).toEqual([]);
      const name = path.replace(/^\//, "").replace(/[^a-zA-Z0-9]+/g, "_") || "root";
      await page.screenshot({ path: `${SHOTS}${name}-${viewport}.png`, fullPage: true });
      expect(errors.filter((error) => !EXPECTED_ERRORS[path]?.test(error))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
