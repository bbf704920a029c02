/**
 * Photo requests: a member asks a member whose photos they cannot see (none yet, or hidden by the owner's
 * setting) to add or share them. One request per pair, ever; the owner is told by a notification that leads
 * to the asker's page, where one tap answers: add photos (their own profile page), or show them this member
 * (a per-member grant the photo policy reads, privacy.ts photoLockOf). Only members who may see each other
 * (visibility.ts) ask or answer; anything else is answered like a missing member.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { fail } from "../errors";
import { consume } from "../limits";
import { notify } from "../notifications/notify";
import { grantPhotos, hasPhotoGrant } from "./photoGrants";
import { photoLockOf } from "./privacy";
import { approvedPhotosOf } from "./photos";
import { profileVisibleTo } from "./visibility";

async function requestBetween(
  ctx: QueryCtx,
  fromId: Id<"profiles">,
  toId: Id<"profiles">,
): Promise<Doc<"photoRequests"> | null> {
  return await ctx.db
    .query("photoRequests")
    .withIndex("by_fromId_and_toId", (q) => q.eq("fromId", fromId).eq("toId", toId))
    .first();
}

/** Whether `viewer` sees at least one of `owner`'s photos now. */
async function seesPhotos(ctx: QueryCtx, viewer: Doc<"profiles">, owner: Doc<"profiles">): Promise<boolean> {
  if ((await approvedPhotosOf(ctx, owner._id, 1)).length === 0) return false;
  return (await photoLockOf(ctx, viewer, owner)) === null;
}

async function otherMember(ctx: QueryCtx, me: Doc<"profiles">, rawId: string): Promise<Doc<"profiles">> {
  const other = await profileVisibleTo(ctx, me, rawId);
  if (other === null || other._id === me._id) fail("not_found", "error.notFound");
  return other;
}

/** Ask `rawId`'s owner for photos: refused when the asker already sees them, or asked before. */
export async function askForPhotos(ctx: MutationCtx, asker: Doc<"profiles">, rawId: string): Promise<null> {
  const owner = await otherMember(ctx, asker, rawId);
  if (await seesPhotos(ctx, asker, owner)) fail("conflict", "photoRequest.notNeeded");
  if ((await requestBetween(ctx, asker._id, owner._id)) !== null) fail("conflict", "photoRequest.alreadyAsked");
  await consume(ctx, "photoRequests", asker._id, "limit.photoRequests");
  const requestId = await ctx.db.insert("photoRequests", { fromId: asker._id, toId: owner._id, createdAt: Date.now() });
  await notify(ctx, {
    profileId: owner._id,
    kind: "photoRequest",
    params: { memberId: asker._id },
    dedupeKey: `photoRequest:${requestId}`,
  });
  return null;
}

/** The owner's one-tap answer "show my photos to this member": only to a member who asked. */
export async function allowPhotos(ctx: MutationCtx, owner: Doc<"profiles">, rawAskerId: string): Promise<null> {
  const asker = await otherMember(ctx, owner, rawAskerId);
  const request = await requestBetween(ctx, asker._id, owner._id);
  if (request === null) fail("not_found", "photoRequest.notYours");
  await grantPhotos(ctx, owner._id, asker._id);
  if (request.allowedAt === undefined) await ctx.db.patch("photoRequests", request._id, { allowedAt: Date.now() });
  return null;
}

export type PhotoRequestState = {
  /** The viewer may ask the other member (they see no photo of theirs and have not asked). */
  canAsk: boolean;
  /** The viewer asked the other member already. */
  asked: boolean;
  /** The other member asked the viewer, and whether the viewer showed them their photos. */
  theyAsked: boolean;
  allowed: boolean;
};

/** Both directions between the viewer and another member, for the member page's buttons. */
export async function photoRequestState(
  ctx: QueryCtx,
  viewer: Doc<"profiles">,
  rawId: string,
): Promise<PhotoRequestState | null> {
  const other = await profileVisibleTo(ctx, viewer, rawId);
  if (other === null || other._id === viewer._id) return null;
  const asked = (await requestBetween(ctx, viewer._id, other._id)) !== null;
  const theirs = await requestBetween(ctx, other._id, viewer._id);
  return {
    canAsk: !asked && !(await seesPhotos(ctx, viewer, other)),
    asked,
    theyAsked: theirs !== null,
    allowed: theirs !== null && (await hasPhotoGrant(ctx, viewer._id, other._id)),
  };
}
