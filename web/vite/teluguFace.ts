/**
 * The Telugu faces the app serves, cut from the package's variable Telugu face
 * (@fontsource-variable/noto-sans-telugu, its Telugu subset) with harfbuzz's subsetter (`subset-font`):
 *
 *  - `noto-sans-telugu-wght-400-700.woff2`, the face a Telugu page waits for before it is drawn
 *    (src/teluguFont.css): every character of the package's face and every glyph its shaping reaches (all
 *    conjuncts and vowel signs), with the weight axis cut from 100–900 to the 400–700 the app uses (Mantine's
 *    regular 400, medium 500 and bold 700 for headings, our 600): 64 KB instead of 124 KB, which on the
 *    budget phone's 1.6 Mbps line is 0.3 s less before a Telugu page shows. Weights above 700 draw as 700.
 *  - `teluguName.woff2`, the language switch's "తెలుగు" on English pages (its six letters only, 4 KB).
 *
 * The files are committed (the dev server and the build use them as they are); `npm run fonts:telugu`
 * writes them again, and src/fonts/teluguFace.test.ts fails when they differ from what this makes from the
 * installed package, so they stay in step with it.
 */
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);

/** The package's face: variable weight 100–900, Telugu subset (its own unicode-range in teluguFont.css). */
export const PACKAGE_FACE = require.resolve("@fontsource-variable/noto-sans-telugu/files/noto-sans-telugu-telugu-wght-normal.woff2");

/** The weights the app draws Telugu in (the @font-face rules in src/teluguFont.css say the same). */
export const WEIGHT_RANGE = { min: 400, max: 700 } as const;

const FONTS_DIR = join(dirname(fileURLToPath(import.meta.url)), "../src/fonts");
export const TELUGU_FACE_FILE = join(FONTS_DIR, "noto-sans-telugu-wght-400-700.woff2");
export const TELUGU_NAME_FILE = join(FONTS_DIR, "teluguName.woff2");

/** The language's own name as the switch shows it on English pages (LanguageSwitch.tsx). */
const TELUGU_NAME = "తెలుగు";

/**
 * Every character the package's face maps, for the subsetter: it keeps those and every glyph that shaping
 * can reach from them, so any Telugu text a member types draws as in the package's face.
 */
export async function characterSetOf(face: Buffer): Promise<string> {
  const { Blob, Face } = await import("harfbuzzjs");
  const { convert } = await import("fontverter");
  const sfnt = await convert(face, "truetype");
  return String.fromCodePoint(...new Face(new Blob(sfnt)).collectUnicodes());
}

/** The face a Telugu page waits for: the package's face at weights 400–700 only. */
export async function cutTeluguFace(packageFace: Buffer): Promise<Buffer> {
  return subsetFont(packageFace, await characterSetOf(packageFace), { targetFormat: "woff2", variationAxes: { wght: WEIGHT_RANGE } });
}

/** The switch's "తెలుగు" (all weights: it is made once and is 4 KB). */
export async function cutTeluguNameFace(packageFace: Buffer): Promise<Buffer> {
  return subsetFont(packageFace, TELUGU_NAME, { targetFormat: "woff2" });
}

async function writeFaces(): Promise<void> {
  const packageFace = await readFile(PACKAGE_FACE);
  for (const [file, cut] of [
    [TELUGU_FACE_FILE, cutTeluguFace],
    [TELUGU_NAME_FILE, cutTeluguNameFace],
  ] as const) {
    const face = await cut(packageFace);
    await writeFile(file, face);
    console.log(`${file}: ${(face.length / 1024).toFixed(1)} KB`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await writeFaces();
