/**
 * Notifications, at phone size against the local stack: an admin approves a pending member
 * while the member's app is open; the bell's count rises without a reload, the approval mail lands in the
 * local mailbox with its List-Unsubscribe headers, the list shows it and opening it marks it read, and the
 * mail's one-click unsubscribe link works without signing in.
 */
import { afterAll, describe, expect, it } from "vitest";
import { api } from "../convex/_generated/api";
import { clientAs } from "./lib/api";
import { newContext, signIn } from "./lib/browser";
import { browser, closeBrowser, urls } from "./lib/sharedBrowser";
import { createMember } from "./lib/members";

const SHOTS = new URL("./screenshots/", import.meta.url).pathname;

afterAll(closeBrowser);

interface StoredMail {
  to: string;
  subject: string;
  text: string;
  link?: string;
  headers?: Record<string, string>;
  sentAt: number;
}

async function mailsTo(to: string): Promise<StoredMail[]> {
  const res = await fetch(`${urls().backend}/mailbox.json?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { mails: StoredMail[] }).mails;
}

describe("notifications", () => {
  it("approval: the bell counts it live, a mail with a working one-click unsubscribe lands in the mailbox", async () => {
    const member = await createMember(urls(), { tag: "bell", approve: false });
    const page = await (await newContext(await browser(), "phone")).newPage();
    await signIn(page, urls().web, member.email, member.password);
    await page.getByText("Your account is under verification").first().waitFor({ timeout: 30_000 });
    // The phone bar's bell (the desktop bar's is in the page too, hidden at this size).
    const bell = page.locator('[data-testid="notification-count"]:visible');
    await bell.waitFor({ timeout: 20_000 });
    expect(await bell.getAttribute("data-count")).toBe("0");
    let reloads = 0;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) reloads += 1;
    });

    const admin = await clientAs(urls(), "admin@matrimony.local");
    const approvedAt = Date.now();
    await admin.mutation(api.admin.approvals.approve, { id: member.profileId });
    await expect.poll(() => bell.getAttribute("data-count"), { timeout: 20_000 }).toBe("1");
    console.log(`the bell counted the approval ${String(Date.now() - approvedAt)} ms after it`);
    expect(reloads).toBe(0);
    await page.screenshot({ path: `${SHOTS}notifications-bell-phone.png` });

    // The mail, in the mailbox, once, with the unsubscribe headers (RFC 2369 / RFC 8058).
    await expect
      .poll(async () => (await mailsTo(member.email)).filter((m) => m.subject === "Your profile is approved").length, {
        timeout: 30_000,
      })
      .toBe(1);
    const [mail] = (await mailsTo(member.email)).filter((m) => m.subject === "Your profile is approved");
    expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const unsubscribe = /^<(.+)>$/.exec(mail?.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "";
    expect(unsubscribe).toMatch(new RegExp(`^${urls().httpActions}/notifications/unsubscribe\\?`));
    expect(mail?.text).toContain(unsubscribe);

    // The list: open it from the bell; opening the notification marks it read and leads to the matches.
    await page.getByRole("link", { name: /Notifications, 1 unread/ }).click();
    await page.waitForURL(/\/notifications$/);
    const row = page.getByTestId("notification").first();
    await row.getByText("Your profile is approved").waitFor({ timeout: 20_000 });
    expect(await row.getAttribute("data-read")).toBe("false");
    await page.screenshot({ path: `${SHOTS}notifications-list-phone.png`, fullPage: true });
    await row.getByText("Your profile is approved").click();
    await page.waitForURL(/\/home$/);
    await expect.poll(() => bell.getAttribute("data-count"), { timeout: 20_000 }).toBe("0");

    // One click in the mail, signed out: a confirmation (GET changes nothing), then unsubscribed.
    const visitor = await (await newContext(await browser(), "phone")).newPage();
    await visitor.goto(unsubscribe);
    await visitor.getByText("Stop emails about: Approval of my profile?").waitFor();
    const client = await clientAs(urls(), member.email, member.password);
    expect((await client.query(api.notifications.preferences, {})).email.account).toBe(true);
    await visitor.getByRole("button", { name: "Unsubscribe" }).click();
    await visitor.getByText("You are unsubscribed").waitFor();
    await visitor.screenshot({ path: `${SHOTS}notifications-unsubscribed-phone.png` });
    expect((await client.query(api.notifications.preferences, {})).email).toMatchObject({
      account: false,
      interests: true,
    });

    // A mail app's one-click POST works the same; an altered link is refused.
    const oneClick = await fetch(unsubscribe, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    const altered = await fetch(unsubscribe.replace("t=account", "t=interests"), {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
    });
    expect(altered.status).toBe(400);
    expect((await client.query(api.notifications.preferences, {})).email.interests).toBe(true);
    await visitor.context().close();
    await page.context().close();
  });
});
