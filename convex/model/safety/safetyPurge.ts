/**
 * The issue-15 rows that point at a deleted member (members/purge.ts calls this): shortlists and "not interested"
 * rows by them and of them, blocks both ways, warnings to them. Their own reports go once reviewed; an
 * open one stays for staff to act on (the reporter shows as "member left"). Reports against them: when a
 * safety record was kept (model/safety/records.ts) they stay as they are, open ones open, until the record
 * ends; otherwise the reporter keeps them ("reviewed") without the link to the person or the details, and
 * an open one is closed.
 */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import type { PurgeBudget } from "../purgeBudget";
import { reportHasOpenExcerpt } from "../conversations/flags";
import { releaseReport, safetyRecordOf } from "./records";

/** Rows handled within `budget`; true once none is left. */
export async function purgeSafetyRows(ctx: MutationCtx, id: Id<"profiles">, budget: PurgeBudget): Promise<boolean> {
  for (const table of ["shortlists", "hiddenProfiles"] as const) {
    const by = await ctx.db
      .query(table)
      .withIndex("by_ownerId_and_createdAt", (q) => q.eq("ownerId", id))
      .take(budget.left);
    if (!(await budget.step(by, (r) => ctx.db.delete(table, r._id)))) return false;
    const of = await ctx.db
      .query(table)
      .withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", id))
      .take(budget.left);
    if (!(await budget.step(of, (r) => ctx.db.delete(table, r._id)))) return false;
  }
  const blocksBy = await ctx.db
    .query("blocks")
    .withIndex("by_blockerId_and_createdAt", (q) => q.eq("blockerId", id))
    .take(budget.left);
  if (!(await budget.step(blocksBy, (r) => ctx.db.delete("blocks", r._id)))) return false;
  const blocksOf = await ctx.db
    .query("blocks")
    .withIndex("by_blockedId_and_createdAt", (q) => q.eq("blockedId", id))
    .take(budget.left);
  if (!(await budget.step(blocksOf, (r) => ctx.db.delete("blocks", r._id)))) return false;
  const notices = await ctx.db
    .query("memberNotices")
    .withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", id))
    .take(budget.left);
  if (!(await budget.step(notices, (r) => ctx.db.delete("memberNotices", r._id)))) return false;
  // Reviewed reports go; open ones stay in the queue. They are skipped by the read, so the purge still ends:
  // a member's own reports are few (rate limited), and the filter passes over the open ones only.
  const reportsBy = await ctx.db
    .query("reports")
    .withIndex("by_reporterId_and_createdAt", (q) => q.eq("reporterId", id))
    // eslint-disable-next-line @convex-dev/no-filter-in-query -- see above: at most a few open rows are skipped
    .filter((q) => q.neq(q.field("status"), "open"))
    .take(budget.left);
  if (!(await budget.step(reportsBy, (r) => deleteReport(ctx, r._id)))) return false;
  if ((await safetyRecordOf(ctx, id)) !== null) return true;
  const reportsOf = await ctx.db
    .query("reports")
    .withIndex("by_reportedId_and_createdAt", (q) => q.eq("reportedId", id))
    .take(budget.left);
  const now = Date.now();
  return await budget.step(reportsOf, async (r) => {
    // A report from a conversation stays open with its excerpt until staff close it (the policy says so).
    if (r.status === "open" && (await reportHasOpenExcerpt(ctx, r._id))) {
      await ctx.db.patch("reports", r._id, { reportedId: undefined });
      return;
    }
    await releaseReport(ctx, r, now);
  });
}

async function deleteNotes(ctx: MutationCtx, reportId: Id<"reports">): Promise<void> {
  const notes = await ctx.db
    .query("reportNotes")
    .withIndex("by_reportId_and_createdAt", (q) => q.eq("reportId", reportId))
    .collect();
  for (const note of notes) await ctx.db.delete("reportNotes", note._id);
}

async function deleteReport(ctx: MutationCtx, reportId: Id<"reports">): Promise<void> {
  await deleteNotes(ctx, reportId);
  await ctx.db.delete("reports", reportId);
}
