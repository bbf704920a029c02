/**
 * The console's reports queue: every member report, open ones first-in first-out; a report's
 * page with the reported member, their history of reports and reveals, the reporter and staff notes; and
 * the admin actions dismiss, warn, suspend and delete. Support agents read and add notes; the actions are
 * admin-only (the functions' wrappers refuse support). Every step is audited.
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import { v, type Infer } from "convex/values";
import { REPORT_NOTE_MAX, type ReportAction } from "@matrimony/shared/rules/safety";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { vProfileStatus } from "../../validators";
import { vReportReason, vReportStatus, vSafetyRecordReason } from "../safety/validators";
import { audit } from "../audit";
import { fail } from "../errors";
import { cleanFreeText } from "../validation";
import type { StaffMember } from "../identity";
import { removeMember, type Removal } from "./deletion";
import { boundedPage, mapPage, vOrder } from "./lists";
import { suspend } from "./moderation";
import { toActivity, vActivity } from "./projections";
import { notify } from "../notifications/notify";
import { closeFlagsOfReport } from "../conversations/flags";
import { safetyRecordOf } from "../safety/records";

/** How many rows of each history list a report's page shows, newest first. */
export const REPORT_HISTORY_LIMIT = 20;

export const vReportFilter = v.object({
  status: v.optional(vReportStatus),
  reportedId: v.optional(v.id("profiles")),
});
export const vReportSort = v.object({ field: v.literal("createdAt"), order: vOrder });

const vPerson = v.object({
  profileId: v.id("profiles"),
  profileCode: v.string(),
  fullName: v.string(),
  status: vProfileStatus,
});
type Person = Infer<typeof vPerson>;

export const vReportRow = v.object({
  _id: v.id("reports"),
  reason: vReportReason,
  status: vReportStatus,
  createdAt: v.number(),
  reviewedAt: v.nullable(v.number()),
  reviewedBy: v.nullable(v.string()),
  /**
   * Null once that member's account is deleted: the console shows "member left". A deleted reporter's open
   * report stays; a deleted reported member's stays while their safety record does (`reportedRecord`).
   */
  reporter: v.nullable(vPerson),
  reported: v.nullable(vPerson),
  hasDetails: v.boolean(),
});
export type ReportRow = Infer<typeof vReportRow>;

export const vReportNote = v.object({
  _id: v.id("reportNotes"),
  author: v.string(),
  text: v.string(),
  createdAt: v.number(),
});

export const vReportDetail = v.object({
  ...vReportRow.fields,
  details: v.nullable(v.string()),
  /** The reported member's account at a glance (the full record is a link away). */
  reportedStatusReason: v.nullable(v.string()),
  reportedCreatedAt: v.nullable(v.number()),
  /** Earlier and later reports against the same member (this one included), newest first. */
  reportsAgainst: v.array(vReportRow),
  /** How many reports this member filed themselves (a member who reports everyone is a signal too). */
  reportsByReported: v.number(),
  /** Contact reveals by the reported member (harvesting) and of them, newest first. */
  revealsBy: v.array(vActivity),
  revealsOf: v.array(vActivity),
  notes: v.array(vReportNote),
  /**
   * The reported member's safety record once their account is deleted (model/safety/records.ts): the code
   * they had, why it was kept, the suspension reason and call notes, and any refused return.
   */
  reportedRecord: v.nullable(
    v.object({
      profileCode: v.string(),
      reasons: v.array(vSafetyRecordReason),
      barred: v.boolean(),
      statusReason: v.nullable(v.string()),
      notes: v.array(v.object({ author: v.string(), text: v.string(), createdAt: v.number() })),
      revealCount: v.number(),
      deletedAt: v.number(),
      returns: v.array(v.object({ at: v.number(), via: v.string(), profileCode: v.nullable(v.string()) })),
    }),
  ),
});
export type ReportDetail = Infer<typeof vReportDetail>;

async function personOf(ctx: QueryCtx, id: Id<"profiles"> | undefined): Promise<Person | null> {
  const p = id === undefined ? null : await ctx.db.get("profiles", id);
  return p === null ? null : { profileId: p._id, profileCode: p.profileCode, fullName: p.fullName, status: p.status };
}

async function toReportRow(ctx: QueryCtx, r: Doc<"reports">): Promise<ReportRow> {
  return {
    _id: r._id,
    reason: r.reason,
    status: r.status,
    createdAt: r.createdAt,
    reviewedAt: r.reviewedAt ?? null,
    reviewedBy: r.reviewedBy ?? null,
    reporter: await personOf(ctx, r.reporterId),
    reported: await personOf(ctx, r.reportedId),
    hasDetails: r.details !== undefined,
  };
}

