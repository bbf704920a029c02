/**
 * Cuts a font down to given glyphs with harfbuzz's subsetter (harfbuzzjs's `harfbuzz-subset.wasm`, the one
 * `subset-font` runs), for what `subset-font` cannot ask for: a glyph set chosen by shaping text, kept
 * without "layout closure". `subset-font` keeps characters and every glyph shaping could reach from them
 * (all of Telugu's conjuncts from its letters); this keeps the glyphs listed and only the layout rules
 * among them (harfbuzz's HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE).
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** The wasm module's C functions used here (harfbuzz's hb-subset API; pointers are numbers). */
interface HarfbuzzSubset {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_set_invert(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_set_axis_range(
    input: number,
    face: number,
    tag: number,
    min: number,
    max: number,
    defaultValue: number,
  ): number;
  hb_subset_or_fail(face: number, input: number): number;
}

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_GLYPH_INDEX = 0;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

const tag = (name: string) => [...name].reduce((value, c) => ((value << 8) | c.charCodeAt(0)) >>> 0, 0);

let loaded: Promise<HarfbuzzSubset> | undefined;
function harfbuzzSubset(): Promise<HarfbuzzSubset> {
  loaded ??= readFile(require.resolve("harfbuzzjs/dist/harfbuzz-subset.wasm")).then(async (wasm) => {
    const { instance } = await WebAssembly.instantiate(wasm);
    const hb = instance.exports as unknown as HarfbuzzSubset;
    hb._initialize();
    return hb;
  });
  return loaded;
}

export interface GlyphSubset {
  /** Characters to keep in the character map (each also keeps its own glyph). */
  characters: Iterable<number>;
  /** Glyph ids to keep, as shaping the kept text with the font produced them. */
  glyphs: Iterable<number>;
  /** A variation axis's new range. */
  axis?: { tag: string; min: number; max: number };
}

/** `sfnt` (TrueType) cut to `subset`, as TrueType, every layout feature kept for the glyphs kept. */
export async function subsetToGlyphs(sfnt: Buffer, subset: GlyphSubset): Promise<Buffer> {
  const hb = await harfbuzzSubset();
  const data = hb.malloc(sfnt.byteLength);
  new Uint8Array(hb.memory.buffer).set(sfnt, data);
  const blob = hb.hb_blob_create(data, sfnt.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  try {
    if (input === 0) throw new Error("harfbuzz could not start a subset");
    const features = hb.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    hb.hb_set_clear(features);
    hb.hb_set_invert(features);
    hb.hb_subset_input_set_flags(input, hb.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE);
    const characters = hb.hb_subset_input_unicode_set(input);
    for (const c of subset.characters) hb.hb_set_add(characters, c);
    const glyphs = hb.hb_subset_input_set(input, HB_SUBSET_SETS_GLYPH_INDEX);
    for (const g of subset.glyphs) hb.hb_set_add(glyphs, g);
    if (
      subset.axis &&
      !hb.hb_subset_input_set_axis_range(
        input,
        face,
        tag(subset.axis.tag),
        subset.axis.min,
        subset.axis.max,
        Number.NaN,
      )
    ) {
      throw new Error(`the font has no ${subset.axis.tag} axis to narrow`);
    }
    const cut = hb.hb_subset_or_fail(face, input);
    if (cut === 0) throw new Error("harfbuzz could not cut the font");
    const result = hb.hb_face_reference_blob(cut);
    const bytes = Buffer.from(
      new Uint8Array(hb.memory.buffer, hb.hb_blob_get_data(result, 0), hb.hb_blob_get_length(result)),
    );
    hb.hb_blob_destroy(result);
    hb.hb_face_destroy(cut);
    return bytes;
  } finally {
    if (input !== 0) hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    hb.free(data);
  }
}
