/** Types for the two font packages without their own (web/vite/teluguFace.ts and its test use them). */

declare module "subset-font" {
  interface SubsetFontOptions {
    targetFormat?: "sfnt" | "truetype" | "woff" | "woff2";
    /** Pins an axis to one value, or narrows its range (harfbuzz instancing). */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    preserveNameIds?: number[];
    keepFeatures?: string[];
    noLayoutClosure?: boolean;
    noHinting?: boolean;
    glyphNames?: boolean;
    dropTables?: string[];
  }
  /** Keeps the characters of `text` and every glyph shaping reaches from them. */
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}

declare module "fontverter" {
  export function convert(
    font: Buffer,
    toFormat: "sfnt" | "truetype" | "woff" | "woff2",
    fromFormat?: string,
  ): Promise<Buffer>;
}