/**
 * The queue: by status (open oldest first by default, so nothing waits forever), one member's reports, or
 * all newest first. Each is one index range, so a page reads the rows it shows.
 */
export async function listReports(
  ctx: QueryCtx,
  args: { paginationOpts: PaginationOptions; filter?: Infer<typeof vReportFilter>; sort?: Infer<typeof vReportSort> },
): Promise<PaginationResult<ReportRow>> {
  const { status, reportedId } = args.filter ?? {};
  const reports = ctx.db.query("reports");
  const query =
    reportedId !== undefined
      ? reports.withIndex("by_reportedId_and_createdAt", (q) => q.eq("reportedId", reportedId))
      : status !== undefined
        ? reports.withIndex("by_status_and_createdAt", (q) => q.eq("status", status))
        : reports.withIndex("by_createdAt");
  const order = args.sort?.order ?? (status === "open" && reportedId === undefined ? "asc" : "desc");
  // One member's reports are few; a status filter with a member filter is applied while reading them.
  const residual = reportedId !== undefined && status !== undefined;
  const filtered = residual ? query.filter((q) => q.eq(q.field("status"), status)) : query;
  const result = await filtered.order(order).paginate(boundedPage(args.paginationOpts, residual));
  return await mapPage(result, (r) => toReportRow(ctx, r));
}

export async function reportDetail(ctx: QueryCtx, id: Id<"reports">): Promise<ReportDetail | null> {
  const r = await ctx.db.get("reports", id);
  if (r === null) return null;
  const reportedId = r.reportedId;
  const reported = reportedId === undefined ? null : await ctx.db.get("profiles", reportedId);
  const against =
    reportedId === undefined
      ? [r]
      : await ctx.db
          .query("reports")
          .withIndex("by_reportedId_and_createdAt", (q) => q.eq("reportedId", reportedId))
          .order("desc")
          .take(REPORT_HISTORY_LIMIT);
  const filedBy =
    reportedId === undefined
      ? []
      : await ctx.db
          .query("reports")
          .withIndex("by_reporterId_and_createdAt", (q) => q.eq("reporterId", reportedId))
          .take(101);
  const revealsBy =
    reportedId === undefined
      ? []
      : await ctx.db
          .query("contactReveals")
          .withIndex("by_viewerId_and_revealedAt", (q) => q.eq("viewerId", reportedId))
          .order("desc")
          .take(REPORT_HISTORY_LIMIT);
  const revealsOf =
    reportedId === undefined
      ? []
      : await ctx.db
          .query("contactReveals")
          .withIndex("by_viewedId_and_revealedAt", (q) => q.eq("viewedId", reportedId))
          .order("desc")
          .take(REPORT_HISTORY_LIMIT);
  const notes = await ctx.db
    .query("reportNotes")
    .withIndex("by_reportId_and_createdAt", (q) => q.eq("reportId", id))
    .order("desc")
    .take(100);
  return {
    ...(await toReportRow(ctx, r)),
    details: r.details ?? null,
    reportedStatusReason: reported?.statusReason ?? null,
    reportedCreatedAt: reported?.createdAt ?? null,
    reportsAgainst: await Promise.all(against.map((x) => toReportRow(ctx, x))),
    reportsByReported: filedBy.length,
    revealsBy: await Promise.all(revealsBy.map((x) => toActivity(ctx, x.viewedId, x.revealedAt))),
    revealsOf: await Promise.all(revealsOf.map((x) => toActivity(ctx, x.viewerId, x.revealedAt))),
    notes: notes.map((n) => ({ _id: n._id, author: n.author, text: n.text, createdAt: n.createdAt })),
    reportedRecord: await recordView(ctx, reported === null ? reportedId : undefined),
  };
}

async function recordView(
  ctx: QueryCtx,
  deletedId: Id<"profiles"> | undefined,
): Promise<ReportDetail["reportedRecord"]> {
  const record = deletedId === undefined ? null : await safetyRecordOf(ctx, deletedId);
  if (record === null) return null;
  return {
    profileCode: record.profileCode,
    reasons: record.reasons,
    barred: record.barred,
    statusReason: record.statusReason ?? null,
    notes: record.notes,
    revealCount: record.revealCount,
    deletedAt: record.deletedAt,
    returns: record.returns.map((r) => ({ at: r.at, via: r.via, profileCode: r.profileCode ?? null })),
  };
}

async function reportOrFail(ctx: QueryCtx, id: Id<"reports">): Promise<Doc<"reports">> {
  const r = await ctx.db.get("reports", id);
  if (r === null) fail("not_found", "error.notFound");
  return r;
}

