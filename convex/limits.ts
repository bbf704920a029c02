import { v } from "convex/values";
import { internalMutation } from "./functions";
import { tryConsume } from "./model/limits";
import { pruneSpentProofs, spendChallenge } from "./model/payments/testPaymentProof";

/**
 * The test page's payment links (an HTTP action has no database; model/payments/testPaymentProof.ts): a
 * signed-in caller takes a token of their account's limit; an anonymous caller with a solved, unspent
 * challenge goes through; one without takes a free token (per address, then site-wide) or is asked for a
 * proof of work.
 */
export const takeTestPaymentToken = internalMutation({
  args: { account: v.union(v.string(), v.null()), client: v.string(), solvedChallenge: v.union(v.string(), v.null()) },
  returns: v.union(
    v.object({ ok: v.literal(true) }),
    v.object({ ok: v.literal(false), retryAt: v.number() }),
    v.object({ ok: v.literal(false), proofRequired: v.literal(true) }),
  ),
  handler: async (ctx, { account, client, solvedChallenge }) => {
    if (account !== null) return await tryConsume(ctx, "testPaymentPerAccount", account);
    const proofRequired = { ok: false as const, proofRequired: true as const };
    if (solvedChallenge !== null)
      return (await spendChallenge(ctx, solvedChallenge, Date.now())) ? { ok: true as const } : proofRequired;
    const perClient = await tryConsume(ctx, "testPaymentFreePerClient", client);
    if (!perClient.ok) return proofRequired;
    const site = await tryConsume(ctx, "testPaymentFreeSite", "site");
    return site.ok ? site : proofRequired;
  },
});

/** Hourly: forget answered challenges whose window has closed. */
export const pruneSpentProofsHourly = internalMutation({
  args: {},
  returns: v.number(),
  handler: async (ctx) => await pruneSpentProofs(ctx, Date.now()),
});
