/**
 * Checks for a page shown in Telugu: what English is left on it, and whether it overflows sideways.
 */
import type { BrowserContext, Page } from "playwright-core";

/** Opens every page of the context in `language`, as the language switch remembers it on the device. */
export async function useLanguage(context: BrowserContext, language: "te" | "en"): Promise<void> {
  await context.addInitScript((lang) => localStorage.setItem("tm.language", lang), language);
}

/**
 * Brand and product names that stay in Latin script in Telugu text (docs/telugu-glossary.md), and forms
 * of contact that are not words (emails, web addresses).
 */
const ALLOWED = [
  "Telugu Matrimony",
  "WhatsApp",
  "Razorpay",
  "PhonePe",
  "Google Pay",
  "UPI",
  "Facebook",
  "Instagram",
  "Digital Personal Data Protection Act",
  "DPDP",
  "NRI",
  "GST",
  // The browser's own print dialog names it so on an English phone; the Telugu hint quotes it.
  "Save as PDF",
  "PDF",
  "ID",
  "HTTPS",
  // Photo formats, as phones name them.
  "JPG",
  "PNG",
  "WebP",
  "HEIC",
];

/**
 * English words left on the page: visible text (and what placeholders and aria-labels say) with a Latin
 * word of three letters or more, outside members' own entries (marked translate="no": names, places,
 * profile codes, as typed), text marked with another `lang` than the page's (a biodata in the member's
 * chosen language), the signed-in member's own `names` inside sentences ("Welcome, {name}"), and the allowed
 * names above.
 */
export async function englishLeft(page: Page, names: readonly string[] = []): Promise<string[]> {
  return await page.evaluate(
    (given) => {
      let allowed = given;
      const found = new Set<string>();
      const check = (raw: string) => {
        // Emails, web addresses and the site's own paths (/delete-account) are not words.
        let text = raw
          .replace(/[\w.+-]+@[\w.-]+\.\w+/g, " ")
          .replace(/https?:\/\/\S+/g, " ")
          .replace(/\/[a-z][a-z-]*/g, " ");
        for (const name of allowed) text = text.split(name).join(" ");
        for (const word of text.match(/[A-Za-z]{3,}/g) ?? []) found.add(word);
      };
      // A member's own entries are marked translate="no" where they are shown; the same words may also sit in
      // a control's label ("More actions for Sravani Kommineni"), which is not English left untranslated.
      const own = Array.from(document.querySelectorAll('[translate="no"]'))
        .map((el) => (el.textContent ?? "").trim())
        .filter((text) => text.length > 0)
        .flatMap((text) => [text, ...text.split(/\s+/)])
        .sort((a, b) => b.length - a.length);
      allowed = [...allowed, ...own];
      // Text marked as another language than the page's (a biodata printed in the member's choice) is meant so.
      const marked = (el: Element) => {
        const own = el.closest("body [lang]");
        return own !== null && own.getAttribute("lang") !== document.documentElement.lang;
      };
      const shown = (el: Element) =>
        !el.closest('script, style, [translate="no"], [aria-hidden="true"]') && !marked(el) && el.checkVisibility();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent && shown(parent)) check(node.textContent ?? "");
      }
      for (const el of Array.from(document.querySelectorAll("[placeholder], [aria-label]"))) {
        if (shown(el)) check(`${el.getAttribute("placeholder") ?? ""} ${el.getAttribute("aria-label") ?? ""}`);
      }
      return [...found];
    },
    [...names, ...ALLOWED],
  );
}

/** How far the page is wider than the window (0 when nothing overflows sideways). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Signs in through the login page whatever its language, and waits for /home. */
export async function signInAnyLanguage(
  page: Page,
  webUrl: string,
  email: string,
  password = "demo1234",
): Promise<void> {
  await page.goto(`${webUrl}/login`);
  // The login page is prerendered: what is typed before React takes it over is lost (web/src/App.tsx).
  await page.locator("html[data-interactive]").waitFor({ state: "attached", timeout: 15_000 });
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(`${webUrl}/home`, { timeout: 20_000 });
}

/**
 * Telugu left on a page shown in English: visible text with Telugu letters, outside what stays in its own
 * script on every screen (translate="no": the language switch's "తెలుగు", members' own entries) and the
 * horoscope's names, which English shows with their Telugu beside them ("Dhanussu (ధనుస్సు)").
 */
export async function teluguLeft(page: Page): Promise<string[]> {
  return await page.evaluate(() => {
    const found = new Set<string>();
    const bilingual = /^[A-Za-z][A-Za-z .'-]* \([\u0C00-\u0C7F\s]+\)$/;
    // Text marked as another language than the page's (a biodata printed in the member's choice) is meant so.
    const marked = (el: Element) => {
      const own = el.closest("body [lang]");
      return own !== null && own.getAttribute("lang") !== document.documentElement.lang;
    };
    const shown = (el: Element) =>
      !el.closest('script, style, [translate="no"], [aria-hidden="true"]') && !marked(el) && el.checkVisibility();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = (node.textContent ?? "").trim();
      if (parent && shown(parent) && /[\u0C00-\u0C7F]/.test(text) && !bilingual.test(text)) found.add(text);
    }
    for (const el of Array.from(document.querySelectorAll("[placeholder], [aria-label]"))) {
      const text = `${el.getAttribute("placeholder") ?? ""} ${el.getAttribute("aria-label") ?? ""}`.trim();
      if (shown(el) && /[\u0C00-\u0C7F]/.test(text)) found.add(text);
    }
    return [...found];
  });
}
