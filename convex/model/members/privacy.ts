/**
 * Privacy the owner controls: who may see their phone number and who may see their photos.
 * This is the one place that decides, for a member viewer and a profile, whether photo URLs and contact
 * details may leave the server: every member-facing projection (projections.ts) and the contact reveal
 * (profiles.ts) ask it. Staff functions read photos directly (model/admin), as their role allows.
 * ID photos and verification selfies have a sibling of their own, documentPrivacy.ts: no member
 * ever gets their URL, and among staff only admins.
 */
import { isPremium } from "@matrimony/shared/rules/premium";
import {
  DEFAULT_JATAKAM_VISIBILITY,
  DEFAULT_PHONE_VISIBILITY,
  DEFAULT_PHOTO_VISIBILITY,
  type JatakamVisibility,
  phoneAllowedFor,
  photoLockFor,
  type PhoneVisibility,
  type PhotoLock,
  type PhotoVisibility,
} from "@matrimony/shared/rules/privacy";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { audit, memberActor } from "../audit";
import { liveLinkById } from "./biodataLinks";
import { isBlockedBetween } from "../safety/blocks";
import { hasAcceptedInterestBetween } from "../interests/interests";
import { maySee } from "./visibility";
import { hasPhotoGrant } from "./photoGrants";
import { staffByEmail } from "../identity";
import type { PhotoViewer } from "./photoLinks";
import { approvedPhotosOf, isApprovedPhoto, photosOf, photoViewOf, type PhotoView } from "./photos";
import { jatakamOf } from "./jatakam";
import { photoLink } from "./photoLinks";

export type PrivacySettings = { phone: PhoneVisibility; photos: PhotoVisibility; jatakam: JatakamVisibility };

/** The owner's settings, with the defaults (the spec's behaviour) for a profile that never chose. */
export function privacyOf(owner: Doc<"profiles">): PrivacySettings {
  return {
    phone: owner.phoneVisibility ?? DEFAULT_PHONE_VISIBILITY,
    photos: owner.photoVisibility ?? DEFAULT_PHOTO_VISIBILITY,
    jatakam: owner.jatakamVisibility ?? DEFAULT_JATAKAM_VISIBILITY,
  };
}

/** Change either setting; a setting not given stays. Audited: it decides who reaches the member. */
export async function updatePrivacy(
  ctx: MutationCtx,
  owner: Doc<"profiles">,
  change: Partial<PrivacySettings>,
): Promise<null> {
  const before = privacyOf(owner);
  const after = { ...before, ...Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) };
  if (after.phone === before.phone && after.photos === before.photos && after.jatakam === before.jatakam) return null;
  // The jatakam's field is written only once it differs from the default, so profiles that never chose keep none.
  const jatakam =
    after.jatakam === before.jatakam && owner.jatakamVisibility === undefined
      ? {}
      : { jatakamVisibility: after.jatakam };
  await ctx.db.patch("profiles", owner._id, {
    phoneVisibility: after.phone,
    photoVisibility: after.photos,
    ...jatakam,
    updatedAt: Date.now(),
  });
  await audit(ctx, {
    actor: memberActor(owner.profileCode),
    action: "member.privacy",
    target: owner.profileCode,
    details: `phone: ${after.phone}, photos: ${after.photos}, jatakam: ${after.jatakam}`,
  });
  return null;
}

/**
 * Why `viewer` may not see `owner`'s photos, or null when they may (their own always). A per-member grant
 * (the owner answered this viewer's photo request with "show my photos", photoRequests.ts) lifts either lock.
 */
export async function photoLockOf(
  ctx: QueryCtx,
  viewer: Doc<"profiles">,
  owner: Doc<"profiles">,
): Promise<PhotoLock | null> {
  if (viewer._id === owner._id) return null;
  const setting = privacyOf(owner).photos;
  if (setting === "members") return null;
  if (await hasPhotoGrant(ctx, owner._id, viewer._id)) return null;
  if (setting === "staff") return "staff";
  return photoLockFor(setting, await hasAcceptedInterestBetween(ctx, viewer._id, owner._id));
}

