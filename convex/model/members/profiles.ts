/**
 * Other members' profiles as a member sees them: only approved ones, and contact details only through a
 * recorded, rate-limited reveal by a Premium member.
 */
import { DAY_MS, isPremium } from "@matrimony/shared/rules/premium";
import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { fail } from "../errors";
import { revealQuotaUsed } from "./revealQuota";
import { DAILY_CONTACT_REVEALS, rateLimitedError } from "../limits";
import { contactsOf } from "./contacts";
import { contactPersonOf, type ContactPerson } from "../parents/contactPerson";
import { contactAccessOf } from "./privacy";
import { toMemberPage, type MemberPage } from "./projections";
import { notify } from "../notifications/notify";
import { profileVisibleTo } from "./visibility";

/**
 * A member's page, only once the viewer's opening of it is recorded (`views.record`, which counts new
 * pages against the `memberPageViews` limit): a query cannot count, so reading a page never recorded is
 * refused like a missing one, and a scraper cannot skip the count by calling this alone.
 */
export async function get(ctx: QueryCtx, viewer: Doc<"profiles">, rawId: string): Promise<MemberPage | null> {
  // Same gender, not approved or blocked either way: "not available", with no data, as for a missing profile.
  const profile = await profileVisibleTo(ctx, viewer, rawId);
  if (profile === null) return null;
  if (profile._id !== viewer._id) {
    const recorded = await ctx.db
      .query("profileViews")
      .withIndex("by_viewerId_and_viewedId", (q) => q.eq("viewerId", viewer._id).eq("viewedId", profile._id))
      .unique();
    if (recorded === null) return null;
  }
  return await toMemberPage(ctx, profile, Date.now(), viewer);
}

export type RevealedContact = {
  mobileNumber: string;
  altMobileNumber: string | null;
  email: string;
  contactPerson: ContactPerson;
};

/**
 * Premium, approved viewers only, and only as the owner's phone setting allows (privacy.ts); never between
 * blocked members. Each reveal is recorded so the member sees who saw their number (live, viewers.ts).
 */
export async function revealContact(
  ctx: MutationCtx,
  viewer: Doc<"profiles">,
  rawId: string,
): Promise<RevealedContact> {
  const now = Date.now();
  if (!isPremium(viewer.premiumUntil, now)) fail("premium_required", "contact.paidOnly");
  const target = await profileVisibleTo(ctx, viewer, rawId);
  if (target === null || target._id === viewer._id) fail("not_found", "error.notFound");
  const access = await contactAccessOf(ctx, viewer, target, now);
  // A block is answered like a missing profile: the blocked member learns nothing from it.
  if (access === "blocked") fail("not_found", "error.notFound");
  if (access === "interestRequired") fail("forbidden", "privacy.phoneNeedsInterest");
  // A rolling day: the oldest reveal of the last 24 hours frees its place 24 hours after it was made.
  const today = await ctx.db
    .query("contactReveals")
    .withIndex("by_viewerId_and_revealedAt", (q) => q.eq("viewerId", viewer._id).gt("revealedAt", now - DAY_MS))
    .take(DAILY_CONTACT_REVEALS);
  const oldest = today[0];
  if (today.length >= DAILY_CONTACT_REVEALS && oldest !== undefined) {
    throw rateLimitedError("contact.dailyLimit", oldest.revealedAt + DAY_MS, now);
  }
  if (await revealQuotaUsed(ctx, viewer._id, now)) fail("conflict", "contact.planQuotaUsed");
  const contacts = await contactsOf(ctx, target._id);
  if (contacts === null) fail("not_found", "error.notFound");
  const revealId = await ctx.db.insert("contactReveals", {
    viewerId: viewer._id,
    viewedId: target._id,
    revealedAt: now,
  });
  await notify(ctx, {
    profileId: target._id,
    kind: "contactRevealed",
    params: { memberId: viewer._id },
    dedupeKey: `contactRevealed:${revealId}`,
  });
  return {
    mobileNumber: contacts.mobileNumber,
    altMobileNumber: contacts.altMobileNumber ?? null,
    email: contacts.email,
    contactPerson: contactPersonOf(contacts),
  };
}
