/**
 * Payments screen: list and page (staff), and recording an offline payment, the spec's "upgrade by
 * contact" (support and admins), which grants Premium for 365 days from the payment date.
 */
import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { staffMutation, staffQuery } from "../functions";
import { recordOffline as record, vRecordOfflineArgs, vRecordOfflineResult } from "../model/admin/offline";
import { getPayment, listPayments, vPaymentFilter, vPaymentSort } from "../model/admin/payments";
import { vAdminPayment } from "../model/admin/projections";

export const list = staffQuery({
  args: { paginationOpts: paginationOptsValidator, filter: v.optional(vPaymentFilter), sort: v.optional(vPaymentSort) },
  returns: paginationResultValidator(vAdminPayment),
  handler: async (ctx, args) => await listPayments(ctx, args),
});

export const get = staffQuery({
  args: { id: v.id("payments") },
  returns: v.nullable(vAdminPayment),
  handler: async (ctx, { id }) => await getPayment(ctx, id),
});

export const recordOffline = staffMutation({
  args: vRecordOfflineArgs,
  returns: vRecordOfflineResult,
  handler: async (ctx, args) => await record(ctx, ctx.staff, args, Date.now()),
});
