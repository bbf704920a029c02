import type { PaginationOptions, PaginationResult } from "convex/server";
import { matchBranch, sectorMatches, type MatchViewer } from "@matrimony/shared/rules/matching";
import { oppositeGender } from "@matrimony/shared/rules/matching";
import { filter } from "convex-helpers/server/filter";
import type { Doc } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { toMatchCard, type MatchCard } from "./projections";

/**
 * One page of the viewer's matches (SPEC §7), newest first, read through the index of the rule's branch:
 * status, opposite gender, caste and religion always; then preference type and/or state by branch. Only
 * the profession-sector test runs in code, so a page reads about `numItems` profiles, never the table.
 */
export async function listMatches(
  ctx: QueryCtx,
  viewer: Doc<"profiles">,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<MatchCard>> {
  const rule: MatchViewer = viewer;
  const branch = matchBranch(rule);
  const gender = oppositeGender(viewer.gender);
  const profiles = ctx.db.query("profiles");
  const base = { status: "approved", gender, caste: viewer.caste, religion: viewer.religion } as const;

  const indexed =
    branch.kind === "nri"
      ? profiles.withIndex("by_match_type", (q) =>
          q
            .eq("status", base.status)
            .eq("gender", base.gender)
            .eq("caste", base.caste)
            .eq("religion", base.religion)
            .eq("partnerPreferenceType", "NRI"),
        )
      : branch.state === undefined
        ? null // the rule compares state with the preferred state: with none preferred, nothing matches
        : branch.kind === "india"
          ? profiles.withIndex("by_match_type_state", (q) =>
              q
                .eq("status", base.status)
                .eq("gender", base.gender)
                .eq("caste", base.caste)
                .eq("religion", base.religion)
                .eq("partnerPreferenceType", "India")
                .eq("state", branch.state ?? "Other"),
            )
          : profiles.withIndex("by_match_state", (q) =>
              q
                .eq("status", base.status)
                .eq("gender", base.gender)
                .eq("caste", base.caste)
                .eq("religion", base.religion)
                .eq("state", branch.state ?? "Other"),
            );
  if (indexed === null) return { page: [], isDone: true, continueCursor: "" };

  const result = await filter(indexed.order("desc"), (p) => sectorMatches(rule, p.professionSector)).paginate(
    paginationOpts,
  );
  const now = Date.now();
  return { ...result, page: await Promise.all(result.page.map((p) => toMatchCard(ctx, p, now))) };
}
