import { v } from "convex/values";
import { approvedMutation, approvedQuery } from "./functions";
import { allowPhotos, askForPhotos, photoRequestState } from "./model/members/photoRequests";

/** Ask a member whose photos the caller cannot see to add or share them: once per pair, rate limited. */
export const ask = approvedMutation({
  args: { profileId: v.string() },
  returns: v.null(),
  handler: async (ctx, { profileId }) => await askForPhotos(ctx, ctx.profile, profileId),
});

/** The owner's one-tap answer to a member who asked: show them the photos the owner's setting hides. */
export const allow = approvedMutation({
  args: { profileId: v.string() },
  returns: v.null(),
  handler: async (ctx, { profileId }) => await allowPhotos(ctx, ctx.profile, profileId),
});

/** The photo requests between the caller and another member, both ways; null for a member they may not see. */
export const between = approvedQuery({
  args: { profileId: v.string() },
  returns: v.union(
    v.object({ canAsk: v.boolean(), asked: v.boolean(), theyAsked: v.boolean(), allowed: v.boolean() }),
    v.null(),
  ),
  handler: async (ctx, { profileId }) => await photoRequestState(ctx, ctx.profile, profileId),
});
