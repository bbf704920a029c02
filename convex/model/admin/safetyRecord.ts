/**
 * The issue-15 part of the console's member record: who shortlisted this member, blocks either way, and
 * the reports against them (newest first, RECORD_LIST_LIMIT of each, as the record's other lists).
 */
import { v, type Infer } from "convex/values";
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { vReportReason, vReportStatus } from "../safety/validators";
import { toActivity, vActivity } from "./projections";

export const SAFETY_LIST_LIMIT = 20;

export const vMemberSafety = v.object({
  shortlistedBy: v.array(vActivity),
  /** Members who blocked this member, and members this member blocked. */
  blockedBy: v.array(vActivity),
  blocked: v.array(vActivity),
  reportsAgainst: v.array(
    v.object({
      _id: v.id("reports"),
      reason: vReportReason,
      status: vReportStatus,
      createdAt: v.number(),
      reporter: vActivity,
    }),
  ),
});
export type MemberSafety = Infer<typeof vMemberSafety>;

export async function memberSafety(ctx: QueryCtx, id: Id<"profiles">): Promise<MemberSafety> {
  const shortlistedBy = await ctx.db
    .query("shortlists")
    .withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", id))
    .order("desc")
    .take(SAFETY_LIST_LIMIT);
  const blockedBy = await ctx.db
    .query("blocks")
    .withIndex("by_blockedId_and_createdAt", (q) => q.eq("blockedId", id))
    .order("desc")
    .take(SAFETY_LIST_LIMIT);
  const blocked = await ctx.db
    .query("blocks")
    .withIndex("by_blockerId_and_createdAt", (q) => q.eq("blockerId", id))
    .order("desc")
    .take(SAFETY_LIST_LIMIT);
  const reports = await ctx.db
    .query("reports")
    .withIndex("by_reportedId_and_createdAt", (q) => q.eq("reportedId", id))
    .order("desc")
    .take(SAFETY_LIST_LIMIT);
  return {
    shortlistedBy: await Promise.all(shortlistedBy.map((r) => toActivity(ctx, r.ownerId, r.createdAt))),
    blockedBy: await Promise.all(blockedBy.map((r) => toActivity(ctx, r.blockerId, r.createdAt))),
    blocked: await Promise.all(blocked.map((r) => toActivity(ctx, r.blockedId, r.createdAt))),
    reportsAgainst: await Promise.all(
      reports.map(async (r) => ({
        _id: r._id,
        reason: r.reason,
        status: r.status,
        createdAt: r.createdAt,
        reporter: await toActivity(ctx, r.reporterId, r.createdAt),
      })),
    ),
  };
}
