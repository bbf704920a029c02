/**
 * The language switch on every member page, as a member taps it: the whole page turns Telugu in place (no
 * reload, no English left, match cards included) and back to English (no Telugu left). Pages drawn before
 * the switch must follow it, memoised ones too (features/language/useLanguage.ts).
 */
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { api } from "../convex/_generated/api";
import { MEMBER_PAGE_MODULES } from "../web/src/features/boot/memberRoutes";
import { clientAs } from "./lib/api";
import { newContext, signIn } from "./lib/browser";
import { browser, closeBrowser, urls } from "./lib/sharedBrowser";
import { englishLeft, teluguLeft } from "./lib/language";
import { createMember } from "./lib/members";

afterAll(closeBrowser);

/** Taps the navbar's language and waits for the page to be in it, still the same document (no reload). */
async function switchTo(page: Page, name: "తెలుగు" | "English", lang: "te" | "en"): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { sameDocument?: boolean }).sameDocument = true;
  });
  await page.getByRole("button", { name, exact: true }).first().click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 15_000 }).toBe(lang);
  await page.waitForLoadState("networkidle");
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    "the page reloaded",
  ).toBe(true);
}

describe("the language switch on every member page", () => {
  it("turns each page Telugu without a reload, match cards included, and back to English", async () => {
    const member = await createMember(urls(), { tag: "switch" });
    const client = await clientAs(urls(), member.email, member.password);
    const fullName = (await client.query(api.members.me, {}))?.profile.fullName ?? "";
    const matches = (await client.query(api.matches.list, { paginationOpts: { numItems: 3, cursor: null } })).page;
    const [first, second] = matches;
    expect(second, "the seeded world has matches for the new member").toBeDefined();
    // Cards on the lists too: one shortlisted, one sent an interest; /recently-viewed fills from the visit to /user.
    await client.mutation(api.safety.shortlistAdd, { profileId: first?._id ?? "" });
    await client.mutation(api.interests.send, { profileId: second?._id ?? "", template: "liked" });

    const page = await (await newContext(await browser(), "desktop")).newPage();
    await signIn(page, urls().web, member.email, member.password);
    // Every member page of the route table; a member's page as the first match's. Pages with another
    // parameter need data of their own and are left to their own journeys.
    const paths = Object.keys(MEMBER_PAGE_MODULES)
      .map((key) => key.replace(":userId", first?._id ?? ""))
      .filter((path) => !path.includes("/:"));
    // The member page first, so that /recently-viewed has a card.
    paths.sort((a, b) => Number(b.startsWith("/user/")) - Number(a.startsWith("/user/")));
    for (const path of paths) {
      await page.goto(`${urls().web}${path}`);
      await expect.poll(() => page.locator("main").innerText(), { timeout: 20_000 }).toMatch(/[A-Za-z]{3}/);
      await page.waitForLoadState("networkidle");
      await switchTo(page, "తెలుగు", "te");
      await expect
        .poll(() => englishLeft(page, fullName.split(/\s+/)), { timeout: 10_000, message: `English left on ${path}` })
        .toEqual([]);
      await switchTo(page, "English", "en");
      await expect.poll(() => teluguLeft(page), { timeout: 10_000, message: `Telugu left on ${path}` }).toEqual([]);
    }
    await page.context().close();
  });
});
