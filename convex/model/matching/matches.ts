import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Value } from "convex/values";
import { mergedStream, stream, type QueryStream } from "convex-helpers/server/stream";
import { matchBranch, oppositeGender, type MatchBranch } from "@matrimony/shared/rules/matching";
import { birthYearsFor } from "@matrimony/shared/rules/refine/filters";
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import schema from "../../schema";
import { MEMBER_PAGE_SIZE } from "../limits";
import { matchExclusions, withoutExcluded } from "./matchExclusions";
import { toMatchCard, type MatchCard } from "../members/projections";
import { refineMatches } from "./refineFilter";
import { onlyMutual } from "./mutual";

/**
 * The most profiles one page reads through the index (candidates the refine filters leave out count too).
 * A page that reaches it returns what it found with isDone false and a cursor where it stopped, and the
 * client reads on; so a very narrow filter costs several small reads, never one huge one.
 */
export const MATCH_SCAN_LIMIT = 400;
/**
 * Age ranges up to this many birth years read one stream per year (merged newest first); a wider or
 * open-ended range reads the rule's index and checks the age per profile.
 */
export const MAX_BIRTH_YEAR_STREAMS = 16;

type BaseIndex =
  | "by_match_state"
  | "by_match_state_sector"
  | "by_match_type"
  | "by_match_type_sector"
  | "by_match_type_state"
  | "by_match_type_state_sector";
type MutualIndex = "by_match_state_partnerstate" | "by_match_type_state_partnerstate";
type MatchIndex = BaseIndex | `${BaseIndex}_birthYear` | MutualIndex;
type BranchRange = { index: BaseIndex; equalities: readonly (readonly [string, Value])[] };

/** What the member asked of the list beyond their stored preferences. */
export type MatchListOptions = { mutualOnly?: boolean };

/**
 * The index and equality values of the rule's branch, narrowed to the wanted sector when there is one, so
 * that every condition of the rule is an index equality. The rule compares the candidate's state with the
 * preferred one, so on the India and no-preference branches a viewer with no preferred state matches nobody (null).
 */
function branchRange(viewer: Doc<"profiles">, branch: MatchBranch): BranchRange | null {
  const base: [string, Value][] = [
    ["status", "approved"],
    ["gender", oppositeGender(viewer.gender)],
    ["caste", viewer.caste],
    ["religion", viewer.religion],
  ];
  // All (or none stored) matches any sector (SPEC §7): then the sector is not part of the range.
  const wanted = viewer.partnerprofessionSector;
  const sector: [string, Value][] = wanted === "All" ? [] : [["professionSector", wanted]];
  const withSector = sector.length > 0;
  if (branch.kind === "nri") {
    return {
      index: withSector ? "by_match_type_sector" : "by_match_type",
      equalities: [...base, ["partnerPreferenceType", "NRI"], ...sector],
    };
  }
  const state = branch.state;
  if (state === undefined) return null;
  if (branch.kind === "india") {
    return {
      index: withSector ? "by_match_type_state_sector" : "by_match_type_state",
      equalities: [...base, ["partnerPreferenceType", "India"], ["state", state], ...sector],
    };
  }
  return {
    index: withSector ? "by_match_state_sector" : "by_match_state",
    equalities: [...base, ["state", state], ...sector],
  };
}

/**
 * The index range of the mutual filter. On the India and state branches a candidate's own rule takes the viewer
 * only when the candidate's preferred state is the viewer's state (and, on the state branch, the candidate has
 * no India or NRI preference: the viewer is not on that branch, checked per candidate), so the candidate's
 * `partnerstate` joins the equalities; the sector is left to the per-candidate check. On the NRI branch the
 * candidates' own branch is NRI, which the viewer fits, so the rule's range is read as it is.
 */
function mutualRange(
  viewer: Doc<"profiles">,
  branch: MatchBranch,
): { index: MatchIndex; equalities: readonly (readonly [string, Value])[] } | null {
  const range = branchRange(viewer, branch);
  if (range === null || branch.kind === "nri") return range;
  const base: [string, Value][] = [
    ["status", "approved"],
    ["gender", oppositeGender(viewer.gender)],
    ["caste", viewer.caste],
    ["religion", viewer.religion],
  ];
  const state = branch.state;
  if (state === undefined) return null;
  if (branch.kind === "india") {
    return {
      index: "by_match_type_state_partnerstate",
      equalities: [...base, ["partnerPreferenceType", "India"], ["state", state], ["partnerstate", viewer.state]],
    };
  }
  return {
    index: "by_match_state_partnerstate",
    equalities: [...base, ["state", state], ["partnerstate", viewer.state]],
  };
}

/** An index equality; undefined selects the documents without the field (profiles with no birthYear yet). */
type IndexValue = Value | undefined;
type EqualityBuilder = { eq: (field: string, value: IndexValue) => EqualityBuilder };

