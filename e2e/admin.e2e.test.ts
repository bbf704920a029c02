/**
 * The staff console (admin/) in Chromium against the local stack: live approval seen from the member's
 * open home, a support call (lookup by a phone number typed three ways, then an offline payment that
 * makes the member Premium), what support may not do (hidden in the console, refused by the server),
 * and an account deletion after which the member cannot sign in. Each journey registers its own member.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { api } from "../convex/_generated/api";
import { canSignIn, clientAs, latestMailLink } from "./lib/api";
import { newContext, signIn, signInConsole, type ViewportName } from "./lib/browser";
import { browser, closeBrowser, urls } from "./lib/sharedBrowser";
import { createMember, uniqueEmail, uniqueMobile, uniqueName } from "./lib/members";
import { recordNavigations } from "./lib/navigations";

const SHOTS = new URL("./screenshots/", import.meta.url).pathname;
const ADMIN = "admin@matrimony.local";
const SUPPORT = "support@matrimony.local";

afterAll(closeBrowser);

/** A console page signed in as `email`. */
async function consolePage(email: string, viewport: ViewportName = "desktop"): Promise<Page> {
  const page = await (await newContext(await browser(), viewport)).newPage();
  await signInConsole(page, urls().admin, email);
  return page;
}

/** The approval queue, newest first, so a member registered by this journey is on the first page. */
const NEWEST_PENDING = "/#/approvals?sort=createdAt&order=DESC&page=1&perPage=25&filter=%7B%7D";

