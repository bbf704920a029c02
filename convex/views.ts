import { v } from "convex/values";
import { approvedMutation, approvedQuery } from "./functions";
import { vMatchCard } from "./model/members/projections";
import { recentViews, recordView } from "./model/members/views";

/** Record that the caller opened a member's page from a card (recently viewed, who viewed me). */
export const record = approvedMutation({
  args: { profileId: v.string() },
  returns: v.null(),
  handler: async (ctx, { profileId }) => await recordView(ctx, ctx.profile, profileId),
});

/** Recently viewed profiles, newest first, each once, missing ones dropped. */
export const recent = approvedQuery({
  args: {},
  returns: v.array(v.object({ ...vMatchCard.fields, viewedAt: v.number() })),
  handler: async (ctx) => await recentViews(ctx, ctx.profile),
});
