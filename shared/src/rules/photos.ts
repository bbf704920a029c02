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
