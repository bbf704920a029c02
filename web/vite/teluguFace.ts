/**
 * The Telugu faces the app serves, cut from the package's variable Telugu face
 * (@fontsource-variable/noto-sans-telugu, its Telugu subset) with harfbuzz's subsetter (`subset-font`):
 *
 *  - `noto-sans-telugu-ui-wght-400-700.woff2`, the face a Telugu page waits for before it is drawn
 *    (src/teluguFont.css): the glyphs that draw the app's own Telugu words (every catalogue, option label
 *    and literal in the source: appTeluguWords), 34 KB. The app's words are all a page shows until members'
 *    own entries (names, "about me") come into it, and on the budget phone's 1.6 Mbps line the 30 KB less
 *    than the whole face is 0.15 s sooner on screen.
 *  - `noto-sans-telugu-wght-400-700.woff2`, the whole face: every character of the package's face and
 *    every glyph its shaping reaches (all conjuncts and vowel signs), 64 KB instead of the package's
 *    124 KB. It takes over from the first once a page drawn in that one has loaded
 *    (src/fonts/teluguFaceUpgrade.ts), for what members type.
 *  - `teluguName.woff2`, the language switch's "తెలుగు" on English pages (its six letters only, 4 KB).
 *
 * The first two have the weight axis cut from 100–900 to the 400–700 the app uses (Mantine's regular 400,
 * medium 500 and bold 700 for headings, our 600); weights above 700 draw as 700.
 *
 * The files are committed (the dev server and the build use them as they are); `npm run fonts:telugu`
 * writes them again, and web/vite/teluguFace.test.ts fails when they differ from what this makes from the
 * installed package and the app's words, so they stay in step with both.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { TELUGU_RUN, teluguClusters } from "../src/fonts/teluguClusters";
import { subsetToGlyphs } from "./glyphSubset";

const require = createRequire(import.meta.url);

/** The package's face: variable weight 100–900, Telugu subset (its own unicode-range in teluguFont.css). */
export const PACKAGE_FACE = require.resolve(
  "@fontsource-variable/noto-sans-telugu/files/noto-sans-telugu-telugu-wght-normal.woff2",
);

/** The weights the app draws Telugu in (the @font-face rules in src/teluguFont.css say the same). */
export const WEIGHT_RANGE = { min: 400, max: 700 } as const;

const FONTS_DIR = join(dirname(fileURLToPath(import.meta.url)), "../src/fonts");
export const TELUGU_FACE_FILE = join(FONTS_DIR, "noto-sans-telugu-wght-400-700.woff2");
export const TELUGU_UI_FACE_FILE = join(FONTS_DIR, "noto-sans-telugu-ui-wght-400-700.woff2");
export const TELUGU_NAME_FILE = join(FONTS_DIR, "teluguName.woff2");
/** The clusters the first face draws (firstFaceClusters), for the page to tell whether it needs the whole face. */
export const FIRST_FACE_CLUSTERS_FILE = join(FONTS_DIR, "firstFaceClusters.json");

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

const REPO = join(dirname(fileURLToPath(import.meta.url)), "../..");
/**
 * Where the app's Telugu lives: the catalogues and option labels (shared/src), the few literals in web/src, the
 * server's.
 */
const SOURCE_DIRS = ["shared/src", "web/src", "convex"];
/** Weights the app draws text in (Mantine's regular, medium and bold, our semibold). */
export const APP_WEIGHTS = [400, 500, 600, 700] as const;

/** What harfbuzz may draw Telugu text with besides its own letters (see cutTeluguUiFace). */
const SHAPING_CHARACTERS = [" ", "\u00A0", "\u25CC"];

/** Every distinct Telugu word in the app's source (tests excluded: they hold made-up and broken text on purpose). */
export async function appTeluguWords(): Promise<string[]> {
  const words = new Set<string>();
  for (const dir of SOURCE_DIRS) {
    const entries = await readdir(join(REPO, dir), { withFileTypes: true, recursive: true });
    const files = entries
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .filter((entry) => !entry.parentPath.includes("node_modules") && !entry.parentPath.includes("_generated"))
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) for (const run of (await readFile(file, "utf8")).match(TELUGU_RUN) ?? []) words.add(run);
  }
  return [...words].sort();
}

