/**
 * Who pays for a test payment link (POST /api/payment/create-payment). Each link is a Razorpay call, and
 * limits keyed by address or site-wide turn into a denial of service: many members share one address
 * behind their mobile carrier's NAT, and one script could spend a site-wide cap for everyone. So:
 * - a signed-in caller is limited per account;
 * - an anonymous caller gets a few links free (per address, and a small site-wide free budget); after
 *   that, each link costs a proof of work (shared/rules/proofOfWork.ts), never a refusal. A flood spends
 *   only the free budget and then pays in CPU per request; a person's browser solves it in a second or two.
 *
 * The challenge is the time it was made and random bytes, unsigned: a caller who makes their own does the
 * same work. It is valid for PROOF_WINDOW_MS and spent on first use (`spentProofs`), so solutions cannot be
 * stockpiled beyond the window or replayed.
 */
import { meetsProof, PROOF_OF_WORK_BITS } from "@matrimony/shared/rules/proofOfWork";
import { env, type MutationCtx } from "../../_generated/server";

/** How long a challenge may be answered after it was made. */
export const PROOF_WINDOW_MS = 10 * 60_000;
/** A clock a little ahead of the server's is not a reason to refuse. */
const CLOCK_SKEW_MS = 60_000;

export type Proof = { challenge: string; nonce: string };

/** The difficulty asked for now: `TEST_PAYMENT_PROOF_BITS` when it is a number from 8 to 24, else 16. */
export function proofBits(): number {
  const set = Number(env.TEST_PAYMENT_PROOF_BITS);
  return Number.isInteger(set) && set >= 8 && set <= 24 ? set : PROOF_OF_WORK_BITS;
}

/** A new challenge: `<ms>.<32 hex digits>`. */
export function newChallenge(nowMs: number): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(
    "",
  );
  return `${String(nowMs)}.${random}`;
}

/** When `challenge` was made, or null when it is not one of ours. */
function issuedAt(challenge: string): number | null {
  const match = /^(\d{13})\.[0-9a-f]{32}$/.exec(challenge);
  return match === null ? null : Number(match[1]);
}

/** The challenge, when the proof is within its window and solves it; null otherwise. No database read. */
export function solvedChallenge(proof: Proof, nowMs: number): string | null {
  const at = issuedAt(proof.challenge);
  if (at === null || at > nowMs + CLOCK_SKEW_MS || at < nowMs - PROOF_WINDOW_MS) return null;
  return meetsProof(proof.challenge, proof.nonce, proofBits()) ? proof.challenge : null;
}

/** Spend a solved challenge: false when it was spent before (a replay). */
export async function spendChallenge(ctx: MutationCtx, challenge: string, nowMs: number): Promise<boolean> {
  const spent = await ctx.db
    .query("spentProofs")
    .withIndex("by_challenge", (q) => q.eq("challenge", challenge))
    .first();
  if (spent !== null) return false;
  await ctx.db.insert("spentProofs", { challenge, expiresAt: nowMs + PROOF_WINDOW_MS + CLOCK_SKEW_MS });
  return true;
}

const PRUNE_BATCH = 500;

/** Forget spent challenges whose window has closed (they can no longer be answered anyway). */
export async function pruneSpentProofs(ctx: MutationCtx, nowMs: number): Promise<number> {
  const old = await ctx.db
    .query("spentProofs")
    .withIndex("by_expiresAt", (q) => q.lt("expiresAt", nowMs))
    .take(PRUNE_BATCH);
  for (const row of old) await ctx.db.delete("spentProofs", row._id);
  return old.length;
}
