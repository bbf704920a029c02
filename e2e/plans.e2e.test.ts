/**
 * Buying a plan other than the default one, with a coupon, at phone size in Telugu, against the local stack
 * and its Razorpay simulator: the page lists the seeded plans, the server applies the coupon, Checkout
 * charges the discounted amount, and the member is Premium until the plan's end date. The same purchase in
 * English opens the whole payments journey (paymentJourney.e2e.test.ts), so it is not repeated here.
 */
import { afterAll, describe, expect, it } from "vitest";
import { api } from "../convex/_generated/api";
import { clientAs } from "./lib/api";
import { newContext, signIn } from "./lib/browser";
import { browser, closeBrowser, urls } from "./lib/sharedBrowser";
import { createMember } from "./lib/members";

const SHOTS = new URL("./screenshots/", import.meta.url).pathname;
const DAY_MS = 86_400_000;

afterAll(closeBrowser);

/** "{date} వరకు ప్రీమియం": the Telugu badge. */
const BADGE_TE = / వరకు ప్రీమియం$/;

const LANGUAGES = [
  {
    lang: "te",
    prefix: "/te",
    plan: /^ప్రీమియం 3 నెలలు/,
    coupon: "కూపన్ కోడ్",
    badge: BADGE_TE,
    apply: "వాడండి",
    applied: /కూపన్ .* వర్తించింది/,
    upgrade: "ప్రీమియం తీసుకోండి",
    success: "చెల్లింపు విజయవంతమైంది",
  },
] as const;

describe("plans in the browser", () => {
  it.each(LANGUAGES)(
    "($lang) a free member buys the 3-month plan with a coupon and is Premium until its end",
    async (l) => {
      // A fresh coupon for this run, made as an admin makes it in the console.
      const admin = await clientAs(urls(), "admin@matrimony.local");
      const code = `E2E${l.lang.toUpperCase()}${Date.now().toString(36).toUpperCase().slice(-6)}`;
      await admin.mutation(api.admin.coupons.create, {
        code,
        kind: "percent",
        value: 20,
        validFrom: null,
        validUntil: null,
        maxUsesPerMember: 1,
        maxUsesTotal: 10,
        active: true,
      });

      const member = await createMember(urls(), { tag: `plan${l.lang}` });
      const client = await clientAs(urls(), member.email, member.password);
      // A signed-in member's own language wins over the address's.
      await client.mutation(api.members.setPreferredLanguage, { language: l.lang });
      const context = await newContext(await browser(), "phone");
      const page = await context.newPage();
      await signIn(page, urls().web, member.email, member.password);
      await page.goto(`${urls().web}${l.prefix}/payment1`);

      await page.getByRole("radio", { name: l.plan }).check();
      await page.getByRole("textbox", { name: l.coupon }).fill(code.toLowerCase());
      await page.getByRole("button", { name: l.apply, exact: true }).click();
      await expect.poll(() => page.getByText(l.applied).count(), { timeout: 15_000 }).toBe(1);
      // 449 − 20% = 359.20; + 18% GST = 423.86.
      await expect.poll(() => page.getByTestId("amount-payable").innerText(), { timeout: 15_000 }).toMatch(/423\.86/);
      await page.screenshot({ path: `${SHOTS}journey-plan-coupon-${l.lang}-phone.png`, fullPage: true });

      const before = Date.now();
      await page.getByRole("button", { name: l.upgrade }).click();
      await page.locator('[data-rzp-sim="pay"]').waitFor({ timeout: 15_000 });
      await expect.poll(() => page.locator('[data-rzp-sim="pay"]').innerText(), { timeout: 15_000 }).toMatch(/423\.86/);
      await page.locator('[data-rzp-sim="pay"]').click();
      await page.getByRole("dialog", { name: l.success }).waitFor({ timeout: 15_000 });

      const me = await client.query(api.members.me, {});
      const until = me?.membership.premiumUntil ?? 0;
      expect(until).toBeGreaterThanOrEqual(before + 90 * DAY_MS);
      expect(until).toBeLessThanOrEqual(Date.now() + 90 * DAY_MS);
      const paid = (await client.query(api.payments.history, {})).filter((p) => p.status === "paid");
      expect(paid.map((p) => p.amountPaise)).toEqual([42_386]);

      // The page shows Premium with the plan's end date (the badge, in the page's language).
      await page.keyboard.press("Escape");
      const badge = page.getByText(l.badge);
      await expect.poll(() => badge.count(), { timeout: 15_000 }).toBe(1);
      const day = new Date(until).toLocaleDateString("en-IN", { day: "numeric", timeZone: "Asia/Kolkata" });
      await expect.poll(() => badge.innerText(), { timeout: 15_000 }).toContain(day);
      await page.screenshot({ path: `${SHOTS}journey-plan-premium-${l.lang}-phone.png` });
      await context.close();
    },
  );
});
