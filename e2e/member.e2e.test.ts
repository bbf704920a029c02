/**
 * The member's main journeys in Chromium against the local stack: register through the wizard,
 * wait for verification, get approved by staff and watch home switch live, open a match, see it in
 * recently viewed; forgot password through the local mailbox; change password; delete the account.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { en } from "@matrimony/shared/messages";
import { api } from "../convex/_generated/api";
import { canSignIn, clientAs, latestMailLink } from "./lib/api";
import { newContext, signIn } from "./lib/browser";
import { browser, closeBrowser, urls } from "./lib/sharedBrowser";
import { createMember, uniqueEmail } from "./lib/members";
import { registerMember } from "./lib/wizard";

const SHOTS = new URL("./screenshots/", import.meta.url).pathname;
afterAll(closeBrowser);

/** Starts recording every path the app navigates to from now on (pushState and replaceState). */
async function recordPaths(page: Page): Promise<void> {
  await page.evaluate(() => {
    const paths: string[] = [];
    (window as unknown as { __paths: string[] }).__paths = paths;
    for (const method of ["pushState", "replaceState"] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        original(data, unused, url);
        paths.push(location.pathname);
      };
    }
  });
}

async function recordedPaths(page: Page): Promise<string[]> {
  return await page.evaluate(() => [...new Set((window as unknown as { __paths: string[] }).__paths)]);
}

