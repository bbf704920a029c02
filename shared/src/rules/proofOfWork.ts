/**
 * Proof of work for anonymous calls that cost the service something (the /paye test page's payment link):
 * the caller finds a nonce such that SHA-256 of `challenge:nonce` starts with `bits` zero bits. Finding one
 * takes about 2^bits hashes (16 bits: about 65,000, a fraction of a second on a laptop, about a second on
 * a low-end phone); checking it takes one. A flood then costs its sender CPU per request, and no shared cap exists for
 * it to exhaust.
 */

/** Zero bits the hash must start with by default: about 65,000 hashes on average. */
export const PROOF_OF_WORK_BITS = 16;

/** The most nonces a solver tries before giving up (2^24: about 256 times the average work). */
const MAX_TRIES = 2 ** 24;

import { sha256 } from "./sha256";

const encoder = new TextEncoder();

function proofHash(challenge: string, nonce: string): Uint8Array {
  return sha256(encoder.encode(`${challenge}:${nonce}`));
}

/** How many zero bits `bytes` starts with. */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** Whether `nonce` solves `challenge` at `bits`. Nonces are short decimal strings. */
export function meetsProof(challenge: string, nonce: string, bits: number): boolean {
  if (!/^\d{1,12}$/.test(nonce)) return false;
  return leadingZeroBits(proofHash(challenge, nonce)) >= bits;
}

/** How many nonces one slice of the search tries before letting the page breathe. */
const SLICE = 20_000;

/**
 * Find a nonce for `challenge` (the browser's side), in slices that yield to the event loop so the page
 * stays responsive; throws after MAX_TRIES, which practically never happens.
 */
export async function solveProof(challenge: string, bits: number): Promise<string> {
  for (let start = 0; start < MAX_TRIES; start += SLICE) {
    for (let n = start; n < start + SLICE; n++) {
      const nonce = String(n);
      if (leadingZeroBits(proofHash(challenge, nonce)) >= bits) return nonce;
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error("no proof of work found");
}
