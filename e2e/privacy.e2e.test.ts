/**
 * Privacy the owner controls in Chromium at phone size against the local stack: B chooses
 * "Premium members whose interest I accepted, or who accepted mine"; A (Premium) opens B's page and is told
 * why there is no number, with the interest button beside it; A sends an interest, B accepts it, A's page
 * offers the reveal live, A waits the 60 seconds and sees B's number; B is told live that A saw it and
 * finds A under "Saw my number" on /viewed-me.
 */
import { afterAll, describe, expect, it } from "vitest";
import { api } from "../convex/_generated/api";
import { formatPhoneForDisplay } from "../shared/src/phone";
import { clientAs } from "./lib/api";
import { newContext, signIn } from "./lib/browser";
import { browser, closeBrowser, urls } from "./lib/sharedBrowser";
import { acceptInterestOnPage, createCouple, sendInterestFromMemberPage } from "./lib/interests";

const SHOTS = new URL("./screenshots/", import.meta.url).pathname;
afterAll(closeBrowser);

describe("privacy the owner controls", () => {
  it("under 'accepted only' A is refused and told why, then after B accepts A's interest A reveals B's number and B is told live", {
    retry: 1,
    timeout: 240_000,
  }, async () => {
    const stack = urls();
    const { web } = stack;
    const { groom: a, bride: b } = await createCouple(stack, "privacy");
    const admin = await clientAs(stack, "admin@matrimony.local");
    await admin.mutation(api.admin.payments.recordOffline, {
      profileId: a.profileId,
      amountPaise: 117882,
      reference: `PRIV-${Date.now().toString(36)}`,
      paidOn: Date.now() - 60_000,
      method: "cash",
    });

    const chromium = await browser();
    const aPage = await (await newContext(chromium, "phone")).newPage();
    const bPage = await (await newContext(chromium, "phone")).newPage();
    await signIn(bPage, web, b.email, b.password);
    await signIn(aPage, web, a.email, a.password);

    // B chooses "accepted only" for her number on the privacy settings page.
    await bPage.goto(`${web}/privacy-settings`);
    await bPage
      .getByRole("radio", { name: /^Premium members whose interest I accepted, or who accepted mine/ })
      .check();
    await bPage.getByRole("button", { name: "Save privacy settings" }).click();
    await bPage.getByText("Your privacy settings are saved.").waitFor();
    await bPage.screenshot({ path: `${SHOTS}privacy-settings-phone.png`, fullPage: true });

    // A, Premium, is told why there is no number, and there is no countdown to start.
    await aPage.goto(`${web}/user/${b.profileId}`);
    await aPage.getByText(/shares contact details only with Premium members whose interest they accepted/).waitFor();
    expect(await aPage.getByRole("button", { name: "Show Contact Details" }).count()).toBe(0);
    await aPage.screenshot({ path: `${SHOTS}privacy-refused-member-page-phone.png`, fullPage: true });

    await sendInterestFromMemberPage(aPage, web, b.profileId, { template: /Our family liked your profile/ });
    // B waits on /interests; the notice must reach her there, live.
    await bPage.goto(`${web}/interests`);
    await acceptInterestOnPage(bPage, a.fullName);

    // A's open page follows the acceptance live: the reveal is offered now.
    const show = aPage.getByRole("button", { name: "Show Contact Details" });
    await show.waitFor({ timeout: 20_000 });
    // B's notice shows for 10 seconds when the reveal lands: watch for it from before the countdown starts.
    const notice = bPage.getByText(new RegExp(`^${a.fullName} \\(TM\\w+\\) has just seen your phone number\\.$`));
    const noticeShown = notice.waitFor({ timeout: 150_000 });
    await show.click();
    // The 60-second countdown stays, then B's number shows.
    await aPage
      .getByRole("link", { name: formatPhoneForDisplay(b.mobileNumber) })
      .first()
      .waitFor({ timeout: 90_000 });
    await aPage.screenshot({ path: `${SHOTS}privacy-revealed-after-acceptance-phone.png`, fullPage: true });

    // B is told live, and finds A under "Saw my number".
    await noticeShown;
    await bPage.screenshot({ path: `${SHOTS}privacy-number-notice-phone.png` });
    await bPage.getByRole("link", { name: "See who saw my number" }).click();
    await bPage.waitForURL(`${web}/viewed-me?tab=number`);
    const row = bPage.locator(".mantine-Card-root").filter({ has: bPage.getByRole("heading", { name: a.fullName }) });
    await row.waitFor();
    expect(await row.getByText(/^Saw your number on /).count()).toBe(1);
    expect(await row.getByRole("button", { name: /Report/ }).count()).toBeGreaterThan(0);
    await bPage.screenshot({ path: `${SHOTS}privacy-saw-my-number-phone.png`, fullPage: true });

    // A opened B's page, so A is under "Viewed my profile" too.
    await bPage.getByRole("tab", { name: "Viewed my profile" }).click();
    await bPage
      .locator(".mantine-Card-root")
      .filter({ has: bPage.getByRole("heading", { name: a.fullName }) })
      .waitFor();
    await bPage.screenshot({ path: `${SHOTS}privacy-viewed-me-phone.png`, fullPage: true });
  });
});
