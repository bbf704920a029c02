/**
 * ID verification in Chromium at phone size against the local stack: a member chooses Aadhaar and
 * uploads a photo of it on "Verify my profile"; an admin finds it in the console's verification queue beside
 * the profile's name, date of birth and photos, and approves it; the member's own page shows the ID as
 * verified live, without a reload, and the file is gone from storage (its URL answers 404).
 */
import { afterAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { api } from "../convex/_generated/api";
import type { StackUrls } from "../local/src/stack";
import { clientAs } from "./lib/api";
import { newContext, signIn, signInConsole } from "./lib/browser";
import { browser, closeBrowser, urls } from "./lib/sharedBrowser";
import { createMember } from "./lib/members";

const SHOTS = new URL("./screenshots/", import.meta.url).pathname;
afterAll(closeBrowser);

/** A JPEG drawn in the page: a specimen card with the member's name (no real document, no number). */
async function specimenCard(page: Page, lines: string[], colour: string): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ lines, colour }) => {
      const canvas = document.createElement("canvas");
      canvas.width = 640;
      canvas.height = 400;
      const g = canvas.getContext("2d");
      if (g === null) throw new Error("no canvas");
      g.fillStyle = colour;
      g.fillRect(0, 0, 640, 400);
      g.fillStyle = "#1b2a41";
      g.font = "bold 30px sans-serif";
      lines.forEach((line, i) => g.fillText(line, 36, 70 + i * 60));
      return canvas.toDataURL("image/jpeg", 0.9).split(",")[1] ?? "";
    },
    { lines, colour },
  );
  return Buffer.from(base64, "base64");
}

/** A profile photo for the member, through the same functions the app uses. */
async function addProfilePhoto(stack: StackUrls, email: string, password: string, jpeg: Buffer): Promise<void> {
  const member = await clientAs(stack, email, password);
  const uploadUrl = await member.mutation(api.photos.generateUploadUrl, {});
  const res = await fetch(uploadUrl, {
    method: "POST",
    headers: { "Content-Type": "image/jpeg" },
    body: new Uint8Array(jpeg),
  });
  const { storageId } = (await res.json()) as { storageId: string };
  const added = await member.action(api.photos.add, { storageId: storageId as never });
  if (!added.ok) throw new Error(added.message);
}

describe("ID verification", () => {
  it("a member uploads an ID, an admin approves it in the queue, and the member sees it verified live", {
    retry: 1,
    timeout: 240_000,
  }, async () => {
    const stack = urls();
    const suffix = Date.now().toString(36).slice(-4).toUpperCase();
    const fullName = `Lakshmi ${suffix}`;
    const member = await createMember(stack, { tag: "verifyid", form: { gender: "Female", fullName } });

    const chromium = await browser();
    const memberPage = await (await newContext(chromium, "phone")).newPage();
    await signIn(memberPage, stack.web, member.email, member.password);
    await addProfilePhoto(
      stack,
      member.email,
      member.password,
      await specimenCard(memberPage, ["Profile photo", fullName], "#f6d7b0"),
    );

    // The member: Verify my profile, choose the document, upload a photo of it.
    await memberPage.goto(`${stack.web}/verification`);
    const idState = memberPage.getByTestId("id-verification-state");
    await idState.waitFor();
    expect(await idState.getAttribute("data-state")).toBe("none");
    await memberPage.getByText("Only our staff see this file.", { exact: false }).first().waitFor();
    await memberPage
      .getByRole("textbox", { name: "Document" })
      .or(memberPage.getByRole("combobox", { name: "Document" }))
      .first()
      .click();
    await memberPage.getByRole("option", { name: "Aadhaar card" }).click();
    await memberPage.locator('input[type=file][aria-label="Upload a photo of the document"]').setInputFiles({
      name: "aadhaar.jpg",
      mimeType: "image/jpeg",
      buffer: await specimenCard(memberPage, ["SPECIMEN - NOT A REAL ID", fullName], "#e8f0fe"),
    });
    await memberPage.waitForSelector('[data-testid="id-verification-state"][data-state="waiting"]', {
      timeout: 30_000,
    });
    await memberPage.screenshot({ path: `${SHOTS}verify-id-waiting-phone.png`, fullPage: true });

    // The admin: the queue shows the file beside the profile's name, date of birth and photos.
    const adminPage = await (await newContext(chromium, "phone")).newPage();
    await signInConsole(adminPage, stack.admin, "admin@matrimony.local");
    await adminPage.goto(`${stack.admin}/#/verifications`);
    const card = adminPage.getByRole("article", { name: new RegExp(`ID document: Aadhaar card, ${fullName}`) });
    await card.waitFor({ timeout: 30_000 });
    const fileUrl = await card
      .getByRole("img", { name: new RegExp(`Sent by the member: ID document, ${fullName}`) })
      .getAttribute("src");
    expect(fileUrl).toBeTruthy();
    // A signed link to the admin-only route, not a storage URL; it serves the file while it waits.
    expect(String(fileUrl)).toContain("/verification-files?");
    expect((await fetch(String(fileUrl))).status).toBe(200);
    expect(await card.getByRole("img", { name: new RegExp(`Profile photos: ${fullName}`) }).count()).toBe(1);
    await card.scrollIntoViewIfNeeded();
    await adminPage.screenshot({ path: `${SHOTS}verify-id-console-queue-phone.png`, fullPage: true });
    await card.getByRole("button", { name: new RegExp(`^Approve: ID document ${fullName}`) }).click();
    await adminPage.getByText("Verified: the badge is on the profile and the file is deleted.").waitFor();

    // The member's open page follows live.
    await memberPage.waitForSelector('[data-testid="id-verification-state"][data-state="approved"]', {
      timeout: 20_000,
    });
    await memberPage.screenshot({ path: `${SHOTS}verify-id-approved-phone.png`, fullPage: true });

    // The file is decided and gone: its link no longer answers.
    const gone = await fetch(String(fileUrl));
    expect(gone.status).toBe(403);
    // And the member never got it: their own state carries no URL.
    const own = await (await clientAs(stack, member.email, member.password)).query(api.idVerification.status, {});
    expect(own.id.state).toBe("approved");
    expect(JSON.stringify(own)).not.toContain(String(fileUrl));
  });
});
