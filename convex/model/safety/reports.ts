/**
 * Reports, as the member sees them: file one with a reason and optional details (which also
 * blocks), see "My reports" reviewed or not in general terms, and read a staff warning until acknowledged.
 * The console's side is model/admin/reports.ts.
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import { v, type Infer } from "convex/values";
import { REPORT_DETAILS_MAX, type ReportReason } from "@matrimony/shared/rules/safety";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { vReportReason } from "./validators";
import { audit, memberActor } from "../audit";
import { fail } from "../errors";
import { consume, MEMBER_PAGE_SIZE } from "../limits";
import { cleanFreeText } from "../validation";
import { blockableTarget, insertBlock } from "./blocks";

/**
 * Details as staff will read them, with the forms' own text hygiene (shared/validation/cleanText.ts):
 * hidden control and direction characters refused, invisible padding stripped (ZWNJ and ZWJ stay: Telugu
 * uses them), Unicode-normalised, at most two blank lines in a row, trimmed. Empty → undefined.
 */
export function sanitiseDetails(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const clean = cleanFreeText(raw, { field: "details", max: REPORT_DETAILS_MAX, tooLong: "safety.detailsTooLong" });
  return clean === "" ? undefined : clean;
}

export async function fileReport(
  ctx: MutationCtx,
  reporter: Doc<"profiles">,
  args: { profileId: string; reason: ReportReason; details?: string },
): Promise<Id<"reports">> {
  const target = await blockableTarget(ctx, reporter, args.profileId);
  const details = sanitiseDetails(args.details);
  const earlier = await ctx.db
    .query("reports")
    .withIndex("by_reporterId_and_reportedId", (q) => q.eq("reporterId", reporter._id).eq("reportedId", target._id))
    .collect();
  if (earlier.some((r) => r.status === "open")) fail("conflict", "safety.alreadyReported");
  await consume(ctx, "reports", reporter._id, "safety.reportLimit");
  const id = await ctx.db.insert("reports", {
    reporterId: reporter._id,
    reportedId: target._id,
    reason: args.reason,
    details,
    status: "open",
    createdAt: Date.now(),
  });
  // A report also blocks: whoever was reported no longer sees the reporter, nor the reporter them.
  await insertBlock(ctx, reporter, target, true);
  await audit(ctx, {
    actor: memberActor(reporter.profileCode),
    action: "report.file",
    target: target.profileCode,
    details: `report ${id}: ${args.reason}`,
  });
  return id;
}

/** A report as its author sees it: reviewed or not, never what staff decided about the other member. */
export const vMyReport = v.object({
  _id: v.id("reports"),
  reason: vReportReason,
  createdAt: v.number(),
  reviewedAt: v.union(v.number(), v.null()),
  /** The reported member's name, while their profile exists (the reporter named them). */
  reportedName: v.union(v.string(), v.null()),
});
export type MyReport = Infer<typeof vMyReport>;

export async function myReports(
  ctx: QueryCtx,
  reporter: Doc<"profiles">,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<MyReport>> {
  const numItems = Math.min(MEMBER_PAGE_SIZE, Math.max(1, Math.floor(paginationOpts.numItems)));
  const result = await ctx.db
    .query("reports")
    .withIndex("by_reporterId_and_createdAt", (q) => q.eq("reporterId", reporter._id))
    .order("desc")
    .paginate({ ...paginationOpts, numItems });
  const page = await Promise.all(
    result.page.map(async (r): Promise<MyReport> => {
      const reported = r.reportedId === undefined ? null : await ctx.db.get("profiles", r.reportedId);
      return {
        _id: r._id,
        reason: r.reason,
        createdAt: r.createdAt,
        reviewedAt: r.status === "open" ? null : (r.reviewedAt ?? r.createdAt),
        reportedName: reported?.fullName ?? null,
      };
    }),
  );
  return { ...result, page };
}

/** A warning staff gave the member, shown until acknowledged (in the member's language, from the reason). */
export const vNotice = v.object({ _id: v.id("memberNotices"), reason: vReportReason, createdAt: v.number() });
export type Notice = Infer<typeof vNotice>;

/** The member's unacknowledged notices, newest first (a handful at most: each needs a staff review). */
export async function myNotices(ctx: QueryCtx, member: Doc<"profiles">): Promise<Notice[]> {
  const rows = await ctx.db
    .query("memberNotices")
    .withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", member._id))
    .order("desc")
    .take(20);
  return rows
    .filter((n) => n.acknowledgedAt === undefined)
    .map((n) => ({ _id: n._id, reason: n.reason, createdAt: n.createdAt }));
}

export async function acknowledgeNotice(
  ctx: MutationCtx,
  member: Doc<"profiles">,
  id: Id<"memberNotices">,
): Promise<null> {
  const notice = await ctx.db.get("memberNotices", id);
  if (notice === null || notice.profileId !== member._id) fail("not_found", "safety.noticeNotFound");
  if (notice.acknowledgedAt !== undefined) return null;
  await ctx.db.patch("memberNotices", id, { acknowledgedAt: Date.now() });
  await audit(ctx, {
    actor: memberActor(member.profileCode),
    action: "notice.acknowledge",
    target: member.profileCode,
    details: `notice ${id}`,
  });
  return null;
}
