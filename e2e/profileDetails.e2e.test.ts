/**
 * The profile beyond the spec's fields, at phone size: a bride fills in her sub-caste, diet and family type
 * on the profile edit page, and a groom sees them on her member page, in English and in Telugu.
 */
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { api } from "../convex/_generated/api";
import { clientAs } from "./lib/api";
import { newContext, signIn } from "./lib/browser";
import { browser, closeBrowser, urls } from "./lib/fixtures";
import { createCouple } from "./lib/interests";
import { signInAnyLanguage, useLanguage } from "./lib/language";

afterAll(closeBrowser);

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
      await (await clientAs(urls(), groom.email, groom.password)).mutation(api.members.setPreferredLanguage, { language });
      const context = await newContext(await browser(), "phone");
      await useLanguage(context, language);
      const viewer = await context.newPage();
      try {
        if (language === "en") await signIn(viewer, urls().web, groom.email, groom.password);
        else await signInAnyLanguage(viewer, urls().web, groom.email, groom.password);
        await viewer.goto(`${urls().web}${language === "te" ? "/te" : ""}/user/${bride.profileId}`);
        const words = language === "en" ? ["Lifestyle", "Vegetarian", "Joint", "Occasionally"] : ["జీవనశైలి", "శాకాహారం", "ఉమ్మడి కుటుంబం", "అప్పుడప్పుడు"];
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