describe("member journeys", () => {
  // One retry: a full four-step registration on a two-core machine that also runs the stack; each attempt
  // registers a new email, so a retry starts clean.
  it("registers through the wizard, waits for verification, is approved live, opens a match and finds it in recently viewed", {
    retry: 1,
  }, async () => {
    const email = uniqueEmail("wizard");
    const context = await newContext(await browser(), "phone");
    const page = await context.newPage();
    await registerMember(page, { "login.email": email });
    await expect.poll(() => page.getByText("Registration successful!").count(), { timeout: 10_000 }).toBeGreaterThan(0);

    await signIn(page, urls().web, email, "journey123");
    await expect
      .poll(() => page.getByText("Your account is under verification").count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}journey-verification-phone.png` });

    // Staff approve (the console's server function); home switches by itself, no reload.
    const admin = await clientAs(urls(), "admin@matrimony.local");
    const member = await clientAs(urls(), email, "journey123");
    const me = await member.query(api.members.me, {});
    const approvedAt = Date.now();
    await admin.mutation(api.admin.approvals.approve, { id: me?.profile._id ?? ("" as never) });
    await page.getByText("Your account is under verification").waitFor({ state: "detached", timeout: 10_000 });
    console.log(`home switched to matches ${Date.now() - approvedAt} ms after approval`);
    const firstCard = page.locator('a[href^="/user/"]').first();
    await firstCard.waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${SHOTS}journey-home-approved-phone.png` });

    const href = await firstCard.getAttribute("href");
    await firstCard.click();
    await page.waitForURL(`${urls().web}${href ?? ""}`);
    await expect
      .poll(() => page.getByText("Contact details are available for paid members only.").count(), { timeout: 15_000 })
      .toBe(1);

    await page.goto(`${urls().web}/recently-viewed`);
    await expect.poll(() => page.locator(`a[href="${href ?? ""}"]`).count(), { timeout: 15_000 }).toBe(1);
    await context.close();
  });

  it("opens a member page from far down the matches at its top, and Back returns to the same place in the list", async () => {
    // A community of its own (caste and religion no seeded member has), so the list is exactly these brides.
    const form = { caste: "Madiga", religion: "Converted Christian" };
    const brides = [];
    for (let i = 0; i < 6; i++)
      brides.push(
        await createMember(urls(), {
          tag: "bride",
          form: { ...form, gender: "Female", mobileNumber: `98480 1${String(i).padStart(4, "0")}` },
        }),
      );
    const groom = await createMember(urls(), { tag: "groom", form: { ...form, mobileNumber: "98480 29999" } });
    const context = await newContext(await browser(), "phone");
    const page = await context.newPage();
    await signIn(page, urls().web, groom.email, groom.password);
    await page.goto(`${urls().web}/home`);
    const cards = page.locator('a[href^="/user/"]');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(brides.length);

    const last = cards.nth(brides.length - 1);
    await last.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300); // the position is saved on scroll, debounced
    const listY = await page.evaluate(() => window.scrollY);
    expect(listY).toBeGreaterThan(800);
    const href = await last.getAttribute("href");
    await last.click();
    await page.waitForURL(`${urls().web}${href ?? ""}`);
    await expect
      .poll(() => page.getByText("Contact details are available for paid members only.").count(), { timeout: 15_000 })
      .toBe(1);
    expect(await page.evaluate(() => window.scrollY), "the member page opens at its top").toBe(0);
    await expect
      .poll(() =>
        page
          .getByRole("heading", { level: 1 })
          .boundingBox()
          .then((box) => box?.y ?? -1),
      )
      .toBeLessThan(740);

    await page.goBack();
    await page.waitForURL(`${urls().web}/home`);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBeGreaterThan(listY - 30);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - listY)).toBeLessThanOrEqual(30);
    await context.close();
  });

  it("forgot password: the spec's failure text when the identity cannot be reached, the neutral answer for an unknown address", async () => {
    const context = await newContext(await browser(), "phone");
    const page = await context.newPage();
    await page.goto(`${urls().web}/forgotpassword`);
    await page.locator("html[data-interactive]").waitFor({ state: "attached" });
    await page.getByLabel("Email").fill("nobody.here@journey.test");
    await page.getByRole("button", { name: en["forgotPassword.submit"], exact: true }).click();
    await expect
      .poll(() => page.getByText("Password reset email sent!").count(), { timeout: 15_000 })
      .toBeGreaterThan(0);

    await page.goto(`${urls().web}/forgotpassword`);

    await page.locator("html[data-interactive]").waitFor({ state: "attached" });
    await page.route("**/forgot-password", (route) => route.abort("connectionrefused"));
    await page.getByLabel("Email").fill("ravi@matrimony.local");
    await page.getByRole("button", { name: en["forgotPassword.submit"], exact: true }).click();
    await expect
      .poll(() => page.getByText("Error sending reset email. Please check your email.").count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await page.getByText("Password reset email sent!").count()).toBe(0);
    await context.close();
  });

  it("resets a forgotten password through the local mailbox, changes it in settings, then deletes the account", {
    retry: 1,
  }, async () => {
    const member = await createMember(urls(), { tag: "forgetful" });
    const context = await newContext(await browser(), "desktop");
    const page = await context.newPage();

    await page.goto(`${urls().web}/forgotpassword`);

    await page.locator("html[data-interactive]").waitFor({ state: "attached" });
    await page.getByLabel("Email").fill(member.email);
    await page.getByRole("button", { name: en["forgotPassword.submit"], exact: true }).click();
    await expect
      .poll(() => page.getByText("Password reset email sent!").count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    const link = await latestMailLink(urls(), member.email);
    await page.goto(link);
    await page.getByLabel(/^New password/).fill("fresh1234");
    await page.getByLabel(/^Confirm/).fill("fresh1234");
    await page.getByRole("button", { name: en["resetPassword.submit"], exact: true }).click();
    await expect.poll(() => canSignIn(urls(), member.email, "fresh1234"), { timeout: 15_000 }).toBe(true);
    expect(await canSignIn(urls(), member.email, member.password)).toBe(false);

    await signIn(page, urls().web, member.email, "fresh1234");
    await page.goto(`${urls().web}/settings`);
    await page.getByLabel(/^Current password/).fill("wrong-one");
    await page.getByLabel(/^New password/).fill("settled99");
    await page.getByLabel(/^Confirm/).fill("settled99");
    await page.getByRole("button", { name: en["settings.submit"], exact: true }).click();
    await expect
      .poll(() => page.getByText("Current password is incorrect.").count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.getByLabel(/^Current password/).fill("fresh1234");
    await page.getByRole("button", { name: en["settings.submit"], exact: true }).click();
    await expect
      .poll(() => page.getByText("Password updated successfully.").count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await canSignIn(urls(), member.email, "settled99")).toBe(true);

    await page.goto(`${urls().web}/delete-account`);
    await recordPaths(page);
    // Scrolled down to the button, as a member on a phone would be: the landing page must still open at its top.
    await page.getByRole("button", { name: "Delete My Account" }).scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Delete My Account" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.locator('input[type="password"]').fill("settled99");
    await dialog.getByRole("button", { name: "Yes" }).click();
    await expect
      .poll(() => page.getByText("Your account has been deleted successfully.").count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    // SPEC §4: the deletion ends on / (a client-side navigation, so the path is watched), through no other page.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe("/");
    await page.waitForTimeout(1000);
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await recordedPaths(page)).toEqual(["/"]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await canSignIn(urls(), member.email, "settled99")).toBe(false);
    await context.close();
  });
});
