/**
 * The audit log screen: who did what to whom. One of actor, action and target is served by its index
 * (`by_target_and_at`, then `by_actor_and_at`, then `by_action_and_at`; none: `by_at`) with the time range
 * in the index range; a second or third of them is residual (lists.ts). Always by time.
 */
import type { Expression, FilterBuilder, NamedTableInfo, PaginationOptions, PaginationResult } from "convex/server";
import { v, type Infer } from "convex/values";
import type { DataModel } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { boundedPage, mapPage, timeRange, trimmed, vOrder } from "./lists";
import { toAuditEntry, type AuditEntry } from "./projections";

export const vAuditFilter = v.object({
  /** A staff email, `member:<profileCode>`, `razorpay:webhook` or `system`. */
  actor: v.optional(v.string()),
  /** e.g. member.approve, member.delete, payment.recordOffline, staff.add. */
  action: v.optional(v.string()),
  /** A profile code or a staff email. */
  target: v.optional(v.string()),
  from: v.optional(v.number()),
  to: v.optional(v.number()),
});
export type AuditFilter = Infer<typeof vAuditFilter>;
export const vAuditSort = v.object({ field: v.literal("at"), order: vOrder });

type AuditFilterBuilder = FilterBuilder<NamedTableInfo<DataModel, "auditLog">>;
type Condition = (q: AuditFilterBuilder) => Expression<boolean>;

export async function listAudit(
  ctx: QueryCtx,
  args: { paginationOpts: PaginationOptions; filter?: AuditFilter; sort?: Infer<typeof vAuditSort> },
): Promise<PaginationResult<AuditEntry>> {
  const f = args.filter ?? {};
  const { from, to } = f;
  // Staff emails are stored lower-cased; profile codes, member:TM... and system as they are.
  const typedActor = trimmed(f.actor);
  const actor = typedActor?.includes("@") ? typedActor.toLowerCase() : typedActor;
  const typedTarget = trimmed(f.target);
  const target = typedTarget?.includes("@") ? typedTarget.toLowerCase() : typedTarget;
  const action = trimmed(f.action);
  const log = ctx.db.query("auditLog");
  const conditions: Condition[] = [];
  let query;
  if (target !== undefined) {
    query = log.withIndex("by_target_and_at", (ix) => timeRange(ix.eq("target", target), "at", from, to));
    if (actor !== undefined) conditions.push((q) => q.eq(q.field("actor"), actor));
    if (action !== undefined) conditions.push((q) => q.eq(q.field("action"), action));
  } else if (actor !== undefined) {
    query = log.withIndex("by_actor_and_at", (ix) => timeRange(ix.eq("actor", actor), "at", from, to));
    if (action !== undefined) conditions.push((q) => q.eq(q.field("action"), action));
  } else if (action !== undefined) {
    query = log.withIndex("by_action_and_at", (ix) => timeRange(ix.eq("action", action), "at", from, to));
  } else {
    query = log.withIndex("by_at", (ix) => timeRange(ix, "at", from, to));
  }
  let ordered = query.order(args.sort?.order ?? "desc");
  if (conditions.length > 0) {
    // Residual filters, bounded per page by maximumRowsRead (lists.ts).
    ordered = ordered.filter((q) => q.and(...conditions.map((c) => c(q))));
  }
  const result = await ordered.paginate(boundedPage(args.paginationOpts, conditions.length > 0));
  return await mapPage(result, async (e) => toAuditEntry(e));
}
