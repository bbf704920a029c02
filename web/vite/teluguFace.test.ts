/**
 * The Telugu face a Telugu page waits for (noto-sans-telugu-wght-400-700.woff2, cut by web/vite/teluguFace.ts)
 * against the package's face it is cut from: it must be what the script makes from the installed package,
 * keep every character, and draw every Telugu word the app ships (catalogues, option labels, any literal)
 * exactly as the package's face does, conjuncts and vowel signs included, at each weight the app uses.
 */
import { readdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { convert } from "fontverter";
import { Blob, Buffer as ShapingBuffer, Face, Font, shape, type SvgPathCommand, Variation } from "harfbuzzjs";
import { beforeAll, describe, expect, it } from "vitest";
import { cutTeluguFace, cutTeluguNameFace, PACKAGE_FACE, TELUGU_FACE_FILE, TELUGU_NAME_FILE, WEIGHT_RANGE } from "./teluguFace";

const REPO = join(dirname(fileURLToPath(import.meta.url)), "../..");
/** Where the app's Telugu lives: the catalogues and option labels (shared/src) and the few literals in web/src. */
const SOURCE_DIRS = ["shared/src", "web/src", "convex"];
/** Weights the app draws text in (Mantine's regular, medium and bold, our semibold), and the range's ends. */
const WEIGHTS = [400, 500, 600, 700] as const;
/** A run of Telugu letters and marks with the joiners that shape with them: one or more whole words. */
const TELUGU_RUN = /[\u0C00-\u0C7F\u200C\u200D]+/gu;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(join(REPO, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.parentPath.includes("node_modules") && !entry.parentPath.includes("_generated"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every distinct Telugu word in the app's source (tests excluded: they hold made-up and broken text on purpose). */
async function teluguWords(): Promise<string[]> {
  const files = (await Promise.all(SOURCE_DIRS.map(sourceFiles))).flat().filter((file) => !/\.test\.tsx?$/.test(file));
  const words = new Set<string>();
  for (const file of files) for (const run of (await readFile(file, "utf8")).match(TELUGU_RUN) ?? []) words.add(run);
  return [...words];
}

/** A face with its data (harfbuzz frees a blob's data once the blob is collected, even under a live face). */
interface LoadedFace {
  blob: Blob;
  face: Face;
}

async function loadFace(woff2: Buffer): Promise<LoadedFace> {
  const blob = new Blob(await convert(woff2, "truetype"));
  return { blob, face: new Face(blob) };
}

/** The face at one weight, as the browser draws it for `font-weight: weight`. */
function fontAt({ face }: LoadedFace, weight: number): Font {
  const font = new Font(face);
  font.setVariations([new Variation("wght", weight)]);
  return font;
}

/** One drawn glyph: its outline and where it goes, independent of its id in the font. */
interface DrawnGlyph {
  cluster: number;
  /** The outline's commands ("M", "Q", "L", "Z"...) and, apart, their coordinates. */
  commands: string;
  numbers: number[];
}

function drawWord(font: Font, outlines: Map<number, SvgPathCommand[]>, word: string): DrawnGlyph[] {
  const buffer = new ShapingBuffer();
  buffer.addText(word);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer.getGlyphInfos().map((info, i) => {
    let outline = outlines.get(info.codepoint);
    if (outline === undefined) {
      outline = font.glyphToJson(info.codepoint);
      outlines.set(info.codepoint, outline);
    }
    const at = positions[i];
    return {
      cluster: info.cluster,
      commands: outline.map((command) => command.type).join(""),
      numbers: [at?.xAdvance ?? 0, at?.yAdvance ?? 0, at?.xOffset ?? 0, at?.yOffset ?? 0, ...outline.flatMap((command) => command.values)],
    };
  });
}

/**
 * The package's face interpolates weights in floating point and the cut face in whole units (harfbuzz's
 * instancer rounds its deltas): 33 against 32.9997. A font unit is 1/1000 of the text size, far below a pixel.
 */
const TOLERANCE = 1;

function drawnAlike(a: DrawnGlyph[], b: DrawnGlyph[]): boolean {
  return (
    a.length === b.length &&
    a.every((glyph, i) => {
      const other = b[i];
      return (
        other !== undefined &&
        glyph.cluster === other.cluster &&
        glyph.commands === other.commands &&
        glyph.numbers.length === other.numbers.length &&
        glyph.numbers.every((n, j) => Math.abs(n - (other.numbers[j] ?? Number.NaN)) <= TOLERANCE)
      );
    })
  );
}

describe("the Telugu face the Telugu pages wait for", () => {
  let packageFile: Buffer;
  let committed: Buffer;
  let packageFace: LoadedFace;
  let cutFace: LoadedFace;
  let words: string[];

  beforeAll(async () => {
    [packageFile, committed, words] = await Promise.all([readFile(PACKAGE_FACE), readFile(TELUGU_FACE_FILE), teluguWords()]);
    packageFace = await loadFace(packageFile);
    cutFace = await loadFace(committed);
  });

  it("is what `npm run fonts:telugu` makes from the installed package (run it after updating the package)", async () => {
    expect((await cutTeluguFace(packageFile)).equals(committed)).toBe(true);
    expect((await cutTeluguNameFace(packageFile)).equals(await readFile(TELUGU_NAME_FILE))).toBe(true);
  });

  it("is at most about half the package's face", () => {
    expect(committed.length).toBeLessThan(packageFile.length * 0.55);
  });

  it("keeps every character of the package's face, and its weights are 400–700", () => {
    expect([...cutFace.face.collectUnicodes()]).toEqual([...packageFace.face.collectUnicodes()]);
    const weight = cutFace.face.getAxisInfos().wght;
    expect({ min: weight?.min, max: weight?.max }).toEqual(WEIGHT_RANGE);
  });

  it("has a glyph for every Telugu character the app's words use", () => {
    const cut = new Font(cutFace.face);
    const characters = new Set(words.flatMap((word) => [...word]).filter((c) => c !== "\u200C" && c !== "\u200D"));
    expect(characters.size).toBeGreaterThan(50);
    const missing = [...characters].filter((c) => !cut.nominalGlyph(c.codePointAt(0) ?? 0));
    expect(missing.map((c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase()}`)).toEqual([]);
  });

  it.each(WEIGHTS)("draws every Telugu word of the app as the package's face does, at weight %i", (weight) => {
    const cutFont = fontAt(cutFace, weight);
    const packageFont = fontAt(packageFace, weight);
    const cutOutlines = new Map<number, SvgPathCommand[]>();
    const packageOutlines = new Map<number, SvgPathCommand[]>();
    expect(words.length).toBeGreaterThan(1000);
    const differing = words.filter((word) => !drawnAlike(drawWord(cutFont, cutOutlines, word), drawWord(packageFont, packageOutlines, word)));
    expect(differing).toEqual([]);
  });
});
