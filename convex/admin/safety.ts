/**
 * The console's safety queue (model/admin/safetyQueue.ts): staff read the entries and open an excerpt
 * (audited each time); only admins act on an entry.
 */
import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { adminMutation, staffMutation, staffQuery } from "../functions";
import { vSafetyAction } from "../model/conversations/validators";
import {
  actOnSafetyFlag,
  listSafetyFlags,
  openExcerpt as open,
  safetyFlagDetail,
  vExcerpt,
  vSafetyFilter,
  vSafetyRow,
  vSafetySort,
} from "../model/admin/safetyQueue";

export const list = staffQuery({
  args: { paginationOpts: paginationOptsValidator, filter: v.optional(vSafetyFilter), sort: v.optional(vSafetySort) },
  returns: paginationResultValidator(vSafetyRow),
  handler: async (ctx, args) => await listSafetyFlags(ctx, args),
});

export const get = staffQuery({
  args: { id: v.id("safetyFlags") },
  returns: v.nullable(vSafetyRow),
  handler: async (ctx, { id }) => await safetyFlagDetail(ctx, id),
});

/** The messages of a flagged or reported conversation: a mutation, so that every opening is audited. */
export const openExcerpt = staffMutation({
  args: { id: v.id("safetyFlags") },
  returns: vExcerpt,
  handler: async (ctx, { id }) => await open(ctx, ctx.staff, id),
});

/** Warn, end the conversation, suspend (with a reason the member reads) or dismiss. */
export const act = adminMutation({
  args: { id: v.id("safetyFlags"), action: vSafetyAction, reason: v.optional(v.string()) },
  returns: v.null(),
  handler: async (ctx, args) => await actOnSafetyFlag(ctx, ctx.staff, args),
});
