/** Plans screen: staff read the catalogue; admins add and edit plans (audited). */
import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { adminMutation, staffQuery } from "../functions";
import * as Plans from "../model/admin/plans";

export const list = staffQuery({
  args: { paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(Plans.vAdminPlan),
  handler: async (ctx, { paginationOpts }) => await Plans.listPlans(ctx, paginationOpts.cursor),
});

export const get = staffQuery({
  args: { id: v.id("plans") },
  returns: v.nullable(Plans.vAdminPlan),
  handler: async (ctx, { id }) => await Plans.getPlan(ctx, id),
});

export const create = adminMutation({
  args: { key: v.string(), ...Plans.vPlanFields },
  returns: Plans.vAdminPlan,
  handler: async (ctx, args) => await Plans.createPlan(ctx, ctx.staff, args, Date.now()),
});

export const update = adminMutation({
  args: { id: v.id("plans"), ...Plans.vPlanFields },
  returns: Plans.vAdminPlan,
  handler: async (ctx, { id, ...fields }) => await Plans.updatePlan(ctx, ctx.staff, id, fields, Date.now()),
});
