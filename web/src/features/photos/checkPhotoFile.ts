import { isImageContentType, PHOTO_MAX_BYTES } from "@matrimony/shared/rules/photos";
import type { MessageKey } from "../../i18n";

/**
 * The server's photo rules, checked before sending so a member on a slow connection does not wait for an
 * upload that will be refused. The server checks again: this is convenience, not security.
 */
export function checkPhotoFile(file: Pick<File, "type" | "size">): MessageKey | null {
  if (!isImageContentType(file.type)) return "error.photoNotImage";
  if (file.size > PHOTO_MAX_BYTES) return "error.photoTooLarge";
  return null;
}
