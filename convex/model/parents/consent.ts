/**
 * Consent of the bride or groom when someone else (a parent, sibling, relative or friend) made their profile
 * (DPDP Act 2023; docs/parents.md). The person confirms with a code sent to their own mobile; the
 * consent is recorded on the profile with its time, the notice version and the last 4 digits of that
 * number. Until then the profile stays pending and approval is refused (`assertConsentForApproval`).
 */
import { v, type Infer } from "convex/values";
import { CONSENT_NOTICE_VERSION, consentStateOf, lastDigits } from "@matrimony/shared/rules/consent";
import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { audit, memberActor } from "../audit";
import { fail } from "../errors";

export const vConsentState = v.union(v.literal("notNeeded"), v.literal("pending"), v.literal("given"));

/** What the member, the approval queue and the member record show of a profile's consent. */
export const vConsentView = v.object({
  state: vConsentState,
  givenAt: v.union(v.number(), v.null()),
  noticeVersion: v.union(v.string(), v.null()),
  mobileLast4: v.union(v.string(), v.null()),
});
export type ConsentView = Infer<typeof vConsentView>;

export function consentView(profile: Doc<"profiles">): ConsentView {
  return {
    state: consentStateOf(profile),
    givenAt: profile.consent?.givenAt ?? null,
    noticeVersion: profile.consent?.noticeVersion ?? null,
    mobileLast4: profile.consent?.mobileLast4 ?? null,
  };
}

/** The approval gate: a profile someone else made is approved only once its member consented. */
export function assertConsentForApproval(profile: Doc<"profiles">): void {
  if (consentStateOf(profile) === "pending") fail("conflict", "consent.pendingApproval");
}

export function awaitsConsent(profile: Doc<"profiles">): boolean {
  return consentStateOf(profile) === "pending";
}

/** Refuse a consent step for a profile that needs none or already has it. */
export function assertConsentPending(profile: Doc<"profiles">): void {
  const state = consentStateOf(profile);
  if (state === "notNeeded") fail("conflict", "consent.notNeeded");
  if (state === "given") fail("conflict", "consent.alreadyGiven");
}

/**
 * Record the consent once the member's code was accepted. Only the last 4 digits of the confirming number
 * are kept: enough for staff to tell a family which phone confirmed it, while a hash of a 10-digit number
 * could be reversed by trying every number, so it would protect nothing the digits do not already give away.
 */
export async function recordConsent(
  ctx: MutationCtx,
  profile: Doc<"profiles">,
  mobileNumber: string,
  nowMs: number,
): Promise<void> {
  const consent = { givenAt: nowMs, noticeVersion: CONSENT_NOTICE_VERSION, mobileLast4: lastDigits(mobileNumber) };
  await ctx.db.patch("profiles", profile._id, { consent, updatedAt: nowMs });
  await audit(ctx, {
    actor: memberActor(profile.profileCode),
    action: "member.consent",
    target: profile.profileCode,
    details: `notice ${consent.noticeVersion}, mobile ending ${consent.mobileLast4}`,
  });
}
