import { v } from "convex/values";
import { internalMutation } from "./functions";
import { tryConsume } from "./model/limits";

/**
 * The HTTP routes' rate limits (an HTTP action has no database): one token of the test page's
 * per-client and site-wide limits, or when the caller may try again.
 */
export const takeTestPaymentToken = internalMutation({
  args: { client: v.string() },
  returns: v.union(v.object({ ok: v.literal(true) }), v.object({ ok: v.literal(false), retryAt: v.number() })),
  handler: async (ctx, { client }) => {
    const perClient = await tryConsume(ctx, "testPaymentPerClient", client);
    if (!perClient.ok) return perClient;
    return await tryConsume(ctx, "testPaymentGlobal", "site");
  },
});