export type PhotosForViewer = { photos: PhotoView[]; photoLock: PhotoLock | null };

/**
 * The owner's photos as `viewer` may see them: the owner every photo (with its review state); another
 * member only photos staff approved, every URL when the rule allows, none when it refuses (the lock says
 * why, so the app shows the right placeholder; a member without approved photos has nothing to lock, so a
 * profile whose only photos wait for review shows the plain placeholder).
 */
export async function photosForViewer(
  ctx: QueryCtx,
  viewer: Doc<"profiles">,
  owner: Doc<"profiles">,
  limit?: number,
): Promise<PhotosForViewer> {
  // A card or list row asks for one photo: read only what is shown, not all of the owner's photos.
  const own = viewer._id === owner._id;
  const rows = own ? await photosOf(ctx, owner._id, limit) : await approvedPhotosOf(ctx, owner._id, limit);
  if (rows.length === 0) return { photos: [], photoLock: null };
  const lock = await photoLockOf(ctx, viewer, owner);
  if (lock !== null) return { photos: [], photoLock: lock };
  const photos: PhotoView[] = [];
  for (const photo of rows) {
    const view = await photoViewOf(ctx, { kind: "member", profileId: viewer._id }, photo);
    if (view !== null) photos.push(view);
  }
  return { photos, photoLock: null };
}

/**
 * Whether `viewer` may see `photo` now: its owner always; staff while their staff row (or the bootstrap
 * admin list) still names them; another member only when staff approved the photo, the two may see each
 * other (visibility.ts: both approved, opposite genders, no block either way) and the owner's photo setting
 * allows it; a shared biodata link while it is live, its owner ticked the photo for it (biodataLinks.ts) and
 * staff approved the photo. The photo route (http.ts) asks this on every request, so
 * a link handed out before a block or a privacy change stops working at once.
 */
export async function mayViewPhoto(ctx: QueryCtx, viewer: PhotoViewer, photo: Doc<"photos">): Promise<boolean> {
  if (viewer.kind === "staff") return (await staffByEmail(ctx, viewer.email)) !== null;
  if (viewer.kind === "biodata") {
    // A shared biodata's photo: while the link is live, its owner approved, and only if they chose it.
    const live = await liveLinkById(ctx, viewer.linkId, Date.now());
    return live !== null && live.link.includePhoto && live.owner._id === photo.profileId && isApprovedPhoto(photo);
  }
  const viewerId = ctx.db.normalizeId("profiles", viewer.profileId);
  if (viewerId === null) return false;
  const me = await ctx.db.get("profiles", viewerId);
  if (me === null) return false;
  if (me._id === photo.profileId) return true;
  if (!isApprovedPhoto(photo)) return false;
  const owner = await ctx.db.get("profiles", photo.profileId);
  if (owner === null || !(await maySee(ctx, me, owner))) return false;
  return (await photoLockOf(ctx, me, owner)) === null;
}

/** The profile photo (the lowest order) as `viewer` may see it. */
export async function profilePhotoForViewer(
  ctx: QueryCtx,
  viewer: Doc<"profiles">,
  owner: Doc<"profiles">,
): Promise<{ photoUrl: string | null; photoThumbUrl: string | null; photoLock: PhotoLock | null }> {
  const { photos, photoLock } = await photosForViewer(ctx, viewer, owner, 1);
  return { photoUrl: photos[0]?.url ?? null, photoThumbUrl: photos[0]?.thumbUrl ?? null, photoLock };
}

/**
 * Whether `viewer` may reveal `owner`'s contact details now: `blocked` (either blocked the other),
 * `premiumRequired` (the spec's rule), `interestRequired` (the owner's "accepted only" setting and no
 * accepted interest between them), or `allowed`.
 */
export type ContactAccess = "allowed" | "premiumRequired" | "interestRequired" | "blocked";