/** The whole face: the package's face at weights 400–700 only. */
export async function cutTeluguFace(packageFace: Buffer): Promise<Buffer> {
  return subsetFont(packageFace, await characterSetOf(packageFace), {
    targetFormat: "woff2",
    variationAxes: { wght: WEIGHT_RANGE },
  });
}

/**
 * The face a page is first drawn in: every glyph that shaping `words` with the package's face passes
 * through at each weight the app uses (the final glyphs and those a lookup makes and a later one replaces,
 * such as ై's parts), their characters, and the layout rules among those glyphs, at weights 400–700.
 */
export async function cutTeluguUiFace(packageFace: Buffer, words: readonly string[]): Promise<Buffer> {
  const { Blob, Buffer: ShapingBuffer, BufferContentType, Face, Font, shape, Variation } = await import("harfbuzzjs");
  const { convert } = await import("fontverter");
  const sfnt = await convert(packageFace, "truetype");
  const blob = new Blob(sfnt);
  const face = new Face(blob);
  const glyphs = new Set<number>([0]);
  // The glyphs at every step of shaping, as harfbuzz reports the steps: what harfbuzzjs's shapeWithTrace
  // records, read straight from the buffer instead of through its JSON copy of the buffer at each step,
  // which made this a hundred times slower (minutes for the app's words on a busy machine).
  const buffer = new ShapingBuffer();
  buffer.setMessageFunc((step) => {
    if (step.getContentType() === BufferContentType.GLYPHS)
      for (const info of step.getGlyphInfos()) glyphs.add(info.codepoint);
    return true;
  });
  for (const weight of APP_WEIGHTS) {
    const font = new Font(face);
    font.setVariations([new Variation("wght", weight)]);
    for (const word of words) {
      buffer.clearContents();
      buffer.addText(word);
      buffer.guessSegmentProperties();
      shape(font, buffer);
    }
  }
  // Harfbuzz draws a two-part vowel sign (ై) from its parts' characters (ె and ౖ), a joiner (as in అప్‌లోడ్)
  // as the font's space, and a mark without its letter on a dotted circle: those characters are kept too.
  const characters = new Set(
    [...SHAPING_CHARACTERS, ...words.flatMap((word) => [...word, ...word.normalize("NFD")])].map(
      (c) => c.codePointAt(0) ?? 0,
    ),
  );
  const cut = await subsetToGlyphs(sfnt, { characters, glyphs, axis: { tag: "wght", ...WEIGHT_RANGE } });
  return convert(cut, "woff2");
}

/**
 * Every Telugu cluster of `words` (src/fonts/teluguClusters.ts), sorted: what the first face draws as the
 * whole face does. Shaping works cluster by cluster, so any text made of these clusters draws alike in
 * both (web/vite/teluguFace.test.ts tries thousands of such texts); a page fetches the whole face only
 * when it shows a cluster outside this list (src/fonts/teluguFaceUpgrade.ts).
 */
export function firstFaceClusters(words: readonly string[]): string[] {
  return [...new Set(words.flatMap((word) => teluguClusters(word)))].sort();
}

/** The clusters as committed: a JSON array, one line. */
export const clustersFileText = (clusters: readonly string[]) => `${JSON.stringify(clusters)}\n`;

/** The switch's "తెలుగు" (all weights: it is made once and is 4 KB). */
export async function cutTeluguNameFace(packageFace: Buffer): Promise<Buffer> {
  return subsetFont(packageFace, TELUGU_NAME, { targetFormat: "woff2" });
}

async function writeFaces(): Promise<void> {
  const packageFace = await readFile(PACKAGE_FACE);
  const words = await appTeluguWords();
  for (const [file, cut] of [
    [TELUGU_FACE_FILE, cutTeluguFace],
    [TELUGU_UI_FACE_FILE, (face: Buffer) => cutTeluguUiFace(face, words)],
    [TELUGU_NAME_FILE, cutTeluguNameFace],
  ] as const) {
    const face = await cut(packageFace);
    await writeFile(file, face);
    console.log(`${file}: ${(face.length / 1024).toFixed(1)} KB`);
  }
  const clusters = firstFaceClusters(words);
  await writeFile(FIRST_FACE_CLUSTERS_FILE, clustersFileText(clusters));
  console.log(`${FIRST_FACE_CLUSTERS_FILE}: ${clusters.length} clusters`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await writeFaces();
