/**
 * The jatakam: an optional image or PDF of the member's birth chart (docs/data-model.md `jatakams`). Its
 * type is read from the file's first bytes on the server, never taken from the uploader's word, as for
 * photos; who may open it is the owner's own setting (privacy.ts JATAKAM_VISIBILITIES).
 */
import { sniffImageType } from "./imageType";

export const JATAKAM_MAX_MB = 5;
export const JATAKAM_MAX_BYTES = JATAKAM_MAX_MB * 1024 * 1024;

/** A scan or phone photo of the chart (JPEG, PNG, WebP) or the PDF an astrologer's software prints. */
export const JATAKAM_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp", "application/pdf"] as const;
export type JatakamType = (typeof JATAKAM_CONTENT_TYPES)[number];

/** What the upload field accepts; the server checks the bytes again. */
export const JATAKAM_ACCEPT = JATAKAM_CONTENT_TYPES.join(",");

/** How many leading bytes `sniffJatakamType` needs. */
export const JATAKAM_SNIFF_BYTES = 16;

/** JPEG, PNG, WebP or PDF by signature; null for anything else (HTML, SVG, GIF, HEIC, scripts, ...). */
export function sniffJatakamType(bytes: Uint8Array): JatakamType | null {
  if (bytes.length >= 5 && String.fromCharCode(...bytes.subarray(0, 5)) === "%PDF-") return "application/pdf";
  const image = sniffImageType(bytes);
  return JATAKAM_CONTENT_TYPES.find((t) => t === image) ?? null;
}
