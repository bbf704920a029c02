/**
 * Deleting a deleted member's login (queued by the member's own deletion and by the console's): Clerk in
 * production, the local identity locally (model/identityDeletion/request.ts), through the outbox of
 * model/identityDeletion/outbox.ts: retried on network errors, 429 and 5xx until the provider answers; every
 * outcome lands in the audit log, so an admin can finish a refused one by hand in Clerk's dashboard.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { env } from "../_generated/server";
import { internalAction, internalMutation } from "../functions";
import { deletionRequest, outcomeOf } from "../model/identityDeletion/request";
import { claimDeletion, finishDeletion, sweepDeletions } from "../model/identityDeletion/outbox";

const vFinish = v.object({
  outcome: v.union(v.literal("deleted"), v.literal("retry"), v.literal("failed"), v.literal("skipped")),
  details: v.string(),
});

export const deleteIdentity = internalAction({
  args: { deletionId: v.id("identityDeletions") },
  returns: v.null(),
  handler: async (ctx, { deletionId }) => {
    const row = await ctx.runMutation(internal.admin.identity.claim, { deletionId });
    if (row === null) return null;
    const request = deletionRequest(row.tokenIdentifier, env);
    const finish = (result: { outcome: "deleted" | "retry" | "failed" | "skipped"; details: string }) =>
      ctx.runMutation(internal.admin.identity.finish, { deletionId, result });
    if (request.provider === "none") {
      await finish({ outcome: "skipped", details: request.reason });
      return null;
    }
    let status: number | null = null;
    try {
      status = (await fetch(request.url, request.init)).status;
    } catch {
      status = null;
    }
    await finish({
      outcome: outcomeOf(status),
      details: `${request.provider}: ${status === null ? "network error" : `HTTP ${String(status)}`}`,
    });
    return null;
  },
});

export const claim = internalMutation({
  args: { deletionId: v.id("identityDeletions") },
  returns: v.union(v.object({ tokenIdentifier: v.string() }), v.null()),
  handler: async (ctx, { deletionId }) => {
    const row = await claimDeletion(ctx, deletionId, Date.now());
    return row === null ? null : { tokenIdentifier: row.tokenIdentifier };
  },
});

export const finish = internalMutation({
  args: { deletionId: v.id("identityDeletions"), result: vFinish },
  returns: v.null(),
  handler: async (ctx, { deletionId, result }) => {
    await finishDeletion(ctx, deletionId, result, Date.now());
    return null;
  },
});

/** Every few minutes: deletions whose scheduled run was lost or whose action died mid-way. */
export const sweep = internalMutation({
  args: {},
  returns: v.number(),
  handler: async (ctx) => await sweepDeletions(ctx, Date.now()),
});
