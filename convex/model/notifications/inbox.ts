/** The bell: the unread count, the list newest first, and marking read. Own rows only. */
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { isBlockedBetween } from "../safety/blocks";
import { fail } from "../errors";

/** The bell shows "99+" beyond this, so it never counts further. */
export const UNREAD_CAP = 100;
/** One page of the list (the client asks for less). */
export const MAX_PAGE = 30;
/** "Mark all as read" per call; the bell's count caps at 100 too. */
const MARK_ALL_BATCH = 200;

function unread(ctx: QueryCtx, profileId: Id<"profiles">) {
  return ctx.db
    .query("notifications")
    .withIndex("by_profileId_and_readAt", (q) => q.eq("profileId", profileId).eq("readAt", undefined));
}

export async function unreadCount(ctx: QueryCtx, profileId: Id<"profiles">): Promise<number> {
  return (await unread(ctx, profileId).take(UNREAD_CAP)).length;
}

export interface InboxRow {
  _id: Id<"notifications">;
  kind: Doc<"notifications">["kind"];
  createdAt: number;
  read: boolean;
  params: Omit<Doc<"notifications">["params"], "memberId">;
  /** The other member's page, when the reader may still see them. */
  memberId: Id<"profiles"> | null;
  memberName: string | null;
}

/**
 * The other member is named only while the reader may see them: both approved and no block between them.
 * Otherwise the row still shows, as "A member", without a link to them.
 */
async function otherMember(
  ctx: QueryCtx,
  reader: Doc<"profiles">,
  id: Id<"profiles"> | undefined,
): Promise<{ id: Id<"profiles">; name: string } | null> {
  if (id === undefined || reader.status !== "approved") return null;
  const other = await ctx.db.get("profiles", id);
  if (other === null || other.status !== "approved" || (await isBlockedBetween(ctx, reader._id, id))) return null;
  return { id, name: other.fullName };
}

export async function listInbox(
  ctx: QueryCtx,
  reader: Doc<"profiles">,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<InboxRow>> {
  const page = await ctx.db
    .query("notifications")
    .withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", reader._id))
    .order("desc")
    .paginate({ ...paginationOpts, numItems: Math.min(Math.max(1, paginationOpts.numItems), MAX_PAGE) });
  const rows = await Promise.all(
    page.page.map(async (n): Promise<InboxRow> => {
      const { memberId, ...params } = n.params;
      const other = await otherMember(ctx, reader, memberId);
      return {
        _id: n._id,
        kind: n.kind,
        createdAt: n.createdAt,
        read: n.readAt !== undefined,
        params,
        memberId: other?.id ?? null,
        memberName: other?.name ?? null,
      };
    }),
  );
  return { ...page, page: rows };
}

export async function markRead(ctx: MutationCtx, reader: Doc<"profiles">, rawId: string): Promise<null> {
  const id = ctx.db.normalizeId("notifications", rawId);
  const row = id === null ? null : await ctx.db.get("notifications", id);
  // Another member's notification is answered like a missing one.
  if (row === null || row.profileId !== reader._id) fail("not_found", "error.notFound");
  if (row.readAt === undefined) await ctx.db.patch("notifications", row._id, { readAt: Date.now() });
  return null;
}

export async function markAllRead(ctx: MutationCtx, reader: Doc<"profiles">): Promise<number> {
  const rows = await unread(ctx, reader._id).take(MARK_ALL_BATCH);
  const now = Date.now();
  for (const row of rows) await ctx.db.patch("notifications", row._id, { readAt: now });
  return rows.length;
}
