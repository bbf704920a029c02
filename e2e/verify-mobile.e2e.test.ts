/**
 * Mobile verification in Chromium at phone size against the local stack: a member asks for a code
 * on "Verify my profile", reads it from the local SMS outbox (where MSG91 would have delivered it), types it,
 * and the Mobile badge is theirs; another member then sees the badge on the member's card in their matches
 * and on the member page.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { en } from "@matrimony/shared/messages";
import { api } from "../convex/_generated/api";
import { clientAs } from "./lib/api";
import { newContext, signIn, signInConsole, type ViewportName } from "./lib/browser";
import { browser, closeBrowser, urls } from "./lib/sharedBrowser";
import { horizontalOverflow, signInAnyLanguage, useLanguage } from "./lib/language";
import { createMember, uniqueMobile, uniqueName, type FreshMember } from "./lib/members";

const SHOTS = new URL("./screenshots/", import.meta.url).pathname;
afterAll(closeBrowser);

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

type Sms = { to: string; template: string; language: string; text: string; sentAt: number };

/** The newest SMS to `mobile` (10 digits) in the local outbox, waiting for it to arrive. */
async function latestSms(mobile: string, after: number): Promise<Sms> {
  for (let i = 0; i < 60; i++) {
    const res = await fetch(`${urls().backend}/sms-outbox.json?to=91${mobile}`);
    const { messages } = (await res.json()) as { messages: Sms[] };
    const sms = messages.find((m) => m.sentAt >= after);
    if (sms) return sms;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no SMS to ${mobile} in the outbox`);
}

async function phonePage(member: FreshMember): Promise<Page> {
  const page = await (await newContext(await browser(), "phone")).newPage();
  await signIn(page, urls().web, member.email, member.password);
  return page;
}

describe("mobile verification", () => {
  it("a member verifies their number through the local SMS outbox, and another member sees the badge on the card", {
    retry: 1,
    timeout: 240_000,
  }, async () => {
    const mobile = uniqueMobile();
    const brideName = uniqueName("Sravani");
    const bride = await createMember(urls(), {
      tag: "verifymobile",
      form: { ...SAME_GROUP, gender: "Female", fullName: brideName, mobileNumber: mobile },
    });
    const groom = await createMember(urls(), {
      tag: "verifymobile",
      form: { ...SAME_GROUP, gender: "Male", fullName: uniqueName("Kiran") },
    });

    // The bride: Verify my profile, from the More menu's link on My Profile.
    const page = await phonePage(bride);
    await page.goto(`${urls().web}/profile`);
    await page.getByRole("link", { name: en["nav.verifyProfile"] }).first().click();
    await page.waitForURL(/\/verification$/);
    const state = page.getByTestId("mobile-verification-state");
    await state.waitFor();
    expect(await state.getAttribute("data-state")).toBe("none");
    await page.getByText(`your number ending ${mobile.slice(-4)}`, { exact: false }).waitFor();

    const askedAt = Date.now() - 1000;
    await page.getByRole("button", { name: en["verification.sendCode"] }).click();
    await page.waitForSelector('[data-testid="mobile-verification-state"][data-state="codeSent"]', { timeout: 30_000 });
    const sms = await latestSms(mobile, askedAt);
    expect(sms).toMatchObject({ to: `+91${mobile}`, template: "verificationCode", language: "en" });
    const code = /\b(\d{6})\b/.exec(sms.text)?.[1];
    if (code === undefined) throw new Error(`no code in "${sms.text}"`);

    // A new code is not offered for a minute: the button waits, with the seconds shown.
    expect(await page.getByRole("button", { name: en["verification.resendCode"] }).isDisabled()).toBe(true);
    await page.getByText(/You can ask for a new code in \d+ seconds\./).waitFor();

    // A wrong code first: refused, with the attempts left.
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    await page.getByLabel(en["verification.codeLabel"]).fill(wrong);
    await page.getByRole("button", { name: en["verification.verifyButton"] }).click();
    await page
      .getByTestId("mobile-verification-error")
      .getByText("That code is not right. Attempts left: 4.")
      .waitFor();
    await page.screenshot({ path: `${SHOTS}verify-mobile-code-phone.png`, fullPage: true });

    await page.getByLabel(en["verification.codeLabel"]).fill(code);
    await page.getByRole("button", { name: en["verification.verifyButton"] }).click();
    await page.waitForSelector('[data-testid="mobile-verification-state"][data-state="verified"]', { timeout: 30_000 });
    await page.waitForSelector('[data-testid="badge-overview"] [data-badge="mobile"][data-state="verified"]');
    await page.screenshot({ path: `${SHOTS}verify-mobile-verified-phone.png`, fullPage: true });

    // The groom: the bride's card in his matches carries the Mobile badge, and so does her page.
    const other = await phonePage(groom);
    await other.goto(`${urls().web}/home`);
    const card = other.locator(".mantine-Card-root", { has: other.getByRole("link", { name: brideName }) });
    await card.waitFor({ timeout: 30_000 });
    const badges = card.getByRole("list", { name: "Verified: Mobile" });
    await badges.waitFor();
    expect(await badges.getByRole("listitem").allTextContents()).toEqual(["Mobile"]);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SHOTS}verify-mobile-card-phone.png` });
    await card.getByRole("link", { name: brideName }).click();
    await other.getByRole("heading", { level: 1, name: brideName }).waitFor();
    await other.getByRole("list", { name: "Verified: Mobile" }).waitFor();

    // Screenshots to look at: the page and the card, phone and desktop, English and Telugu; no sideways scroll.
    for (const [viewport, language] of [
      ["desktop", "en"],
      ["phone", "te"],
      ["desktop", "te"],
    ] as [ViewportName, "en" | "te"][]) {
      // The language saved on the profile wins over the device's (it follows the member), so set it there.
      for (const m of [bride, groom])
        await (await clientAs(urls(), m.email, m.password)).mutation(api.members.setPreferredLanguage, { language });
      const own = await shotPage(bride, viewport, language);
      await own.goto(`${urls().web}/verification`);
      await own.waitForSelector('[data-testid="mobile-verification-state"][data-state="verified"]');
      expect(await own.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await horizontalOverflow(own)).toBe(0);
      await own.screenshot({ path: `${SHOTS}verify-mobile-verified-${viewport}-${language}.png`, fullPage: true });
      const viewer = await shotPage(groom, viewport, language);
      await viewer.goto(`${urls().web}/home`);
      const seen = viewer.locator(".mantine-Card-root", { has: viewer.getByRole("link", { name: brideName }) });
      await seen.waitFor({ timeout: 30_000 });
      await seen.locator('[data-testid="verification-badges"]').waitFor();
      await seen.scrollIntoViewIfNeeded();
      await seen.screenshot({ path: `${SHOTS}verify-mobile-card-${viewport}-${language}.png` });
    }
  });
});

