/**
 * The member app in Telugu, in Chromium against the local stack: every route at phone and desktop size
 * with no English left (members' own entries and brand names excepted) and nothing overflowing sideways;
 * the registration wizard end to end with the spec's step-1 messages in Telugu in the spec's order; the
 * signed-in pages. Screenshots land in e2e/screenshots/te-*.png to look at.
 */
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { en, type MessageKey } from "@matrimony/shared/messages";
import { accountCopyTe } from "@matrimony/shared/copy/te/account";
import { coreMessagesTe } from "@matrimony/shared/copy/te/core";
import { api } from "../convex/_generated/api";
import { clientAs } from "./lib/api";
import { newContext, VIEWPORTS, type ViewportName } from "./lib/browser";
import { browser, closeBrowser, urls } from "./lib/sharedBrowser";
import { englishLeft, horizontalOverflow, signInAnyLanguage, useLanguage } from "./lib/language";
import { uniqueEmail } from "./lib/members";
import { answerByLabels } from "./lib/wizard";

const SHOTS = new URL("./screenshots/", import.meta.url).pathname;
mkdirSync(SHOTS, { recursive: true });
afterAll(closeBrowser);

const te: Partial<Record<MessageKey, string>> = { ...coreMessagesTe, ...accountCopyTe };
const KEYS = Object.keys(en);

const PUBLIC_ROUTES = [
  "/",
  "/login",
  "/register",
  "/forgotpassword",
  "/contact",
  "/faq",
  "/privacy-policy",
  "/termsconditions",
  "/refund-policy",
  "/about-us",
  "/rate-us",
  "/explore",
  "/nri brides",
  "/pay",
  "/paye",
  "/payment",
  "/no-such-page",
];
/** The seeded member the signed-in pages are seen as; his name shows inside Telugu sentences as typed. */
const RAVI = ["Ravi", "Chowdary"];
const MEMBER_ROUTES = [
  "/home",
  "/profile",
  "/matching-preference",
  "/recently-viewed",
  "/settings",
  "/notifications",
  "/messages",
  "/delete-account",
  "/payment",
  "/payment1",
];

/** Waits for the page's Telugu, then checks it: no key, no English, no sideways overflow; saves a screenshot. */
async function checkTelugu(
  page: Page,
  name: string,
  viewport: ViewportName,
  memberNames: readonly string[] = [],
): Promise<void> {
  await expect.poll(() => page.locator("main").innerText(), { timeout: 20_000 }).toMatch(/[\u0C00-\u0C7F]{3}/);
  await page.waitForLoadState("networkidle");
  const text = await page.locator("body").innerText();
  expect(
    KEYS.filter((key) => text.includes(key)),
    "catalogue keys on screen",
  ).toEqual([]);
  expect(await englishLeft(page, memberNames), `English left on ${name}`).toEqual([]);
  expect(await horizontalOverflow(page), `${name} overflows sideways`).toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("te");
  await page.screenshot({ path: `${SHOTS}te-${name}-${viewport}.png`, fullPage: true });
}

