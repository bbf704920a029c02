/**
 * Tax invoices and refunds in the browser, against the local stack and its Razorpay simulator: a member
 * pays, downloads the invoice from Payment History; an admin refunds the payment (Razorpay's Refunds API
 * on the simulator, settled by its webhook); the member sees Premium end and the credit note, in English
 * and in Telugu, at phone size.
 */
import { readFile } from "node:fs/promises";
import { afterAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { api } from "../convex/_generated/api";
import { clientAs } from "./lib/api";
import { newContext, signIn } from "./lib/browser";
import { browser, closeBrowser, urls } from "./lib/fixtures";
import { signInAnyLanguage, useLanguage } from "./lib/language";
import { createMember, type FreshMember } from "./lib/members";

const ADMIN = "admin@matrimony.local";

afterAll(closeBrowser);

async function memberPage(member: FreshMember, language: "en" | "te"): Promise<Page> {
  const context = await newContext(await browser(), "phone");
  const page = await context.newPage();
  if (language === "en") {
    await signIn(page, urls().web, member.email, member.password);
    return page;
  }
  // The member's saved language follows them to a new device, so it is set too, not only the device's.
  const client = await clientAs(urls(), member.email, member.password);
  await client.mutation(api.members.setPreferredLanguage, { language });
  await useLanguage(context, language);
  await signInAnyLanguage(page, urls().web, member.email, member.password);
  return page;
}

async function downloadPdf(page: Page, button: string): Promise<{ name: string; head: string }> {
  const [download] = await Promise.all([page.waitForEvent("download", { timeout: 15_000 }), page.getByRole("button", { name: button }).first().click()]);
  const path = await download.path();
  const bytes = await readFile(path);
  return { name: download.suggestedFilename(), head: bytes.subarray(0, 5).toString("latin1") };
}

describe("tax invoices and refunds", () => {
  it("a member downloads the invoice; an admin refunds the payment; the member sees Premium end and the credit note", async () => {
    const member = await createMember(urls(), { tag: "invoice" });
    const page = await memberPage(member, "en");
    await page.goto(`${urls().web}/payment1`);
    await page.getByRole("button", { name: "Upgrade to Premium" }).click();
    await page.locator('[data-rzp-sim="pay"]').waitFor({ timeout: 15_000 });
    await page.locator('[data-rzp-sim="pay"]').click();
    const dialog = page.getByRole("dialog", { name: "Payment successful" });
    await dialog.waitFor({ timeout: 15_000 });
    await page.keyboard.press("Escape");

    await page.getByText(/^Tax invoice INV\/\d\d-\d\d\/\d{6}$/).waitFor({ timeout: 15_000 });
    const invoice = await downloadPdf(page, "Download PDF");
    expect(invoice.name).toMatch(/^INV-\d\d-\d\d-\d{6}\.pdf$/);
    expect(invoice.head).toBe("%PDF-");

    // The admin refunds it in full: proposal and approval, Razorpay's refund, its webhook.
    const asMember = await clientAs(urls(), member.email, member.password);
    const [doc] = await asMember.query(api.invoices.mine, {});
    if (doc === undefined) throw new Error("no invoice");
    const admin = await clientAs(urls(), ADMIN);
    const refundId = await admin.mutation(api.admin.refunds.propose, { paymentId: doc.paymentId, amountPaise: 117882, reason: "Charged twice (journey)" });
    expect(["processing", "processed"]).toContain(await admin.action(api.admin.refunds.approve, { refundId }));
    await expect
      .poll(async () => (await admin.query(api.admin.refunds.forPayment, { paymentId: doc.paymentId })).refunds[0]?.status, { timeout: 20_000 })
      .toBe("processed");

    await page.reload();
    await page.getByText(/^Credit note CN\/\d\d-\d\d\/\d{6} · Refunded ₹1,178\.82$/).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByText(/Premium until/).count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => page.getByRole("button", { name: "Upgrade to Premium" }).count(), { timeout: 15_000 }).toBe(1);
    const note = await downloadPdf(page, "Download PDF");
    expect(note.head).toBe("%PDF-");
    await page.context().close();

    // The same history in Telugu.
    const te = await memberPage(member, "te");
    await te.goto(`${urls().web}/payment1`);
    await te.getByText(/^క్రెడిట్ నోట్ CN\//).waitFor({ timeout: 15_000 });
    await te.getByText(/^పన్ను ఇన్‌వాయిస్ INV\//).waitFor({ timeout: 15_000 });
    expect(await te.getByRole("button", { name: "PDF డౌన్‌లోడ్ చేయండి" }).count()).toBe(2);
    await te.context().close();
  });
});
