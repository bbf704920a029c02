/**
 * Interests in Chromium at phone size against the local stack: A sends an interest from B's
 * page with a note carrying a phone number, B sees the navbar count arrive live, opens Received (the
 * count clears, the number is gone from the note), accepts, and A's page shows "Accepted you" live.
 * Helpers in lib/interests.ts, so the reveal journey can continue from the accepted pair.
 */
import { afterAll, describe, expect, it } from "vitest";
import { newContext, signIn } from "./lib/browser";
import { browser, closeBrowser, urls } from "./lib/sharedBrowser";
import {
  acceptInterestOnPage,
  createCouple,
  expectInterestState,
  expectNewInterests,
  sendInterestFromMemberPage,
} from "./lib/interests";

const SHOTS = new URL("./screenshots/", import.meta.url).pathname;
afterAll(closeBrowser);

describe("interests", () => {
  it("A sends an interest, B sees it live and accepts, A sees the acceptance live", { retry: 1 }, async () => {
    const { web } = urls();
    const { groom, bride } = await createCouple(urls());
    const b = await browser();
    const groomPage = await (await newContext(b, "phone")).newPage();
    const bridePage = await (await newContext(b, "phone")).newPage();
    await signIn(groomPage, web, groom.email, groom.password);
    await signIn(bridePage, web, bride.email, bride.password);
    await expectNewInterests(bridePage, 0);

    await sendInterestFromMemberPage(groomPage, web, bride.profileId, {
      template: /Our family liked your profile/,
      note: "We are in Guntur, call 98490 12345.",
    });
    expect(await groomPage.getByText(/You can withdraw it until/).count()).toBe(1);
    await groomPage.screenshot({ path: `${SHOTS}interests-member-page-sent-phone.png` });

    // B, still on /home, gets the count without reloading.
    await expectNewInterests(bridePage, 1);
    await bridePage.screenshot({ path: `${SHOTS}interests-navbar-count-phone.png` });
    await bridePage
      .getByRole("link", { name: /^Interests, 1 new interest$/ })
      .filter({ visible: true })
      .first()
      .click();
    await bridePage.waitForURL(`${web}/interests`);
    const card = bridePage
      .locator(".mantine-Card-root")
      .filter({ has: bridePage.getByRole("heading", { name: groom.fullName }) });
    await card.waitFor();
    // The "New" badge stays while B is on the page, though opening Received marked it seen.
    await card.getByText("New", { exact: true }).waitFor({ timeout: 10_000 });
    expect(await card.getByText("We are in Guntur, call •••.").count()).toBe(1);
    expect(await card.getByText(/98490/).count()).toBe(0);
    await expectNewInterests(bridePage, 0);
    await bridePage.screenshot({ path: `${SHOTS}interests-received-phone.png`, fullPage: true });

    await acceptInterestOnPage(bridePage, groom.fullName);
    // A's open page of B follows live.
    await expectInterestState(groomPage, "acceptedByThem");
    expect(await groomPage.getByText("Accepted you").count()).toBe(1);
    await groomPage.screenshot({ path: `${SHOTS}interests-accepted-you-phone.png` });

    await bridePage.getByRole("tab", { name: "Accepted" }).click();
    await bridePage
      .locator(".mantine-Card-root")
      .filter({ hasText: groom.fullName })
      .getByText("You accepted")
      .waitFor();
    await bridePage.screenshot({ path: `${SHOTS}interests-accepted-tab-phone.png`, fullPage: true });
  });
});
