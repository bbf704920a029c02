/**
 * Block and report in Chromium at phone size against the local stack: B blocks A from A's page
 * and A can no longer find B anywhere (member page, matches, recently viewed, shortlist); a report reaches
 * the console's open queue live and an admin suspends the reported member from it, and the reporter sees
 * the report reviewed.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { api } from "../convex/_generated/api";
import { clientAs } from "./lib/api";
import { newContext, signIn, signInConsole } from "./lib/browser";
import { browser, closeBrowser, urls } from "./lib/sharedBrowser";
import { createMember, type FreshMember } from "./lib/members";

const SHOTS = new URL("./screenshots/", import.meta.url).pathname;
afterAll(closeBrowser);

type Named = FreshMember & { fullName: string };

/** Two approved members who match each other, with names unique to this run. */
async function pair(tag: string): Promise<{ groom: Named; bride: Named }> {
  const suffix = Date.now().toString(36).slice(-5).toUpperCase();
  const groomName = `Kiran ${suffix}`;
  const brideName = `Padma ${suffix}`;
  const groom = await createMember(urls(), { tag: `${tag}.groom`, form: { gender: "Male", fullName: groomName } });
  const bride = await createMember(urls(), { tag: `${tag}.bride`, form: { gender: "Female", fullName: brideName } });
  return { groom: { ...groom, fullName: groomName }, bride: { ...bride, fullName: brideName } };
}

async function memberPage(email: string, password: string): Promise<Page> {
  const page = await (await newContext(await browser(), "phone")).newPage();
  await signIn(page, urls().web, email, password);
  return page;
}

/** Opens a member page and waits for the member's name in its heading. */
async function openMember(page: Page, profileId: string, name: string): Promise<void> {
  await page.goto(`${urls().web}/user/${profileId}`);
  await page.getByRole("heading", { name }).first().waitFor({ timeout: 20_000 });
}