export async function contactAccessOf(
  ctx: QueryCtx,
  viewer: Doc<"profiles">,
  owner: Doc<"profiles">,
  nowMs: number,
): Promise<ContactAccess> {
  if (await isBlockedBetween(ctx, viewer._id, owner._id)) return "blocked";
  if (!isPremium(viewer.premiumUntil, nowMs)) return "premiumRequired";
  const setting = privacyOf(owner).phone;
  if (setting === "premium") return "allowed";
  return phoneAllowedFor(setting, await hasAcceptedInterestBetween(ctx, viewer._id, owner._id))
    ? "allowed"
    : "interestRequired";
}

/**
 * Why `viewer` may not open `owner`'s jatakam (the owner's jatakam setting, default after an accepted interest), or
 * null.
 */
export async function jatakamLockOf(
  ctx: QueryCtx,
  viewer: Doc<"profiles">,
  owner: Doc<"profiles">,
): Promise<PhotoLock | null> {
  if (viewer._id === owner._id) return null;
  const setting = privacyOf(owner).jatakam;
  if (setting === "members") return null;
  if (setting === "staff") return "staff";
  return photoLockFor(setting, await hasAcceptedInterestBetween(ctx, viewer._id, owner._id));
}

/** The jatakam as a member page carries it: a signed link when the viewer may open it, else why not. */
export type JatakamForViewer = {
  jatakam: { url: string; contentType: Doc<"jatakams">["contentType"] } | null;
  jatakamLock: PhotoLock | null;
};

/**
 * `owner`'s jatakam for `viewer`: nothing when there is none; the lock (and no link) when the owner's
 * setting refuses; a signed link to the photo route otherwise, which asks `mayViewJatakam` again.
 */
export async function jatakamForViewer(
  ctx: QueryCtx,
  viewer: Doc<"profiles">,
  owner: Doc<"profiles">,
): Promise<JatakamForViewer> {
  const row = await jatakamOf(ctx, owner._id);
  if (row === null) return { jatakam: null, jatakamLock: null };
  const lock = await jatakamLockOf(ctx, viewer, owner);
  if (lock !== null) return { jatakam: null, jatakamLock: lock };
  const url = await photoLink({ kind: "member", profileId: viewer._id }, row._id, "jatakam", Date.now());
  return { jatakam: url === null ? null : { url, contentType: row.contentType }, jatakamLock: null };
}

/**
 * Whether `viewer` may open `jatakam` now: its owner always; staff while their staff row names them;
 * another member when the two may see each other (visibility.ts) and the owner's jatakam setting allows it;
 * never a shared biodata link (the biodata leaves the chart out). Asked by the photo route on every request.
 */
export async function mayViewJatakam(ctx: QueryCtx, viewer: PhotoViewer, jatakam: Doc<"jatakams">): Promise<boolean> {
  if (viewer.kind === "staff") return (await staffByEmail(ctx, viewer.email)) !== null;
  if (viewer.kind === "biodata") return false;
  const viewerId = ctx.db.normalizeId("profiles", viewer.profileId);
  const me = viewerId === null ? null : await ctx.db.get("profiles", viewerId);
  if (me === null) return false;
  if (me._id === jatakam.profileId) return true;
  const owner = await ctx.db.get("profiles", jatakam.profileId);
  if (owner === null || !(await maySee(ctx, me, owner))) return false;
  return (await jatakamLockOf(ctx, me, owner)) === null;
}

/** The photo route's check for a jatakam link: the file to stream, or null when it is gone or no longer allowed. */
export async function jatakamFileForLink(
  ctx: QueryCtx,
  viewer: PhotoViewer,
  jatakamId: string,
): Promise<{ storageId: Id<"_storage">; contentType: string } | null> {
  const id = ctx.db.normalizeId("jatakams", jatakamId);
  const jatakam = id === null ? null : await ctx.db.get("jatakams", id);
  if (jatakam === null || !(await mayViewJatakam(ctx, viewer, jatakam))) return null;
  if ((await ctx.db.system.get("_storage", jatakam.storageId)) === null) return null;
  return { storageId: jatakam.storageId, contentType: jatakam.contentType };
}
