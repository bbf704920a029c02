/** Coupons screen: staff read them; admins add and edit them (audited). */
import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { adminMutation, staffQuery } from "../functions";
import * as Coupons from "../model/admin/coupons";

export const list = staffQuery({
  args: { paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(Coupons.vAdminCoupon),
  handler: async (ctx, { paginationOpts }) => await Coupons.listCoupons(ctx, paginationOpts.cursor),
});

export const get = staffQuery({
  args: { id: v.id("coupons") },
  returns: v.nullable(Coupons.vAdminCoupon),
  handler: async (ctx, { id }) => await Coupons.getCoupon(ctx, id),
});

export const create = adminMutation({
  args: { code: v.string(), ...Coupons.vCouponFields },
  returns: Coupons.vAdminCoupon,
  handler: async (ctx, args) => await Coupons.createCoupon(ctx, ctx.staff, args, Date.now()),
});

export const update = adminMutation({
  args: { id: v.id("coupons"), ...Coupons.vCouponFields },
  returns: Coupons.vAdminCoupon,
  handler: async (ctx, { id, ...fields }) => await Coupons.updateCoupon(ctx, ctx.staff, id, fields, Date.now()),
});
