/**
 * Conversations in Chromium at phone size against the local stack, two members in two browsers: once an
 * interest is accepted, "Message" opens the thread; messages arrive live both ways with the navbar's count;
 * a number typed in Telugu digits stays masked for the reader until both share contact details; a money
 * request reaches the reader with the warning; a block ends the open thread on the other phone live. The
 * same thread in Telugu, and screenshots of the list and the thread at phone and desktop size in both
 * languages (e2e/screenshots/conversations-*); a report from a message (which blocks, and ends it); and the
 * console's safety queue: the money request and the report reach it, the excerpt opens on a click.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { api } from "../convex/_generated/api";
import { clientAs } from "./lib/api";
import { newContext, signIn, signInConsole, type ViewportName } from "./lib/browser";
import { browser, closeBrowser, urls } from "./lib/sharedBrowser";
import { createCouple, type Couple } from "./lib/interests";
import { englishLeft, horizontalOverflow, signInAnyLanguage, useLanguage } from "./lib/language";

const SHOTS = new URL("./screenshots/", import.meta.url).pathname;
afterAll(closeBrowser);

const MASK_EN = "•••• shared when you both agree";
const MASK_TE = "•••• మీరిద్దరూ అంగీకరించాక చూపిస్తాం";

/** A couple whose interest is accepted (by API: the interests journey covers doing it on the page). */
async function acceptedCouple(tag: string): Promise<Couple> {
  const couple = await createCouple(urls(), tag);
  const groomApi = await clientAs(urls(), couple.groom.email, couple.groom.password);
  const brideApi = await clientAs(urls(), couple.bride.email, couple.bride.password);
  const interestId = await groomApi.mutation(api.interests.send, {
    profileId: couple.bride.profileId,
    template: "liked",
  });
  await brideApi.mutation(api.interests.accept, { interestId, reply: "happy" });
  return couple;
}

async function memberPage(
  viewport: ViewportName,
  language: "en" | "te",
  email: string,
  password: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(await browser(), viewport);
  await useLanguage(context, language);
  const page = await context.newPage();
  if (language === "te") await signInAnyLanguage(page, urls().web, email, password);
  else await signIn(page, urls().web, email, password);
  return { context, page };
}

/** The messages of the open thread, as text, oldest first. */
const messages = (page: Page) => page.getByTestId("message");

async function send(page: Page, text: string, button = "Send"): Promise<void> {
  const box = page.getByRole("textbox", { name: /Your message|మీ సందేశం/ });
  await box.fill(text);
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect.poll(() => box.inputValue()).toBe("");
}

/** Waits until the thread's last message contains `text`. */
async function lastMessageHas(page: Page, text: string, timeout = 15_000): Promise<void> {
  await expect.poll(async () => (await messages(page).last().textContent()) ?? "", { timeout }).toContain(text);
}

/** The unread count on the navbar (on the phone bar's menu button, or the desktop row's More). */
async function unreadOnNavbar(page: Page): Promise<number> {
  const count = await page.getByTestId("messages-count").filter({ visible: true }).first().getAttribute("data-count");
  return Number(count ?? "0");
}

