/**
 * Signed photo links. Member photos never leave the server as storage URLs (those stay valid until the file
 * is deleted, so a block or a privacy change would not take back a photo already handed out). Each photo and
 * thumbnail URL is a link to the `/photos` HTTP action, signed (HMAC-SHA-256 under PHOTO_URL_SECRET) over the
 * viewer, the photo, the variant and an expiry at most 15 minutes away. The action checks the signature and
 * the expiry, then asks `mayViewPhoto` (privacy.ts) again (block, privacy, the staff row) before it streams the file.
 *
 * The expiry is the end of the current 10-minute bucket plus 5 minutes, so a link lives 5 to 15 minutes and
 * every run of a query within one bucket answers the same links (a subscription is not pushed a new answer
 * only because a link was re-signed).
 */
import { v } from "convex/values";
import { env } from "../../_generated/server";
import type { Id } from "../../_generated/dataModel";

export const PHOTO_PATH = "/photos";

/**
 * Whose link it is: a member's profile id (checked when the link is used), a staff member (staff have no
 * profile) by email, or a shared biodata link by its id (anyone holding that link; checked as the link is).
 */
export type PhotoViewer =
  | { kind: "member"; profileId: string }
  | { kind: "staff"; email: string }
  | { kind: "biodata"; linkId: string };

export function staffViewer(staff: { email: string }): PhotoViewer {
  return { kind: "staff", email: staff.email };
}

/** A photo, its card-size copy, or a jatakam (then the link's id is a `jatakams` row's). */
export type PhotoVariant = "full" | "thumb" | "jatakam";

export const vPhotoViewer = v.union(
  v.object({ kind: v.literal("member"), profileId: v.string() }),
  v.object({ kind: v.literal("staff"), email: v.string() }),
  v.object({ kind: v.literal("biodata"), linkId: v.string() }),
);
export const vPhotoVariant = v.union(v.literal("full"), v.literal("thumb"), v.literal("jatakam"));

export const PHOTO_LINK_BUCKET_MS = 10 * 60_000;
export const PHOTO_LINK_GRACE_MS = 5 * 60_000;
/** No link lives longer than this. */
export const PHOTO_LINK_MAX_MS = PHOTO_LINK_BUCKET_MS + PHOTO_LINK_GRACE_MS;

/**
 * The signing key. A deployment without one hands out no photo links at all (fails closed); local mode
 * (local/src/stack.ts) and the test suites (test.setup.ts) set a fixed key of their own.
 */
export function photoUrlSecret(): string | null {
  const set = env.PHOTO_URL_SECRET;
  return set === undefined || set === "" ? null : set;
}

/** The expiry (ms) of links made at `nowMs`: the end of its 10-minute bucket plus 5 minutes. */
export function photoLinkExpiry(nowMs: number): number {
  return (Math.floor(nowMs / PHOTO_LINK_BUCKET_MS) + 1) * PHOTO_LINK_BUCKET_MS + PHOTO_LINK_GRACE_MS;
}

export function viewerParam(viewer: PhotoViewer): string {
  if (viewer.kind === "member") return viewer.profileId;
  return viewer.kind === "staff" ? `staff:${viewer.email}` : `biodata:${viewer.linkId}`;
}

function parseViewer(text: string): PhotoViewer | null {
  if (text.startsWith("staff:")) {
    const email = text.slice("staff:".length);
    return email === "" ? null : { kind: "staff", email };
  }
  if (text.startsWith("biodata:")) {
    const linkId = text.slice("biodata:".length);
    return linkId === "" ? null : { kind: "biodata", linkId };
  }
  return text === "" ? null : { kind: "member", profileId: text };
}

function payload(viewer: string, photoId: string, variant: PhotoVariant, expiresAtMs: number): string {
  return `photo|${viewer}|${photoId}|${variant}|${expiresAtMs}`;
}

/** Also signs the ID-file links (verification/fileLinks.ts) and split cursors (matching/matchPages.ts). */
export async function hmacSha256Hex(secret: string, text: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(text)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Compares every character whatever differs, so the answer's timing tells a forger nothing. */
export function sameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return diff === 0;
}

/**
 * A signed link to one photo for one viewer, or null when no secret is configured. Absolute on the HTTP
 * actions' origin (CONVEX_SITE_URL, which Convex sets); a path when that is unset (the test suites).
 */
export async function photoLink(
  viewer: PhotoViewer,
  photoId: Id<"photos"> | Id<"jatakams">,
  variant: PhotoVariant,
  nowMs: number,
): Promise<string | null> {
  const secret = photoUrlSecret();
  if (secret === null) return null;
  const v = viewerParam(viewer);
  const e = photoLinkExpiry(nowMs);
  const params = new URLSearchParams({
    v,
    p: photoId,
    k: variant,
    e: String(e),
    s: await hmacSha256Hex(secret, payload(v, photoId, variant, e)),
  });
  const path = `${PHOTO_PATH}?${params.toString()}`;
  const site = env.CONVEX_SITE_URL;
  return site === undefined || site === "" ? path : new URL(path, site).href;
}

export type PhotoClaim = { viewer: PhotoViewer; photoId: string; variant: PhotoVariant; expiresAtMs: number };

/** The claim of a link whose signature is right and whose expiry is ahead, else null. */
export async function verifyPhotoLink(params: URLSearchParams, nowMs: number): Promise<PhotoClaim | null> {
  const secret = photoUrlSecret();
  const v = params.get("v") ?? "";
  const photoId = params.get("p") ?? "";
  const k = params.get("k");
  const e = params.get("e") ?? "";
  if (
    secret === null ||
    (k !== "full" && k !== "thumb" && k !== "jatakam") ||
    !/^\d{1,15}$/.test(e) ||
    photoId === "" ||
    photoId.length > 64 ||
    v.length > 320
  )
    return null;
  const viewer = parseViewer(v);
  const expiresAtMs = Number(e);
  if (viewer === null) return null;
  if (!sameHex(await hmacSha256Hex(secret, payload(v, photoId, k, expiresAtMs)), params.get("s") ?? "")) return null;
  // Expired, or further ahead than any link this server makes (a leaked secret's links stay short too).
  if (expiresAtMs <= nowMs || expiresAtMs > nowMs + PHOTO_LINK_MAX_MS) return null;
  return { viewer, photoId, variant: k, expiresAtMs };
}
