/**
 * Signed links to ID photos and selfies for admins. Like member photos (members/photoLinks.ts), a
 * verification file never leaves the server as a storage URL (a bearer URL valid until the file is deleted):
 * each is a link to the `/verification-files` HTTP action made out to one staff member, signed
 * (HMAC-SHA-256 under PHOTO_URL_SECRET, over a payload naming its purpose) with an expiry at most 15 minutes
 * away. The action checks the signature and the expiry, then asks again whether that staff member may see
 * verification files now (`mayViewVerificationFiles`: an admin's `staff` row) and whether the file still
 * waits, before it streams it.
 */
import type { Id } from "../../_generated/dataModel";
import { env } from "../../_generated/server";
import { hmacSha256Hex, PHOTO_LINK_MAX_MS, photoLinkExpiry, photoUrlSecret, sameHex } from "../members/photoLinks";

export const VERIFICATION_FILE_PATH = "/verification-files";

function payload(email: string, documentId: string, expiresAtMs: number): string {
  return `verification-file|staff:${email}|${documentId}|${String(expiresAtMs)}`;
}

/** A signed link to one waiting file for one staff member, or null when no secret is configured. */
export async function verificationFileLink(
  email: string,
  documentId: Id<"verificationDocuments">,
  nowMs: number,
): Promise<string | null> {
  const secret = photoUrlSecret();
  if (secret === null) return null;
  const e = photoLinkExpiry(nowMs);
  const params = new URLSearchParams({
    v: `staff:${email}`,
    d: documentId,
    e: String(e),
    s: await hmacSha256Hex(secret, payload(email, documentId, e)),
  });
  const path = `${VERIFICATION_FILE_PATH}?${params.toString()}`;
  const site = env.CONVEX_SITE_URL;
  return site === undefined || site === "" ? path : new URL(path, site).href;
}

export type VerificationFileClaim = { email: string; documentId: string; expiresAtMs: number };

/** The claim of a link whose signature is right and whose expiry is ahead, else null. */
export async function verifyVerificationFileLink(
  params: URLSearchParams,
  nowMs: number,
): Promise<VerificationFileClaim | null> {
  const secret = photoUrlSecret();
  const v = params.get("v") ?? "";
  const documentId = params.get("d") ?? "";
  const e = params.get("e") ?? "";
  if (
    secret === null ||
    !v.startsWith("staff:") ||
    v.length > 320 ||
    documentId === "" ||
    documentId.length > 64 ||
    !/^\d{1,15}$/.test(e)
  )
    return null;
  const email = v.slice("staff:".length);
  const expiresAtMs = Number(e);
  if (
    email === "" ||
    !sameHex(await hmacSha256Hex(secret, payload(email, documentId, expiresAtMs)), params.get("s") ?? "")
  )
    return null;
  if (expiresAtMs <= nowMs || expiresAtMs > nowMs + PHOTO_LINK_MAX_MS) return null;
  return { email, documentId, expiresAtMs };
}