describe("block and report", () => {
  it("B blocks A, and A can no longer find B anywhere", { retry: 1 }, async () => {
    const { web } = urls();
    const { groom: a, bride: b } = await pair("block");
    const pageA = await memberPage(a.email, a.password);
    const pageB = await memberPage(b.email, b.password);

    // Before: A opens B's page (recently viewed) and shortlists her.
    await openMember(pageA, b.profileId, b.fullName);
    await pageA.getByRole("button", { name: "Shortlist", exact: true }).click();
    await pageA.getByRole("button", { name: "Shortlisted", exact: true }).waitFor();
    await pageA.goto(`${web}/shortlist`);
    await pageA.getByRole("heading", { name: b.fullName }).waitFor();

    // B blocks A from A's page.
    await openMember(pageB, a.profileId, a.fullName);
    await pageB.getByRole("button", { name: "Block", exact: true }).click();
    const dialog = pageB.getByRole("dialog");
    await dialog.getByText(/Neither of you will see the other/).waitFor();
    await pageB.screenshot({ path: `${SHOTS}safety-block-confirm-phone.png` });
    await dialog.getByRole("button", { name: "Block", exact: true }).click();
    // B's open page of A turns "not available" live.
    await pageB.getByText("Profile not available").waitFor({ timeout: 20_000 });

    // A's shortlist follows live: B's card is gone, a line says the profile is not available.
    await pageA.getByText("Profile no longer available").waitFor({ timeout: 20_000 });
    expect(await pageA.getByRole("heading", { name: b.fullName }).count()).toBe(0);
    await pageA.screenshot({ path: `${SHOTS}safety-shortlist-after-block-phone.png`, fullPage: true });

    // B's page: not available, with no data.
    await pageA.goto(`${web}/user/${b.profileId}`);
    await pageA.getByText("Profile not available").waitFor({ timeout: 20_000 });
    expect(await pageA.getByText(b.fullName).count()).toBe(0);
    await pageA.screenshot({ path: `${SHOTS}safety-blocked-member-page-phone.png` });

    // Recently viewed and matches: B is not there.
    await pageA.goto(`${web}/recently-viewed`);
    await pageA.getByRole("heading", { level: 1 }).waitFor();
    await pageA.waitForLoadState("networkidle").catch(() => undefined);
    await pageA
      .getByRole("status")
      .waitFor({ state: "detached", timeout: 20_000 })
      .catch(() => undefined);
    expect(await pageA.getByText(b.fullName).count()).toBe(0);
    await pageA.goto(`${web}/home`);
    await pageA.locator(".mantine-Card-root").first().waitFor({ timeout: 20_000 });
    expect(await pageA.getByText(b.fullName).count()).toBe(0);

    // The server agrees on every path, in both directions (not only what the screens show).
    const asA = await clientAs(urls(), a.email, a.password);
    expect(await asA.query(api.members.get, { profileId: b.profileId })).toBeNull();
    const matches = await asA.query(api.matches.list, { paginationOpts: { numItems: 50, cursor: null } });
    expect(matches.page.some((c) => c._id === b.profileId)).toBe(false);
    expect((await asA.query(api.views.recent, {})).some((c) => c._id === b.profileId)).toBe(false);
    await expect(asA.mutation(api.views.record, { profileId: b.profileId })).rejects.toThrow(/could not find/);

    // B lists the block and can undo it.
    await pageB.goto(`${web}/shortlist?tab=blocked`);
    await pageB.getByText(new RegExp(a.fullName)).waitFor();
    await pageB.screenshot({ path: `${SHOTS}safety-blocked-tab-phone.png`, fullPage: true });
  });

  it("a report reaches the console queue live, and an admin suspends the reported member", { retry: 1 }, async () => {
    const { web, admin: consoleUrl } = urls();
    const { groom: reported, bride: reporter } = await pair("report");
    const admin = await (await newContext(await browser(), "desktop")).newPage();
    await signInConsole(admin, consoleUrl, "admin@matrimony.local");
    await admin.goto(`${consoleUrl}/#/reports`);
    await admin
      .getByRole("heading", { name: "Reports queue" })
      .first()
      .waitFor({ timeout: 20_000 })
      .catch(() => undefined);

    const page = await memberPage(reporter.email, reporter.password);
    await openMember(page, reported.profileId, reported.fullName);
    await page.getByRole("button", { name: "Report", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("radio", { name: "Asked for money" }).check();
    await dialog.getByLabel("Details (optional)").fill("Asked for Rs 50,000 for a visa before meeting.");
    await page.screenshot({ path: `${SHOTS}safety-report-form-phone.png` });
    await dialog.getByRole("button", { name: "Send report" }).click();
    await page.getByText("Thank you. Your report was sent and this member is blocked for you.").waitFor();
    await page.getByText("Profile not available").waitFor({ timeout: 20_000 });

    // The admin's open queue shows it without a reload.
    const row = admin.getByRole("row").filter({ hasText: reported.fullName });
    await row.waitFor({ timeout: 30_000 });
    expect(await row.getByText("Asked for money").count()).toBe(1);
    await admin.screenshot({ path: `${SHOTS}safety-console-queue-desktop.png`, fullPage: true });
    await row.click();
    await admin.getByText("Asked for Rs 50,000 for a visa before meeting.").waitFor({ timeout: 20_000 });
    await admin.screenshot({ path: `${SHOTS}safety-console-report-desktop.png`, fullPage: true });
    await admin.getByRole("button", { name: "Suspend", exact: true }).click();
    const reason = admin.getByRole("dialog");
    await reason.getByRole("textbox").fill("Asked members for money.");
    await reason.getByRole("button", { name: "Suspend", exact: true }).click();

    const asReported = await clientAs(urls(), reported.email, reported.password);
    await expect
      .poll(async () => (await asReported.query(api.members.me, {}))?.profile.status, { timeout: 20_000 })
      .toBe("suspended");
    await admin.getByText(/Reviewed by admin@matrimony.local/).waitFor({ timeout: 20_000 });

    // The reporter sees it reviewed, in general terms.
    await page.goto(`${web}/shortlist?tab=reports`);
    await page.getByText(/Reviewed by our team on/).waitFor({ timeout: 20_000 });
    await page.screenshot({ path: `${SHOTS}safety-my-reports-phone.png`, fullPage: true });
  });
});
