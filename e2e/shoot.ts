/**
 * Screenshots for looking at pages by hand, against a running `npm start`:
 *
 *   npx tsx e2e/shoot.ts /faq /pay                     both viewports, signed out
 *   npx tsx e2e/shoot.ts --as ravi@matrimony.local /home /profile
 *   npx tsx e2e/shoot.ts --console --as admin@matrimony.local /#/approvals /#/members
 *   npx tsx e2e/shoot.ts --lang te --as ravi@matrimony.local /home      the member app in Telugu
 *   npx tsx e2e/shoot.ts --lang te --block 'noto-sans-telugu-wght.*woff2$' /te/  without the files matching a pattern
 *                                           (here: drawn in the first Telugu face only, src/teluguFont.css)
 *
 * Files land in e2e/screenshots/<name>-<viewport>.png (git-ignored).
 */
import { mkdirSync } from "node:fs";
import { parseArgs } from "node:util";
import { launchBrowser, newContext, signInConsole, VIEWPORTS, type ViewportName } from "./lib/browser";
import { signInAnyLanguage } from "./lib/language";
import { collectPageProblems } from "./lib/pageProblems";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    as: { type: "string" },
    console: { type: "boolean", default: false },
    /** Only the first screen, not the whole page. */
    fold: { type: "boolean", default: false },
    base: { type: "string" },
    wait: { type: "string", default: "1500" },
    /** The member app's language: te or en (remembered on the device, as the switch does). */
    lang: { type: "string" },
    /** Requests whose URL matches this regular expression fail, as if the file never came. */
    block: { type: "string" },
  },
});
const base = values.base ?? (values.console ? "http://127.0.0.1:5174" : "http://127.0.0.1:5173");
const out = new URL("./screenshots/", import.meta.url).pathname;
mkdirSync(out, { recursive: true });

const browser = await launchBrowser();
try {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    const context = await newContext(browser, viewport);
    if (values.lang) {
      await context.addInitScript((language) => localStorage.setItem("tm.language", language), values.lang);
    }
    if (values.block) {
      const blocked = new RegExp(values.block);
      await context.route(blocked, (route) => route.abort());
    }
    const page = await context.newPage();
    const problems = collectPageProblems(page);
    if (values.as) await (values.console ? signInConsole : signInAnyLanguage)(page, base, values.as);
    for (const path of positionals.length ? positionals : ["/"]) {
      await page.goto(`${base}${encodeURI(path)}`);
      if (values.console) await page.reload(); // a hash change alone does not load the page
      await page.waitForTimeout(Number(values.wait));
      const name =
        (values.console ? "console" : "") +
        (values.lang ? `${values.lang}-` : "") +
        (path.replace(/^\//, "").replace(/[^a-zA-Z0-9]+/g, "_") || "root");
      const file = `${out}${name}-${viewport}.png`;
      await page.screenshot({ path: file, fullPage: !values.fold });
      console.log(file);
      for (const problem of problems.splice(0)) console.error(`[${viewport}] ${path}: ${problem}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
