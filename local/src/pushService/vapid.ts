/**
 * The push service's check of a Web Push request's VAPID signature (RFC 8292), as FCM and Mozilla do it:
 * `Authorization: vapid t=<JWT>, k=<public key>`; the JWT is ES256-signed by that key, its `aud` is the
 * push service's origin, it expires within 24 hours, and `sub` is a mailto: or https: contact.
 * Verified with jose.
 */
import { importJWK, jwtVerify } from "jose";

export type VapidCheck = { ok: true; subject: string; publicKey: string } | { ok: false; reason: string };

const MAX_EXPIRY_S = 24 * 60 * 60;

/** An uncompressed P-256 point (65 bytes, base64url) as a JWK. */
function jwkOf(publicKey: string): JsonWebKey | null {
  const bytes = Buffer.from(publicKey, "base64url");
  if (bytes.length !== 65 || bytes[0] !== 4) return null;
  return {
    kty: "EC",
    crv: "P-256",
    x: bytes.subarray(1, 33).toString("base64url"),
    y: bytes.subarray(33).toString("base64url"),
  };
}

export async function checkVapid(
  authorization: string | undefined,
  audience: string,
  nowS: number,
): Promise<VapidCheck> {
  const match = /^vapid t=([A-Za-z0-9_.-]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!match?.[1] || !match[2]) return { ok: false, reason: "no VAPID authorization" };
  const jwk = jwkOf(match[2]);
  if (!jwk) return { ok: false, reason: "the VAPID key is not a P-256 public key" };
  try {
    const { payload } = await jwtVerify(match[1], await importJWK(jwk, "ES256"), {
      algorithms: ["ES256"],
      audience,
      currentDate: new Date(nowS * 1000),
    });
    if (typeof payload.exp !== "number" || payload.exp > nowS + MAX_EXPIRY_S)
      return { ok: false, reason: "the VAPID token expires more than 24 hours ahead" };
    if (typeof payload.sub !== "string" || !/^(mailto:|https:)/.test(payload.sub))
      return { ok: false, reason: "the VAPID subject is not a mailto: or https: contact" };
    return { ok: true, subject: payload.sub, publicKey: match[2] };
  } catch (e) {
    return { ok: false, reason: `the VAPID token does not verify: ${e instanceof Error ? e.message : "invalid"}` };
  }
}
