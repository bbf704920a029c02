/**
 * The console's safety queue: conversations flagged for a money request or copy-paste outreach, and
 * messages members reported. Staff see who and what kind, not the messages; the excerpt (the last 30
 * messages, original text) opens on purpose, one audited mutation each time. Staff cannot browse
 * conversations any other way. Admins act: warn, end the conversation, suspend, or dismiss, each audited,
 * and the flag's excerpt is deleted when it closes (a report's, when its report is closed).
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import { v, type Infer } from "convex/values";
import type { ReportReason } from "@matrimony/shared/rules/safety";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { vProfileStatus } from "../../validators";
import { vReportReason, vReportStatus } from "../safety/validators";
import { audit } from "../audit";
import { endConversation } from "../conversations/ending";
import { closeFlag } from "../conversations/flags";
import {
  vEndedReason,
  vExcerptMessage,
  vMoneyKind,
  vSafetyAction,
  vSafetyFlagKind,
  vSafetyFlagStatus,
  type SafetyAction,
} from "../conversations/validators";
import { fail } from "../errors";
import type { StaffMember } from "../identity";
import { boundedPage, mapPage, vOrder } from "./lists";
import { suspend } from "./moderation";
import { actOnReport } from "./reports";

const WEEK = 7 * 86_400_000;
/** Counts of conversations started are read up to this many rows (a figure past it shows as "100+"). */
const STARTED_CAP = 100;

export const vSafetyFilter = v.object({ status: v.optional(vSafetyFlagStatus), kind: v.optional(vSafetyFlagKind) });
export const vSafetySort = v.object({ field: v.literal("createdAt"), order: vOrder });

const vSafetyPerson = v.object({
  profileId: v.id("profiles"),
  profileCode: v.string(),
  fullName: v.string(),
  status: vProfileStatus,
  /** Conversations this member started in the last 7 days (capped at 100, then shown as 101). */
  startedThisWeek: v.number(),
});
type SafetyPerson = Infer<typeof vSafetyPerson>;

export const vSafetyRow = v.object({
  _id: v.id("safetyFlags"),
  kind: vSafetyFlagKind,
  status: vSafetyFlagStatus,
  createdAt: v.number(),
  updatedAt: v.number(),
  hits: v.number(),
  /** The member whose messages raised it (null once their account is deleted) and the other member. */
  member: v.nullable(vSafetyPerson),
  other: v.nullable(vSafetyPerson),
  conversationId: v.id("conversations"),
  conversationEnded: v.boolean(),
  endedReason: v.nullable(vEndedReason),
  moneyKinds: v.array(vMoneyKind),
  recipients: v.nullable(v.number()),
  reportId: v.nullable(v.id("reports")),
  reportReason: v.nullable(vReportReason),
  reportStatus: v.nullable(vReportStatus),
  /** Whether the excerpt is still kept (it goes when the flag closes). */
  hasExcerpt: v.boolean(),
  outcome: v.nullable(vSafetyAction),
  closedBy: v.nullable(v.string()),
  closedAt: v.nullable(v.number()),
});
export type SafetyRow = Infer<typeof vSafetyRow>;

export const vExcerpt = v.object({
  flagId: v.id("safetyFlags"),
  messages: v.array(vExcerptMessage),
  takenAt: v.number(),
});
export type Excerpt = Infer<typeof vExcerpt>;

export async function startedThisWeek(ctx: QueryCtx, profileId: Id<"profiles">, now: number): Promise<number> {
  const rows = await ctx.db
    .query("conversations")
    .withIndex("by_startedBy_and_createdAt", (q) => q.eq("startedBy", profileId).gt("createdAt", now - WEEK))
    .take(STARTED_CAP + 1);
  return rows.length;
}

async function personOf(ctx: QueryCtx, id: Id<"profiles">, now: number): Promise<SafetyPerson | null> {
  const p = await ctx.db.get("profiles", id);
  if (p === null) return null;
  return {
    profileId: p._id,
    profileCode: p.profileCode,
    fullName: p.fullName,
    status: p.status,
    startedThisWeek: await startedThisWeek(ctx, p._id, now),
  };
}

async function toRow(ctx: QueryCtx, f: Doc<"safetyFlags">, now: number): Promise<SafetyRow> {
  const c = await ctx.db.get("conversations", f.conversationId);
  const report = f.reportId === undefined ? null : await ctx.db.get("reports", f.reportId);
  const excerpt = await ctx.db
    .query("safetyExcerpts")
    .withIndex("by_flagId", (q) => q.eq("flagId", f._id))
    .unique();
  return {
    _id: f._id,
    kind: f.kind,
    status: f.status,
    createdAt: f.createdAt,
    updatedAt: f.updatedAt,
    hits: f.hits,
    member: await personOf(ctx, f.memberId, now),
    other: await personOf(ctx, f.otherId, now),
    conversationId: f.conversationId,
    conversationEnded: c === null || c.state === "ended",
    endedReason: c?.endedReason ?? null,
    moneyKinds: f.moneyKinds ?? [],
    recipients: f.recipients ?? null,
    reportId: f.reportId ?? null,
    reportReason: report?.reason ?? null,
    reportStatus: report?.status ?? null,
    hasExcerpt: excerpt !== null,
    outcome: f.outcome ?? null,
    closedBy: f.closedBy ?? null,
    closedAt: f.closedAt ?? null,
  };
}