describe("conversations", () => {
  it("accept → Message → live both ways; Telugu digits masked until both share; money warning; block ends the thread live", {
    retry: 1,
    timeout: 180_000,
  }, async () => {
    const { web } = urls();
    const { groom, bride } = await acceptedCouple("convo");
    const him = await memberPage("phone", "en", groom.email, groom.password);
    const her = await memberPage("phone", "en", bride.email, bride.password);
    try {
      // He opens the conversation from the Accepted tab.
      await him.page.goto(`${web}/interests?tab=accepted`);
      await him.page.getByRole("button", { name: `Message ${bride.fullName}` }).click();
      await him.page.waitForURL(/\/messages\/[^/]+$/, { timeout: 15_000 });
      const threadPath = new URL(him.page.url()).pathname;
      await him.page.getByText(/Say hello/).waitFor();
      await him.page.screenshot({ path: `${SHOTS}conversations-thread-empty-phone.png` });

      // She waits on /home; his message puts a count on her navbar, live.
      expect(await unreadOnNavbar(her.page)).toBe(0);
      await send(him.page, "Namaste! Our family liked your profile.");
      await lastMessageHas(him.page, "Namaste!");
      await expect.poll(() => unreadOnNavbar(her.page), { timeout: 15_000 }).toBe(1);
      // Her app got it: his tick turns to "delivered" (or "seen" once she reads).
      await expect
        .poll(async () => await messages(him.page).last().locator("[data-status]").getAttribute("data-status"), {
          timeout: 15_000,
        })
        .not.toBe("sent");
      await her.page.screenshot({ path: `${SHOTS}conversations-navbar-count-phone.png` });
      expect(await her.page.locator('header button[aria-controls="member-menu"]').getAttribute("aria-label")).toBe(
        "Open menu, Messages, 1 unread",
      );

      // She opens the list, then the thread: the count clears.
      // Messages are in the phone menu, the count on its button.
      await her.page.locator('header button[aria-controls="member-menu"]').click();
      await her.page.getByRole("link", { name: "Messages, 1 unread" }).click();
      await her.page.waitForURL(`${web}/messages`);
      const row = her.page.getByTestId("conversation-row").first();
      await expect.poll(async () => (await row.textContent()) ?? "").toContain("Namaste!");
      await her.page.screenshot({ path: `${SHOTS}conversations-list-phone.png` });
      await row.click();
      await her.page.waitForURL(`${web}${threadPath}`);
      await lastMessageHas(her.page, "Namaste!");
      await expect.poll(() => unreadOnNavbar(her.page), { timeout: 15_000 }).toBe(0);

      // She answers in Telugu with a number in Telugu digits: he sees the mark, never the digits.
      await send(her.page, "నమస్కారం! మా నాన్నగారి నంబర్ ౯౮౪౯౦ ౧౨౩౪౫");
      await lastMessageHas(her.page, "౯౮౪౯౦");
      await lastMessageHas(him.page, MASK_EN);
      expect(await messages(him.page).last().textContent()).not.toMatch(/[౦-౯0-9]{3}/);
      await him.page.screenshot({ path: `${SHOTS}conversations-masked-phone.png` });

      // Both share: the number shows to him.
      await him.page.getByRole("button", { name: `Share my contact details with ${bride.fullName}` }).click();
      await him.page.getByRole("dialog").getByRole("button", { name: "Share", exact: true }).click();
      await him.page
        .getByTestId("share-state")
        .and(him.page.locator('[data-state="waiting"]'))
        .waitFor({ timeout: 15_000 });
      await her.page
        .getByTestId("share-state")
        .and(her.page.locator('[data-state="theirs"]'))
        .waitFor({ timeout: 15_000 });
      expect(await messages(him.page).last().textContent()).toContain(MASK_EN);
      await her.page.getByRole("button", { name: `Share my contact details with ${groom.fullName}` }).click();
      await her.page.getByRole("dialog").getByRole("button", { name: "Share", exact: true }).click();
      await lastMessageHas(him.page, "౯౮౪౯౦ ౧౨౩౪౫");
      await him.page.getByTestId("share-state").and(him.page.locator('[data-state="shared"]')).waitFor();

      // A money request reaches her with the warning.
      await send(
        him.page,
        "My uncle in customs is holding a gift for you. Please send 25000 rupees for the customs fees.",
      );
      await lastMessageHas(her.page, "customs fees");
      await messages(her.page).last().getByTestId("money-warning").waitFor({ timeout: 15_000 });
      expect(await messages(her.page).last().getByTestId("money-warning").textContent()).toBe(
        "Never send money to someone you met here. Report this conversation if you are asked.",
      );
      expect(await messages(him.page).last().getByTestId("money-warning").count()).toBe(0);
      await her.page.screenshot({ path: `${SHOTS}conversations-money-warning-phone.png` });
      expect(await horizontalOverflow(her.page)).toBeLessThanOrEqual(0);

      // She blocks him (from his page, as members do): his open thread ends live, the composer goes.
      expect(await him.page.getByRole("textbox", { name: "Your message" }).count()).toBe(1);
      await (await clientAs(urls(), bride.email, bride.password)).mutation(api.safety.block, {
        profileId: groom.profileId,
      });
      await him.page.getByTestId("conversation-ended").waitFor({ timeout: 15_000 });
      expect(await him.page.getByTestId("conversation-ended").textContent()).toBe("This conversation has ended");
      expect(await him.page.getByRole("textbox", { name: "Your message" }).count()).toBe(0);
      await him.page.screenshot({ path: `${SHOTS}conversations-ended-phone.png` });
    } finally {
      await him.context.close();
      await her.context.close();
    }
  });

  it("the same thread in Telugu, and the list and thread at phone and desktop size in both languages", {
    retry: 1,
    timeout: 180_000,
  }, async () => {
    const { web } = urls();
    const { groom, bride } = await acceptedCouple("convo-te");
    const groomApi = await clientAs(urls(), groom.email, groom.password);
    const conversationId = await groomApi.mutation(api.conversations.start, { profileId: bride.profileId });
    await groomApi.mutation(api.conversations.send, { conversationId, text: "నమస్కారం అండీ, మీ ప్రొఫైల్ చూశాం." });
    await groomApi.mutation(api.conversations.send, { conversationId, text: "మా నంబర్ 98490 12345, ఫోన్ చేయండి." });
    await groomApi.mutation(api.conversations.send, {
      conversationId,
      text: "Please send 50000 rupees for my visa, I will return it.",
    });

    const brideApi = await clientAs(urls(), bride.email, bride.password);
    for (const viewport of ["phone", "desktop"] as const) {
      for (const language of ["te", "en"] as const) {
        // The language saved on her profile follows her to every device (features/language/ProfileLanguage.tsx).
        await brideApi.mutation(api.members.setPreferredLanguage, { language });
        const her = await memberPage(viewport, language, bride.email, bride.password);
        try {
          await her.page.goto(`${web}/messages`);
          await her.page.getByTestId("conversation-row").first().waitFor({ timeout: 15_000 });
          await her.page.screenshot({ path: `${SHOTS}conversations-list-${language}-${viewport}.png` });
          await her.page.goto(`${web}/messages/${conversationId}`);
          const money = messages(her.page).filter({ hasText: "50000" });
          await money.waitFor({ timeout: 15_000 });
          await expect
            .poll(async () => (await messages(her.page).nth(1).textContent()) ?? "")
            .toContain(language === "te" ? MASK_TE : MASK_EN);
          expect(await messages(her.page).nth(1).textContent()).not.toContain("98490");
          await money.getByTestId("money-warning").waitFor({ timeout: 15_000 });
          await her.page.screenshot({ path: `${SHOTS}conversations-thread-${language}-${viewport}.png` });
          expect(await horizontalOverflow(her.page), `${language} ${viewport}`).toBeLessThanOrEqual(0);
          if (viewport === "desktop" && language === "en") {
            // She reports the money request from the message. Every report also blocks (as from a member
            // page), so the conversation ends; the server attaches the excerpt for the safety team.
            await money.getByRole("button", { name: "Report this message" }).click();
            const report = her.page.getByRole("dialog", { name: `Report a message from ${groom.fullName}` });
            expect(await report.textContent()).toContain("Reporting also blocks");
            await report.getByRole("radio", { name: "Asked for money" }).check();
            await report.getByRole("textbox").fill("He asks for money for a visa.");
            await report.getByRole("button", { name: "Send report" }).click();
            await her.page
              .getByText(/^Thank you. Our safety team will look at this conversation./)
              .waitFor({ timeout: 15_000 });
            await her.page.getByTestId("conversation-ended").waitFor({ timeout: 15_000 });
          }
          if (language === "te") {
            // Nothing left in English but the members' own words.
            expect(await englishLeft(her.page, [groom.fullName, bride.fullName])).toEqual([]);
            await send(her.page, "నమస్కారం, మా అమ్మగారితో మాట్లాడండి.", "పంపండి");
            await lastMessageHas(her.page, "అమ్మగారితో");
          }
        } finally {
          await her.context.close();
        }
      }
    }
  });

  it("a money request and a reported message reach the console's safety queue, the excerpt opened on a click", {
    retry: 1,
    timeout: 180_000,
  }, async () => {
    const couple = await acceptedCouple("convo-console");
    const groomApi = await clientAs(urls(), couple.groom.email, couple.groom.password);
    const brideApi = await clientAs(urls(), couple.bride.email, couple.bride.password);
    const conversationId = await groomApi.mutation(api.conversations.start, { profileId: couple.bride.profileId });
    const money = "Please send 50000 rupees for my visa fee, I will return it next week.";
    await groomApi.mutation(api.conversations.send, { conversationId, text: "Namaste, glad you accepted." });
    await groomApi.mutation(api.conversations.send, { conversationId, text: money });
    const page = await brideApi.query(api.conversations.messages, {
      conversationId,
      paginationOpts: { numItems: 10, cursor: null },
    });
    const flagged = page.page.find((m) => m.moneyWarning);
    expect(flagged, "the reader gets the money warning").toBeDefined();
    await brideApi.mutation(api.conversations.report, {
      messageId: flagged?.messageId ?? "",
      reason: "asked_for_money",
    });

    const context = await newContext(await browser(), "desktop");
    const admin = await context.newPage();
    await signInConsole(admin, urls().admin, "admin@matrimony.local");
    await admin.goto(`${urls().admin}/#/safety`);
    // Both entries name the groom: the flag the server raised and the bride's report.
    for (const kind of ["Money request", "Reported message"]) {
      const row = admin.getByRole("row").filter({ hasText: couple.groom.fullName }).filter({ hasText: kind });
      await expect.poll(() => row.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    }
    await admin
      .getByRole("row")
      .filter({ hasText: couple.groom.fullName })
      .filter({ hasText: "Reported message" })
      .first()
      .click();
    await admin.getByRole("button", { name: "Open the excerpt (audited)" }).click();
    await admin.getByText(money).first().waitFor({ timeout: 15_000 });
    await admin.screenshot({ path: `${SHOTS}conversations-console-excerpt-desktop.png` });
    await context.close();
  });
});
