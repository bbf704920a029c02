/**
 * The owner's defence against harvesting: who opened my page (`profileViews`, one row per
 * viewer, moved up on each opening) and every reveal of my contact details (`contactReveals`), newest
 * first. Members blocked either way and deleted ones are left out; cards follow each viewer's own photo
 * setting, as everywhere.
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { MEMBER_PAGE_SIZE } from "../limits";
import { safetyRecordOf } from "../safety/records";
import { blockedIdsOf } from "../safety/blocks";
import { toMatchCard, type MatchCard } from "./projections";

/** At most a page of MEMBER_PAGE_SIZE rows, whatever the client asks. */
function bounded(opts: PaginationOptions): PaginationOptions {
  return { ...opts, numItems: Math.min(MEMBER_PAGE_SIZE, Math.max(1, Math.floor(opts.numItems))) };
}

export type ViewerCard = MatchCard & { viewedAt: number };

/** Members who opened the owner's page, newest opening first, each once; only approved, unblocked ones. */
export async function viewedMe(
  ctx: QueryCtx,
  owner: Doc<"profiles">,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<ViewerCard>> {
  const result = await ctx.db
    .query("profileViews")
    .withIndex("by_viewedId_and_viewedAt", (q) => q.eq("viewedId", owner._id))
    .order("desc")
    .paginate(bounded(paginationOpts));
  const blocked = await blockedIdsOf(ctx, owner._id);
  const now = Date.now();
  const page: ViewerCard[] = [];
  for (const row of result.page) {
    if (blocked.has(row.viewerId)) continue;
    const viewer = await ctx.db.get("profiles", row.viewerId);
    if (viewer === null || viewer.status !== "approved") continue;
    page.push({ ...(await toMatchCard(ctx, viewer, now, owner)), viewedAt: row.viewedAt });
  }
  return { ...result, page };
}

export type NumberViewRow =
  | (MatchCard & {
      revealId: Id<"contactReveals">;
      revealedAt: number;
      /** False once the viewer is no longer an approved member (suspended): listed, but no page to open. */
      approved: boolean;
    })
  /** A viewer whose account is deleted but whose reveals their safety record keeps (model/safety/records.ts). */
  | { _id: Id<"profiles">; profileCode: string; revealId: Id<"contactReveals">; revealedAt: number; left: true };

/**
 * Every reveal of the owner's contact details, newest first (a member who looked twice is listed twice:
 * each one is a reveal). Blocked viewers are left out. A deleted viewer's reveals are purged with them,
 * unless a safety record keeps them for a year: those rows name only the profile code the viewer had.
 */
export async function sawMyNumber(
  ctx: QueryCtx,
  owner: Doc<"profiles">,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<NumberViewRow>> {
  const result = await ctx.db
    .query("contactReveals")
    .withIndex("by_viewedId_and_revealedAt", (q) => q.eq("viewedId", owner._id))
    .order("desc")
    .paginate(bounded(paginationOpts));
  const blocked = await blockedIdsOf(ctx, owner._id);
  const now = Date.now();
  const page: NumberViewRow[] = [];
  for (const row of result.page) {
    if (blocked.has(row.viewerId)) continue;
    const viewer = await ctx.db.get("profiles", row.viewerId);
    if (viewer === null) {
      const record = await safetyRecordOf(ctx, row.viewerId);
      if (record !== null)
        page.push({
          _id: row.viewerId,
          profileCode: record.profileCode,
          revealId: row._id,
          revealedAt: row.revealedAt,
          left: true,
        });
      continue;
    }
    const card = await toMatchCard(ctx, viewer, now, owner);
    page.push({ ...card, revealId: row._id, revealedAt: row.revealedAt, approved: viewer.status === "approved" });
  }
  return { ...result, page };
}

/** How far back the live notice looks past blocked viewers for the newest reveal. */
const NOTICE_SCAN = 20;

export type LatestReveal = {
  revealId: Id<"contactReveals">;
  revealedAt: number;
  fullName: string;
  profileCode: string;
};

/**
 * The newest reveal of the owner's number, for the live notice: the app subscribes, and tells the member
 * when a newer one arrives than the last it told them of. No photo: the notice names the member only.
 */
export async function latestReveal(ctx: QueryCtx, owner: Doc<"profiles">): Promise<LatestReveal | null> {
  const rows = await ctx.db
    .query("contactReveals")
    .withIndex("by_viewedId_and_revealedAt", (q) => q.eq("viewedId", owner._id))
    .order("desc")
    .take(NOTICE_SCAN);
  if (rows.length === 0) return null;
  const blocked = await blockedIdsOf(ctx, owner._id);
  for (const row of rows) {
    if (blocked.has(row.viewerId)) continue;
    const viewer = await ctx.db.get("profiles", row.viewerId);
    if (viewer === null) continue;
    return {
      revealId: row._id,
      revealedAt: row.revealedAt,
      fullName: viewer.fullName,
      profileCode: viewer.profileCode,
    };
  }
  return null;
}
