/**
 * Photo limits. The spec shows none (§9); these keep storage and page weight bounded and are what the
 * server enforces and the upload form announces.
 */
export const PHOTO_MAX_MB = 5;
export const PHOTO_MAX_BYTES = PHOTO_MAX_MB * 1024 * 1024;
export const PHOTO_MAX_COUNT = 6;

/**
 * Raster image types only (SPEC §4 "images only"). SVG is left out on purpose: it can carry script, and
 * stored files are served back to other members.
 */
export const PHOTO_CONTENT_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/heic",
  "image/heif",
  "image/avif",
] as const;

/** The browser's file type, or the stored file's content type on the server (parameters ignored). */
export function isImageContentType(contentType: string | null | undefined): boolean {
  if (typeof contentType !== "string") return false;
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  return PHOTO_CONTENT_TYPES.some((t) => t === type);
}

/**
 * Card-size copies of photos: cards and the member page's main photo show these, so a phone on
 * a slow network fetches a few KB per card instead of the whole upload; the full photo opens on request.
 * The browser makes the copy before uploading (web/src/features/photos/thumbnail.ts). 320×400 CSS pixels
 * covers a phone card (108 px wide) at three device pixels per CSS pixel and a desktop card at one.
 */
export const PHOTO_THUMB_WIDTH = 320;
export const PHOTO_THUMB_HEIGHT = 400;
/** A 320×400 JPEG is 20–60 KB; anything much larger is not a thumbnail. */
export const PHOTO_THUMB_MAX_BYTES = 200 * 1024;
/** The types a thumbnail may have: what a canvas writes (never HEIC, GIF animations or AVIF). */
export const PHOTO_THUMB_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
