/**
 * The installable app at phone size (web/vite/pwa.ts, web/src/serviceWorker/, web/src/features/pwa/):
 * the offline page from the service worker in both languages, the install banner from the second visit
 * only, a push message delivered to the worker through Chromium's DevTools protocol showing a notification
 * (PushManager's real subscriptions go to Google's FCM, out of reach offline), and a new build's worker
 * replacing the old one through the "new version" banner.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { BrowserContext, CDPSession, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { layoutCopy } from "@matrimony/shared/copy/layout";
import { layoutCopyTe } from "@matrimony/shared/copy/te/layout";
import { notificationsCopyTe } from "@matrimony/shared/copy/te/notifications";
import { newContext, signIn } from "./lib/browser";
import { browser, closeBrowser, urls } from "./lib/sharedBrowser";
import { signInAnyLanguage, useLanguage } from "./lib/language";
import { createMember, PASSWORD } from "./lib/members";

afterAll(closeBrowser);

/** Signs a fresh member in and waits until the service worker controls the page. */
async function memberWithWorker(context: BrowserContext): Promise<Page> {
  const member = await createMember(urls(), { tag: "pwa" });
  const page = await context.newPage();
  await signIn(page, urls().web, member.email, PASSWORD);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  // Its precache is in (the offline page among it).
  await page.waitForFunction(
    async () => (await caches.match("/offline.html", { ignoreSearch: true })) !== undefined,
    undefined,
    { timeout: 30_000, polling: 250 },
  );
  return page;
}

/** A stand-in for Chrome's beforeinstallprompt (headless Chromium never finds the app installable on http). */
async function offerInstall(page: Page): Promise<void> {
  await page.locator("html[data-interactive]").waitFor({ state: "attached", timeout: 20_000 });
  await page.evaluate(() => {
    const event = new Event("beforeinstallprompt", { cancelable: true });
    Object.assign(event, { prompt: () => Promise.resolve(), userChoice: Promise.resolve({ outcome: "dismissed" }) });
    window.dispatchEvent(event);
  });
}

describe("the installable app", () => {
  it("shows the offline page, in Telugu and English, for a page opened without a connection", async () => {
    const context = await newContext(await browser(), "phone");
    const page = await memberWithWorker(context);
    await context.setOffline(true);
    await page.goto(`${urls().web}/interests`);
    await expect(page.locator('section[lang="te"] h1').textContent()).resolves.toBe(layoutCopyTe["app.offlineTitle"]);
    await expect(page.locator('section[lang="en"] h1').textContent()).resolves.toBe(layoutCopy["app.offlineTitle"]);
    await expect(page.getByRole("link", { name: layoutCopyTe["common.tryAgain"] }).isVisible()).resolves.toBe(true);
    await context.setOffline(false);
    // "Try again" once back online: the page itself.
    await page.getByRole("link", { name: layoutCopy["common.tryAgain"] }).click();
    await page.waitForURL(`${urls().web}/interests`);
    await page.locator("html[data-interactive]").waitFor({ state: "attached", timeout: 20_000 });
    await context.close();
  });

  it.each(["en", "te"] as const)(
    "offers Add to home screen from the second visit, not the first (%s)",
    async (language) => {
      const context = await newContext(await browser(), "phone");
      await useLanguage(context, language);
      const copy = language === "te" ? layoutCopyTe : layoutCopy;
      const banner = (page: Page) => page.getByRole("region", { name: copy["app.installTitle"] });
      const member = await createMember(urls(), { tag: "install" });
      const first = await context.newPage();
      await signInAnyLanguage(first, urls().web, member.email, PASSWORD);
      await offerInstall(first);
      await first.waitForTimeout(2_500);
      expect(await banner(first).count()).toBe(0);
      await first.close();
      // A new tab is a new visit.
      const second = await context.newPage();
      await second.goto(`${urls().web}/home`);
      await offerInstall(second);
      await banner(second).waitFor({ timeout: 15_000 });
      await second.getByRole("button", { name: copy["app.installDismiss"] }).click();
      expect(await banner(second).count()).toBe(0);
      await context.close();
    },
  );

  it("shows a notification when a push message reaches the service worker", async () => {
    const context = await newContext(await browser(), "phone");
    await context.grantPermissions(["notifications"], { origin: urls().web });
    const page = await memberWithWorker(context);
    const cdp: CDPSession = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on(
        "ServiceWorker.workerRegistrationUpdated",
        ({ registrations }: { registrations: { registrationId: string; scopeURL: string }[] }) => {
          const ours = registrations.find((r) => r.scopeURL.startsWith(urls().web));
          if (ours) resolve(ours.registrationId);
        },
      );
    });
    await cdp.send("ServiceWorker.enable");
    const title = notificationsCopyTe["notifications.interestReceivedTitle"];
    const data = JSON.stringify({
      title,
      body: "ఒక సభ్యులు",
      url: "/interests",
      tag: "interestReceived:e2e:push",
      lang: "te",
    });
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: new URL(urls().web).origin,
      registrationId: await registrationId,
      data,
    });
    await expect
      .poll(
        () =>
          page.evaluate(async () =>
            (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
              title: n.title,
              tag: n.tag,
              lang: n.lang,
            })),
          ),
        { timeout: 15_000 },
      )
      .toEqual([{ title, tag: "interestReceived:e2e:push", lang: "te" }]);
    await context.close();
  });

  it("replaces the old version with a new build's: the banner offers a reload, which brings the new worker", async () => {
    const swFile = join(inject("webDist"), "sw.js");
    const original = await readFile(swFile, "utf8");
    const context = await newContext(await browser(), "phone");
    try {
      const page = await memberWithWorker(context);
      const before = await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? "",
      );
      expect(before).toMatch(/\/sw\.js$/);
      // A new deploy: the worker's bytes change (a new precache list, as every build that changes the app).
      await writeFile(swFile, `${original}\n//# new build ${String(Date.now())}\n`);
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const banner = page.getByRole("region", { name: layoutCopy["app.updateReady"] });
      await banner.waitFor({ timeout: 20_000 });
      await page.evaluate(() => {
        (window as unknown as { beforeReload: boolean }).beforeReload = true;
      });
      await banner.getByRole("button", { name: layoutCopy["app.updateReload"] }).click();
      // The page reloaded on the new worker, and nothing waits any more.
      await page.waitForFunction(() => !(window as unknown as { beforeReload?: boolean }).beforeReload, undefined, {
        timeout: 20_000,
      });
      await page.waitForFunction(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.waiting === null && registration.active?.state === "activated";
      });
      const script = await page.evaluate(async () => await (await fetch("/sw.js", { cache: "no-store" })).text());
      expect(script).toContain("//# new build");
      await page.locator("html[data-interactive]").waitFor({ state: "attached", timeout: 20_000 });
      expect(await banner.count()).toBe(0);
    } finally {
      await writeFile(swFile, original);
      await context.close();
    }
  });
});
