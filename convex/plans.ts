/**
 * The plan catalogue as members see it (docs/payments.md "Plans, coupons and renewal"), and its seed.
 * Editing is the console's (admin/plans.ts).
 */
import { v } from "convex/values";
import { internalMutation, visitorQuery } from "./functions";
import * as Plans from "./model/payments/plans";

/**
 * The plans on sale, the default plan (the spec's Premium) first. Open to everyone: prices are public
 * (the /pay calculator shows them too), and nothing here is about a member.
 */
export const list = visitorQuery({
  args: {},
  returns: v.array(Plans.vPlanOffer),
  handler: async (ctx) => await Plans.activePlans(ctx),
});

/**
 * Insert the seed plans missing from the catalogue (idempotent): run at every deploy
 * (`npx convex run plans:seedCatalogue`, README) and by local mode's first start.
 */
export const seedCatalogue = internalMutation({
  args: {},
  returns: v.number(),
  handler: async (ctx) => await Plans.seedCatalogue(ctx, Date.now()),
});
