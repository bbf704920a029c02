/**
 * The refine step of matches.list: the member's refine preferences applied to the candidates the
 * spec's rule already matched, in one place so that other steps (e.g. leaving out blocked members) sit beside
 * it without touching it. Cheap checks on the profile first; the photo check reads the photos index, so last.
 */
import type { QueryStream } from "convex-helpers/server/stream";
import { passesCompatibility } from "@matrimony/shared/rules/refine/compatibility";
import { passesProfileFilters } from "@matrimony/shared/rules/refine/filters";
import type { MatchFilters } from "@matrimony/shared/rules/refine/options";
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { isVerifiedProfile } from "../verification/badges";
import { hasPhoto } from "../members/photos";

/** True when no filter can leave anyone out: the rule's own stream is then returned untouched. */
export function filtersAreOpen(filters: MatchFilters): boolean {
  const open = (v: unknown) => v === undefined || v === "any";
  return (
    open(filters.ageRange) &&
    open(filters.heightRange) &&
    open(filters.maritalStatuses) &&
    open(filters.nativeDistricts) &&
    open(filters.nriCountries) &&
    open(filters.educationLevels) &&
    filters.withPhotoOnly !== true &&
    filters.verifiedOnly !== true &&
    filters.horoscope !== "required" &&
    filters.excludeSameGotram !== true
  );
}

/** The candidates of `matched` that pass the viewer's refine preferences, in the same order. */
export function refineMatches(
  ctx: QueryCtx,
  viewer: Doc<"profiles">,
  matched: QueryStream<Doc<"profiles">>,
  nowMs: number,
): QueryStream<Doc<"profiles">> {
  const filters: MatchFilters = viewer.matchFilters ?? {};
  if (filtersAreOpen(filters)) return matched;
  return matched.filterWith(async (candidate) => {
    if (!passesProfileFilters(filters, viewer, candidate, nowMs)) return false;
    if (!passesCompatibility(filters, viewer, candidate)) return false;
    if (filters.verifiedOnly === true && !isVerifiedProfile(candidate)) return false;
    return filters.withPhotoOnly === true ? await hasPhoto(ctx, candidate._id) : true;
  });
}
