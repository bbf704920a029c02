/**
 * The profile beyond the spec's fields, at phone size, in English and in Telugu: a bride fills in her
 * sub-caste, diet and family type on the profile edit page, and a groom sees them on her member page; her
 * own words (about me, about my family) wait for staff review and show once an admin approves them in the
 * console; her jatakam stays locked for the groom until an interest between them is accepted, then opens.
 */
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { en, type MessageKey } from "@matrimony/shared/messages";
import { fillTemplate } from "@matrimony/shared/copy/template";
import { coreMessagesTe } from "@matrimony/shared/copy/te/core";
import { layoutCopyTe } from "@matrimony/shared/copy/te/layout";
import { memberCopyTe } from "@matrimony/shared/copy/te/member";
import { api } from "../convex/_generated/api";
import { clientAs } from "./lib/api";
import { newContext, signIn, signInConsole } from "./lib/browser";
import { browser, closeBrowser, urls } from "./lib/sharedBrowser";
import { acceptInterestOnPage, createCouple, sendInterestFromMemberPage } from "./lib/interests";
import { signInAnyLanguage, useLanguage } from "./lib/language";

afterAll(closeBrowser);

type Language = "en" | "te";
const TE: Partial<Record<MessageKey, string>> = { ...coreMessagesTe, ...layoutCopyTe, ...memberCopyTe };
/** A text as the app shows it in `language` (English where the Telugu catalogue has none). */
const say = (language: Language, key: MessageKey): string => (language === "te" ? (TE[key] ?? en[key]) : en[key]);
const LANGUAGE_NAMES: Record<Language, string> = { te: "తెలుగు", en: "English" };

/**
 * Taps the phone navbar's language button and waits for the page to turn: no reload and no new sign-in,
 * form input kept. It also saves the choice on the profile, which the next page load applies.
 */
async function switchLanguage(page: Page, to: Language): Promise<void> {
  const from: Language = to === "te" ? "en" : "te";
  const name = fillTemplate(say(from, "language.switchTo"), { language: LANGUAGE_NAMES[to] });
  await page.getByRole("button", { name, exact: true }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 15_000 }).toBe(to);
}

