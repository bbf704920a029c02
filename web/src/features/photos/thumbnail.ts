import { PHOTO_THUMB_HEIGHT, PHOTO_THUMB_MAX_BYTES, PHOTO_THUMB_WIDTH } from "@matrimony/shared/rules/photos";

/** JPEG quality of thumbnails: faces stay clear at card size, a 320×400 copy is 20–40 KB. */
const QUALITY = 0.82;

/**
 * The thumbnail's size for a photo of `width`×`height`: scaled down, keeping its shape, until it just
 * covers the 320×400 card frame (cards crop to 4:5 themselves). Never scaled up.
 */
export function thumbnailSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, Math.max(PHOTO_THUMB_WIDTH / width, PHOTO_THUMB_HEIGHT / height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A card-size JPEG copy of a photo, made in the browser before the upload, or null when this
 * browser cannot read the file (HEIC outside Safari) or the copy would not be small: the photo is then
 * uploaded alone and cards show the original. The server checks the copy again (photos.add).
 */
export async function makeThumbnail(file: Blob): Promise<Blob | null> {
  if (typeof createImageBitmap !== "function") return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = thumbnailSize(bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (context === null) return null;
    // JPEG has no transparency: a transparent PNG gets the white it shows on a page.
    context.fillStyle = "#fff";
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", QUALITY));
    return blob !== null && blob.type === "image/jpeg" && blob.size <= PHOTO_THUMB_MAX_BYTES ? blob : null;
  } catch {
    return null;
  }
}
