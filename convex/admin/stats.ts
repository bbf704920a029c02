/** Dashboard (staff): pending count, members by status, Premium count, this month's revenue, registrations. */
import { staffQuery } from "../functions";
import { dashboard as figures, vDashboard } from "../model/admin/stats";

export const dashboard = staffQuery({
  args: {},
  returns: vDashboard,
  handler: async (ctx) => await figures(ctx, Date.now()),
});
