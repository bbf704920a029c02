/**
 * The member navbar's layout in Chromium, English and Telugu: one row from 1200 px (the brand on one line,
 * every link and the language switch beside it, a new-interests badge included), the phone bar and its
 * menu below that, nothing wider than the window at any size.
 */
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { api } from "../convex/_generated/api";
import { clientAs } from "./lib/api";
import { newContext } from "./lib/browser";
import { browser, closeBrowser, urls } from "./lib/sharedBrowser";
import { createCouple } from "./lib/interests";
import { signInAnyLanguage } from "./lib/language";

afterAll(closeBrowser);

const DESKTOP_WIDTHS = [1200, 1280, 1440];
const NARROW_WIDTHS = [360, 768, 1024, 1199];

interface BarLayout {
  /** The main navigation row is shown (desktop), not the phone bar's hamburger. */
  desktopRow: boolean;
  /** Lines the brand's text takes. */
  brandLines: number;
  /** How far apart the vertical centres of the bar's controls are (0 on one row). */
  centreSpread: number;
  /** How far the bar's controls reach past its content box (≤ 0 when they fit). */
  overflow: number;
  pageOverflow: number;
}

/** Where the header's brand and visible controls sit. */
async function barLayout(page: Page): Promise<BarLayout> {
  return await page.evaluate(() => {
    const bar = document.querySelector("header")!.firstElementChild as HTMLElement;
    const brand = bar.querySelector(":scope > a")!;
    const range = document.createRange();
    range.selectNodeContents(brand);
    const lineTops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
    const controls = Array.from(bar.querySelectorAll<HTMLElement>("a, button")).filter(
      (el) => el.getClientRects().length > 0,
    );
    const centres = controls.map((el) => {
      const rect = el.getBoundingClientRect();
      return rect.top + rect.height / 2;
    });
    const style = getComputedStyle(bar);
    const contentRight = bar.getBoundingClientRect().right - parseFloat(style.paddingRight);
    const nav = bar.querySelector("nav");
    return {
      desktopRow: nav !== null && nav.getClientRects().length > 0,
      brandLines: lineTops.size,
      centreSpread: Math.max(...centres) - Math.min(...centres),
      overflow: Math.max(...controls.map((el) => el.getBoundingClientRect().right)) - contentRight,
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  });
}

describe("the member navbar", () => {
  it.each(["en", "te"] as const)(
    "in %s: one row with the brand on one line from 1200 px, the phone bar below",
    async (language) => {
      const { groom, bride } = await createCouple(urls(), `navbar-${language}`);
      // A new interest puts a count badge on the Interests link: the widest the row gets.
      await (await clientAs(urls(), bride.email, bride.password)).mutation(api.interests.send, {
        profileId: groom.profileId,
        template: "liked",
      });
      const context = await newContext(await browser(), "desktop");
      const page = await context.newPage();
      try {
        await signInAnyLanguage(page, urls().web, groom.email, groom.password);
        await page.locator(`header button[lang="${language}"]`).filter({ visible: true }).click();
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
        await page.getByTestId("new-interests").filter({ visible: true }).waitFor({ timeout: 20_000 });

        for (const width of DESKTOP_WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          // The navbar draws only the bar the screen shows, switching when the width crosses 1200 px.
          await expect.poll(async () => (await barLayout(page)).desktopRow, { timeout: 5_000 }).toBe(true);
          const layout = await barLayout(page);
          expect(layout, `${language} at ${width} px`).toMatchObject({ desktopRow: true, brandLines: 1 });
          expect(layout.centreSpread, `${language} at ${width} px: controls on one row`).toBeLessThanOrEqual(4);
          expect(layout.overflow, `${language} at ${width} px: the row fits`).toBeLessThanOrEqual(0);
          expect(layout.pageOverflow, `${language} at ${width} px`).toBeLessThanOrEqual(0);
        }
        for (const width of NARROW_WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await expect.poll(async () => (await barLayout(page)).desktopRow, { timeout: 5_000 }).toBe(false);
          const layout = await barLayout(page);
          expect(
            await page.locator('header button[aria-controls="member-menu"]').filter({ visible: true }).count(),
            `${language} at ${width} px: the hamburger`,
          ).toBe(1);
          if (width >= 768)
            expect(layout.brandLines, `${language} at ${width} px: a tablet's brand on one line`).toBe(1);
          expect(layout.overflow, `${language} at ${width} px: the bar fits`).toBeLessThanOrEqual(0);
          expect(layout.pageOverflow, `${language} at ${width} px`).toBeLessThanOrEqual(0);
        }
      } finally {
        await context.close();
      }
    },
  );
});
