/**
 * WhatsApp notifications at phone size against the local stack, in English and in Telugu: a pending member
 * with a verified mobile reads the consent text (with their number's last digits) in Settings and agrees;
 * an admin approves the profile, and the approval lands in the local WhatsApp outbox (where Meta's Cloud
 * API would have delivered it) as the registered template in the member's language, with their profile
 * code and a link, and no name.
 */
import { afterAll, describe, expect, it } from "vitest";
import { notificationsCopy } from "@matrimony/shared/copy/notifications";
import { notificationsCopyTe } from "@matrimony/shared/copy/te/notifications";
import { fillTemplate } from "@matrimony/shared/copy/template";
import { api } from "../convex/_generated/api";
import { clientAs } from "./lib/api";
import { newContext } from "./lib/browser";
import { browser, closeBrowser, urls } from "./lib/sharedBrowser";
import { horizontalOverflow, signInAnyLanguage, useLanguage } from "./lib/language";
import { createMember, uniqueMobile, uniqueName } from "./lib/members";

const SHOTS = new URL("./screenshots/", import.meta.url).pathname;
afterAll(closeBrowser);

type Outgoing = { to: string; template: string; language: string; parameters: string[]; text: string; sentAt: number };

async function outboxTo(path: string, mobile: string): Promise<Outgoing[]> {
  const res = await fetch(`${urls().backend}/${path}?to=91${mobile}`);
  return ((await res.json()) as { messages: Outgoing[] }).messages;
}

/** The code of the newest SMS to `mobile` sent after `after`, waiting for it. */
async function smsCode(mobile: string, after: number): Promise<string> {
  for (let i = 0; i < 60; i++) {
    const sms = (await outboxTo("sms-outbox.json", mobile)).find((m) => m.sentAt >= after);
    const code = sms === undefined ? undefined : /\b(\d{6})\b/.exec(sms.text)?.[1];
    if (code !== undefined) return code;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no SMS code to ${mobile}`);
}

const COPY = { en: notificationsCopy, te: notificationsCopyTe } as const;
const APPROVED_TEXT = {
  en: (code: string) => `Your Telugu Matrimony profile ${code} is approved. See your matches: `,
  te: (code: string) => `మీ Telugu Matrimony ప్రొఫైల్ ${code} ఆమోదించబడింది. మీకు సరిపడే సంబంధాలు చూడండి: `,
};

describe("WhatsApp notifications", () => {
  for (const language of ["en", "te"] as const) {
    it(`a member opts in on Settings, and the approval lands in the WhatsApp outbox in ${language}`, {
      retry: 1,
      timeout: 240_000,
    }, async () => {
      const mobile = uniqueMobile();
      const member = await createMember(urls(), {
        tag: `whatsapp${language}`,
        approve: false,
        form: { fullName: uniqueName("Lakshmi"), mobileNumber: mobile },
      });
      const client = await clientAs(urls(), member.email, member.password);
      await client.mutation(api.members.setPreferredLanguage, { language });
      // The number is verified first (WhatsApp goes only to a confirmed number), with the code from the SMS outbox.
      const askedAt = Date.now() - 1000;
      await client.action(api.verification.sendMobileCode, {});
      await client.mutation(api.verification.checkMobileCode, { code: await smsCode(mobile, askedAt) });

      const context = await newContext(await browser(), "phone");
      await useLanguage(context, language);
      const page = await context.newPage();
      await signInAnyLanguage(page, urls().web, member.email, member.password);
      await page.goto(`${urls().web}/settings`);
      const section = page.getByTestId("whatsapp-prefs");
      await page.waitForSelector('[data-testid="whatsapp-prefs"][data-state="off"]', { timeout: 30_000 });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      const copy = COPY[language];
      expect(await section.getByTestId("whatsapp-consent").textContent()).toBe(
        fillTemplate(copy["notifications.whatsappConsent"], { last4: mobile.slice(-4) }),
      );
      await section.scrollIntoViewIfNeeded();
      expect(await horizontalOverflow(page)).toBe(0);
      await page.screenshot({ path: `${SHOTS}whatsapp-consent-phone-${language}.png`, fullPage: true });
      await section.getByRole("button", { name: copy["notifications.whatsappOptIn"] }).click();
      await page.waitForSelector('[data-testid="whatsapp-prefs"][data-state="on"]', { timeout: 30_000 });
      await page.screenshot({ path: `${SHOTS}whatsapp-on-phone-${language}.png`, fullPage: true });
      expect(await client.query(api.whatsapp.status, {})).toMatchObject({
        optedIn: true,
        optedInLast4: mobile.slice(-4),
      });

      const admin = await clientAs(urls(), "admin@matrimony.local");
      await admin.mutation(api.admin.approvals.approve, { id: member.profileId });
      await expect
        .poll(async () => (await outboxTo("whatsapp-outbox.json", mobile)).length, { timeout: 30_000 })
        .toBe(1);
      const [message] = await outboxTo("whatsapp-outbox.json", mobile);
      const me = await client.query(api.members.me, {});
      const code = me?.profile.profileCode ?? "";
      expect(message).toMatchObject({ to: `+91${mobile}`, template: "tm_profile_approved", language });
      expect(message?.parameters).toEqual([code, `${urls().web}/notifications`]);
      expect(message?.text).toBe(`${APPROVED_TEXT[language](code)}${urls().web}/notifications`);
      expect(message?.text).not.toContain("Lakshmi");

      // The outbox page, as a developer reads it on a phone.
      const outbox = await context.newPage();
      await outbox.goto(`${urls().backend}/whatsapp-outbox?to=91${mobile}`);
      await outbox.locator(`article[lang="${language}"][data-template="tm_profile_approved"]`).waitFor();
      expect(await horizontalOverflow(outbox)).toBe(0);
      await outbox.screenshot({ path: `${SHOTS}whatsapp-outbox-phone-${language}.png`, fullPage: true });
      await context.close();
    });
  }
});
