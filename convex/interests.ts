/**
 * Interests, free for every approved member: send one from a card or member page, accept or
 * decline with a polite template, withdraw within 24 hours; the /interests tabs and the navbar's count
 * of new ones are live queries. Sending is limited to 15 a rolling day (model/limits.ts).
 */
import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { approvedMutation, approvedQuery, internalMutation, memberQuery } from "./functions";
import * as Flow from "./model/interests/interestFlow";
import * as Lists from "./model/interests/interestLists";
import { vAcceptTemplate, vDeclineTemplate, vInterestTemplate } from "./model/interests/interestValidators";

/** Send an interest with one of the polite templates and/or a short own message (contact details removed). */
export const send = approvedMutation({
  args: { profileId: v.string(), template: v.optional(vInterestTemplate), note: v.optional(v.string()) },
  returns: v.id("interests"),
  handler: async (ctx, args) => await Flow.send(ctx, ctx.profile, args),
});

/** The receiver accepts an unanswered interest with a polite template. */
export const accept = approvedMutation({
  args: { interestId: v.string(), reply: vAcceptTemplate },
  returns: v.null(),
  handler: async (ctx, { interestId, reply }) => await Flow.accept(ctx, ctx.profile, interestId, reply),
});

/** The receiver declines an unanswered interest with a polite template. */
export const decline = approvedMutation({
  args: { interestId: v.string(), reply: vDeclineTemplate },
  returns: v.null(),
  handler: async (ctx, { interestId, reply }) => await Flow.decline(ctx, ctx.profile, interestId, reply),
});

/** The sender takes back an unanswered interest within 24 hours of sending it. */
export const withdraw = approvedMutation({
  args: { interestId: v.string() },
  returns: v.null(),
  handler: async (ctx, { interestId }) => await Flow.withdraw(ctx, ctx.profile, interestId),
});

/** The state between the caller and another member, for a card or member page. */
export const between = approvedQuery({
  args: { profileId: v.string() },
  returns: Lists.vInterestBetween,
  handler: async (ctx, { profileId }) => await Lists.between(ctx, ctx.profile, profileId),
});

/** One page of a tab of /interests (Received, Sent, Accepted, Declined), newest first. */
export const list = approvedQuery({
  args: { tab: Lists.vInterestTab, paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(Lists.vInterestRow),
  handler: async (ctx, { tab, paginationOpts }) => await Lists.listTab(ctx, ctx.profile, tab, paginationOpts),
});

/** The navbar's count of new interests (0 for a member who is not approved: nobody can send them one). */
export const newCount = memberQuery({
  args: {},
  returns: v.number(),
  handler: async (ctx) => (ctx.profile.status === "approved" ? await Lists.newCount(ctx, ctx.profile) : 0),
});

/** The member opened Received: their new interests count as seen. */
export const markSeen = approvedMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => await Lists.markSeen(ctx, ctx.profile),
});

/** Hourly: record unanswered interests older than 30 days as expired (reads already treat them so). */
export const expireUnanswered = internalMutation({
  args: {},
  returns: v.number(),
  handler: async (ctx) => await Flow.expireUnanswered(ctx),
});
