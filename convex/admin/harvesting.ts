/** The console's harvesting view (admins): who collects contact details, to suspend them from there. */
import { adminQuery } from "../functions";
import { harvesting, vHarvesting } from "../model/admin/harvesting";

export const overview = adminQuery({
  args: {},
  returns: vHarvesting,
  handler: async (ctx) => await harvesting(ctx, Date.now()),
});
