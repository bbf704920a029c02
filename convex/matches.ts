import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { approvedQuery } from "./functions";
import { listMatches } from "./model/matching/matches";
import { vMatchCard } from "./model/members/projections";

/** The viewer's matches (SPEC §7), paginated on the server, newest first, as cards without contacts. */
export const list = approvedQuery({
  args: { paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(vMatchCard),
  handler: async (ctx, { paginationOpts }) => await listMatches(ctx, ctx.profile, paginationOpts),
});