describe("the console's front door", () => {
  it.each(["phone", "desktop"] as const)(
    "signed out, the console root shows the sign-in form at once (%s)",
    async (viewport) => {
      const page = await (await newContext(await browser(), viewport)).newPage();
      const navigations = await recordNavigations(page);
      const started = Date.now();
      await page.goto(`${urls().admin}/`);
      await page.getByRole("button", { name: /sign in/i }).waitFor({ timeout: 30_000 });
      const elapsed = Date.now() - started;
      // A loop would go on after the form first shows: count once things have had time to settle.
      await page.waitForTimeout(500);
      const entries = await navigations.entries();
      const count = entries.length;
      console.log(
        `console front door (${viewport}): sign-in form after ${String(elapsed)} ms, ${String(count)} navigations` +
          (count < 10 ? ` (${entries.join(", ")})` : ""),
      );
      expect(page.url()).toMatch(/#\/login$/);
      expect(elapsed).toBeLessThan(2_000);
      expect(count).toBeLessThan(5);
      await page.context().close();
    },
  );
});

describe("staff console", () => {
  it("an admin approves a pending member while the member's home is open: it switches without a reload", async () => {
    const fullName = uniqueName("Approvee");
    const member = await createMember(urls(), { tag: "approvee", approve: false, form: { fullName } });

    const home = await (await newContext(await browser(), "phone")).newPage();
    await signIn(home, urls().web, member.email, member.password);
    await home.getByText("Your account is under verification").first().waitFor({ timeout: 20_000 });
    let reloads = 0;
    home.on("framenavigated", (frame) => {
      if (frame === home.mainFrame()) reloads += 1;
    });

    const admin = await consolePage(ADMIN);
    await admin.goto(`${urls().admin}${NEWEST_PENDING}`);
    const approve = admin.getByRole("button", { name: `Approve ${fullName}` });
    await approve.waitFor({ timeout: 20_000 });
    await admin.screenshot({ path: `${SHOTS}admin-approvals-desktop.png` });

    const clicked = Date.now();
    await approve.click();
    await home.getByText("Your account is under verification").first().waitFor({ state: "detached", timeout: 20_000 });
    const delay = Date.now() - clicked;
    console.log(`member's home left the verification notice ${String(delay)} ms after Approve was clicked`);
    expect(reloads).toBe(0);
    await home.screenshot({ path: `${SHOTS}admin-approved-member-home-phone.png` });

    // The queue is live too: the member leaves it without a refresh.
    await expect.poll(() => approve.count(), { timeout: 15_000 }).toBe(0);
    const client = await clientAs(urls(), member.email, member.password);
    expect((await client.query(api.members.me, {}))?.profile.status).toBe("approved");
    await home.context().close();
    await admin.context().close();
  });

  it("the approval queue fits a 1280 px screen beside the menu, parents and contact included", async () => {
    const fullName = uniqueName("Venkata Satyanarayana");
    await createMember(urls(), {
      tag: "long.details.of.a.pending.member",
      approve: false,
      form: {
        fullName,
        mobileNumber: uniqueMobile(),
        fatherName: "Venkata Subrahmanyeswara Rao",
        motherName: "Annapurna Lakshmi Devi",
        nativePlaceDistrict: "Dr. B.R. Ambedkar Konaseema",
        presentResidence: "Visakhapatnam",
        education: "M.Tech (Computer Science)",
        profession: "Civil Services (IAS / IPS)",
      },
    });
    const admin = await consolePage(ADMIN, "desktop");
    await admin.goto(`${urls().admin}${NEWEST_PENDING}`);
    await admin.getByRole("button", { name: `Approve ${fullName}` }).waitFor({ timeout: 20_000 });
    const wrapper = admin.locator(".RaDatagrid-tableWrapper");
    const { scrollWidth, clientWidth } = await wrapper.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    console.log(`approval table at 1280 px: ${String(scrollWidth)} px of content in ${String(clientWidth)} px`);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    // The last column, with the member's parents and contact, is on screen.
    const header = await admin.getByRole("columnheader", { name: /contact/i }).boundingBox();
    expect(header).not.toBeNull();
    expect((header?.x ?? Infinity) + (header?.width ?? 0)).toBeLessThanOrEqual(1280);
    await expect
      .poll(() => admin.getByText("Venkata Subrahmanyeswara Rao / Annapurna Lakshmi Devi").first().isVisible())
      .toBe(true);
    await admin.screenshot({ path: `${SHOTS}admin-approvals-1280.png` });
    await admin.context().close();
  });

  it("a new registration appears in the open queue by itself; an admin rejects one with a reason and approves two at once", async () => {
    const admin = await consolePage(ADMIN);
    await admin.goto(`${urls().admin}${NEWEST_PENDING}`);
    await admin
      .getByRole("button", { name: /^Approve / })
      .first()
      .waitFor({ timeout: 20_000 });
    let reloads = 0;
    admin.on("framenavigated", (frame) => {
      if (frame === admin.mainFrame()) reloads += 1;
    });

    const names = ["Anvesh", "Bhavya", "Chandra"].map(uniqueName);
    const members = [];
    for (const fullName of names)
      members.push(await createMember(urls(), { tag: "queued", approve: false, form: { fullName } }));
    for (const fullName of names)
      await admin.getByRole("button", { name: `Approve ${fullName}` }).waitFor({ timeout: 15_000 });
    expect(reloads, "the queue took the new registrations without a reload").toBe(0);

    const [rejectName, ...bulkNames] = names as [string, string, string];
    await admin.getByRole("button", { name: `Reject ${rejectName}` }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByRole("button", { name: "Reject" }).click();
    await dialog.getByText("Please give a reason; the member will see it.").waitFor();
    await dialog.getByLabel(/reason/i).fill("The photos do not show the member.");
    await dialog.getByRole("button", { name: "Reject" }).click();
    await admin.getByRole("button", { name: `Approve ${rejectName}` }).waitFor({ state: "detached", timeout: 15_000 });

    for (const fullName of bulkNames)
      await admin
        .getByRole("row", { name: new RegExp(fullName) })
        .getByRole("checkbox")
        .check();
    await admin.getByRole("button", { name: "Approve selected" }).click();
    await admin.getByText("2 approved.").waitFor({ timeout: 15_000 });
    for (const fullName of bulkNames)
      await admin.getByRole("button", { name: `Approve ${fullName}` }).waitFor({ state: "detached", timeout: 15_000 });

    const asAdmin = await clientAs(urls(), ADMIN);
    const statuses = [];
    for (const m of members) statuses.push((await asAdmin.query(api.admin.members.get, { id: m.profileId }))?.status);
    expect(statuses).toEqual(["rejected", "approved", "approved"]);

    // The audit log names each decision by the member's code.
    const code = (await asAdmin.query(api.admin.members.get, { id: members[0]!.profileId }))?.profileCode ?? "";
    await admin.goto(`${urls().admin}/#/audit?filter=${encodeURIComponent(JSON.stringify({ target: code }))}`);
    await admin.getByRole("cell", { name: "member.reject" }).waitFor({ timeout: 15_000 });
    await admin.getByRole("cell", { name: ADMIN }).first().waitFor();
    await admin.context().close();
  });

  it("an admin edits a member, suspends and reinstates them, and adds a support agent who can then use the console", async () => {
    const fullName = uniqueName("Edited");
    const member = await createMember(urls(), { tag: "edited", form: { fullName } });
    const asMember = await clientAs(urls(), member.email, member.password);
    const admin = await consolePage(ADMIN);

    await admin.goto(`${urls().admin}/#/members/${member.profileId}`);
    await admin.getByRole("tab", { name: "Family" }).click();
    const residence = admin.getByLabel("Present residence");
    await residence.fill("");
    await admin.getByRole("button", { name: "Save" }).click();
    await admin.getByText("Required").first().waitFor();
    await residence.fill("Visakhapatnam");
    await admin.getByRole("button", { name: "Save" }).click();
    await admin.waitForURL(/\/show$/, { timeout: 15_000 });
    await expect
      .poll(async () => (await asMember.query(api.members.me, {}))?.profile.presentResidence, { timeout: 15_000 })
      .toBe("Visakhapatnam");

    await admin.getByRole("button", { name: "Suspend" }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel(/reason/i).fill("Asked for money from other members.");
    await dialog.getByRole("button", { name: "Suspend" }).click();
    await admin.getByRole("button", { name: "Reinstate" }).waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => (await asMember.query(api.members.me, {}))?.profile.status, { timeout: 15_000 })
      .toBe("suspended");
    await admin.getByRole("button", { name: "Reinstate" }).click();
    await admin
      .getByRole("dialog")
      .getByRole("button", { name: /confirm/i })
      .click();
    await admin.getByRole("button", { name: "Suspend" }).waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => (await asMember.query(api.members.me, {}))?.profile.status, { timeout: 15_000 })
      .toBe("approved");

    // A new agent: their own login first (as anyone signs up), confirmed from the mailbox; then the admin adds
    // that email as support, which mails an invitation, and the role starts when the agent opens it signed in.
    const agent = uniqueEmail("agent");
    const signUp = await fetch(`${urls().issuer}/sign-up`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: urls().admin },
      body: JSON.stringify({ email: agent, password: "demo1234" }),
    });
    expect(signUp.ok).toBe(true);
    expect((await fetch(await latestMailLink(urls(), agent))).ok).toBe(true);
    await admin.goto(`${urls().admin}/#/staff/create`);
    await admin.getByLabel(/email/i).fill(agent);
    await admin.getByRole("button", { name: "Save" }).click();
    let invitation = "";
    await expect
      .poll(async () => (invitation = await latestMailLink(urls(), agent)), { timeout: 15_000 })
      .toContain("?invitation=");
    const agentPage = await (await newContext(await browser(), "phone")).newPage();
    await agentPage.goto(`${invitation}#/login`);
    await agentPage.locator('input[name="username"]').fill(agent);
    await agentPage.locator('input[name="password"]').fill("demo1234");
    await agentPage.getByRole("button", { name: /sign in/i }).click();
    await agentPage.waitForURL(/#\/lookup/, { timeout: 20_000 });
    expect(new URL(agentPage.url()).search).toBe("");
    await admin.context().close();
    await agentPage.context().close();
  });

  it("support finds a member by a phone number typed three ways and records an offline payment that makes them Premium", async () => {
    const fullName = uniqueName("Caller");
    const mobile = uniqueMobile();
    const member = await createMember(urls(), { tag: "caller", form: { fullName, mobileNumber: mobile } });

    // Support agents may take calls on a phone: the console's lookup is their landing screen.
    const support = await consolePage(SUPPORT, "phone");
    await support.waitForURL(/#\/lookup/, { timeout: 20_000 });
    const box = support.getByLabel(/phone, profile code, email or name/i);
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    const card = support.getByRole("article", { name: new RegExp(fullName) });
    for (const typed of [
      mobile,
      `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
      `0${mobile.slice(0, 5)}-${mobile.slice(5)}`,
    ]) {
      await box.fill(typed);
      await support.getByText("found by phone number").waitFor({ timeout: 15_000 });
      await card.waitFor({ timeout: 15_000 });
      expect(await card.count(), `one card for ${typed}`).toBe(1);
    }
    await support.screenshot({ path: `${SHOTS}admin-lookup-card-phone.png`, fullPage: true });

    const note = `Paid by UPI at the office ${String(Date.now())}`;
    await card.getByLabel("Call note").fill(note);
    await card.getByRole("button", { name: "Save note" }).click();
    await card.getByRole("paragraph").filter({ hasText: note }).waitFor({ timeout: 15_000 });
    // On a phone the "Call note saved." toast covers the card's last button; a tap elsewhere dismisses it, as a
    // person would (a headless page never has the focus that lets the toast hide by itself).
    await support.getByText("found by phone number").click();
    await support
      .getByRole("alert")
      .filter({ hasText: "Call note saved." })
      .waitFor({ state: "hidden", timeout: 15_000 });

    await card.getByRole("button", { name: /record offline payment/i }).click();
    const dialog = support.getByRole("dialog");
    await dialog.getByLabel(/amount/i).fill("1178.82");
    await dialog.getByLabel(/reference/i).fill(`UPI-${String(Date.now())}`);
    await dialog.getByRole("button", { name: /record offline payment/i }).click();
    await card.getByText(/Premium until/).waitFor({ timeout: 15_000 });
    await support.screenshot({ path: `${SHOTS}admin-lookup-premium-phone.png`, fullPage: true });

    const client = await clientAs(urls(), member.email, member.password);
    const me = await client.query(api.members.me, {});
    expect(me?.membership.plan).toBe("Premium");
    const days = ((me?.membership.premiumUntil ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(363);
    expect(days).toBeLessThan(366);
    await support.context().close();
  });

  it("support sees no approve or delete, and the server refuses them when called directly", async () => {
    const fullName = uniqueName("Waiting");
    const member = await createMember(urls(), { tag: "waiting", approve: false, form: { fullName } });
    const support = await consolePage(SUPPORT);

    await support.goto(`${urls().admin}${NEWEST_PENDING}`);
    await support.getByText(fullName).first().waitFor({ timeout: 20_000 });
    expect(await support.getByRole("button", { name: /approve|reject/i }).count()).toBe(0);
    expect(await support.getByRole("menuitem", { name: /staff|audit/i }).count()).toBe(0);

    await support.goto(`${urls().admin}/#/members/${member.profileId}/show`);
    await support.getByRole("heading", { name: fullName, exact: true }).waitFor({ timeout: 20_000 });
    expect(await support.getByRole("button", { name: /record offline payment/i }).count()).toBe(1);
    expect(await support.getByRole("button", { name: /delete|suspend|approve/i }).count()).toBe(0);
    expect(await support.getByRole("link", { name: /^edit$/i }).count()).toBe(0);
    await support.screenshot({ path: `${SHOTS}admin-support-member-desktop.png`, fullPage: true });

    const asSupport = await clientAs(urls(), SUPPORT);
    const forbidden = { data: { code: "forbidden" } };
    await expect(asSupport.mutation(api.admin.approvals.approve, { id: member.profileId })).rejects.toMatchObject(
      forbidden,
    );
    await expect(
      asSupport.mutation(api.admin.approvals.reject, { id: member.profileId, reason: "No" }),
    ).rejects.toMatchObject(forbidden);
    await expect(
      asSupport.mutation(api.admin.members.suspend, { id: member.profileId, reason: "No" }),
    ).rejects.toMatchObject(forbidden);
    await expect(
      asSupport.mutation(api.admin.members.remove, { id: member.profileId, confirm: "TM" }),
    ).rejects.toMatchObject(forbidden);
    await expect(
      asSupport.query(api.admin.staff.list, { paginationOpts: { numItems: 10, cursor: null } }),
    ).rejects.toMatchObject(forbidden);
    const asAdmin = await clientAs(urls(), ADMIN);
    expect((await asAdmin.query(api.admin.members.get, { id: member.profileId }))?.status).toBe("pending");
    await support.context().close();
  });

  it("an admin deletes an account; that member can no longer sign in", async () => {
    const fullName = uniqueName("Leaving");
    const member = await createMember(urls(), { tag: "leaving", form: { fullName } });
    expect(await canSignIn(urls(), member.email, member.password)).toBe(true);
    const asAdmin = await clientAs(urls(), ADMIN);
    const code = (await asAdmin.query(api.admin.members.get, { id: member.profileId }))?.profileCode ?? "";

    const admin = await consolePage(ADMIN);
    await admin.goto(`${urls().admin}/#/members/${member.profileId}/show`);
    await admin.getByRole("button", { name: /delete account/i }).click();
    const dialog = admin.getByRole("dialog");
    const confirm = dialog.getByRole("button", { name: /delete account/i });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/type the profile code/i).fill(code.toLowerCase());
    await admin.screenshot({ path: `${SHOTS}admin-delete-dialog-desktop.png` });
    await confirm.click();
    await admin.waitForURL(/#\/members$/, { timeout: 15_000 });

    expect(await asAdmin.query(api.admin.members.get, { id: member.profileId })).toBeNull();
    // The login goes in a scheduled action right after the data.
    await expect
      .poll(() => canSignIn(urls(), member.email, member.password), { timeout: 20_000, interval: 500 })
      .toBe(false);
    await admin.context().close();
  });
});
