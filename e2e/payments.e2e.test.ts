/**
 * Premium through Razorpay in the browser, against the local stack and its Razorpay simulator:
 * the Checkout handler path, dismissal, failure, and the webhook alone when the tab closes before the
 * handler runs. Each path must make the member Premium exactly once, with one paid row.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { api } from "../convex/_generated/api";
import { clientAs } from "./lib/api";
import { newContext, signIn, type ViewportName } from "./lib/browser";
import { browser, closeBrowser, urls } from "./lib/sharedBrowser";
import { createMember, type FreshMember } from "./lib/members";

const SHOTS = new URL("./screenshots/", import.meta.url).pathname;

afterAll(closeBrowser);

async function memberPage(member: FreshMember, viewport: ViewportName = "phone"): Promise<Page> {
  const context = await newContext(await browser(), viewport);
  const page = await context.newPage();
  await signIn(page, urls().web, member.email, member.password);
  return page;
}

async function openCheckout(page: Page): Promise<void> {
  await page.goto(`${urls().web}/payment1`);
  await page.getByRole("button", { name: "Upgrade to Premium" }).click();
  await page.locator('[data-rzp-sim="pay"]').waitFor({ timeout: 15_000 });
}

async function paidRows(member: FreshMember) {
  const client = await clientAs(urls(), member.email, member.password);
  const history = await client.query(api.payments.history, {});
  return history.filter((p) => p.status === "paid");
}

describe("Premium payments in the browser", () => {
  it("a free member upgrades through Checkout: Premium, the success dialog and the history row at once, then a contact reveal", async () => {
    const member = await createMember(urls(), { tag: "payer" });
    const page = await memberPage(member);
    await openCheckout(page);
    await expect.poll(() => page.locator('[data-rzp-sim="pay"]').innerText(), { timeout: 15_000 }).toMatch(/1,178\.82/);
    await page.locator('[data-rzp-sim="pay"]').click();

    const dialog = page.getByRole("dialog", { name: "Payment successful" });
    await dialog.waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${SHOTS}journey-payment-success-phone.png` });
    await dialog.getByRole("button", { name: "Close" }).or(page.locator(".mantine-Modal-close")).first().click();
    await expect.poll(() => page.getByText(/^Premium until/).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByRole("button", { name: "View Details" }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole("button", { name: "View Details" }).click();
    await expect
      .poll(() => page.getByRole("dialog", { name: "Payment details" }).innerText(), { timeout: 15_000 })
      .toMatch(/1,178\.82[\s\S]*pay_/);

    const rows = await paidRows(member);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.amountPaise).toBe(117882);

    // Contact details are now open to them: a match's page, the countdown, then the number.
    await page.clock.install();
    const client = await clientAs(urls(), member.email, member.password);
    const matches = await client.query(api.matches.list, { paginationOpts: { numItems: 1, cursor: null } });
    const match = matches.page[0];
    expect(match, "the seeded world has a match for the new member").toBeDefined();
    await page.goto(`${urls().web}/user/${match?._id ?? ""}`);
    await page.getByRole("button", { name: "Show Contact Details" }).click();
    await expect.poll(() => page.getByText(/\d+s remaining/).count(), { timeout: 15_000 }).toBe(1);
    await page.clock.fastForward(61_000);
    await expect.poll(() => page.locator("main").innerText(), { timeout: 15_000 }).toMatch(/\+91/);
    await page.context().close();
  });

  it("Close shows the dismissal message; Fail shows the failure and a retry; nothing is granted", async () => {
    const member = await createMember(urls(), { tag: "closer" });
    const page = await memberPage(member, "desktop");
    await openCheckout(page);
    await page.locator('[data-rzp-sim="close"]').click();
    await expect
      .poll(() => page.getByText("Payment process was dismissed. Please try again.").count(), { timeout: 15_000 })
      .toBeGreaterThan(0);

    await page.getByRole("button", { name: "Upgrade to Premium" }).click();
    await page.locator('[data-rzp-sim="fail"]').click();
    await expect
      .poll(() => page.getByRole("alert").filter({ hasText: "Payment failed" }).count(), { timeout: 15_000 })
      .toBe(1);
    await page.locator('[data-rzp-sim="close"]').click();
    await expect.poll(() => page.getByRole("button", { name: "Try again" }).count(), { timeout: 15_000 }).toBe(1);
    await page.screenshot({ path: `${SHOTS}journey-payment-failed-desktop.png` });
    expect(await paidRows(member)).toHaveLength(0);
    expect(await page.getByText(/Premium until/).count()).toBe(0);
    await page.context().close();
  });

  it("a member who pays and closes the tab before the handler runs still becomes Premium, once, through the webhook", async () => {
    const member = await createMember(urls(), { tag: "tabcloser" });
    const page = await memberPage(member);
    const context = page.context();
    await openCheckout(page);
    // The payment goes through at the simulator, but the page dies before Checkout's handler can run.
    let paid!: () => void;
    const paymentTaken = new Promise<void>((resolve) => (paid = resolve));
    await page.route("**/sim/pay", async (route) => {
      const response = await route.fetch();
      expect(response.ok()).toBe(true);
      paid();
      await page.close();
    });
    await page.locator('[data-rzp-sim="pay"]').click();
    await paymentTaken;

    const later = await context.newPage();
    await later.goto(`${urls().web}/payment1`);
    await expect.poll(() => later.getByText(/^Premium until/).count(), { timeout: 20_000 }).toBe(1);
    expect(await paidRows(member)).toHaveLength(1);
    await later.screenshot({ path: `${SHOTS}journey-payment-webhook-phone.png`, fullPage: true });
    await context.close();
  });
});
