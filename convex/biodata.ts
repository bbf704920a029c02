import { v } from "convex/values";
import { approvedMutation, memberMutation, memberQuery, visitorMutation } from "./functions";
import * as Biodata from "./model/members/biodata";
import { vLanguage } from "./validators";

/** The caller's own share links, newest first, with their openings (any status: links end on suspension). */
export const myLinks = memberQuery({
  args: {},
  returns: v.array(Biodata.vBiodataLink),
  handler: async (ctx) => await Biodata.myLinks(ctx, ctx.profile),
});

/**
 * A new share link of the caller's biodata (approved members): its language and whether it shows the
 * photo are the owner's choice; 7 days unless `days` (1 to 30) says otherwise. The token is answered once.
 */
export const createLink = approvedMutation({
  args: { language: vLanguage, includePhoto: v.boolean(), days: v.optional(v.number()) },
  returns: v.object({ linkId: v.id("biodataLinks"), token: v.string(), expiresAt: v.number() }),
  handler: async (ctx, input) => await Biodata.createLink(ctx, ctx.profile, input),
});

/** End one of the caller's links at once (any status). */
export const revokeLink = memberMutation({
  args: { linkId: v.string() },
  returns: v.null(),
  handler: async (ctx, { linkId }) => await Biodata.revokeLink(ctx, ctx.profile, linkId),
});

/**
 * Anyone with a link, signed in or not: the biodata as its owner chose it (never contacts), or null when
 * the link is unknown, revoked, expired, or its owner is no longer approved. A mutation, since each
 * opening is counted for the owner.
 */
export const open = visitorMutation({
  args: { token: v.string() },
  returns: v.union(Biodata.vSharedBiodata, v.null()),
  handler: async (ctx, { token }) => await Biodata.openLink(ctx, token),
});
