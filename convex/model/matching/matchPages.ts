/**
 * Pages of the matches list past the first are counted (the `matchPages` limit). A query cannot take a
 * token, so on the member pages' pattern a mutation counts and the query answers only what was counted:
 * `matches.openPage` takes a token for a cursor and writes a grant; `matches.list` answers a page only from
 * the first page's position (null), an opened cursor, or a split cursor it signed itself.
 *
 * Split cursors: a pinned page (the client's hook sends the page's end as `endCursor`) that grew past
 * MEMBER_PAGE_SIZE answers its head and where to split (`SplitRequired`), and the hook then asks for the two
 * halves itself, with no chance to open the split position first. So `list` hands out the split cursor signed
 * (HMAC-SHA-256 over the viewer, the position and a depth) and answers a signed one without a grant. The depth
 * counts splits since the last opened cursor: each split moves MEMBER_PAGE_SIZE cards on, so one opened page
 * never yields more than MAX_SPLIT_DEPTH + 1 pages of cards, however far an `endCursor` a client names.
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { fail } from "../errors";
import { consume, MEMBER_PAGE_SIZE } from "../limits";
import { listMatches, MATCH_SCAN_LIMIT, type MatchListOptions } from "./matches";
import { hmacSha256Hex, photoUrlSecret, sameHex } from "../members/photoLinks";
import type { MatchCard } from "../members/projections";

const DAY = 24 * 60 * 60_000;
/** An opened page stays readable (and re-opening it free) this long; older grants are pruned. */
export const MATCH_PAGE_GRANT_MS = DAY;
/** Splits followed from one opened cursor: one scan's worth of cards (MATCH_SCAN_LIMIT), as before the limit. */
export const MAX_SPLIT_DEPTH = Math.ceil(MATCH_SCAN_LIMIT / MEMBER_PAGE_SIZE);
/** Cursors are index keys as JSON (a few hundred characters); anything longer is not one. */
const MAX_CURSOR_LENGTH = 2048;
const SPLIT_PREFIX = "split.";
/** Grants pruned per opening, so the prune stays a bounded write. */
const PRUNE_BATCH = 20;

/** The signed payload names its purpose, so a photo link's signature can never pass for a cursor's. */
function splitPayload(viewerId: string, depth: number, raw: string): string {
  return `match-split|${viewerId}|${String(depth)}|${raw}`;
}

/** `split.<depth>.<mac>.<cursor>`, or null where no key is set (no split is then followed: fails closed). */
async function signSplit(viewerId: string, depth: number, raw: string): Promise<string | null> {
  const secret = photoUrlSecret();
  if (secret === null) return null;
  return `${SPLIT_PREFIX}${String(depth)}.${await hmacSha256Hex(secret, splitPayload(viewerId, depth, raw))}.${raw}`;
}

/** A cursor as the client sent it, told apart: null (the top), a signed split position, or a plain cursor. */
type Position =
  | { kind: "top" }
  | { kind: "split"; raw: string; depth: number }
  | { kind: "plain"; raw: string }
  | { kind: "forged" };

async function readCursor(viewerId: string, cursor: string | null): Promise<Position> {
  if (cursor === null) return { kind: "top" };
  if (!cursor.startsWith(SPLIT_PREFIX)) return { kind: "plain", raw: cursor };
  const [depthText, mac, ...rest] = cursor.slice(SPLIT_PREFIX.length).split(".");
  const raw = rest.join(".");
  const depth = Number(depthText);
  const secret = photoUrlSecret();
  if (secret === null || mac === undefined || !Number.isInteger(depth) || depth < 1 || depth > MAX_SPLIT_DEPTH)
    return { kind: "forged" };
  const expected = await hmacSha256Hex(secret, splitPayload(viewerId, depth, raw));
  return sameHex(expected, mac) ? { kind: "split", raw, depth } : { kind: "forged" };
}

async function grantOf(
  ctx: QueryCtx,
  viewerId: Doc<"profiles">["_id"],
  cursor: string,
  now: number,
): Promise<Doc<"matchPageGrants"> | null> {
  const grant = await ctx.db
    .query("matchPageGrants")
    .withIndex("by_viewerId_and_cursor", (q) => q.eq("viewerId", viewerId).eq("cursor", cursor))
    .first();
  return grant !== null && grant.openedAt > now - MATCH_PAGE_GRANT_MS ? grant : null;
}

/**
 * Open the page that starts at `cursor` (the last loaded page's continueCursor): one token of `matchPages`,
 * unless this cursor was opened in the last day. The first page needs no opening.
 */
export async function openMatchPage(ctx: MutationCtx, viewer: Doc<"profiles">, cursor: string): Promise<null> {
  if (cursor.length === 0 || cursor.length > MAX_CURSOR_LENGTH || cursor.startsWith(SPLIT_PREFIX))
    fail("invalid", "error.invalidInput");
  const now = Date.now();
  if ((await grantOf(ctx, viewer._id, cursor, now)) !== null) return null;
  await consume(ctx, "matchPages", viewer._id, "limit.matchPages");
  const stale = await ctx.db
    .query("matchPageGrants")
    .withIndex("by_viewerId_and_openedAt", (q) =>
      q.eq("viewerId", viewer._id).lt("openedAt", now - MATCH_PAGE_GRANT_MS),
    )
    .take(PRUNE_BATCH);
  for (const old of stale) await ctx.db.delete("matchPageGrants", old._id);
  await ctx.db.insert("matchPageGrants", { viewerId: viewer._id, cursor, openedAt: now });
  return null;
}

/** A page not opened: empty, not done, so the client can open it and ask again. */
function closedPage(cursor: string | null): PaginationResult<MatchCard> {
  return { page: [], isDone: false, continueCursor: cursor ?? "" };
}

/**
 * One page of matches (listMatches), answered only from the top, an opened cursor or a signed split; a split
 * it answers is handed out signed, one deeper than the cursor it came from.
 */
export async function listMatchPage(
  ctx: QueryCtx,
  viewer: Doc<"profiles">,
  opts: PaginationOptions,
  options: MatchListOptions = {},
): Promise<PaginationResult<MatchCard>> {
  const start = await readCursor(viewer._id, opts.cursor);
  if (start.kind === "forged") return closedPage(opts.cursor);
  if (start.kind === "plain" && (await grantOf(ctx, viewer._id, start.raw, Date.now())) === null)
    return closedPage(opts.cursor);
  const end =
    opts.endCursor === undefined || opts.endCursor === null ? null : await readCursor(viewer._id, opts.endCursor);
  if (end !== null && (end.kind === "forged" || end.kind === "top")) return closedPage(opts.cursor);
  const result = await listMatches(
    ctx,
    viewer,
    { ...opts, cursor: start.kind === "top" ? null : start.raw, endCursor: end === null ? undefined : end.raw },
    options,
  );
  // A pinned page ends where the client said, in the client's own words (a signed split stays signed).
  const continueCursor = end === null ? result.continueCursor : (opts.endCursor ?? result.continueCursor);
  if (result.pageStatus !== "SplitRequired" || result.splitCursor === undefined || result.splitCursor === null) {
    return { ...result, continueCursor };
  }
  const depth = (start.kind === "split" ? start.depth : 0) + 1;
  const split = depth > MAX_SPLIT_DEPTH ? null : await signSplit(viewer._id, depth, result.splitCursor);
  // Past the depth (or without a signing key) the rest of the range is not answered: the head stands as the
  // whole page, and the list goes on at the range's end.
  if (split === null) return { page: result.page, isDone: false, continueCursor };
  return { ...result, continueCursor, splitCursor: split };
}
