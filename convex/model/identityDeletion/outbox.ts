/**
 * The identity deletions' outbox (table `identityDeletions`), in the notification outbox's three steps:
 * `claim` (a mutation: only a due, queued row moves to `sending` with a lease, so a second run finds it
 * taken), the action's call to the provider (convex/admin/identity.ts), then `finish`: gone → the row is
 * deleted and audited; worth a retry → queued again after a backoff, as long as it takes; refused for good
 * → `failed`, audited, for an admin to finish in the provider's dashboard. A row whose action died is
 * picked up by the sweep once its lease has passed.
 */
import { internal } from "../../_generated/api";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { audit } from "../audit";
import { DELETION_LEASE_MS, retryDelay, type DeletionOutcome } from "./request";

export type IdentityDeletion = { tokenIdentifier: string; profileCode: string; requestedBy: string };

/** Queue the login's deletion, first tried after `delayMs`; in the deletion's own transaction. */
export async function queueIdentityDeletion(
  ctx: MutationCtx,
  deletion: IdentityDeletion,
  delayMs: number,
): Promise<Id<"identityDeletions">> {
  const id = await ctx.db.insert("identityDeletions", {
    ...deletion,
    status: "queued",
    attempts: 0,
    nextAttemptAt: Date.now() + delayMs,
  });
  await ctx.scheduler.runAfter(delayMs, internal.admin.identity.deleteIdentity, { deletionId: id });
  return id;
}

/** Take a due, queued row for one attempt; null when it is not (taken, done, not yet due). */
export async function claimDeletion(
  ctx: MutationCtx,
  id: Id<"identityDeletions">,
  now: number,
): Promise<Doc<"identityDeletions"> | null> {
  const row = await ctx.db.get("identityDeletions", id);
  if (row === null || row.status !== "queued" || row.nextAttemptAt > now) return null;
  const attempts = row.attempts + 1;
  await ctx.db.patch("identityDeletions", id, { status: "sending", attempts, nextAttemptAt: now + DELETION_LEASE_MS });
  return { ...row, status: "sending", attempts };
}

export type Finish = { outcome: DeletionOutcome | "skipped"; details: string };

/** Record an attempt's outcome; schedules the retry when there is one. */
export async function finishDeletion(
  ctx: MutationCtx,
  id: Id<"identityDeletions">,
  { outcome, details }: Finish,
  now: number,
): Promise<void> {
  const row = await ctx.db.get("identityDeletions", id);
  if (row === null || row.status !== "sending") return;
  const entry = { actor: row.requestedBy, target: row.profileCode };
  if (outcome === "deleted" || outcome === "skipped") {
    await ctx.db.delete("identityDeletions", id);
    await audit(ctx, {
      ...entry,
      action: outcome === "deleted" ? "identity.delete" : "identity.deleteSkipped",
      details,
    });
    return;
  }
  if (outcome === "failed") {
    await ctx.db.patch("identityDeletions", id, { status: "failed", lastError: details });
    await audit(ctx, {
      ...entry,
      action: "identity.deleteFailed",
      details: `${details} after ${String(row.attempts)} attempt(s)`,
    });
    return;
  }
  const wait = retryDelay(row.attempts);
  await ctx.db.patch("identityDeletions", id, { status: "queued", nextAttemptAt: now + wait, lastError: details });
  await ctx.scheduler.runAfter(wait, internal.admin.identity.deleteIdentity, { deletionId: id });
}

/** Rows the sweep starts per run. */
const SWEEP_BATCH = 100;

/** Queued rows that are due and rows whose lease passed (their action died): run them again. */
export async function sweepDeletions(ctx: MutationCtx, now: number): Promise<number> {
  const stuck = await ctx.db
    .query("identityDeletions")
    .withIndex("by_status_and_nextAttemptAt", (q) => q.eq("status", "sending").lte("nextAttemptAt", now))
    .take(SWEEP_BATCH);
  for (const row of stuck) await ctx.db.patch("identityDeletions", row._id, { status: "queued" });
  const due = await ctx.db
    .query("identityDeletions")
    .withIndex("by_status_and_nextAttemptAt", (q) => q.eq("status", "queued").lte("nextAttemptAt", now))
    .take(SWEEP_BATCH);
  for (const row of due)
    await ctx.scheduler.runAfter(0, internal.admin.identity.deleteIdentity, { deletionId: row._id });
  return due.length;
}
