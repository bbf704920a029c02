/**
 * Shortlist, not interested, block and report: free for every approved member. Notices (a
 * staff warning) and "My reports" are readable in any status, so a member suspended meanwhile still sees
 * that their reports were reviewed.
 */
import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { approvedMutation, approvedQuery, memberMutation, memberQuery } from "./functions";
import { blockMember, listBlocked, unblockMember, vBlockedMember } from "./model/safety/blocks";
import { acknowledgeNotice, fileReport, myNotices, myReports, vMyReport, vNotice } from "./model/safety/reports";
import {
  addToShortlist,
  hideProfile,
  listHidden,
  listShortlist,
  relationTo,
  removeFromShortlist,
  shortlistedIds,
  unhideProfile,
  vListedProfile,
  vRelation,
} from "./model/matching/shortlists";
import { vReportReason } from "./model/safety/validators";

export const shortlistAdd = approvedMutation({
  args: { profileId: v.string() },
  returns: v.null(),
  handler: async (ctx, { profileId }) => await addToShortlist(ctx, ctx.profile, profileId),
});

export const shortlistRemove = approvedMutation({
  args: { profileId: v.id("profiles") },
  returns: v.null(),
  handler: async (ctx, { profileId }) => await removeFromShortlist(ctx, ctx.profile, profileId),
});

/** /shortlist, newest first; a profile gone, suspended or blocked since shows as unavailable. */
export const shortlist = approvedQuery({
  args: { paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(vListedProfile),
  handler: async (ctx, { paginationOpts }) => await listShortlist(ctx, ctx.profile, paginationOpts),
});

/** The ids on the caller's shortlist, for the Shortlist buttons on match cards. */
export const shortlistedIdList = approvedQuery({
  args: {},
  returns: v.array(v.id("profiles")),
  handler: async (ctx) => await shortlistedIds(ctx, ctx.profile),
});

/** Where the caller stands with one profile (member page buttons). */
export const relation = approvedQuery({
  args: { profileId: v.string() },
  returns: vRelation,
  handler: async (ctx, { profileId }) => {
    const id = ctx.db.normalizeId("profiles", profileId);
    return id === null ? { shortlisted: false, hidden: false } : await relationTo(ctx, ctx.profile, id);
  },
});

/** Not interested: hides the profile from the caller's matches. */
export const hide = approvedMutation({
  args: { profileId: v.string() },
  returns: v.null(),
  handler: async (ctx, { profileId }) => await hideProfile(ctx, ctx.profile, profileId),
});

export const unhide = approvedMutation({
  args: { profileId: v.id("profiles") },
  returns: v.null(),
  handler: async (ctx, { profileId }) => await unhideProfile(ctx, ctx.profile, profileId),
});

export const hidden = approvedQuery({
  args: { paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(vListedProfile),
  handler: async (ctx, { paginationOpts }) => await listHidden(ctx, ctx.profile, paginationOpts),
});

/** Block both ways: neither member sees the other anywhere, and reveals between them are refused. */
export const block = approvedMutation({
  args: { profileId: v.string() },
  returns: v.null(),
  handler: async (ctx, { profileId }) => await blockMember(ctx, ctx.profile, profileId),
});

export const unblock = approvedMutation({
  args: { profileId: v.id("profiles") },
  returns: v.null(),
  handler: async (ctx, { profileId }) => await unblockMember(ctx, ctx.profile, profileId),
});

/** The members the caller blocked (never those who blocked the caller). */
export const blocked = approvedQuery({
  args: { paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(vBlockedMember),
  handler: async (ctx, { paginationOpts }) => await listBlocked(ctx, ctx.profile, paginationOpts),
});

/** Report a member with a reason and optional details; it also blocks them. Rate limited. */
export const report = approvedMutation({
  args: { profileId: v.string(), reason: vReportReason, details: v.optional(v.string()) },
  returns: v.id("reports"),
  handler: async (ctx, args) => await fileReport(ctx, ctx.profile, args),
});

/** The caller's reports: under review, or reviewed (in general terms). */
export const myReportList = memberQuery({
  args: { paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(vMyReport),
  handler: async (ctx, { paginationOpts }) => await myReports(ctx, ctx.profile, paginationOpts),
});

/** Staff warnings the caller has not acknowledged yet. */
export const notices = memberQuery({
  args: {},
  returns: v.array(vNotice),
  handler: async (ctx) => await myNotices(ctx, ctx.profile),
});

export const acknowledge = memberMutation({
  args: { noticeId: v.id("memberNotices") },
  returns: v.null(),
  handler: async (ctx, { noticeId }) => await acknowledgeNotice(ctx, ctx.profile, noticeId),
});
