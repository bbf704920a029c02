/**
 * Hex HMAC-SHA256 signatures, made and checked with Web Crypto so that they run in Convex's default runtime
 * (queries, mutations, HTTP actions) without Node: Razorpay's (model/payments/razorpaySignature.ts) and
 * Meta's webhook signature (model/whatsapp/webhook.ts) are both of this kind.
 */

const encoder = new TextEncoder();

/** A text payload is signed as its UTF-8 bytes; a webhook's body is signed as the bytes received. */
export type Payload = string | Uint8Array<ArrayBuffer>;

async function hmacSha256(secret: string, payload: Payload): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const bytes = typeof payload === "string" ? encoder.encode(payload) : payload;
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, bytes));
}

export async function hmacSha256Hex(secret: string, payload: Payload): Promise<string> {
  return Array.from(await hmacSha256(secret, payload), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The 32 bytes of a 64-digit hex text (either case), or null when it is not one. */
function hexBytes(hex: string): Uint8Array | null {
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) return null;
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

/**
 * Whether `signatureHex` is the HMAC-SHA256 of `payload` under `secret`. The bytes are compared in
 * constant time (every byte is looked at whatever differs), so the answer's timing tells an attacker
 * nothing about how much of a forged signature was right. An empty secret never verifies anything.
 */
export async function verifyHmacSha256Hex(secret: string, payload: Payload, signatureHex: string): Promise<boolean> {
  const given = hexBytes(signatureHex.trim());
  if (secret === "" || given === null) return false;
  const expected = await hmacSha256(secret, payload);
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= (expected[i] ?? 0) ^ (given[i] ?? 0);
  return diff === 0;
}