/** Opens a Mantine select by its label and picks an option by its text. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).first().click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

describe("family, lifestyle and sub-caste", () => {
  it("are filled in on the edit page and shown to another member in English and Telugu", async () => {
    const { bride, groom } = await createCouple(urls(), "details");
    const own = await newContext(await browser(), "phone");
    const page = await own.newPage();
    try {
      await signIn(page, urls().web, bride.email, bride.password);
      await page.goto(`${urls().web}/profile`);
      await page.getByRole("button", { name: "Edit Profile" }).click();
      await page.getByLabel("Sub-caste", { exact: true }).first().fill("Pakanati Reddy");
      await choose(page, "Diet", "Vegetarian");
      await choose(page, "Family type", "Joint");
      await choose(page, "Drinking", "Occasionally");
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByRole("button", { name: "Edit Profile" }).waitFor({ timeout: 20_000 });
    } finally {
      await own.close();
    }

    for (const language of ["en", "te"] as const) {
      // The language a member chose follows them to a new device: choose it for the groom first.
      await (await clientAs(urls(), groom.email, groom.password)).mutation(api.members.setPreferredLanguage, {
        language,
      });
      const context = await newContext(await browser(), "phone");
      await useLanguage(context, language);
      const viewer = await context.newPage();
      try {
        if (language === "en") await signIn(viewer, urls().web, groom.email, groom.password);
        else await signInAnyLanguage(viewer, urls().web, groom.email, groom.password);
        await viewer.goto(`${urls().web}${language === "te" ? "/te" : ""}/user/${bride.profileId}`);
        const words =
          language === "en"
            ? ["Lifestyle", "Vegetarian", "Joint", "Occasionally"]
            : ["జీవనశైలి", "శాకాహారం", "ఉమ్మడి కుటుంబం", "అప్పుడప్పుడు"];
        await viewer.getByText("Pakanati Reddy", { exact: true }).waitFor({ timeout: 20_000 });
        const text = await viewer.locator("main").innerText();
        for (const word of words) expect(text).toContain(word);
        expect(text).toContain("Pakanati Reddy");
      } finally {
        await context.close();
      }
    }
  });
});

describe("about me and about my family", () => {
  it("wait for review on an approved profile, refuse a phone number, and show to another member once an admin approves", {
    timeout: 180_000,
  }, async () => {
    const { bride, groom } = await createCouple(urls(), "about");
    const aboutMe = "I teach mathematics in Guntur and sing Carnatic music on weekends.";
    // In any language: her family in Telugu, as she would write it.
    const aboutFamily = "మా నాన్నగారు విశ్రాంత ఉపాధ్యాయులు, అమ్మ గృహిణి.";
    const chromium = await browser();
    const own = await newContext(chromium, "phone");
    const viewing = await newContext(chromium, "phone");
    const staff = await newContext(chromium, "desktop");
    try {
      const page = await own.newPage();
      await signIn(page, urls().web, bride.email, bride.password);
      await page.goto(`${urls().web}/profile`);
      await page.getByRole("button", { name: say("en", "profile.edit") }).click();
      const aboutMeField = page.getByLabel(say("en", "profileField.aboutMe"), { exact: true }).first();

      // A number slipped into her own words is refused on Save, with the reason in the language on screen.
      await aboutMeField.fill("Call my father on 9848022338 after six.");
      await page.getByRole("button", { name: say("en", "common.save"), exact: true }).click();
      await page.getByText(say("en", "validation.aboutHasContact")).first().waitFor({ timeout: 10_000 });
      // A member who cannot read the message switches to Telugu: the message under the field follows.
      await switchLanguage(page, "te");
      await page.getByText(say("te", "validation.aboutHasContact")).first().waitFor({ timeout: 10_000 });
      await switchLanguage(page, "en");

      await aboutMeField.fill(aboutMe);
      await page.getByLabel(say("en", "profileField.aboutFamily"), { exact: true }).first().fill(aboutFamily);
      await page.getByRole("button", { name: say("en", "common.save"), exact: true }).click();
      const waiting = page.getByRole("status", { name: say("en", "profile.reviewTitle") });
      await waiting.waitFor({ timeout: 20_000 });
      expect(await waiting.innerText()).toContain(aboutMe);

      // Until staff look at them, another member's page of her carries neither text.
      const viewer = await viewing.newPage();
      await signIn(viewer, urls().web, groom.email, groom.password);
      await viewer.goto(`${urls().web}/user/${bride.profileId}`);
      await viewer.locator("#section-personal").waitFor({ timeout: 20_000 });
      const before = await viewer.locator("main").innerText();
      expect(before).not.toContain(aboutMe);
      expect(before).not.toContain(aboutFamily);

      // An admin approves the change from the approvals queue's second tab.
      const admin = await staff.newPage();
      await signInConsole(admin, urls().admin, "admin@matrimony.local");
      await admin.goto(`${urls().admin}/#/approvals`);
      await admin.getByRole("tab", { name: "Profile changes" }).click();
      const card = admin.getByRole("article", { name: `Profile changes: ${bride.fullName}` });
      await card.waitFor({ timeout: 20_000 });
      const proposed = await card.innerText();
      expect(proposed).toContain(aboutMe);
      expect(proposed).toContain(aboutFamily);
      await card.getByRole("button", { name: `Approve change: ${bride.fullName}` }).click();
      await card.waitFor({ state: "detached", timeout: 20_000 });

      // Her notice goes and the groom's open page shows both texts, live, under labels in his language.
      await waiting.waitFor({ state: "detached", timeout: 20_000 });
      await viewer.getByText(aboutMe, { exact: true }).waitFor({ timeout: 20_000 });
      for (const language of ["en", "te"] as const) {
        if (language === "te") await switchLanguage(viewer, "te");
        const main = viewer.locator("main");
        await expect
          .poll(() => main.innerText(), { timeout: 10_000 })
          .toContain(say(language, "profileField.aboutFamily"));
        const text = await main.innerText();
        expect(text).toContain(say(language, "profileField.aboutMe"));
        expect(text).toContain(aboutMe);
        expect(text).toContain(aboutFamily);
        if (language === "te") expect(text).not.toContain(say("en", "profileField.aboutMe"));
      }
    } finally {
      await own.close();
      await viewing.close();
      await staff.close();
    }
  });
});

/** The smallest valid PNG (one transparent pixel): the server reads the type from these bytes. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** Opens the link in a new tab, as a member taps it, and checks what the photo route answers. */
async function expectOpens(context: BrowserContext, link: Locator): Promise<void> {
  expect(await link.getAttribute("href")).toMatch(/\/photos\?.*k=jatakam/);
  const answered = context.waitForEvent("response", {
    predicate: (response) => /\/photos\?.*k=jatakam/.test(response.url()),
    timeout: 20_000,
  });
  await link.click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect(Buffer.compare(await response.body(), PNG)).toBe(0);
}

