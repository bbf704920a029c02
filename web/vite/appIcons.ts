/**
 * Draws the installed app's icons (web/public/icons/*.png) from the favicon, in Chromium (playwright-core,
 * already the e2e journeys' browser), so the home-screen icon is the logo and not a screenshot:
 * 192 and 512 px with the logo on white, and a maskable 512 px whose logo sits inside the central 80 %
 * circle that Android's masks keep (https://w3c.github.io/manifest/#icon-masks).
 *
 *   npx tsx web/vite/appIcons.ts
 *
 * The PNGs are committed: the build and the manifest (vite.config.ts) only name them.
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { APP_ICONS } from "./pwa";

const PUBLIC = fileURLToPath(new URL("../public/", import.meta.url));

async function main(): Promise<void> {
  const svg = await readFile(`${PUBLIC}favicon.svg`, "utf8");
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    for (const icon of APP_ICONS) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
      // Maskable: the logo within the safe zone (a circle of 40 % radius), so 60 % of the side is safe.
      const logo = Math.round(icon.size * (icon.purpose === "maskable" ? 0.6 : 0.9));
      await page.setContent(
        `<body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:#fff">` +
          `<div style="width:${logo}px;height:${logo}px">${svg.replace("<svg ", `<svg width="${logo}" height="${logo}" `)}</div></body>`,
      );
      await page.screenshot({ path: `${PUBLIC}${icon.file}`, omitBackground: false });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
