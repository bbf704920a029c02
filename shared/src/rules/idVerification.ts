/**
 * ID and photo (selfie) verification by staff: the documents a member may send, and the limits
 * the member app announces and the server enforces. The file is a photo of the document (or the selfie),
 * seen by staff only and deleted once they decide; the document's number is never asked for or stored.
 */
export const ID_DOCUMENT_TYPES = ["aadhaar", "pan", "passport", "voterId", "drivingLicence"] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];

export function isIdDocumentType(value: unknown): value is IdDocumentType {
  return typeof value === "string" && ID_DOCUMENT_TYPES.some((t) => t === value);
}

/** What a member sends: a photo of an ID document, or a selfie. */
export const VERIFICATION_FILE_KINDS = ["id", "photo"] as const;
export type VerificationFileKind = (typeof VERIFICATION_FILE_KINDS)[number];

/** A phone camera's photo of a card is 1-4 MB; the same bound as profile photos. */
export const VERIFICATION_FILE_MAX_MB = 5;
export const VERIFICATION_FILE_MAX_BYTES = VERIFICATION_FILE_MAX_MB * 1024 * 1024;

/**
 * Types every staff browser shows (a HEIC the console cannot open is of no use; iPhones send JPEG to a
 * file input that asks for these). Checked by the file's first bytes on the server, never by its name.
 */
export const VERIFICATION_FILE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type VerificationFileType = (typeof VERIFICATION_FILE_TYPES)[number];

export function isVerificationFileType(value: string | null | undefined): value is VerificationFileType {
  if (typeof value !== "string") return false;
  const type = value.split(";")[0]?.trim().toLowerCase() ?? "";
  return VERIFICATION_FILE_TYPES.some((t) => t === type);
}

/** The longest rejection reason staff may write (it is shown to the member). */
export const VERIFICATION_REASON_MAX = 300;