describe("the jatakam", () => {
  it("is locked for another member until an interest between them is accepted, then opens, in English and Telugu", {
    timeout: 180_000,
  }, async () => {
    const { bride, groom } = await createCouple(urls(), "jatakam");
    const chromium = await browser();
    const own = await newContext(chromium, "phone");
    const viewing = await newContext(chromium, "phone");
    try {
      const page = await own.newPage();
      await signIn(page, urls().web, bride.email, bride.password);
      await page.goto(`${urls().web}/profile`);
      const section = page.locator('section[aria-labelledby="my-jatakam-title"]');
      await section
        .locator('input[type="file"]')
        .setInputFiles({ name: "jatakam.png", mimeType: "image/png", buffer: PNG });
      await section.getByRole("button", { name: say("en", "jatakam.save") }).click();
      await section.getByRole("link", { name: say("en", "jatakam.open") }).waitFor({ timeout: 20_000 });
      // Nobody chose for her: the privacy settings show the default, after an accepted interest.
      await section.getByRole("link", { name: en["privacy.openSettings"], exact: true }).click();
      const accepted = page.getByRole("radio", { name: en["privacy.jatakamAccepted"], exact: true });
      await accepted.waitFor({ timeout: 20_000 });
      expect(await accepted.isChecked()).toBe(true);

      // The groom sends an interest; until she accepts it, her page tells him why the jatakam is not there.
      const viewer = await viewing.newPage();
      await signIn(viewer, urls().web, groom.email, groom.password);
      await sendInterestFromMemberPage(viewer, urls().web, bride.profileId);
      for (const language of ["en", "te"] as const) {
        if (language === "te") await switchLanguage(viewer, "te");
        await viewer.getByText(say(language, "jatakam.lockedInterest"), { exact: true }).waitFor({ timeout: 20_000 });
        expect(await viewer.getByRole("link", { name: say(language, "jatakam.open") }).count()).toBe(0);
      }

      await page.goto(`${urls().web}/interests`);
      await acceptInterestOnPage(page, groom.fullName);

      // His open page (in Telugu now) follows: the lock goes, the link comes, and it opens in either language.
      for (const language of ["te", "en"] as const) {
        if (language === "en") await switchLanguage(viewer, "en");
        const link = viewer.getByRole("link", { name: say(language, "jatakam.open"), exact: true });
        await link.waitFor({ timeout: 20_000 });
        expect(await viewer.getByText(say(language, "jatakam.lockedInterest")).count()).toBe(0);
        await expectOpens(viewing, link);
      }
    } finally {
      await own.close();
      await viewing.close();
    }
  });
});
