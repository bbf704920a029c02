/**
 * The verification badges: `profiles.badges` holds when each badge was granted, `verifications`
 * the history (who granted or revoked each, when, why). This module is the only writer of both, so the two
 * never disagree: every grant and revoke writes the badge and its history row in the same transaction.
 * Never an ID number: only the document type.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { fail } from "../errors";
import { BADGE_KINDS, type BadgeKind } from "./badgeValidators";

export type { BadgeKind } from "./badgeValidators";
export type Badges = Record<BadgeKind, boolean>;

/** Who decided: a staff email, "member" (a code the member typed themself) or "system" (e.g. the identity). */
export type BadgeActor = string;

export interface BadgeExtra {
  /** The ID document's type (kind "id"): never its number. */
  documentType?: string;
  reason?: string;
}

/** Which badges a profile holds (cards, the member page, the "verified only" filter). */
export function badgesOf(profile: Pick<Doc<"profiles">, "badges">): Badges {
  const b = profile.badges ?? {};
  return {
    mobile: b.mobile !== undefined,
    email: b.email !== undefined,
    id: b.id !== undefined,
    photo: b.photo !== undefined,
  };
}

/**
 * What "verified profiles only" (the refine preference) lets through, as a family would read "verified":
 * the mobile number answered a code, AND staff checked a document (ID) or the face (photo). An email badge
 * alone proves little (anyone has an address), so it does not count here; it still shows on the card.
 */
export function isVerifiedProfile(profile: Pick<Doc<"profiles">, "badges">): boolean {
  const b = badgesOf(profile);
  return b.mobile && (b.id || b.photo);
}

/** The badges held, in display order (Mobile, Email, ID, Photo). */
export function heldBadges(profile: Pick<Doc<"profiles">, "badges">): BadgeKind[] {
  const held = badgesOf(profile);
  return BADGE_KINDS.filter((kind) => held[kind]);
}

async function profileOrFail(ctx: MutationCtx, profileId: Id<"profiles">): Promise<Doc<"profiles">> {
  const profile = await ctx.db.get("profiles", profileId);
  if (profile === null) fail("not_found", "error.notFound");
  return profile;
}

/**
 * Grant `kind` to the profile and record who did it. Granting a badge the profile holds already changes
 * nothing (no second history row), so a retried mutation or a double click records one grant.
 */
export async function grantBadge(
  ctx: MutationCtx,
  profileId: Id<"profiles">,
  kind: BadgeKind,
  by: BadgeActor,
  extra?: BadgeExtra,
): Promise<{ granted: boolean }> {
  const profile = await profileOrFail(ctx, profileId);
  if (badgesOf(profile)[kind]) return { granted: false };
  const at = Date.now();
  await ctx.db.patch("profiles", profileId, { badges: { ...(profile.badges ?? {}), [kind]: at } });
  await ctx.db.insert("verifications", {
    profileId,
    kind,
    decision: "granted",
    by,
    ...(extra?.reason === undefined ? {} : { reason: extra.reason }),
    ...(extra?.documentType === undefined ? {} : { documentType: extra.documentType }),
    at,
  });
  return { granted: true };
}

/**
 * Take `kind` away (a changed mobile number, a changed email, staff finding a mistake) and record who and
 * why. Nothing happens when the profile does not hold it, so callers may revoke unconditionally.
 */
export async function revokeBadge(
  ctx: MutationCtx,
  profileId: Id<"profiles">,
  kind: BadgeKind,
  by: BadgeActor,
  reason?: string,
): Promise<{ revoked: boolean }> {
  const profile = await profileOrFail(ctx, profileId);
  if (!badgesOf(profile)[kind]) return { revoked: false };
  const rest = { ...(profile.badges ?? {}) };
  delete rest[kind];
  await ctx.db.patch("profiles", profileId, { badges: rest });
  await ctx.db.insert("verifications", {
    profileId,
    kind,
    decision: "revoked",
    by,
    ...(reason === undefined ? {} : { reason }),
    at: Date.now(),
  });
  return { revoked: true };
}
