import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { approvedQuery } from "./functions";
import { vMatchCard } from "./model/members/projections";
import * as Viewers from "./model/members/viewers";

/** /viewed-me: members who opened the caller's page, newest first, each once, blocked and deleted ones left out. */
export const viewedMe = approvedQuery({
  args: { paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(v.object({ ...vMatchCard.fields, viewedAt: v.number() })),
  handler: async (ctx, { paginationOpts }) => await Viewers.viewedMe(ctx, ctx.profile, paginationOpts),
});

/** Who saw my number: every reveal of the caller's contact details, newest first, with the date. */
export const sawMyNumber = approvedQuery({
  args: { paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(
    v.union(
      v.object({
        ...vMatchCard.fields,
        revealId: v.id("contactReveals"),
        revealedAt: v.number(),
        approved: v.boolean(),
      }),
      // A viewer who deleted their account while a safety record keeps their reveals: the code they had, no card.
      v.object({
        _id: v.id("profiles"),
        profileCode: v.string(),
        revealId: v.id("contactReveals"),
        revealedAt: v.number(),
        left: v.literal(true),
      }),
    ),
  ),
  handler: async (ctx, { paginationOpts }) => await Viewers.sawMyNumber(ctx, ctx.profile, paginationOpts),
});

/** The newest reveal of the caller's number: the app subscribes to it for the live notice. */
export const latestNumberReveal = approvedQuery({
  args: {},
  returns: v.union(
    v.object({
      revealId: v.id("contactReveals"),
      revealedAt: v.number(),
      fullName: v.string(),
      profileCode: v.string(),
    }),
    v.null(),
  ),
  handler: async (ctx) => await Viewers.latestReveal(ctx, ctx.profile),
});
