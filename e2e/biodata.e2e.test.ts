/**
 * The marriage biodata (docs/biodata.md) in Chromium at phone size against the local stack: a member makes a
 * Telugu biodata, saves it as PDF (one A4 page, Telugu drawn in the Telugu face, its text layer maps back to
 * the Telugu words with their conjuncts and vowel signs), shares a link, the link opens signed out in
 * another browser context without the member's number, the member revokes it, and the link is gone.
 */
import { inflateSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { newContext, signIn } from "./lib/browser";
import { browser, closeBrowser, urls } from "./lib/sharedBrowser";
import { createMember } from "./lib/members";

const SHOTS = new URL("./screenshots/", import.meta.url).pathname;
afterAll(closeBrowser);

/** Telugu with conjuncts (ళ్లి, శ్రీ, త్స) and vowel signs (ె, ి, ా, ీ), as the PDF must carry it. */
const TITLE = "పెళ్లి బయోడేటా";
const GOTRAM = "శ్రీవత్స";
const STAR = "రోహిణి";

/** UTF-16BE hex (as PDF strings and ToUnicode targets write text) to a string. */
function utf16(hex: string): string {
  let out = "";
  for (let i = 0; i + 4 <= hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return out;
}

/**
 * What a PDF's text layer says it draws: the targets of every ToUnicode map (one glyph to its characters)
 * and every ActualText span (Chromium's PDF writer puts a shaped cluster, such as a conjunct, there).
 */
function pdfText(pdf: Buffer): string {
  const text = pdf.toString("latin1");
  let out = "";
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    let body: string;
    try {
      body = inflateSync(pdf.subarray(start, text.indexOf("endstream", start))).toString("latin1");
    } catch {
      continue;
    }
    for (const [, hex = ""] of body.matchAll(/ActualText\s*<(?:FEFF)?([0-9A-Fa-f]+)>/g)) out += utf16(hex);
    for (const [, block = ""] of body.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
      for (const [, hex = ""] of block.matchAll(/<[0-9A-Fa-f]+>\s*<([0-9A-Fa-f]+)>/g)) out += utf16(hex);
    for (const [, block = ""] of body.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const [, lo = "", hi = "", dst = ""] of block.matchAll(
        /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
      )) {
        const first = parseInt(dst.slice(-4), 16);
        for (let i = 0; i <= parseInt(hi, 16) - parseInt(lo, 16); i++)
          out += utf16(dst.slice(0, -4)) + String.fromCharCode(first + i);
      }
    }
  }
  return out;
}

describe("marriage biodata", () => {
  it("a Telugu biodata prints to a one-page PDF with its Telugu, its link opens signed out, and a revoked link is gone", {
    retry: 1,
    timeout: 180_000,
  }, async () => {
    const stack = urls();
    const { web } = stack;
    const member = await createMember(stack, {
      tag: "biodata",
      form: { gender: "Female", fullName: "Lalitha Biodata", gotram: GOTRAM, nakshatram: "Rohini" },
    });
    const chromium = await browser();
    const owner = await (await newContext(chromium, "phone")).newPage();
    await signIn(owner, web, member.email, member.password);

    // The app in English, the biodata in Telugu.
    await owner.goto(`${web}/biodata`);
    await owner.getByRole("radio", { name: "తెలుగు" }).click({ force: true });
    const sheet = owner.getByTestId("biodata-sheet");
    await sheet.and(owner.locator('[lang="te"]')).waitFor();
    await sheet.getByText(TITLE).waitFor();
    expect(await sheet.textContent()).toContain(GOTRAM);
    expect(await sheet.textContent()).toContain(STAR);
    expect(await sheet.textContent()).not.toContain(member.mobileNumber.replace(/\D/g, "").slice(-10));
    await owner.screenshot({ path: `${SHOTS}biodata-te-phone.png`, fullPage: true });

    // Save as PDF, as the print window would: one A4 page with the Telugu face, and Telugu in its text layer.
    await owner.evaluate(() => document.fonts.ready);
    const pdf = await owner.pdf({ format: "A4", printBackground: true });
    const raw = pdf.toString("latin1");
    expect(raw.match(/\/Type\s*\/Page(?!s)/g) ?? []).toHaveLength(1);
    expect(raw).toMatch(/NotoSansTelugu/);
    const mapped = pdfText(pdf);
    for (const word of [TITLE, GOTRAM, STAR])
      for (const char of word.replace(/ /g, ""))
        expect(mapped, `the PDF's text layer lacks ${char} of ${word}`).toContain(char);
    // The print rendering: only the sheet is left, and it is the same Telugu as on screen.
    await owner.emulateMedia({ media: "print" });
    expect(await owner.getByRole("button", { name: "Make a link" }).isVisible()).toBe(false);
    expect(await sheet.getByText(TITLE).isVisible()).toBe(true);
    await sheet.screenshot({ path: `${SHOTS}biodata-te-print.png` });
    await owner.emulateMedia({ media: "screen" });

    // Share a link; WhatsApp gets a line and the link.
    await owner.getByRole("button", { name: "Make a link" }).click();
    const linkBox = owner.getByRole("textbox", { name: "Biodata link" });
    await linkBox.waitFor();
    const link = await linkBox.inputValue();
    expect(link).toMatch(new RegExp(`^${web}/biodata/[A-Za-z0-9_-]{43}$`));
    const whatsapp = await owner.getByRole("link", { name: "Send on WhatsApp" }).getAttribute("href");
    expect(decodeURIComponent(whatsapp ?? "")).toContain(link);

    // Someone else, signed out, in another browser context.
    const stranger = await (await newContext(chromium, "phone")).newPage();
    const response = await stranger.goto(link);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(await stranger.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    const shared = stranger.getByTestId("biodata-sheet");
    await shared.getByText(TITLE).waitFor();
    expect(await shared.textContent()).toContain(GOTRAM);
    expect(await shared.textContent()).not.toContain(member.mobileNumber.replace(/\D/g, "").slice(-10));
    expect(await stranger.textContent("body")).not.toContain(member.email);
    await stranger.screenshot({ path: `${SHOTS}biodata-shared-phone.png`, fullPage: true });

    // The owner sees the opening counted, revokes, and the link is gone.
    const row = owner.getByTestId("biodata-link").first();
    await row.getByText("1 view").waitFor();
    await row.getByRole("button", { name: "Revoke" }).click();
    await row.getByText("Revoked").waitFor();
    await stranger.reload();
    await stranger.getByText("This biodata link has ended: it expired or its owner withdrew it.").waitFor();
    expect(await stranger.getByTestId("biodata-sheet").count()).toBe(0);
  });
});
