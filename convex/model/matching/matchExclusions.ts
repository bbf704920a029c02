/**
 * The profiles a member's matches leave out: members blocked in either direction, profiles
 * the member marked "not interested", and paused profiles (members/pause.ts). listMatches applies this as one separate
 * step after the refine step, so the spec's rule (SPEC §7) stays exactly what it was when nothing is excluded.
 */
import type { QueryStream } from "convex-helpers/server/stream";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { blockedIdsOf } from "../safety/blocks";
import { isPaused } from "../members/visibility";
import { hiddenIdsOf } from "./shortlists";

export type MatchExclusions = { ids: ReadonlySet<Id<"profiles">> };

export async function matchExclusions(ctx: QueryCtx, viewerId: Id<"profiles">): Promise<MatchExclusions> {
  return {
    ids: new Set<Id<"profiles">>([...(await blockedIdsOf(ctx, viewerId)), ...(await hiddenIdsOf(ctx, viewerId))]),
  };
}

/**
 * The candidates that are not excluded, in the same order. Excluded rows still count towards the page's
 * read bound (matches.ts MATCH_SCAN_LIMIT), so a long block list costs a short page and a cursor, never an
 * unbounded read. Paused profiles are few and checked on the row already read, so they cost no extra read.
 */
export function withoutExcluded(
  candidates: QueryStream<Doc<"profiles">>,
  exclusions: MatchExclusions,
): QueryStream<Doc<"profiles">> {
  return candidates.filterWith(async (p) => !isPaused(p) && !exclusions.ids.has(p._id));
}