function auditTarget(r: Doc<"reports">, reported: Doc<"profiles"> | null): string {
  return reported?.profileCode ?? `report:${r._id}`;
}

/** A staff note on a report (admins and support agents). The text stays in the note; the log says one was added. */
export async function addReportNote(
  ctx: MutationCtx,
  staff: StaffMember,
  id: Id<"reports">,
  raw: string,
): Promise<Id<"reportNotes">> {
  const text = cleanFreeText(raw, {
    field: "text",
    max: REPORT_NOTE_MAX,
    tooLong: "console.noteTooLong",
    required: "console.noteRequired",
  });
  const r = await reportOrFail(ctx, id);
  const noteId = await ctx.db.insert("reportNotes", { reportId: id, author: staff.email, text, createdAt: Date.now() });
  const reported = r.reportedId === undefined ? null : await ctx.db.get("profiles", r.reportedId);
  await audit(ctx, {
    actor: staff.email,
    action: "report.note",
    target: auditTarget(r, reported),
    details: `report ${id}`,
  });
  return noteId;
}

export type ReportActionArgs = { id: Id<"reports">; action: ReportAction; reason?: string; confirm?: string };

const OUTCOME: Record<ReportAction, Doc<"reports">["status"]> = {
  dismiss: "dismissed",
  warn: "warned",
  suspend: "suspended",
  delete: "deleted",
};

/**
 * An admin's decision on an open report. Suspend and delete reuse the console's own suspension and deletion
 * (their audit entries included) and close every other open report against the same member the same way.
 * Returns the removal for `delete`, whose caller schedules the identity's deletion.
 */
export async function actOnReport(
  ctx: MutationCtx,
  staff: StaffMember,
  args: ReportActionArgs,
): Promise<(Removal & { profileId: Id<"profiles"> }) | null> {
  const r = await reportOrFail(ctx, args.id);
  if (r.status !== "open") fail("conflict", "safety.reportAlreadyReviewed");
  const reportedId = r.reportedId;
  const reported = reportedId === undefined ? null : await ctx.db.get("profiles", reportedId);
  if (
    (args.action === "warn" || args.action === "suspend" || args.action === "delete") &&
    (reported === null || reportedId === undefined)
  ) {
    fail("not_found", "error.notFound");
  }
  const now = Date.now();
  const status = OUTCOME[args.action];
  const close = async (report: Doc<"reports">) => {
    await ctx.db.patch("reports", report._id, { status, reviewedAt: now, reviewedBy: staff.email });
    // A conversation excerpt is kept only until its report is closed.
    await closeFlagsOfReport(ctx, report._id, staff.email);
    // The reporter learns that it was reviewed and whether action was taken, never what it was.
    await notify(ctx, {
      profileId: report.reporterId,
      kind: "reportOutcome",
      params: { outcome: status === "dismissed" ? "dismissed" : "actioned" },
      dedupeKey: `reportOutcome:${report._id}`,
    });
  };
  const closeAllAgainst = async (id: Id<"profiles">) => {
    const open = await ctx.db
      .query("reports")
      .withIndex("by_reportedId_and_createdAt", (q) => q.eq("reportedId", id))
      .collect();
    for (const other of open) if (other.status === "open") await close(other);
  };
  let removal: (Removal & { profileId: Id<"profiles"> }) | null = null;
  if (args.action === "dismiss") await close(r);
  else if (args.action === "warn" && reportedId !== undefined) {
    await ctx.db.insert("memberNotices", { profileId: reportedId, reason: r.reason, reportId: r._id, createdAt: now });
    await close(r);
  } else if (args.action === "suspend" && reportedId !== undefined) {
    await suspend(ctx, staff, reportedId, args.reason ?? "");
    await closeAllAgainst(reportedId);
  } else if (args.action === "delete" && reportedId !== undefined) {
    // Closed first: the deletion's purge then only unlinks these reports from the member.
    await closeAllAgainst(reportedId);
    removal = { ...(await removeMember(ctx, staff, reportedId, args.confirm ?? "", true)), profileId: reportedId };
  }
  await audit(ctx, {
    actor: staff.email,
    action: `report.${args.action}`,
    target: auditTarget(r, reported),
    details: `report ${r._id} (${r.reason}) → ${status}`,
  });
  return removal;
}

/** Open reports for the dashboard, capped like its other figures. */
export async function openReportCount(ctx: QueryCtx, cap: number): Promise<number> {
  const rows = await ctx.db
    .query("reports")
    .withIndex("by_status_and_createdAt", (q) => q.eq("status", "open"))
    .take(cap + 1);
  return rows.length;
}
