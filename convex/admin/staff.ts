/** Staff screen: the caller's own role (any staff, for the console's permissions); list, add, remove (admins). */
import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { adminMutation, adminQuery, staffQuery } from "../functions";
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

/** Adds a staff member, or changes an existing one's role (`created: false`). */
export const add = adminMutation({
  args: { email: v.string(), role: vStaffRole },
  returns: v.object({ email: v.string(), role: vStaffRole, created: v.boolean() }),
  handler: async (ctx, args) => await addStaff(ctx, ctx.staff, args),
});

export const remove = adminMutation({
  args: { email: v.string() },
  returns: v.null(),
  handler: async (ctx, { email }) => await removeStaff(ctx, ctx.staff, email),
});
