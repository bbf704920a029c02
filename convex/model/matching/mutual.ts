/**
 * Mutual matches: candidates whose own partner preference the viewer fits (shared/src/rules/refine/mutual.ts
 * for the rule and the refine preferences), plus the two preferences that need a read or a server fact:
 * "verified only" (the viewer's badges) and "with photo only" (the viewer has a photo staff approved). The
 * list's mutual filter reads an index where the candidate's preferred state is an equality (matches.ts
 * `mutualRange`), then checks this per candidate; every card carries the same answer as its badge.
 */
import { isMatch } from "@matrimony/shared/rules/matching";
import type { QueryStream } from "convex-helpers/server/stream";
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { acceptsViewer } from "../members/mutualPreference";

/**
 * The mutual candidates of a stream read from a mutual index: the viewer's own rule first (the mutual indexes
 * leave the sector out, so the rule is checked whole), then the candidate's side.
 */
export function onlyMutual(
  ctx: QueryCtx,
  viewer: Doc<"profiles">,
  candidates: QueryStream<Doc<"profiles">>,
  nowMs: number,
): QueryStream<Doc<"profiles">> {
  return candidates.filterWith(
    async (candidate) => isMatch(viewer, candidate) && (await acceptsViewer(ctx, candidate, viewer, nowMs)),
  );
}
