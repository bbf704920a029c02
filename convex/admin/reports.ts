/** The console's reports queue: staff read it and add notes; only admins act on a report. */
import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import { REPORT_ACTIONS } from "@matrimony/shared/rules/safety";
import { scheduleRemovalFollowUps } from "../model/admin/deletion";
import { adminMutation, staffMutation, staffQuery } from "../functions";
import {
  actOnReport,
  addReportNote,
  listReports,
  reportDetail,
  vReportDetail,
  vReportFilter,
  vReportRow,
  vReportSort,
} from "../model/admin/reports";

export const list = staffQuery({
  args: { paginationOpts: paginationOptsValidator, filter: v.optional(vReportFilter), sort: v.optional(vReportSort) },
  returns: paginationResultValidator(vReportRow),
  handler: async (ctx, args) => await listReports(ctx, args),
});

export const get = staffQuery({
  args: { id: v.id("reports") },
  returns: v.nullable(vReportDetail),
  handler: async (ctx, { id }) => await reportDetail(ctx, id),
});

export const addNote = staffMutation({
  args: { id: v.id("reports"), text: v.string() },
  returns: v.id("reportNotes"),
  handler: async (ctx, { id, text }) => await addReportNote(ctx, ctx.staff, id, text),
});

/**
 * Dismiss, warn, suspend (with a reason the member reads) or delete (typing the profile code, as on the
 * member page). A deletion schedules the rest of the purge and the identity's deletion as `members.remove` does.
 */
export const act = adminMutation({
  args: {
    id: v.id("reports"),
    action: literals(...REPORT_ACTIONS),
    reason: v.optional(v.string()),
    confirm: v.optional(v.string()),
  },
  returns: v.null(),
  handler: async (ctx, args) => {
    const removal = await actOnReport(ctx, ctx.staff, args);
    if (removal !== null) await scheduleRemovalFollowUps(ctx, removal.profileId, removal, ctx.staff.email);
    return null;
  },
});
