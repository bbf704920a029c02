import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { approvedMutation, approvedQuery } from "./functions";
import { listMatchPage, openMatchPage } from "./model/matching/matchPages";
import { vMatchCard } from "./model/members/projections";

/**
 * The viewer's matches (SPEC §7), paginated on the server, newest first, as cards without contacts. A page
 * past the first is answered only once `openPage` opened its cursor (an empty page otherwise). `mutualOnly`
 * keeps the profiles whose own partner preference takes the viewer too (model/matching/mutual.ts).
 */
export const list = approvedQuery({
  args: { paginationOpts: paginationOptsValidator, mutualOnly: v.optional(v.boolean()) },
  returns: paginationResultValidator(vMatchCard),
  handler: async (ctx, { paginationOpts, mutualOnly }) =>
    await listMatchPage(ctx, ctx.profile, paginationOpts, { mutualOnly }),
});

/** Open the page of matches that starts at `cursor` (the last page's continueCursor): the `matchPages` limit. */
export const openPage = approvedMutation({
  args: { cursor: v.string() },
  returns: v.null(),
  handler: async (ctx, { cursor }) => await openMatchPage(ctx, ctx.profile, cursor),
});