const fileName = (path: string) => path.replace(/^\//, "").replace(/[^a-zA-Z0-9]+/g, "_") || "root";

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("in Telugu at %s size", (viewport) => {
  it.each(PUBLIC_ROUTES)("%s", async (path) => {
    const context = await newContext(await browser(), viewport);
    await useLanguage(context, "te");
    const page = await context.newPage();
    try {
      await page.goto(`${urls().web}${encodeURI(path)}`);
      await checkTelugu(page, fileName(path), viewport);
    } finally {
      await context.close();
    }
  });

  it("the signed-in pages, a member page and its return", async () => {
    // Ravi as a Telugu member: his profile's language wins over the device's once he is signed in
    // (ProfileLanguage.tsx), and another file may have left it English (memberBoot's English case).
    const client = await clientAs(urls(), "ravi@matrimony.local");
    const saved = (await client.query(api.members.me, {}))?.profile.preferredLanguage ?? "en";
    await client.mutation(api.members.setPreferredLanguage, { language: "te" });
    const context = await newContext(await browser(), viewport);
    await useLanguage(context, "te");
    const page = await context.newPage();
    try {
      await signInAnyLanguage(page, urls().web, "ravi@matrimony.local");
      for (const path of MEMBER_ROUTES) {
        await page.goto(`${urls().web}${path}`);
        await checkTelugu(page, `member-${fileName(path)}`, viewport, RAVI);
      }
      await page.goto(`${urls().web}/home`);
      const card = page.locator('a[href^="/user/"]').first();
      await card.waitFor({ timeout: 20_000 });
      await card.click();
      await page.waitForURL(/\/user\//);
      // The member's name shows as typed, also inside Telugu sentences ("Photo of {name}"). The page records
      // the opening before it asks for the member, so wait for the member's own heading (typed, translate="no")
      // rather than whichever heading is on screen as the address changes.
      const heading = page.locator('main h1[translate="no"]');
      await heading.waitFor({ timeout: 20_000 });
      const name = await heading.innerText();
      await checkTelugu(page, "member-user", viewport, [...RAVI, ...name.split(/\s+/)]);
    } finally {
      await context.close();
      await client.mutation(api.members.setPreferredLanguage, { language: saved });
    }
  });
});

describe("registration in Telugu", () => {
  /** The toast the wizard shows for the first problem, after pressing Next (తరువాత). */
  async function nextShows(page: Page, key: MessageKey): Promise<void> {
    await page.getByRole("button", { name: accountCopyTe["register.next"], exact: true }).click();
    const message = te[key] ?? "";
    expect(message, `${key} has a Telugu text`).toMatch(/[\u0C00-\u0C7F]/);
    await expect
      .poll(() => page.getByRole("alert").filter({ hasText: message.trim() }).count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
  }

  const answer = (page: Page, answers: [MessageKey, string][]) => answerByLabels(page, te, answers);

  it("shows the spec's step-1 messages in Telugu in the spec's order, then registers", { retry: 1 }, async () => {
    const context = await newContext(await browser(), "phone");
    await useLanguage(context, "te");
    const page = await context.newPage();
    try {
      await page.goto(`${urls().web}/register`);
      await nextShows(page, "register.emailRequired");
      await answer(page, [["login.email", uniqueEmail("telugu")]]);
      await nextShows(page, "register.passwordRequired");
      await answer(page, [["login.password", "12345"]]);
      await nextShows(page, "register.passwordTooShort");
      await answer(page, [["login.password", "telugu123"]]);
      await nextShows(page, "register.fullNameRequired");
      await answer(page, [["register.fullName", "Sita Devi"]]);
      await nextShows(page, "register.residenceTypeRequired");
      await answer(page, [["register.residenceType", "India"]]);
      await nextShows(page, "register.casteRequired");
      await answer(page, [["register.caste", "Kamma"]]);
      await nextShows(page, "register.religionRequired");
      await answer(page, [["register.religion", "Hindu"]]);
      await nextShows(page, "register.mobileRequired");
      await answer(page, [["register.mobile", "9876512345"]]);
      await nextShows(page, "register.heightRequired");
      await answer(page, [["register.height", `5'3"`]]);
      await nextShows(page, "register.maritalStatusRequired");
      await answer(page, [["register.maritalStatus", "Single"]]);
      await nextShows(page, "register.dobRequired");
      await answer(page, [["register.dateOfBirth", "12/03/1997"]]);
      await nextShows(page, "register.genderRequired");
      await answer(page, [["register.gender", "Female"]]);
      await checkTelugu(page, "register-step1-answered", "phone", ["Sita", "Devi"]);
      await page.getByRole("button", { name: accountCopyTe["register.next"], exact: true }).click();

      await answer(page, [
        ["register.fatherName", "Rama Rao"],
        ["register.motherName", "Lakshmi"],
        ["register.nativeState", "Andhra Pradesh"],
      ]);
      await answer(page, [
        ["register.district", "Guntur"],
        ["register.presentResidence", "Vijayawada"],
      ]);
      await checkTelugu(page, "register-step2", "phone");
      await page.getByRole("button", { name: accountCopyTe["register.next"], exact: true }).click();

      await answer(page, [
        ["register.education", "B.Sc"],
        ["register.profession", "Teacher"],
        ["register.professionSector", "Government"],
      ]);
      await checkTelugu(page, "register-step3", "phone");
      await page.getByRole("button", { name: accountCopyTe["register.next"], exact: true }).click();

      await answer(page, [
        ["register.partnerType", "India"],
        ["register.partnerState", "Andhra Pradesh"],
        ["register.partnerSector", "All"],
      ]);
      await page.locator("label", { hasText: accountCopyTe["register.termsBefore"] }).first().click();
      await checkTelugu(page, "register-step4", "phone");
      await page.getByRole("button", { name: accountCopyTe["register.submit"], exact: true }).click();
      await page.waitForURL(/\/login/, { timeout: 20_000 });
      await expect
        .poll(() => page.getByText(coreMessagesTe["register.success"]).count(), { timeout: 10_000 })
        .toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
