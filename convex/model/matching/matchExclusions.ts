/**
 * The profiles a member's matches leave out: members blocked in either direction and profiles
 * the member marked "not interested". listMatches applies this as one separate step after the refine step, so the spec's rule (SPEC §7) stays exactly what it was when nothing is excluded.
 */
import type { QueryStream } from "convex-helpers/server/stream";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { blockedIdsOf } from "../safety/blocks";
import { hiddenIdsOf } from "./shortlists";

export type MatchExclusions = { ids: ReadonlySet<Id<"profiles">> };

export async function matchExclusions(ctx: QueryCtx, viewerId: Id<"profiles">): Promise<MatchExclusions> {
  return { ids: new Set<Id<"profiles">>([...(await blockedIdsOf(ctx, viewerId)), ...(await hiddenIdsOf(ctx, viewerId))]) };
}

/**
 * The candidates that are not excluded, in the same order. Excluded rows still count towards the page's
 * read bound (matches.ts MATCH_SCAN_LIMIT), so a long block list costs a short page and a cursor, never an
 * unbounded read; with nothing excluded the stream is returned untouched.
 */
export function withoutExcluded(candidates: QueryStream<Doc<"profiles">>, exclusions: MatchExclusions): QueryStream<Doc<"profiles">> {
  return exclusions.ids.size === 0 ? candidates : candidates.filterWith(async (p) => !exclusions.ids.has(p._id));
}
