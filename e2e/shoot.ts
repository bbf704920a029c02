/**
 * Screenshots for looking at pages by hand, against a running `npm start`:
 *
 *   npx tsx e2e/shoot.ts /faq /pay                     both viewports, signed out
 *   npx tsx e2e/shoot.ts --as ravi@matrimony.local /home /profile
 *
 * Files land in e2e/screenshots/<name>-<viewport>.png (git-ignored).
 */
import { mkdirSync } from "node:fs";
import { parseArgs } from "node:util";
import { launchBrowser, newContext, signIn, VIEWPORTS, type ViewportName } from "./lib/browser";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { as: { type: "string" }, base: { type: "string", default: "http://127.0.0.1:5173" }, wait: { type: "string", default: "1500" } },
});
const base = values.base ?? "http://127.0.0.1:5173";
const out = new URL("./screenshots/", import.meta.url).pathname;
mkdirSync(out, { recursive: true });

const browser = await launchBrowser();
try {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    page.on("pageerror", (e) => console.error(`[${viewport}] page error: ${e.message}`));
    page.on("console", (m) => m.type() === "error" && console.error(`[${viewport}] console: ${m.text()}`));
    if (values.as) await signIn(page, base, values.as);
    for (const path of positionals.length ? positionals : ["/"]) {
      await page.goto(`${base}${encodeURI(path)}`);
      await page.waitForTimeout(Number(values.wait));
      const name = path.replace(/^\//, "").replace(/[^a-zA-Z0-9]+/g, "_") || "root";
      const file = `${out}${name}-${viewport}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