/** One index range, newest first. The fields are the index's own, so the equalities are its prefix in order. */
function indexStream(
  ctx: QueryCtx,
  index: MatchIndex,
  equalities: readonly (readonly [string, IndexValue])[],
): QueryStream<Doc<"profiles">> {
  return stream(ctx.db, schema)
    .query("profiles")
    .withIndex(
      index,
      (q) =>
        equalities.reduce<EqualityBuilder>(
          (b, [field, value]) => b.eq(field, value),
          q as unknown as EqualityBuilder,
        ) as never,
    )
    .order("desc");
}

/**
 * The rule's matches newest first: one index range, or with an age range one range per birth year merged on
 * createdAt. Either way the position is (createdAt, _creationTime, _id), so a cursor stays valid when the
 * member changes their filters between two pages. The year ranges are joined by the range of profiles with no
 * birthYear yet (written before it existed, until the hourly backfill reaches them; members/birthYear.ts): the age
 * check per profile decides for them, so nobody vanishes from an age-range list meanwhile. Once the backfill
 * is done that range is empty and costs one index look-up.
 */
function ruleStream(
  ctx: QueryCtx,
  viewer: Doc<"profiles">,
  range: BranchRange,
  nowMs: number,
): QueryStream<Doc<"profiles">> {
  const years = birthYearsFor(viewer.matchFilters ?? {}, nowMs, MAX_BIRTH_YEAR_STREAMS);
  const streams =
    years === null
      ? [indexStream(ctx, range.index, range.equalities)]
      : [...years, undefined].map((year) =>
          indexStream(ctx, `${range.index}_birthYear`, [...range.equalities, ["birthYear", year]]),
        );
  return mergedStream(streams, ["createdAt"]);
}

/**
 * One page of the viewer's matches (SPEC §7), newest first: the rule's branch read through its index (status,
 * opposite gender, caste and religion always; then preference type and/or state, and the sector), then the
 * member's refine preferences (refineFilter.ts); with `mutualOnly`, only candidates whose own preference takes
 * the viewer (mutual.ts). Reads at most MATCH_SCAN_LIMIT profiles a page.
 */
export async function listMatches(
  ctx: QueryCtx,
  viewer: Doc<"profiles">,
  paginationOpts: PaginationOptions,
  options: MatchListOptions = {},
): Promise<PaginationResult<MatchCard>> {
  const branch = matchBranch(viewer);
  const range = branchRange(viewer, branch);
  if (range === null) return { page: [], isDone: true, continueCursor: "" };
  const now = Date.now();
  const mutual = options.mutualOnly === true ? mutualRange(viewer, branch) : null;
  if (options.mutualOnly === true && mutual === null) return { page: [], isDone: true, continueCursor: "" };
  // The mutual filter reads its own index (no birth-year streams: the age is checked per candidate) and keeps
  // the candidates whose own preference takes the viewer.
  const matched = () =>
    mutual === null
      ? ruleStream(ctx, viewer, range, now)
      : onlyMutual(ctx, viewer, indexStream(ctx, mutual.index, mutual.equalities), now);
  // At most MEMBER_PAGE_SIZE cards a page, whatever the client asks (100000 was accepted before).
  const numItems = Math.min(MEMBER_PAGE_SIZE, Math.max(1, Math.floor(paginationOpts.numItems)));
  // Blocked and "not interested" profiles are left out in their own step beside the refine one;
  // MATCH_SCAN_LIMIT bounds the rows read for both, and the client reads on from the cursor.
  const exclusions = await matchExclusions(ctx, viewer._id);
  const candidates = () => withoutExcluded(refineMatches(ctx, viewer, matched(), now), exclusions);
  const endCursor = paginationOpts.endCursor ?? null;
  const result = await candidates().paginate({
    numItems,
    cursor: paginationOpts.cursor,
    // convex-helpers' usePaginatedQuery passes the end of a loaded page, so a reactive re-run keeps its bounds.
    endCursor,
    maximumRowsRead: MATCH_SCAN_LIMIT,
  });
  const cards = async (docs: Doc<"profiles">[]) => await Promise.all(docs.map((p) => toMatchCard(ctx, p, now, viewer)));
  // convex-helpers ignores numItems when an endCursor is given, so a client naming a far endCursor got every
  // card up to it (up to MATCH_SCAN_LIMIT). A pinned range over the cap answers its first MEMBER_PAGE_SIZE
  // cards with SplitRequired and where to split: the client's hook then asks for the two halves, so nothing
  // in the range is skipped, and no call returns more than the cap.
  if (endCursor !== null && result.page.length > MEMBER_PAGE_SIZE) {
    const head = await candidates().paginate({
      numItems: MEMBER_PAGE_SIZE,
      cursor: paginationOpts.cursor,
      maximumRowsRead: MATCH_SCAN_LIMIT,
    });
    return {
      page: await cards(head.page),
      isDone: false,
      continueCursor: result.continueCursor,
      pageStatus: "SplitRequired",
      splitCursor: head.continueCursor,
    };
  }
  return { page: await cards(result.page), isDone: result.isDone, continueCursor: result.continueCursor };
}