describe("mobile verification during a support call", () => {
  it("a support agent sends a code, types what the member reads out, and the badge is granted by the agent", {
    retry: 1,
    timeout: 240_000,
  }, async () => {
    const mobile = uniqueMobile();
    const fullName = uniqueName("Padma");
    const member = await createMember(urls(), {
      tag: "verifycall",
      form: { ...SAME_GROUP, gender: "Female", fullName, mobileNumber: mobile },
    });
    const page = await (await newContext(await browser(), "desktop")).newPage();
    await signInConsole(page, urls().admin, "support@matrimony.local");
    await page.goto(`${urls().admin}/#/members/${member.profileId}/show`);
    await page.getByRole("heading", { name: fullName, exact: true }).waitFor({ timeout: 20_000 });
    await page.getByRole("tab", { name: "Verification" }).click();
    const box = page.getByTestId("mobile-call-verification");
    const askedAt = Date.now() - 1000;
    await box.getByRole("button", { name: "Send a code by SMS" }).click();
    await box
      .getByText(`A code went to the number ending ${mobile.slice(-4)}`, { exact: false })
      .waitFor({ timeout: 30_000 });
    const code = /\b(\d{6})\b/.exec((await latestSms(mobile, askedAt)).text)?.[1] ?? "";
    // The member reads it out; the agent types it.
    await box.getByLabel("Code the member reads out").fill(code);
    await box.getByRole("button", { name: "Mark verified" }).click();
    await box.getByText("Mobile number verified", { exact: false }).first().waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}verify-mobile-console-desktop.png`, fullPage: true });
    const history = page.getByTestId("badge-history");
    await history.getByText("support@matrimony.local", { exact: false }).first().waitFor({ timeout: 30_000 });
  });
});

async function shotPage(member: FreshMember, viewport: ViewportName, language: "en" | "te"): Promise<Page> {
  const context = await newContext(await browser(), viewport);
  await useLanguage(context, language);
  const page = await context.newPage();
  await signInAnyLanguage(page, urls().web, member.email, member.password);
  return page;
}
