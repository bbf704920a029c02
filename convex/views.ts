import { v } from "convex/values";
import { approvedMutation, approvedQuery } from "./functions";
import { vMatchCard } from "./model/members/projections";
import { recentViews, recordView } from "./model/members/views";
import { openByCode as openProfileByCode } from "./model/members/codeSearch";

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

/**
 * Search by profile ID: open the profile a forwarded code names, when the caller may find it (recorded and
 * counted like opening a page from a card; a miss is counted too). "notAvailable" for a code that names
 * nobody and for one the caller may not find alike.
 */
export const openByCode = approvedMutation({
  args: { code: v.string() },
  returns: v.union(
    v.object({ status: v.literal("found"), profileId: v.id("profiles") }),
    v.object({ status: v.literal("own") }),
    v.object({ status: v.literal("notAvailable") }),
  ),
  handler: async (ctx, { code }) => await openProfileByCode(ctx, ctx.profile, code),
});
