/**
 * The profiles a member's matches leave out (issue 15): members blocked in either direction and profiles
 * the member marked "not interested". listMatches applies this as one separate step over the rule's
 * index range, so the spec's rule (SPEC §7) stays exactly what it was when nothing is excluded.
 */
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { blockedIdsOf } from "./blocks";
import { hiddenIdsOf } from "./shortlists";

/**
 * The most extra rows one page reads to make up for excluded ones: a page asks the index for up to this
 * many more rows than it shows (never more than there are exclusions), so pages stay full without an
 * unbounded read.
 */
export const EXCLUSION_SLACK = 50;

export type MatchExclusions = {
  ids: ReadonlySet<Id<"profiles">>;
  /** How many rows beyond the page's size to read from the index. */
  extraRows: number;
};

export async function matchExclusions(ctx: QueryCtx, viewerId: Id<"profiles">): Promise<MatchExclusions> {
  const ids = new Set<Id<"profiles">>([...(await blockedIdsOf(ctx, viewerId)), ...(await hiddenIdsOf(ctx, viewerId))]);
  return { ids, extraRows: Math.min(ids.size, EXCLUSION_SLACK) };
}

/** The rows of a page that are not excluded. */
export function withoutExcluded<T extends { _id: Id<"profiles"> }>(rows: T[], exclusions: MatchExclusions): T[] {
  return exclusions.ids.size === 0 ? rows : rows.filter((row) => !exclusions.ids.has(row._id));
}
