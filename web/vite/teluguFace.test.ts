/**
 * The Telugu faces (cut by web/vite/teluguFace.ts) against the package's face they are cut from: each must
 * be what the script makes from the installed package and draw every Telugu word the app ships (catalogues,
 * option labels, any literal) exactly as the package's face does, conjuncts and vowel signs included, at
 * each weight the app uses; the whole face (noto-sans-telugu-wght-400-700.woff2) also keeps every
 * character, for what members type; the face a page is first drawn in (noto-sans-telugu-ui-...) is about
 * half of it.
 */
import { readFile } from "node:fs/promises";
import { convert } from "fontverter";
import { Blob, Buffer as ShapingBuffer, Face, Font, shape, type SvgPathCommand, Variation } from "harfbuzzjs";
import { beforeAll, describe, expect, it } from "vitest";
import { teluguClusters } from "../src/fonts/teluguClusters";
import {
  APP_WEIGHTS,
  appTeluguWords,
  clustersFileText,
  FIRST_FACE_CLUSTERS_FILE,
  firstFaceClusters,
  cutTeluguFace,
  cutTeluguNameFace,
  cutTeluguUiFace,
  PACKAGE_FACE,
  TELUGU_FACE_FILE,
  TELUGU_NAME_FILE,
  TELUGU_UI_FACE_FILE,
  WEIGHT_RANGE,
} from "./teluguFace";

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
      numbers: [
        at?.xAdvance ?? 0,
        at?.yAdvance ?? 0,
        at?.xOffset ?? 0,
        at?.yOffset ?? 0,
        ...outline.flatMap((command) => command.values),
      ],
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

