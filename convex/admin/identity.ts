/**
 * Deleting a deleted member's login (scheduled by admin/members:remove): Clerk in production, the
 * local identity locally (model/admin/identity.ts). Retried on network errors, 429 and 5xx; every
 * outcome lands in the audit log, so an admin can finish a failed one by hand in Clerk's dashboard.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { env } from "../_generated/server";
import { internalAction, internalMutation } from "../functions";
import { deletionRequest, outcomeOf, RETRY_DELAYS_MS } from "../model/admin/identity";
import { audit } from "../model/audit";

const vArgs = { tokenIdentifier: v.string(), profileCode: v.string(), requestedBy: v.string(), attempt: v.number() };

export const deleteIdentity = internalAction({
  args: vArgs,
  returns: v.null(),
  handler: async (ctx, args) => {
    const request = deletionRequest(args.tokenIdentifier, env);
    const record = (action: string, details: string) =>
      ctx.runMutation(internal.admin.identity.recordOutcome, { actor: args.requestedBy, action, target: args.profileCode, details });
    if (request.provider === "none") {
      await record("identity.deleteSkipped", request.reason);
      return null;
    }
    let status: number | null = null;
    try {
      status = (await fetch(request.url, request.init)).status;
    } catch {
      status = null;
    }
    const outcome = outcomeOf(status);
    const what = `${request.provider}: ${status === null ? "network error" : `HTTP ${String(status)}`}`;
    if (outcome === "deleted") await record("identity.delete", what);
    else if (outcome === "retry" && args.attempt < RETRY_DELAYS_MS.length) {
      await ctx.scheduler.runAfter(RETRY_DELAYS_MS[args.attempt] ?? 0, internal.admin.identity.deleteIdentity, { ...args, attempt: args.attempt + 1 });
    } else await record("identity.deleteFailed", `${what} after ${String(args.attempt + 1)} attempt(s)`);
    return null;
  },
});

export const recordOutcome = internalMutation({
  args: { actor: v.string(), action: v.string(), target: v.string(), details: v.string() },
  returns: v.null(),
  handler: async (ctx, entry) => {
    await audit(ctx, entry);
    return null;
  },
});
