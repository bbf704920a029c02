/**
 * Members screen: list with filters and search, the member page (staff); edit, suspend, reinstate and
 * delete the account (admins). Deleting schedules the identity's deletion, which needs the network.
 */
import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { adminMutation, internalMutation, staffMutation, staffQuery } from "../functions";
import * as ContactViews from "../model/admin/contactViews";
import { removeMember, scheduleRemovalFollowUps } from "../model/admin/deletion";
import { purgeRelated } from "../model/members/purge";
import { correctBirthDetails as correctBirth, editMember } from "../model/admin/memberEdit";
import { listMembers, vMemberFilter, vMemberSort } from "../model/admin/memberList";
import { memberRecord, vMemberRecord } from "../model/admin/memberRecord";
import { staffViewer } from "../model/members/photoLinks";
import * as Moderation from "../model/admin/moderation";
import { vMemberRow } from "../model/admin/projections";
import { vFormInput, vGender } from "../validators";

export const list = staffQuery({
  args: { paginationOpts: paginationOptsValidator, filter: v.optional(vMemberFilter), sort: v.optional(vMemberSort) },
  returns: paginationResultValidator(vMemberRow),
  handler: async (ctx, args) => await listMembers(ctx, staffViewer(ctx.staff), args, Date.now()),
});

/** Every section, contacts, photos, payments, views, reveals, call notes and audit entries; null when gone. */
export const get = staffQuery({
  args: { id: v.id("profiles") },
  returns: v.nullable(vMemberRecord),
  handler: async (ctx, { id }) => await memberRecord(ctx, staffViewer(ctx.staff), id, Date.now()),
});

/**
 * One member's full contacts, for the record page or a call card (lists and cards show them masked).
 * Each call is audited (`contacts.view`: who, whom, when, where) and limited per agent.
 */
export const viewContacts = staffMutation({
  args: { id: v.id("profiles"), where: v.union(v.literal("record"), v.literal("callCard")) },
  returns: v.object({ email: v.string(), mobileNumber: v.string(), altMobileNumber: v.nullable(v.string()) }),
  handler: async (ctx, { id, where }) => await ContactViews.viewContacts(ctx, ctx.staff, id, where),
});

/** A partial edit validated with the member's own edit rules; status, gender and email are refused. */
export const update = adminMutation({
  args: { id: v.id("profiles"), patch: vFormInput },
  returns: v.null(),
  handler: async (ctx, { id, patch }) => await editMember(ctx, ctx.staff, id, patch),
});

/**
 * Correct a member's gender or date of birth (members cannot change them): support and admins, on a call,
 * with a reason; audited as `member.correctBirthDetails`.
 */
export const correctBirthDetails = staffMutation({
  args: { id: v.id("profiles"), gender: v.optional(vGender), dateOfBirth: v.optional(v.string()), reason: v.string() },
  returns: v.null(),
  handler: async (ctx, { id, ...input }) => await correctBirth(ctx, ctx.staff, id, input),
});

export const suspend = adminMutation({
  args: { id: v.id("profiles"), reason: v.string() },
  returns: v.null(),
  handler: async (ctx, { id, reason }) => await Moderation.suspend(ctx, ctx.staff, id, reason),
});

export const reinstate = adminMutation({
  args: { id: v.id("profiles") },
  returns: v.null(),
  handler: async (ctx, { id }) => await Moderation.reinstate(ctx, ctx.staff, id),
});

/** Delete the account; `confirm` is the member's profile code, typed by the admin. */
export const remove = adminMutation({
  args: { id: v.id("profiles"), confirm: v.string() },
  returns: v.null(),
  handler: async (ctx, { id, confirm }) => {
    const removal = await removeMember(ctx, ctx.staff, id, confirm);
    await scheduleRemovalFollowUps(ctx, id, removal, ctx.staff.email);
    return null;
  },
});

/** Continues a deletion whose member had more related rows than one transaction handles. */
export const purgeRelatedRows = internalMutation({
  args: { profileId: v.id("profiles") },
  returns: v.null(),
  handler: async (ctx, { profileId }) => {
    if (!(await purgeRelated(ctx, profileId)))
      await ctx.scheduler.runAfter(0, internal.admin.members.purgeRelatedRows, { profileId });
    return null;
  },
});
