/**
 * Parents and relatives in Chromium at phone size against the local stack: a father registers
 * his daughter's profile ("Profile created by: Parent", himself as the contact person), the profile waits
 * for her consent and staff cannot approve it, the code sent to her own mobile arrives in the local SMS
 * outbox, is typed on the pending page, and staff can then approve: the page switches to home by itself.
 */
import { afterAll, describe, expect, it } from "vitest";
import { ConvexError } from "convex/values";
import { en } from "@matrimony/shared/messages";
import { api } from "../convex/_generated/api";
import { clientAs } from "./lib/api";
import { newContext, signIn } from "./lib/browser";
import { browser, closeBrowser, urls } from "./lib/sharedBrowser";
import { uniqueEmail } from "./lib/members";
import { registerMember } from "./lib/wizard";

const SHOTS = new URL("./screenshots/", import.meta.url).pathname;
afterAll(closeBrowser);

/** The bride's own mobile: not the profile's contact number, which is her father's. */
const BRIDE_MOBILE = "+919848012377";

/** The newest consent SMS to `to` in the local SMS outbox, and the 6-digit code in it. */
async function consentCodeSentTo(to: string, after: number): Promise<string> {
  let text = "";
  await expect
    .poll(
      async () => {
        const res = await fetch(`${urls().backend}/sms-outbox.json?to=${encodeURIComponent(to)}`);
        const { messages } = (await res.json()) as { messages: { template: string; text: string; sentAt: number }[] };
        text =
          messages
            .filter((m) => m.template === "consentCode" && m.sentAt >= after)
            .sort((a, b) => b.sentAt - a.sentAt)[0]?.text ?? "";
        return text;
      },
      { timeout: 20_000 },
    )
    .toMatch(/\d{6}/);
  return /\d{6}/.exec(text)?.[0] ?? "";
}

describe("consent of the bride when a parent made her profile", () => {
  it("a father registers his daughter, her code arrives in the SMS outbox, she confirms, and staff can then approve", {
    retry: 1,
  }, async () => {
    const email = uniqueEmail("parent");
    const context = await newContext(await browser(), "phone");
    const page = await context.newPage();
    await registerMember(
      page,
      {
        "register.profileCreatedBy": "Parent",
        "login.email": email,
        "register.fullName": "Sravani Rao",
        "register.mobile": "9848012345",
        "register.height": `5'4"`,
        "register.dateOfBirth": "10/01/1998",
        "register.gender": "Female",
        "register.fatherName": "Venkata Rao",
        "register.motherName": "Padma",
        "register.presentResidence": "Vijayawada",
        "register.contactPersonName": "Venkata Rao",
        "register.contactPersonRelation": "Father",
        "register.district": "Krishna",
        "register.education": "M.Sc",
        "register.profession": "Teacher",
        "register.professionSector": "Government",
      },
      async (step) => {
        if (step === 1) await page.screenshot({ path: `${SHOTS}consent-register-created-by-phone.png` });
      },
    );

    await signIn(page, urls().web, email, "journey123");
    const waiting = page.getByRole("heading", { name: en["consent.waitingBride"] });
    await waiting.waitFor({ timeout: 20_000 });
    await page.screenshot({ path: `${SHOTS}consent-pending-phone.png`, fullPage: true });

    // Stored as registered: made by a parent, the father as contact person, consent pending.
    const admin = await clientAs(urls(), "admin@matrimony.local");
    const member = await clientAs(urls(), email, "journey123");
    const me = await member.query(api.members.me, {});
    expect(me?.profile.profileCreatedBy).toBe("Parent");
    expect(me?.contacts.contactPerson).toEqual({ name: "Venkata Rao", relation: "Father" });
    const id = me?.profile._id ?? ("" as never);

    // Staff cannot approve yet: the server refuses.
    const refused = await admin.mutation(api.admin.approvals.approve, { id }).then(
      () => null,
      (e: unknown) => (e instanceof ConvexError ? (e.data as { message: string }).message : String(e)),
    );
    expect(refused).toBe(en["consent.pendingApproval"]);
    const record = await admin.query(api.admin.members.get, { id });
    expect(record?.consent.state).toBe("pending");

    // The bride's own number; the code goes to the local SMS outbox.
    const sentAfter = Date.now();
    await page.getByLabel(en["consent.mobileLabel"].replace("{name}", "Sravani Rao")).fill("98480 12377");
    await page.getByRole("button", { name: en["consent.sendCode"] }).click();
    const code = await consentCodeSentTo(BRIDE_MOBILE, sentAfter);
    await page.getByText(en["consent.codeSent"].replace("{last4}", "2377")).waitFor({ timeout: 15_000 });
    await page.getByLabel(en["consent.codeLabel"]).fill(code);
    await page.screenshot({ path: `${SHOTS}consent-code-phone.png`, fullPage: true });
    await page.getByRole("button", { name: en["consent.confirm"] }).click();
    await page.getByTestId("consent-given").waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId("consent-given").textContent()).toContain("2377");

    const given = await admin.query(api.admin.members.get, { id });
    expect(given?.consent).toMatchObject({ state: "given", mobileLast4: "2377" });
    expect(given?.consent.noticeVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Now staff approve, and the pending page switches to home by itself.
    await admin.mutation(api.admin.approvals.approve, { id });
    await waiting.waitFor({ state: "detached", timeout: 15_000 });
    await page.getByText(en["home.underVerification"]).waitFor({ state: "detached", timeout: 15_000 });
    await context.close();
  });
});
