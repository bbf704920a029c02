/**
 * A stored file's real type from its first bytes (magic numbers), never from the uploader's word: HTML
 * sent as `image/png` must not become a photo that other members' browsers load from our origin.
 */
import type { PHOTO_CONTENT_TYPES } from "./photos";

export type PhotoType = (typeof PHOTO_CONTENT_TYPES)[number];

/** How many leading bytes `sniffImageType` needs. */
export const SNIFF_BYTES = 16;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const starts = (bytes: Uint8Array, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/** ISO base media brands (the `ftyp` box) of HEIC/HEIF and AVIF stills and sequences. */
const HEIF_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);

/** JPEG, PNG, WebP, GIF, HEIC/HEIF or AVIF by signature; null for anything else (HTML, SVG, scripts, ...). */
export function sniffImageType(bytes: Uint8Array): PhotoType | null {
  if (starts(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a")) return "image/gif";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (AVIF_BRANDS.has(brand)) return "image/avif";
    if (HEIF_BRANDS.has(brand)) return brand === "mif1" || brand === "msf1" ? "image/heif" : "image/heic";
  }
  return null;
}
