/**
 * The prerendered public pages as a search engine and a first-time visitor get them: the HTML, fetched
 * without running any script, holds the page's words and its head tags in English and in Telugu; robots.txt
 * and sitemap.xml are served; files go out compressed and cached as the production host sends them
 * (web/vite/hosting.ts); and in the browser React takes the HTML over without a hydration error, the
 * language switch moves between /faq and /te/faq in place, and a device that chose Telugu gets Telugu.
 */
import { afterAll, describe, expect, it } from "vitest";
import { en } from "@matrimony/shared/messages";
import { accountCopy } from "@matrimony/shared/copy/account";
import { publicCopy } from "@matrimony/shared/copy/public";
import { layoutCopy } from "@matrimony/shared/copy/layout";
import { coreMessages } from "@matrimony/shared/copy/core";
import { accountCopyTe } from "@matrimony/shared/copy/te/account";
import { landingCopyTe } from "@matrimony/shared/copy/te/landing";
import { layoutCopyTe } from "@matrimony/shared/copy/te/layout";
import { publicCopyTe } from "@matrimony/shared/copy/te/public";
import { MEMBER_PAGE_MODULES } from "../web/src/features/boot/memberRoutes";
import { newContext } from "./lib/browser";
import { browser, closeBrowser, urls } from "./lib/sharedBrowser";
import { useLanguage } from "./lib/language";
import { collectPageProblems } from "./lib/pageProblems";
import { clusterListFetched, drawnAndFreshWidths } from "./lib/teluguText";

afterAll(closeBrowser);

const te = { ...layoutCopyTe, ...landingCopyTe, ...publicCopyTe, ...accountCopyTe };

/** Address → language, its page title in that language, and a text of its body. */
const PAGES: [string, "en" | "te", string, string][] = [
  ["/", "en", "Find your life partner with Telugu Matrimony", en["landing.heroText"]],
  ["/te/", "te", "Telugu Matrimonyతో", te["landing.heroText"]],
  ["/faq", "en", en["faq.title"], en["faq.title"]],
  ["/te/faq", "te", te["faq.title"], te["faq.title"]],
  ["/privacy-policy", "en", en["privacy.title"], "Digital Personal Data Protection"],
  ["/te/refund-policy", "te", te["refund.title"], te["refund.title"]],
  ["/pay", "en", en["pay.title"], en["pay.intro"]],
  ["/te/login", "te", te["login.title"], te["login.intro"]],
];

const html = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

