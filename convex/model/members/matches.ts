import type { NamedTableInfo, PaginationOptions, PaginationResult, Query } from "convex/server";
import { matchBranch, oppositeGender, type MatchBranch } from "@matrimony/shared/rules/matching";
import type { DataModel, Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { MEMBER_PAGE_SIZE } from "../limits";
import { toMatchCard, type MatchCard } from "./projections";

type ProfilesQuery = Query<NamedTableInfo<DataModel, "profiles">>;

/**
 * The index range of the rule's branch, narrowed to the wanted sector when there is one, so that every
 * condition of the rule is an index equality and a page reads only what it returns. The rule compares
 * the candidate's state with the preferred one, so on the India and no-preference branches a viewer with
 * no preferred state matches nobody (null).
 */
function matchQuery(ctx: QueryCtx, viewer: Doc<"profiles">, branch: MatchBranch): ProfilesQuery | null {
  const { caste, religion } = viewer;
  const gender = oppositeGender(viewer.gender);
  // All (or none stored) matches any sector (SPEC §7): then the sector is not part of the range.
  const wanted = viewer.partnerprofessionSector;
  const sector = wanted === "All" ? null : wanted;
  const profiles = ctx.db.query("profiles");
  if (branch.kind === "nri") {
    return sector === null
      ? profiles.withIndex("by_match_type", (q) =>
          q.eq("status", "approved").eq("gender", gender).eq("caste", caste).eq("religion", religion).eq("partnerPreferenceType", "NRI"),
        )
      : profiles.withIndex("by_match_type_sector", (q) =>
          q
            .eq("status", "approved")
            .eq("gender", gender)
            .eq("caste", caste)
            .eq("religion", religion)
            .eq("partnerPreferenceType", "NRI")
            .eq("professionSector", sector),
        );
  }
  const state = branch.state;
  if (state === undefined) return null;
  if (branch.kind === "india") {
    return sector === null
      ? profiles.withIndex("by_match_type_state", (q) =>
          q
            .eq("status", "approved")
            .eq("gender", gender)
            .eq("caste", caste)
            .eq("religion", religion)
            .eq("partnerPreferenceType", "India")
            .eq("state", state),
        )
      : profiles.withIndex("by_match_type_state_sector", (q) =>
          q
            .eq("status", "approved")
            .eq("gender", gender)
            .eq("caste", caste)
            .eq("religion", religion)
            .eq("partnerPreferenceType", "India")
            .eq("state", state)
            .eq("professionSector", sector),
        );
  }
  return sector === null
    ? profiles.withIndex("by_match_state", (q) =>
        q.eq("status", "approved").eq("gender", gender).eq("caste", caste).eq("religion", religion).eq("state", state),
      )
    : profiles.withIndex("by_match_state_sector", (q) =>
        q
          .eq("status", "approved")
          .eq("gender", gender)
          .eq("caste", caste)
          .eq("religion", religion)
          .eq("state", state)
          .eq("professionSector", sector),
      );
}

/**
 * One page of the viewer's matches (SPEC §7), newest first, read through the index of the rule's branch:
 * status, opposite gender, caste and religion always; then preference type and/or state by branch. Every
 * condition is an index equality, so a page reads the profiles it returns and never the table.
 */
export async function listMatches(
  ctx: QueryCtx,
  viewer: Doc<"profiles">,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<MatchCard>> {
  const indexed = matchQuery(ctx, viewer, matchBranch(viewer));
  if (indexed === null) return { page: [], isDone: true, continueCursor: "" };
  // At most MEMBER_PAGE_SIZE cards a page, whatever the client asks (100000 was accepted before).
  const numItems = Math.min(MEMBER_PAGE_SIZE, Math.max(1, Math.floor(paginationOpts.numItems)));
  const result = await indexed.order("desc").paginate({ ...paginationOpts, numItems });
  const now = Date.now();
  return { ...result, page: await Promise.all(result.page.map((p) => toMatchCard(ctx, viewer, p, now))) };
}
