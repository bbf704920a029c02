/** Support lookup (staff): one box for a phone number, profile code, email or name; call cards back. */
import { v } from "convex/values";
import { staffQuery } from "../functions";
import { lookup, vLookupResult } from "../model/admin/lookup";
import { staffViewer } from "../model/members/photoLinks";

export const find = staffQuery({
  args: { query: v.string() },
  returns: vLookupResult,
  handler: async (ctx, { query }) => await lookup(ctx, staffViewer(ctx.staff), query, Date.now()),
});