describe("prerendered HTML, fetched without JavaScript", () => {
  it.each(PAGES)("%s holds its words and head tags", async (path, language, title, text) => {
    const res = await fetch(`${urls().web}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const body = await res.text();
    expect(body).toContain(`<html lang="${language}" data-mantine-color-scheme="light">`);
    expect(body).toContain(html(text));
    expect(body).toMatch(new RegExp(`<title>[^<]*${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    expect(body).toMatch(/<meta name="description" content="[^"]{20,}"/);
    const route = path.replace(/^\/te(\/|$)/, "/");
    const enUrl = `${urls().web}${route}`;
    const teUrl = `${urls().web}${route === "/" ? "/te/" : `/te${route}`}`;
    expect(body).toContain(`<link rel="canonical" href="${language === "te" ? teUrl : enUrl}" />`);
    expect(body).toContain(`<link rel="alternate" hreflang="te" href="${teUrl}" />`);
    expect(body).toContain(`<link rel="alternate" hreflang="en" href="${enUrl}" />`);
    expect(body).toContain(`<link rel="alternate" hreflang="x-default" href="${enUrl}" />`);
    expect(body).toContain(`<meta property="og:title" content="`);
    expect(body).toContain(`<meta property="og:locale" content="${language === "te" ? "te_IN" : "en_IN"}" />`);
  });

  it.each([
    ["/faq", "en", { ...en, ...publicCopy }],
    ["/te/faq", "te", { ...en, ...te }],
  ] as const)(
    "%s holds every answer (collapsed) and the questions and answers as a schema.org FAQPage",
    async (path, language, copy) => {
      const body = await (await fetch(`${urls().web}${path}`)).text();
      const text = body
        .replace(/<[^>]+>/g, " ")
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&")
        .replace(/\s+/g, " ");
      const answers = [
        "faq.whatIsAnswer",
        "faq.registerAnswer",
        "faq.feesAnswer",
        "faq.deleteAnswer",
        "faq.contactAnswer",
      ] as const;
      // The first sentence of each answer, up to its first placeholder.
      for (const key of answers) expect(text, key).toContain((copy[key].split(/[{\n]/)[0] ?? "").trim().slice(0, 40));
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(body)?.[1];
      expect(json, "FAQPage JSON-LD in the head").toBeDefined();
      const data = JSON.parse(json ?? "{}") as {
        "@type": string;
        inLanguage: string;
        mainEntity: { name: string; acceptedAnswer: { text: string } }[];
      };
      expect(data["@type"]).toBe("FAQPage");
      expect(data.inLanguage).toBe(language);
      expect(data.mainEntity).toHaveLength(5);
      expect(data.mainEntity[2]?.name).toBe(copy["faq.feesQuestion"]);
      expect(data.mainEntity[2]?.acceptedAnswer.text).toContain(
        (copy["faq.feesAnswer"].split(/[{\n]/)[0] ?? "").trim().slice(0, 40),
      );
    },
  );

  it("/contact names /contact-us as its canonical address", async () => {
    const body = await (await fetch(`${urls().web}/contact`)).text();
    expect(body).toContain(`<link rel="canonical" href="${urls().web}/contact-us" />`);
  });

  it("serves robots.txt that keeps member and payment pages out, and the sitemap of both languages", async () => {
    const robots = await fetch(`${urls().web}/robots.txt`);
    expect(robots.status).toBe(200);
    const rules = await robots.text();
    for (const path of ["/home", "/profile", "/user/", "/payment", "/paye", "/settings"])
      expect(rules).toContain(`Disallow: ${path}\n`);
    expect(rules).not.toMatch(/Disallow: \/(faq|pay\n|$)/m);
    expect(rules).toContain(`Sitemap: ${urls().web}/sitemap.xml`);
    const sitemap = await fetch(`${urls().web}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const xml = await sitemap.text();
    for (const path of ["/", "/te/", "/faq", "/te/faq", "/pay", "/te/about-us"])
      expect(xml).toContain(`<loc>${urls().web}${path}</loc>`);
    expect(xml).not.toContain("/home");
  });

  it("member pages get the unrendered shell (noindex); unknown paths a 404", async () => {
    const home = await fetch(`${urls().web}/home`);
    expect(home.status).toBe(200);
    const shell = await home.text();
    expect(shell).toContain('<meta name="robots" content="noindex" />');
    expect(shell).toContain('<div id="root"></div>');
    expect((await fetch(`${urls().web}/no-such-page`)).status).toBe(404);
  });

  // Each member page has its own shell, which preloads the page's code; the pages added with
  // the second wave (interests, shortlist...) were answered with the 404 page before.
  it.each(
    Object.keys(MEMBER_PAGE_MODULES).map((key) => ({
      key,
      path: key.replace(/:\w+/g, "abc123"),
      page: MEMBER_PAGE_MODULES[key as keyof typeof MEMBER_PAGE_MODULES],
    })),
  )("$path is served from its own shell, with its page's code listed", async ({ path, page }) => {
    const response = await fetch(`${urls().web}${path}`);
    expect(response.status).toBe(200);
    const shell = await response.text();
    expect(shell).toContain('<meta name="robots" content="noindex" />');
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).toMatch(new RegExp(`href="/assets/${page}\\.page-[\\w-]+\\.js"`));
  });

  it("sends compressed text and caches hashed assets for a year", async () => {
    const page = await fetch(`${urls().web}/faq`, { headers: { "Accept-Encoding": "br" } });
    expect(page.headers.get("content-encoding")).toBe("br");
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${urls().web}${script ?? ""}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(asset.headers.get("content-encoding")).toBe("gzip");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

describe("prerendered pages in the browser", () => {
  it.each(["/", "/te/", "/faq", "/te/faq", "/login", "/te/register", "/pay"])(
    "%s hydrates without an error or warning",
    async (path) => {
      const context = await newContext(await browser(), "phone");
      const page = await context.newPage();
      const problems = collectPageProblems(page, ["error", "warning"]);
      try {
        await page.goto(`${urls().web}${path}`, { waitUntil: "networkidle" });
        // A marker on the prerendered DOM survives only if React hydrated it rather than drawing anew.
        await page.evaluate(() => document.querySelector("main")?.setAttribute("data-marker", "kept"));
        await page.getByRole("button").first().waitFor();
        await page.waitForTimeout(500);
        expect(await page.locator("main[data-marker=kept]").count()).toBe(1);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  // The form schemas' messages are English core messages, which the app shows in Telugu; built from the
  // whole English catalogue (messages.ts), they made /te/register and /te/login fetch every page's English
  // words too (~25 KB).
  it.each(["/te/register", "/te/login"])("%s fetches no page words in English", async (path) => {
    // A page's text that is word for word a layout or core text ships with the app by design, so it proves nothing.
    const shipped = new Set<string>([...Object.values(layoutCopy), ...Object.values(coreMessages)]);
    const english = Object.entries({ ...accountCopy, ...publicCopy })
      .filter(
        ([key, text]) =>
          te[key as keyof typeof te] !== text &&
          text.length >= 30 &&
          /^[\w ,.:;()-]+$/.test(text) &&
          !shipped.has(text),
      )
      .map(([, text]) => text);
    expect(english.length).toBeGreaterThan(20);
    const context = await newContext(await browser(), "phone");
    await useLanguage(context, "te");
    const page = await context.newPage();
    const scripts: Promise<{ url: string; body: string }>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script")
        scripts.push(response.text().then((body) => ({ url: response.url(), body })));
    });
    try {
      await page.goto(`${urls().web}${path}`, { waitUntil: "networkidle" });
      await page.waitForTimeout(500);
      const fetched = await Promise.all(scripts);
      expect(fetched.length).toBeGreaterThan(5);
      const found = fetched.flatMap(({ url, body }) =>
        english.filter((text) => body.includes(text)).map((text) => `${new URL(url).pathname}: ${text}`),
      );
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the language switch moves /faq to /te/faq in place and back", async () => {
    const context = await newContext(await browser(), "desktop");
    const page = await context.newPage();
    try {
      await page.goto(`${urls().web}/faq`, { waitUntil: "networkidle" });
      await page
        .getByRole("group", { name: en["language.switchLabel"] })
        .getByRole("button", { name: "తెలుగు" })
        .click();
      await page.waitForURL(`${urls().web}/te/faq`);
      await expect.poll(() => page.locator("h1, h2").first().innerText()).toBe(te["faq.title"]);
      expect(await page.title()).toContain(te["faq.title"]);
      expect(await page.locator("html").getAttribute("lang")).toBe("te");
      // Links now lead to the Telugu pages; member pages keep their one address.
      expect(await page.locator('footer a[href="/te/pay"]').count()).toBeGreaterThan(0);
      await page
        .getByRole("group", { name: te["language.switchLabel"] })
        .getByRole("button", { name: "English" })
        .click();
      await page.waitForURL(`${urls().web}/faq`);
      expect(await page.locator("html").getAttribute("lang")).toBe("en");
    } finally {
      await context.close();
    }
  });

  it("an English page draws the switch's తెలుగు in its 4 KB face (inlined in the stylesheet), without the Telugu faces; a Telugu page is drawn in the face of the app's words, both weights, and takes the whole face when it shows a word that face lacks", async () => {
    const context = await newContext(await browser(), "phone");
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".woff2")) fonts.push(request.url());
    });
    // The whole face is held back until the page has been looked at in the first face.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/noto-sans-telugu-wght-400-700-[\w-]+\.woff2$/, async (route) => {
      await released;
      await route.continue();
    });
    try {
      await page.goto(`${urls().web}/`, { waitUntil: "networkidle" });
      const toggle = page.locator('[lang="te"][translate="no"]').first();
      await expect
        .poll(() => page.evaluate(() => document.fonts.check('16px "Telugu Language Name"', "తెలుగు")))
        .toBe(true);
      expect(await toggle.evaluate((el) => getComputedStyle(el).fontFamily)).toContain("Telugu Language Name");
      expect(fonts.filter((url) => url.includes("noto-sans-telugu"))).toEqual([]);
      await page.goto(`${urls().web}/te/`, { waitUntil: "load" });
      // The face of the app's words (web/vite/teluguFace.ts), preloaded and used by both its rules: one fetch.
      await expect.poll(() => page.locator("body").getAttribute("data-telugu-font")).toBeNull();
      const firstFaces = fonts.filter((url) => url.includes("noto-sans-telugu-ui"));
      expect(firstFaces).toHaveLength(1);
      expect(firstFaces[0]).toMatch(/\/assets\/noto-sans-telugu-ui-wght-400-700-[\w-]+\.woff2$/);
      expect(await page.locator('link[rel="preload"][as="font"]').getAttribute("href")).toBe(
        new URL(firstFaces[0] ?? "").pathname,
      );
      for (const weight of ["400", "700"]) {
        expect(
          await page.evaluate((w) => document.fonts.check(`${w} 16px "Noto Sans Telugu Variable"`, "తెలుగు"), weight),
        ).toBe(true);
      }
      // A page of the app's own words never needs the whole face: once the page has loaded, the first face's
      // cluster list comes instead, and nothing more.
      await expect.poll(() => clusterListFetched(page), { timeout: 15_000 }).toBe(true);
      await page.waitForTimeout(500);
      expect(fonts.filter((url) => /noto-sans-telugu-wght-400-700-/.test(url))).toEqual([]);
      // A name as a member might write it, shown in the page, in body text and bold: its conjunct (క్ష్మి) is
      // in no word of the app, so the first face draws its letters unjoined and the whole face is fetched.
      await page.evaluate(() => {
        const name = document.createElement("p");
        name.textContent = "లక్ష్మి";
        document.querySelector("main")?.append(name);
      });
      const widths = (family: string) =>
        page.evaluate(
          (fontFamily) =>
            [400, 700].map((weight) => {
              const name = document.createElement("span");
              name.textContent = "లక్ష్మి";
              name.style.cssText = `position:absolute;font-size:40px;font-weight:${weight};font-family:"${fontFamily}"`;
              document.body.append(name);
              const width = name.getBoundingClientRect().width;
              name.remove();
              return width;
            }),
          family,
        );
      const unjoined = await widths("Noto Sans Telugu Variable");
      // The whole face is fetched, once, and takes over under the same family.
      await expect.poll(() => fonts.filter((url) => /noto-sans-telugu-wght-400-700-/.test(url))).toHaveLength(1);
      release();
      await expect.poll(() => widths("Noto Sans Telugu Variable")).not.toEqual(unjoined);
      // The name already on the page, drawn unjoined, is drawn anew in the whole face.
      await expect
        .poll(async () => {
          const [shown] = await drawnAndFreshWidths(page, /^లక్ష్మి$/);
          return shown !== undefined && Math.round(shown[1]) === Math.round(shown[2]);
        })
        .toBe(true);
      const wholeFace = fonts.find((url) => /noto-sans-telugu-wght-400-700-/.test(url)) ?? "";
      await page.evaluate(async (url) => {
        const face = await new FontFace("Whole Telugu face", `url("${url}")`, { weight: "400 700" }).load();
        // (FontFaceSet's add is in DOM.Iterable, which this project's lib leaves out.)
        (document.fonts as FontFaceSet & { add(face: FontFace): void }).add(face);
      }, wholeFace);
      const drawnByWholeFace = await widths("Whole Telugu face");
      expect(await widths("Noto Sans Telugu Variable")).toEqual(drawnByWholeFace);
      expect(unjoined[0]).not.toBe(drawnByWholeFace[0]);
      expect(unjoined[1]).not.toBe(drawnByWholeFace[1]);
      expect(fonts.filter((url) => /noto-sans-telugu-wght-400-700-/.test(url))).toHaveLength(2);
    } finally {
      await context.close();
    }
  });

  it("typing Telugu that the first face lacks into a field fetches the whole face", async () => {
    const context = await newContext(await browser(), "phone");
    const page = await context.newPage();
    const wholeFaces: string[] = [];
    page.on("request", (request) => {
      if (/noto-sans-telugu-wght-400-700-[\w-]+\.woff2$/.test(request.url())) wholeFaces.push(request.url());
    });
    try {
      await page.goto(`${urls().web}/te/login`, { waitUntil: "load" });
      await expect.poll(() => clusterListFetched(page), { timeout: 15_000 }).toBe(true);
      // Words the first face has: nothing more is fetched.
      await page.locator("input").first().fill("తెలుగు");
      await page.waitForTimeout(500);
      expect(wholeFaces).toEqual([]);
      await page.locator("input").first().fill("లక్ష్మి");
      await expect.poll(() => wholeFaces).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it("a device that chose Telugu gets the Telugu page at an English address", async () => {
    const context = await newContext(await browser(), "phone");
    await useLanguage(context, "te");
    const page = await context.newPage();
    try {
      await page.goto(`${urls().web}/about-us`);
      await page.waitForURL(`${urls().web}/te/about-us`);
      await expect.poll(() => page.locator("main").innerText()).toContain(te["about.title"]);
    } finally {
      await context.close();
    }
  });
});
