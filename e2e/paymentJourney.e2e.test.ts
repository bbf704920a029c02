/**
 * The payments journey end to end (docs/payments.md), against the local stack and its Razorpay simulator:
 * at phone size a free member buys the 3-month plan with a coupon through Checkout and downloads the tax
 * invoice from Payment History; in the staff console on a desktop an admin opens that payment, proposes a
 * full refund with a reason, finds it in the refund queue above the payments list and approves it; the
 * simulator's webhook settles it; the member sees Premium end and the credit note, in English and Telugu.
 */
import { readFile } from "node:fs/promises";
import { inflateSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { api } from "../convex/_generated/api";
import { clientAs } from "./lib/api";
import { newContext, signIn, signInConsole } from "./lib/browser";
import { browser, closeBrowser, urls } from "./lib/sharedBrowser";
import { signInAnyLanguage, useLanguage } from "./lib/language";
import { createMember } from "./lib/members";

const SHOTS = new URL("./screenshots/", import.meta.url).pathname;
const ADMIN = "admin@matrimony.local";
const DAY_MS = 86_400_000;

afterAll(closeBrowser);

/**
 * The text a PDF drawn by pdf-lib shows: its content streams are deflated and each run of text is a string
 * shown with Tj (hex for the standard fonts), so the streams are inflated and those strings decoded.
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const bodies = [raw];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    try {
      bodies.push(inflateSync(pdf.subarray(start, raw.indexOf("endstream", start))).toString("latin1"));
    } catch {
      // Not a deflated stream (or the "endstream" keyword itself).
    }
  }
  const runs: string[] = [];
  for (const body of bodies) {
    for (const [, hex = ""] of body.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj/g))
      runs.push(Buffer.from(hex.replace(/\s/g, ""), "hex").toString("latin1"));
    for (const [, text = ""] of body.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) runs.push(text.replace(/\\(.)/g, "$1"));
  }
  return runs.join("\n");
}

/** Downloads the PDF behind one document line's button: its file name, and whether its bytes are a PDF and say what. */
async function downloadPdf(line: Locator): Promise<{ name: string; head: string; text: string }> {
  const page = line.page();
  const [download] = await Promise.all([
    page.waitForEvent("download", { timeout: 15_000 }),
    line.locator("xpath=..").getByRole("button", { name: "Download PDF" }).click(),
  ]);
  const bytes = await readFile(await download.path());
  return { name: download.suggestedFilename(), head: bytes.subarray(0, 5).toString("latin1"), text: pdfText(bytes) };
}

async function consolePage(email: string): Promise<Page> {
  const page = await (await newContext(await browser(), "desktop")).newPage();
  await signInConsole(page, urls().admin, email);
  return page;
}

describe("the payments journey", () => {
  it("a member buys the 3-month plan with a coupon and downloads the invoice; an admin refunds it in the console; the member sees Premium end and the credit note", {
    timeout: 240_000,
  }, async () => {
    // A fresh coupon for this run, made as an admin makes it in the console.
    const asAdmin = await clientAs(urls(), ADMIN);
    const code = `E2EJ${Date.now().toString(36).toUpperCase().slice(-6)}`;
    await asAdmin.mutation(api.admin.coupons.create, {
      code,
      kind: "percent",
      value: 20,
      validFrom: null,
      validUntil: null,
      maxUsesPerMember: 1,
      maxUsesTotal: 10,
      active: true,
    });

    // The member buys at phone size.
    const member = await createMember(urls(), { tag: "journey.pay" });
    const asMember = await clientAs(urls(), member.email, member.password);
    const page = await (await newContext(await browser(), "phone")).newPage();
    await signIn(page, urls().web, member.email, member.password);
    await page.goto(`${urls().web}/payment1`);
    await page.getByRole("radio", { name: /^Premium 3 months/ }).check();
    await page.getByRole("textbox", { name: "Coupon code" }).fill(code.toLowerCase());
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await expect.poll(() => page.getByText(/Coupon .* applied/).count(), { timeout: 15_000 }).toBe(1);
    // 449 − 20% = 359.20; + 18% GST = 423.86.
    await expect.poll(() => page.getByTestId("amount-payable").innerText(), { timeout: 15_000 }).toMatch(/423\.86/);

    const before = Date.now();
    await page.getByRole("button", { name: "Upgrade to Premium" }).click();
    const pay = page.locator('[data-rzp-sim="pay"]');
    await pay.waitFor({ timeout: 15_000 });
    await expect.poll(() => pay.innerText(), { timeout: 15_000 }).toMatch(/423\.86/);
    await pay.click();
    await page.getByRole("dialog", { name: "Payment successful" }).waitFor({ timeout: 15_000 });
    await page.keyboard.press("Escape");

    const until = (await asMember.query(api.members.me, {}))?.membership.premiumUntil ?? 0;
    expect(until).toBeGreaterThanOrEqual(before + 90 * DAY_MS);
    expect(until).toBeLessThanOrEqual(Date.now() + 90 * DAY_MS);
    expect(
      (await asMember.query(api.payments.history, {})).filter((p) => p.status === "paid").map((p) => p.amountPaise),
    ).toEqual([42_386]);
    const badge = page.getByText(/^Premium until /);
    await expect.poll(() => badge.count(), { timeout: 15_000 }).toBe(1);
    const day = new Date(until).toLocaleDateString("en-IN", { day: "numeric", timeZone: "Asia/Kolkata" });
    await expect.poll(() => badge.innerText(), { timeout: 15_000 }).toContain(day);

    // The invoice, from Payment History: a real PDF naming its number and the amount charged.
    const invoiceLine = page.getByText(/^Tax invoice INV\/\d\d-\d\d\/\d{6}$/);
    await invoiceLine.waitFor({ timeout: 15_000 });
    const invoiceNumber = (await invoiceLine.innerText()).replace("Tax invoice ", "");
    await page.screenshot({ path: `${SHOTS}journey-pay-invoice-phone.png`, fullPage: true });
    const invoice = await downloadPdf(invoiceLine);
    expect(invoice.name).toBe(`${invoiceNumber.replace(/\//g, "-")}.pdf`);
    expect(invoice.head).toBe("%PDF-");
    expect(invoice.text).toContain(`Invoice number: ${invoiceNumber}`);
    expect(invoice.text).toContain("INR 423.86");

    // The admin, at a desk: the member's payment, a full refund proposed with a reason.
    const admin = await consolePage(ADMIN);
    await admin.goto(
      `${urls().admin}/#/payments?filter=${encodeURIComponent(JSON.stringify({ profileId: member.profileId }))}`,
    );
    await admin.locator(".RaDatagrid-table").getByRole("cell", { name: "₹423.86" }).click();
    await admin.waitForURL(/#\/payments\/[^/]+\/show$/, { timeout: 15_000 });
    const paymentUrl = admin.url();
    const panel = admin.getByTestId("payment-refunds");
    await panel.getByText(`Tax invoice ${invoiceNumber} · ₹423.86`, { exact: false }).waitFor({ timeout: 15_000 });
    const reason = `Charged twice, journey ${String(Date.now())}`;
    await panel.getByLabel("Amount to refund (₹)").fill("423.86");
    await panel.getByLabel("Reason").fill(reason);
    await panel.getByRole("button", { name: "Propose refund" }).click();
    await panel.getByText("Refund proposed. An admin must approve it.").waitFor({ timeout: 15_000 });

    // It waits in the queue above the payments list, which leads back to the payment.
    await admin.goto(`${urls().admin}/#/payments`);
    const queue = admin.getByRole("table", { name: "Refunds waiting for an admin" });
    const waiting = queue.getByRole("row", { name: new RegExp(reason) });
    await waiting.waitFor({ timeout: 15_000 });
    await admin.screenshot({ path: `${SHOTS}journey-pay-refund-queue-desktop.png` });
    await waiting.getByRole("link", { name: "Open payment" }).click();
    await admin.waitForURL(paymentUrl, { timeout: 15_000 });

    // Approved: Razorpay's refund on the simulator, settled by its webhook, seen live on the page.
    await panel.getByRole("button", { name: "Approve and refund" }).click();
    await panel.getByText(/^₹423\.86 · refunded · /).waitFor({ timeout: 30_000 });
    await panel.getByText(/^Credit note CN\/\d\d-\d\d\/\d{6} · ₹423\.86/).waitFor({ timeout: 15_000 });
    await admin.screenshot({ path: `${SHOTS}journey-pay-refunded-desktop.png`, fullPage: true });
    // Decided, the refund has left the queue.
    expect((await asAdmin.query(api.admin.refunds.waiting, {})).map((r) => r.reason)).not.toContain(reason);
    await admin.context().close();

    // The member: Premium ended, the credit note beside the invoice, and its PDF against that invoice.
    await page.reload();
    const noteLine = page.getByText(/^Credit note CN\/\d\d-\d\d\/\d{6} · Refunded ₹423\.86$/);
    await noteLine.waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByText(/Premium until/).count(), { timeout: 15_000 }).toBe(0);
    await expect
      .poll(() => page.getByRole("button", { name: "Upgrade to Premium" }).count(), { timeout: 15_000 })
      .toBe(1);
    const me = await asMember.query(api.members.me, {});
    expect(me?.membership.plan).toBe("Free");
    await page.screenshot({ path: `${SHOTS}journey-pay-credit-note-phone.png`, fullPage: true });
    const noteNumber = /CN\/\d\d-\d\d\/\d{6}/.exec(await noteLine.innerText())?.[0] ?? "";
    const note = await downloadPdf(noteLine);
    expect(note.head).toBe("%PDF-");
    expect(note.text).toContain(`Credit note number: ${noteNumber}`);
    expect(note.text).toContain(`Against invoice: ${invoiceNumber}`);
    await page.context().close();

    // The same history in Telugu, on the member's phone set to Telugu.
    await asMember.mutation(api.members.setPreferredLanguage, { language: "te" });
    const te = await (await newContext(await browser(), "phone")).newPage();
    await useLanguage(te.context(), "te");
    await signInAnyLanguage(te, urls().web, member.email, member.password);
    await te.goto(`${urls().web}/payment1`);
    await te.getByText(/^క్రెడిట్ నోట్ CN\//).waitFor({ timeout: 15_000 });
    await te.getByText(/^పన్ను ఇన్‌వాయిస్ INV\//).waitFor({ timeout: 15_000 });
    expect(await te.getByRole("button", { name: "PDF డౌన్‌లోడ్ చేయండి" }).count()).toBe(2);
    await te.context().close();
  });
});
