/**
 * Shared biodata links (docs/biodata.md): which links are live. A leaf of the members layer, so the photo
 * check (privacy.ts) and the biodata module both ask it without importing each other.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";

const DAY = 24 * 3_600_000;
/** A link lives a week unless the owner chooses otherwise; never longer than a month. */
export const BIODATA_LINK_DEFAULT_DAYS = 7;
export const BIODATA_LINK_MAX_DAYS = 30;
export const BIODATA_LINK_DAY_MS = DAY;
/** Live links per member at once: enough for relatives, a broker and a spare; each is revocable. */
export const MAX_ACTIVE_BIODATA_LINKS = 5;

/** Neither revoked nor expired at `nowMs`. */
export function isLive(link: Doc<"biodataLinks">, nowMs: number): boolean {
  return link.revokedAt === undefined && link.expiresAt > nowMs;
}

/**
 * A live link and its owner, or null: unknown, revoked or expired, or an owner who is no longer approved
 * (suspended or rejected by staff) or has deleted the account. Every read of a shared biodata, its photo
 * included, goes through here, so a link stops working the moment any of these changes.
 */
export async function liveLinkWithOwner(
  ctx: QueryCtx,
  link: Doc<"biodataLinks"> | null,
  nowMs: number,
): Promise<{ link: Doc<"biodataLinks">; owner: Doc<"profiles"> } | null> {
  if (link === null || !isLive(link, nowMs)) return null;
  const owner = await ctx.db.get("profiles", link.profileId);
  if (owner === null || owner.status !== "approved") return null;
  return { link, owner };
}

/** The live link with this id (a photo link's viewer), with its owner. */
export async function liveLinkById(ctx: QueryCtx, rawId: string, nowMs: number) {
  const id = ctx.db.normalizeId("biodataLinks", rawId);
  return await liveLinkWithOwner(ctx, id === null ? null : await ctx.db.get("biodataLinks", id), nowMs);
}

/** The owner's links, newest first (bounded: the active limit and the creation rate keep the list short). */
export async function linksOf(ctx: QueryCtx, profileId: Id<"profiles">, limit: number): Promise<Doc<"biodataLinks">[]> {
  return await ctx.db
    .query("biodataLinks")
    .withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", profileId))
    .order("desc")
    .take(limit);
}
