/** Ids shaped like Razorpay's: a prefix and 14 base-62 characters. */
import { createHash, randomInt } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export function base62(length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export type IdPrefix = "order" | "pay" | "plink" | "card" | "rfnd";

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${base62(14)}`;
}

/** A stable merchant account id for a key, so webhooks carry the same `account_id` across restarts. */
export function accountIdFor(keyId: string): string {
  const digest = createHash("sha256").update(keyId).digest();
  let out = "";
  for (let i = 0; i < 14; i++) out += ALPHABET[(digest[i] ?? 0) % ALPHABET.length];
  return `acc_${out}`;
}