/** Open entries oldest first by default (nothing waits forever), by kind, or everything newest first. */
export async function listSafetyFlags(
  ctx: QueryCtx,
  args: { paginationOpts: PaginationOptions; filter?: Infer<typeof vSafetyFilter>; sort?: Infer<typeof vSafetySort> },
): Promise<PaginationResult<SafetyRow>> {
  const { status, kind } = args.filter ?? {};
  const flags = ctx.db.query("safetyFlags");
  const query =
    kind !== undefined && status !== undefined
      ? flags.withIndex("by_kind_and_status_and_createdAt", (q) => q.eq("kind", kind).eq("status", status))
      : status !== undefined
        ? flags.withIndex("by_status_and_createdAt", (q) => q.eq("status", status))
        : flags.withIndex("by_createdAt");
  // A kind without a status is read from the time index and filtered (both statuses of one kind).
  const residual = kind !== undefined && status === undefined;
  const filtered = residual ? query.filter((q) => q.eq(q.field("kind"), kind)) : query;
  const order = args.sort?.order ?? (status === "open" ? "asc" : "desc");
  const result = await filtered.order(order).paginate(boundedPage(args.paginationOpts, residual));
  const now = Date.now();
  return await mapPage(result, (f) => toRow(ctx, f, now));
}

export async function safetyFlagDetail(ctx: QueryCtx, id: Id<"safetyFlags">): Promise<SafetyRow | null> {
  const f = await ctx.db.get("safetyFlags", id);
  return f === null ? null : await toRow(ctx, f, Date.now());
}

async function flagOrFail(ctx: QueryCtx, id: Id<"safetyFlags">): Promise<Doc<"safetyFlags">> {
  const f = await ctx.db.get("safetyFlags", id);
  if (f === null) fail("not_found", "error.notFound");
  return f;
}

async function auditTarget(ctx: QueryCtx, f: Doc<"safetyFlags">): Promise<string> {
  return (await ctx.db.get("profiles", f.memberId))?.profileCode ?? `safety:${f._id}`;
}

export const EXCERPT_OPEN_ACTION = "safety.excerptOpen";

/** The excerpt, to staff, each opening written to the audit log (who, which entry, when). */
export async function openExcerpt(ctx: MutationCtx, staff: StaffMember, id: Id<"safetyFlags">): Promise<Excerpt> {
  const f = await flagOrFail(ctx, id);
  const excerpt = await ctx.db
    .query("safetyExcerpts")
    .withIndex("by_flagId", (q) => q.eq("flagId", id))
    .unique();
  if (excerpt === null) fail("not_found", "error.notFound");
  await audit(ctx, {
    actor: staff.email,
    action: EXCERPT_OPEN_ACTION,
    target: await auditTarget(ctx, f),
    details: `${f.kind} ${f._id}`,
  });
  return { flagId: id, messages: excerpt.messages, takenAt: excerpt.createdAt };
}

/** What a warning tells the member, by what raised the entry. */
function warningReason(f: Doc<"safetyFlags">, report: Doc<"reports"> | null): ReportReason {
  if (report !== null) return report.reason;
  return f.kind === "money" ? "asked_for_money" : "broker_or_commercial";
}

/**
 * An admin's decision. Warn shows the member a notice; end ends the conversation for both; suspend is the
 * console's suspension (ending all the member's conversations); dismiss closes without action. A reported
 * message's entry is decided with its report (the reports queue's action, which closes both); ending its
 * conversation leaves the report open.
 */
export async function actOnSafetyFlag(
  ctx: MutationCtx,
  staff: StaffMember,
  args: { id: Id<"safetyFlags">; action: SafetyAction; reason?: string },
): Promise<null> {
  const f = await flagOrFail(ctx, args.id);
  if (f.status !== "open") fail("conflict", "safety.reportAlreadyReviewed");
  const report = f.reportId === undefined ? null : await ctx.db.get("reports", f.reportId);
  const target = await auditTarget(ctx, f);
  const member = await ctx.db.get("profiles", f.memberId);
  if ((args.action === "warn" || args.action === "suspend") && member === null) fail("not_found", "error.notFound");

  if (args.action === "end") {
    const c = await ctx.db.get("conversations", f.conversationId);
    if (c !== null) await endConversation(ctx, c, "staff");
    if (report === null || report.status !== "open") await closeFlag(ctx, f, staff.email, "end");
  } else if (report !== null && report.status === "open" && args.action !== "dismiss") {
    // The report's own action closes the report and, with it, this entry (and deletes the excerpt).
    await actOnReport(ctx, staff, { id: report._id, action: args.action, reason: args.reason });
    await ctx.db.patch("safetyFlags", f._id, { outcome: args.action });
  } else if (report !== null && report.status === "open") {
    await actOnReport(ctx, staff, { id: report._id, action: "dismiss" });
    await ctx.db.patch("safetyFlags", f._id, { outcome: "dismiss" });
  } else {
    if (args.action === "warn") {
      await ctx.db.insert("memberNotices", {
        profileId: f.memberId,
        reason: warningReason(f, report),
        createdAt: Date.now(),
      });
    } else if (args.action === "suspend") {
      await suspend(ctx, staff, f.memberId, args.reason ?? "");
    }
    await closeFlag(ctx, f, staff.email, args.action);
  }
  await audit(ctx, { actor: staff.email, action: `safety.${args.action}`, target, details: `${f.kind} ${f._id}` });
  return null;
}

/** Open entries for the dashboard, capped like its other figures. */
export async function openSafetyCount(ctx: QueryCtx, cap: number): Promise<number> {
  const rows = await ctx.db
    .query("safetyFlags")
    .withIndex("by_status_and_createdAt", (q) => q.eq("status", "open"))
    .take(cap + 1);
  return rows.length;
}