describe("the Telugu faces", () => {
  let packageFile: Buffer;
  let committed: Buffer;
  let committedUi: Buffer;
  let packageFace: LoadedFace;
  let cutFace: LoadedFace;
  let uiFace: LoadedFace;
  let words: string[];

  beforeAll(async () => {
    [packageFile, committed, committedUi, words] = await Promise.all([
      readFile(PACKAGE_FACE),
      readFile(TELUGU_FACE_FILE),
      readFile(TELUGU_UI_FACE_FILE),
      appTeluguWords(),
    ]);
    packageFace = await loadFace(packageFile);
    cutFace = await loadFace(committed);
    uiFace = await loadFace(committedUi);
  });

  it("are what `npm run fonts:telugu` makes from the installed package and the app's words (run it after updating either)", async () => {
    expect((await cutTeluguFace(packageFile)).equals(committed)).toBe(true);
    expect((await cutTeluguUiFace(packageFile, words)).equals(committedUi)).toBe(true);
    expect((await cutTeluguNameFace(packageFile)).equals(await readFile(TELUGU_NAME_FILE))).toBe(true);
    expect(await readFile(FIRST_FACE_CLUSTERS_FILE, "utf8")).toBe(clustersFileText(firstFaceClusters(words)));
    // Three subsets cut from the whole package face: seconds on a quiet machine, far more on a busy one.
  }, 180_000);

  it("the whole face is at most about half the package's face, and the first face at most 60% of the whole", () => {
    expect(committed.length).toBeLessThan(packageFile.length * 0.55);
    expect(committedUi.length).toBeLessThan(committed.length * 0.6);
  });

  it("the first face lacks conjuncts that no word of the app has (what the whole face is fetched for)", () => {
    // లక్ష్మి, a name: its క్ష్మి is in no catalogue.
    const [first, whole] = [uiFace, cutFace].map((face) => drawWord(fontAt(face, 400), new Map(), "లక్ష్మి"));
    expect(drawnAlike(first ?? [], whole ?? [])).toBe(false);
  });

  it("the whole face keeps every character of the package's face, and both faces' weights are 400–700", () => {
    expect([...cutFace.face.collectUnicodes()]).toEqual([...packageFace.face.collectUnicodes()]);
    for (const { face } of [cutFace, uiFace]) {
      const weight = face.getAxisInfos().wght;
      expect({ min: weight?.min, max: weight?.max }).toEqual(WEIGHT_RANGE);
    }
  });

  it.each(["whole", "first"] as const)(
    "the %s face has a glyph for every Telugu character the app's words use",
    (which) => {
      const cut = new Font((which === "whole" ? cutFace : uiFace).face);
      const characters = new Set(words.flatMap((word) => [...word]).filter((c) => c !== "\u200C" && c !== "\u200D"));
      expect(characters.size).toBeGreaterThan(50);
      const missing = [...characters].filter((c) => !cut.nominalGlyph(c.codePointAt(0) ?? 0));
      expect(missing.map((c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase()}`)).toEqual([]);
    },
  );

  /** The app's words as the package's face draws them at a weight: both faces are held to it, so it is drawn once. */
  const packageDrawings = new Map<number, DrawnGlyph[][]>();
  function packageDrawn(weight: number): DrawnGlyph[][] {
    let drawn = packageDrawings.get(weight);
    if (drawn === undefined) {
      const packageFont = fontAt(packageFace, weight);
      const packageOutlines = new Map<number, SvgPathCommand[]>();
      drawn = words.map((word) => drawWord(packageFont, packageOutlines, word));
      packageDrawings.set(weight, drawn);
    }
    return drawn;
  }

  it.each(
    APP_WEIGHTS.flatMap(
      (weight) =>
        [
          ["whole", weight],
          ["first", weight],
        ] as const,
    ),
  )("the %s face draws every Telugu word of the app as the package's face does, at weight %i", (which, weight) => {
    const cutFont = fontAt(which === "whole" ? cutFace : uiFace, weight);
    const cutOutlines = new Map<number, SvgPathCommand[]>();
    const expected = packageDrawn(weight);
    expect(words.length).toBeGreaterThan(1000);
    const differing = words.filter((word, i) => !drawnAlike(drawWord(cutFont, cutOutlines, word), expected[i] ?? []));
    expect(differing).toEqual([]);
  });

  describe("the first face's cluster list (what a page checks before fetching the whole face)", () => {
    let clusters: string[];
    beforeAll(() => {
      clusters = firstFaceClusters(words);
    });

    it("holds every cluster of the app's words, and not లక్ష్మి's క్ష్మి", () => {
      const listed = new Set(clusters);
      expect(words.flatMap((word) => teluguClusters(word)).filter((cluster) => !listed.has(cluster))).toEqual([]);
      expect(clusters.length).toBeGreaterThan(300);
      expect(teluguClusters("లక్ష్మి").filter((cluster) => !listed.has(cluster))).toEqual(["క్ష్మి"]);
    });

    // Shaping works cluster by cluster: texts the app never shows, made of listed clusters (a member's name
    // of familiar syllables), draw in the first face as in the whole one. A made-up text whose clusters
    // are not all listed (two joined into a new conjunct) is left out: the page fetches the whole face for it.
    it.each([400, 700])(
      "texts made of listed clusters draw alike in the first and the whole face, at weight %i",
      (weight) => {
        const listed = new Set(clusters);
        let seed = weight;
        const random = (below: number) => {
          seed = (seed * 1103515245 + 12345) % 2147483648;
          return Math.floor((seed / 2147483648) * below);
        };
        const [first, whole] = [fontAt(uiFace, weight), fontAt(cutFace, weight)];
        const [firstOutlines, wholeOutlines] = [
          new Map<number, SvgPathCommand[]>(),
          new Map<number, SvgPathCommand[]>(),
        ];
        const texts: string[] = [];
        while (texts.length < 2000) {
          const text = Array.from({ length: 1 + random(5) }, () => clusters[random(clusters.length)]).join("");
          if (teluguClusters(text).every((cluster) => listed.has(cluster))) texts.push(text);
        }
        const differing = texts.filter(
          (text) => !drawnAlike(drawWord(first, firstOutlines, text), drawWord(whole, wholeOutlines, text)),
        );
        expect(differing).toEqual([]);
      },
    );
  });
});
