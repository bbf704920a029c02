/**
 * Whether a member's own partner preference takes a viewer: the mutual badge on every card
 * (projections.ts) and the mutual filter of the matches list (matching/mutual.ts). The rule and the refine
 * preferences are shared (shared/src/rules/refine/mutual.ts); "verified only" and "with photo only" need a
 * server fact about the viewer.
 */
import { candidateAccepts } from "@matrimony/shared/rules/refine/mutual";
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { isVerifiedProfile } from "../verification/badges";
import { hasPhoto } from "./photos";

/** Whether `candidate`'s own partner preference, all of it, accepts `viewer`. */
export async function acceptsViewer(
  ctx: QueryCtx,
  candidate: Doc<"profiles">,
  viewer: Doc<"profiles">,
  nowMs: number,
): Promise<boolean> {
  if (!candidateAccepts(candidate, viewer, nowMs)) return false;
  const filters = candidate.matchFilters ?? {};
  if (filters.verifiedOnly === true && !isVerifiedProfile(viewer)) return false;
  // The one read: only for candidates who asked for a photo.
  return filters.withPhotoOnly === true ? await hasPhoto(ctx, viewer._id) : true;
}
