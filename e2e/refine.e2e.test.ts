/**
 * Refine on a phone: a member sets an age range on the matching preference page and their matches
 * show only ages in it; horoscope matching Required (minimum 18) leaves out a known low-scoring match. Each
 * journey registers its own members. Also the preference page's screenshots, phone and desktop, both languages.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { NAKSHATRAM_VALUES, type Nakshatram } from "@matrimony/shared/options";
import { horoscopeSummary } from "@matrimony/shared/rules/horoscope/index";
import { en } from "@matrimony/shared/messages";
import { memberCopyTe } from "@matrimony/shared/copy/te/member";
import { newContext, signIn, type ViewportName } from "./lib/browser";
import { browser, closeBrowser, urls } from "./lib/sharedBrowser";
import { signInAnyLanguage, useLanguage } from "./lib/language";
import { createMember, uniqueName, type FreshMember } from "./lib/members";

const SHOTS = new URL("./screenshots/", import.meta.url).pathname;
const YEAR_MS = 365.25 * 86_400_000;

afterAll(closeBrowser);

function dobForAge(age: number): string {
  const d = new Date(Date.now() - age * YEAR_MS - 100 * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, "0")}/${String(d.getUTCMonth() + 1).padStart(2, "0")}/${d.getUTCFullYear()}`;
}

/** A Kamma Hindu match on the India / Andhra Pradesh branch, so both sides' rule holds. */
const SAME_GROUP = {
  caste: "Kamma",
  religion: "Hindu",
  state: "Andhra Pradesh",
  nativePlaceDistrict: "Guntur",
  partnerPreferenceType: "India",
  partnerstate: "Andhra Pradesh",
  partnerprofessionSector: "All",
};

async function groom(extra: Record<string, string> = {}): Promise<FreshMember> {
  return await createMember(urls(), {
    tag: "refine",
    form: {
      ...SAME_GROUP,
      gender: "Male",
      maritalStatus: "Single",
      dateOfBirth: dobForAge(30),
      fullName: uniqueName("Groom"),
      ...extra,
    },
  });
}

async function bride(fullName: string, extra: Record<string, string>): Promise<FreshMember> {
  return await createMember(urls(), {
    tag: "refine",
    form: { ...SAME_GROUP, gender: "Female", maritalStatus: "Single", dateOfBirth: dobForAge(26), fullName, ...extra },
  });
}

async function phonePage(member: FreshMember, viewport: ViewportName = "phone"): Promise<Page> {
  const page = await (await newContext(await browser(), viewport)).newPage();
  await signIn(page, urls().web, member.email, member.password);
  return page;
}

async function openPreferenceEdit(page: Page): Promise<void> {
  await page.goto(`${urls().web}/matching-preference`);
  await page.getByRole("button", { name: en["preference.edit"] }).click();
  await page.getByText(en["refine.title"]).first().waitFor();
}

async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: en["common.save"] }).click();
  await page.getByText(en["preference.updated"]).first().waitFor({ timeout: 20_000 });
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  const input = page.getByRole("combobox", { name: label, exact: true });
  await input.click();
  // Both ends list the same ages: pick from the list this select controls.
  const listbox = await input.getAttribute("aria-controls");
  const scope = listbox === null ? page : page.locator(`[id="${listbox}"]`);
  await scope.getByRole("option", { name: option, exact: true }).click();
}

/**
 * The names on the home page's match cards, once the list has loaded and every card is drawn: a phone
 * draws the first card, then the rest (MatchGrid), and the count line shows once all are there.
 */
async function matchNames(page: Page, waitFor: string): Promise<string> {
  await page.goto(`${urls().web}/home`);
  await page.getByText(waitFor).first().waitFor({ timeout: 30_000 });
  await page.getByText(/^Showing (your only match|all \d+ matches|\d+ match(es)?)$/).waitFor({ timeout: 30_000 });
  return (await page.locator("main").innerText()).toString();
}

describe("refine on a phone", () => {
  it("an age range shows only matches in it", async () => {
    const viewer = await groom();
    const inside = uniqueName("Inside");
    const outside = uniqueName("Outside");
    await bride(outside, { dateOfBirth: dobForAge(35) });
    await bride(inside, { dateOfBirth: dobForAge(26) });
    const page = await phonePage(viewer);
    // Before: both are matches.
    let text = await matchNames(page, inside);
    expect(text).toContain(outside);

    await openPreferenceEdit(page);
    await choose(page, en["refine.ageFrom"], "24");
    await choose(page, en["refine.ageTo"], "30");
    await save(page);

    text = await matchNames(page, inside);
    expect(text).not.toContain(outside);
    const ages = [...text.matchAll(/(\d+) yrs/g)].map((m) => Number(m[1]));
    expect(ages.length).toBeGreaterThan(0);
    for (const age of ages) {
      expect(age).toBeGreaterThanOrEqual(24);
      expect(age).toBeLessThanOrEqual(30);
    }
    await page.screenshot({ path: `${SHOTS}refine-home-age-phone.png`, fullPage: true });
    await page.context().close();
  }, 180_000);

  it("horoscope matching Required with minimum 18 removes a known low-scoring match", async () => {
    const groomStar: Nakshatram = "Rohini";
    const score = (s: Nakshatram) =>
      horoscopeSummary({ gender: "Male", nakshatram: groomStar }, { gender: "Female", nakshatram: s });
    const good = NAKSHATRAM_VALUES.find(
      (s) => s !== groomStar && (score(s)?.guna ?? 0) >= 24 && score(s)?.vetoes.length === 0,
    );
    const low = NAKSHATRAM_VALUES.find((s) => (score(s)?.guna ?? 36) < 18);
    if (good === undefined || low === undefined) throw new Error("no known pair");
    console.log(
      `Rohini groom: ${good} scores ${String(score(good)?.guna)}/36, ${low} scores ${String(score(low)?.guna)}/36`,
    );

    const viewer = await groom({ nakshatram: groomStar });
    const kept = uniqueName("Kept");
    const dropped = uniqueName("Dropped");
    await bride(dropped, { nakshatram: low });
    await bride(kept, { nakshatram: good });
    const page = await phonePage(viewer);
    let text = await matchNames(page, kept);
    expect(text).toContain(dropped);

    await openPreferenceEdit(page);
    await page.getByText(en["refine.horoscopeRequired"], { exact: true }).click();
    expect(await page.getByLabel(en["refine.minGuna"]).inputValue()).toBe("18");
    await save(page);

    text = await matchNames(page, kept);
    expect(text).not.toContain(dropped);
    await page.context().close();
  }, 180_000);
});

describe("the matching preference page with refine, looked at", () => {
  it.each([
    ["phone", "en"],
    ["desktop", "en"],
    ["phone", "te"],
    ["desktop", "te"],
  ] as const)(
    "%s, %s",
    async (viewport, language) => {
      const viewer = await groom({ gotram: "Kashyapa" });
      const context = await newContext(await browser(), viewport);
      if (language === "te") await useLanguage(context, "te");
      const page = await context.newPage();
      await signInAnyLanguage(page, urls().web, viewer.email, viewer.password);
      await page.goto(`${urls().web}/matching-preference`);
      const edit = language === "te" ? memberCopyTe["preference.edit"] : en["preference.edit"];
      await page.getByRole("button", { name: edit }).click();
      const title = language === "te" ? memberCopyTe["refine.title"] : en["refine.title"];
      await page.getByText(title).first().waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${SHOTS}refine-preference-${language}-${viewport}.png`, fullPage: true });
      // Nothing runs off the side of a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      await context.close();
    },
    120_000,
  );
});
