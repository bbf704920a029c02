/** Staff screen: the caller's own role (any staff, for the console's permissions); list, add, remove (admins). */
import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { env } from "../_generated/server";
import {
  adminMutation,
  adminQuery,
  identifiedMutation,
  internalAction,
  internalMutation,
  staffQuery,
} from "../functions";
import * as Invitations from "../model/admin/invitations";
import { audit } from "../model/audit";
import { vStaffRow } from "../model/admin/projections";
import { addStaff, listStaff, removeStaff, vStaffFilter, vStaffSort } from "../model/admin/staff";
import { vStaffRole } from "../validators";

/** Who the console is signed in as: react-admin's getIdentity and getPermissions. */
export const me = staffQuery({
  args: {},
  returns: v.object({ email: v.string(), role: vStaffRole }),
  handler: async (ctx) => ({ email: ctx.staff.email, role: ctx.staff.role }),
});

export const list = adminQuery({
  args: { paginationOpts: paginationOptsValidator, filter: v.optional(vStaffFilter), sort: v.optional(vStaffSort) },
  returns: paginationResultValidator(vStaffRow),
  handler: async (ctx, args) => await listStaff(ctx, args),
});

/**
 * Invites a new staff member (`invited: true`: the role starts when they open the mailed link signed in
 * with that address), or changes an existing one's role at once (`created: false`).
 */
export const add = adminMutation({
  args: { email: v.string(), role: vStaffRole },
  returns: v.object({ email: v.string(), role: vStaffRole, created: v.boolean(), invited: v.boolean() }),
  handler: async (ctx, args) => {
    const { invitation, ...result } = await addStaff(ctx, ctx.staff, args);
    if (invitation !== undefined) {
      await ctx.scheduler.runAfter(0, internal.admin.staff.sendInvitation, {
        email: result.email,
        token: invitation,
        invitedBy: ctx.staff.email,
      });
    }
    return { ...result, invited: invitation !== undefined };
  },
});

/**
 * The invited person, signed in with the invited address (verified by the identity provider), opens the
 * link: their staff role starts. Anyone else, or an unverified address, is refused.
 */
export const acceptInvitation = identifiedMutation({
  args: { token: v.string() },
  returns: v.object({ email: v.string(), role: vStaffRole }),
  handler: async (ctx, { token }) => await Invitations.acceptInvitation(ctx, ctx.identity, token),
});

/** Mails the invitation: Clerk's invitations API in production, the local mailbox locally. */
export const sendInvitation = internalAction({
  args: { email: v.string(), token: v.string(), invitedBy: v.string() },
  returns: v.null(),
  handler: async (ctx, { email, token, invitedBy }) => {
    const mail = Invitations.invitationMail(env, email, token);
    let details: string;
    if (mail.provider === "none") details = `not sent: ${mail.reason}`;
    else {
      const status = await fetch(mail.url, mail.init).then(
        (r) => r.status,
        () => null,
      );
      details = `${mail.provider}: ${status === null ? "network error" : `HTTP ${String(status)}`}`;
    }
    await ctx.runMutation(internal.admin.staff.recordInvitationSent, { actor: invitedBy, target: email, details });
    return null;
  },
});

export const recordInvitationSent = internalMutation({
  args: { actor: v.string(), target: v.string(), details: v.string() },
  returns: v.null(),
  handler: async (ctx, entry) => {
    await audit(ctx, { ...entry, action: "staff.inviteMail" });
    return null;
  },
});

export const remove = adminMutation({
  args: { email: v.string() },
  returns: v.null(),
  handler: async (ctx, { email }) => await removeStaff(ctx, ctx.staff, email),
});
