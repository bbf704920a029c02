/**
 * Finding people in Chromium at phone size against the local stack, in English and in Telugu: A finds B by
 * the profile ID a relative forwarded, sees the mutual badge and filter, asks B for photos; B answers in one
 * tap ("show my photos to this member"), pauses her profile, sees the paused notice on every page, and A's
 * search then finds nothing; B resumes from the notice.
 */
import { afterAll, describe, expect, it } from "vitest";
import { en, type MessageKey } from "@matrimony/shared/messages";
import { layoutCopyTe } from "@matrimony/shared/copy/te/layout";
import { memberCopyTe } from "@matrimony/shared/copy/te/member";
import { privacyCopyTe } from "@matrimony/shared/copy/te/privacy";
import { coreMessagesTe } from "@matrimony/shared/copy/te/core";
import { api } from "../convex/_generated/api";
import { clientAs } from "./lib/api";
import { newContext } from "./lib/browser";
import { browser, closeBrowser, urls } from "./lib/sharedBrowser";
import { createCouple } from "./lib/interests";
import { signInAnyLanguage, useLanguage } from "./lib/language";

const SHOTS = new URL("./screenshots/", import.meta.url).pathname;
afterAll(closeBrowser);

const TE: Partial<Record<MessageKey, string>> = {
  ...coreMessagesTe,
  ...layoutCopyTe,
  ...memberCopyTe,
  ...privacyCopyTe,
};

describe.each(["en", "te"] as const)("finding people (%s)", (lang) => {
  const say = (key: MessageKey): string => (lang === "te" ? (TE[key] ?? en[key]) : en[key]);

  it("search by profile ID, mutual badge, photo request, pause and resume", {
    retry: 1,
    timeout: 240_000,
  }, async () => {
    const stack = urls();
    const { web } = stack;
    const { groom: a, bride: b } = await createCouple(stack, `finding.${lang}`);
    const bCode = (await (await clientAs(stack, b.email, b.password)).query(api.members.me, {}))?.profile.profileCode;
    if (bCode === undefined) throw new Error("no code for B");

    const chromium = await browser();
    const aContext = await newContext(chromium, "phone");
    const bContext = await newContext(chromium, "phone");
    await useLanguage(aContext, lang);
    await useLanguage(bContext, lang);
    const aPage = await aContext.newPage();
    const bPage = await bContext.newPage();
    await signInAnyLanguage(aPage, web, a.email, a.password);
    await signInAnyLanguage(bPage, web, b.email, b.password);

    // A types the forwarded code, loosely, and lands on B's page.
    await aPage.getByLabel(say("search.label")).fill(bCode.toLowerCase());
    await aPage.getByRole("button", { name: say("search.open") }).click();
    await aPage.waitForURL(new RegExp(`/user/${b.profileId}$`), { timeout: 20_000 });
    await aPage.getByRole("heading", { name: b.fullName }).first().waitFor();

    // B has no photos: A asks for them, once.
    await aPage.getByRole("button", { name: say("photoRequest.ask") }).click();
    await aPage.getByText(say("photoRequest.asked")).waitFor({ timeout: 20_000 });
    await aPage.screenshot({ path: `${SHOTS}finding-asked-photos-${lang}-phone.png`, fullPage: true });

    // B answers on A's page (where the notification leads) in one tap.
    await bPage.goto(`${web}/user/${a.profileId}`);
    await bPage.getByRole("button", { name: say("photoRequest.allow") }).click();
    await bPage.getByText(say("photoRequest.allowed")).waitFor({ timeout: 20_000 });
    expect(await bPage.getByRole("link", { name: say("photoRequest.addPhotos") }).count()).toBe(0);

    // The mutual filter on A's home page keeps B, with the badge.
    await aPage.goto(`${web}/home`);
    await aPage.getByRole("switch", { name: new RegExp(say("mutual.filter")) }).check({ force: true });
    const bCard = aPage.locator(".mantine-Card-root").filter({ hasText: b.fullName });
    await bCard.getByText(say("mutual.badge")).waitFor({ timeout: 20_000 });
    await aPage.screenshot({ path: `${SHOTS}finding-mutual-${lang}-phone.png`, fullPage: true });

    // B pauses her profile in Settings; the notice shows on every member page.
    await bPage.goto(`${web}/settings`);
    await bPage.getByRole("button", { name: say("pause.pause") }).click();
    await bPage.getByTestId("paused-notice").waitFor({ timeout: 20_000 });
    await bPage.goto(`${web}/interests`);
    await bPage.getByTestId("paused-notice").waitFor({ timeout: 20_000 });
    expect(await bPage.getByTestId("paused-notice").textContent()).toContain(say("pause.noticeTitle"));
    await bPage.screenshot({ path: `${SHOTS}finding-paused-${lang}-phone.png`, fullPage: true });

    // A's search now finds nothing, with the same words as for a code that names nobody.
    await aPage.getByLabel(say("search.label")).fill(bCode);
    await aPage.getByRole("button", { name: say("search.open") }).click();
    await aPage
      .getByRole("alert")
      .filter({ hasText: say("search.notAvailable") })
      .waitFor({ timeout: 20_000 });
    await aPage.screenshot({ path: `${SHOTS}finding-not-available-${lang}-phone.png`, fullPage: true });

    // B resumes from the notice in one tap; A finds her again.
    await bPage
      .getByTestId("paused-notice")
      .getByRole("button", { name: say("pause.resume") })
      .click();
    await bPage.getByTestId("paused-notice").waitFor({ state: "detached", timeout: 20_000 });
    await aPage.getByRole("button", { name: say("search.open") }).click();
    await aPage.waitForURL(new RegExp(`/user/${b.profileId}$`), { timeout: 20_000 });
  });
});
