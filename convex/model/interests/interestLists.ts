/**
 * What a member reads of interests: the state with one other member (cards, member pages),
 * the /interests tabs, and the navbar's count of new ones. Members blocked either way are left out of
 * all of them (safety/blocks.ts).
 */
import type { PaginationOptions, PaginationResult } from "convex/server";
import { v, type Infer } from "convex/values";
import { mergedStream, stream } from "convex-helpers/server/stream";
import { canWithdraw, INTEREST_EXPIRY_MS, interestState, withdrawDeadline } from "@matrimony/shared/rules/interests";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import schema from "../../schema";
import { MEMBER_PAGE_SIZE } from "../limits";
import { blockedIdsOf, isBlockedBetween } from "../safety/blocks";
import { latestFrom } from "./interests";
import { vInterestReply, vInterestState, vInterestTemplate } from "./interestValidators";
import { toMatchCard, vMatchCard } from "../members/projections";

/** The state plus what the card's buttons need: which interest to answer or withdraw, and until when. */
export const vInterestBetween = v.object({
  state: vInterestState,
  interestId: v.union(v.id("interests"), v.null()),
  /** Until when the viewer may withdraw their unanswered interest (ms); null when they may not. */
  withdrawUntil: v.union(v.number(), v.null()),
  /** The other member's message, when their interest waits for the viewer's answer. */
  template: v.union(vInterestTemplate, v.null()),
  note: v.union(v.string(), v.null()),
});
export type InterestBetween = Infer<typeof vInterestBetween>;

/** The interest between the viewer and another member as a card shows it; blocked or unknown pairs show none. */
export async function between(ctx: QueryCtx, viewer: Doc<"profiles">, rawId: string): Promise<InterestBetween> {
  const none: InterestBetween = { state: "none", interestId: null, withdrawUntil: null, template: null, note: null };
  const otherId = ctx.db.normalizeId("profiles", rawId);
  if (otherId === null || otherId === viewer._id) return none;
  if (await isBlockedBetween(ctx, viewer._id, otherId)) return none;
  const now = Date.now();
  const mine = await latestFrom(ctx, viewer._id, otherId);
  const theirs = await latestFrom(ctx, otherId, viewer._id);
  const state = interestState(mine, theirs, now);
  const row =
    state === "sent" || state === "acceptedByThem" || state === "declinedByThem"
      ? mine
      : state === "none"
        ? null
        : theirs;
  const withdrawUntil =
    state === "sent" && mine !== null && canWithdraw(mine.createdAt, now) ? withdrawDeadline(mine.createdAt) : null;
  const message = state === "received" && theirs !== null ? theirs : null;
  return {
    state,
    interestId: row?._id ?? null,
    withdrawUntil,
    template: message?.template ?? null,
    note: message?.note ?? null,
  };
}

/** Most rows the navbar counts (it shows "99+" beyond) and the most one "mark seen" clears per call. */
export const NEW_COUNT_CAP = 100;

async function unseenRows(ctx: QueryCtx, receiverId: Id<"profiles">, now: number): Promise<Doc<"interests">[]> {
  return await ctx.db
    .query("interests")
    .withIndex("by_toId_and_seen_and_updatedAt", (q) =>
      q
        .eq("toId", receiverId)
        .eq("seen", false)
        .gt("updatedAt", now - INTEREST_EXPIRY_MS),
    )
    .order("desc")
    .take(NEW_COUNT_CAP);
}

/** New interests: received, unanswered, unexpired, not yet seen in the Received tab, blocked senders left out. */
export async function newCount(ctx: QueryCtx, receiver: Doc<"profiles">): Promise<number> {
  const rows = await unseenRows(ctx, receiver._id, Date.now());
  if (rows.length === 0) return 0;
  const blocked = await blockedIdsOf(ctx, receiver._id);
  return rows.filter((r) => r.status === "pending" && !blocked.has(r.fromId)).length;
}

/** The receiver opened the Received tab: every new interest counts as seen. */
export async function markSeen(ctx: MutationCtx, receiver: Doc<"profiles">): Promise<null> {
  for (const row of await unseenRows(ctx, receiver._id, Date.now())) {
    await ctx.db.patch("interests", row._id, { seen: true });
  }
  return null;
}

export const vInterestTab = v.union(
  v.literal("received"),
  v.literal("sent"),
  v.literal("accepted"),
  v.literal("declined"),
);
export type InterestTab = Infer<typeof vInterestTab>;

/** One row of the /interests page: the interest, which way it went, and the other member's public card. */
export const vInterestRow = v.object({
  _id: v.id("interests"),
  direction: v.union(v.literal("received"), v.literal("sent")),
  status: v.union(v.literal("pending"), v.literal("accepted"), v.literal("declined")),
  template: v.union(vInterestTemplate, v.null()),
  note: v.union(v.string(), v.null()),
  reply: v.union(vInterestReply, v.null()),
  createdAt: v.number(),
  updatedAt: v.number(),
  withdrawUntil: v.union(v.number(), v.null()),
  /** Unseen by the receiver when the page loaded (a "New" badge). */
  isNew: v.boolean(),
  other: vMatchCard,
});
export type InterestRow = Infer<typeof vInterestRow>;

/**
 * One page of a tab, newest first: Received and Sent hold unanswered, unexpired interests; Accepted and
 * Declined both directions, merged by the time of the answer. Members blocked either way, and members no
 * longer approved, are left out.
 */
export async function listTab(
  ctx: QueryCtx,
  viewer: Doc<"profiles">,
  tab: InterestTab,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<InterestRow>> {
  const now = Date.now();
  const db = stream(ctx.db, schema);
  const numItems = Math.min(MEMBER_PAGE_SIZE, Math.max(1, Math.floor(paginationOpts.numItems)));
  const received = (status: "pending" | "accepted" | "declined", after: number) =>
    db
      .query("interests")
      .withIndex("by_toId_and_status_and_updatedAt", (q) =>
        q.eq("toId", viewer._id).eq("status", status).gt("updatedAt", after),
      )
      .order("desc");
  const sent = (status: "pending" | "accepted" | "declined", after: number) =>
    db
      .query("interests")
      .withIndex("by_fromId_and_status_and_updatedAt", (q) =>
        q.eq("fromId", viewer._id).eq("status", status).gt("updatedAt", after),
      )
      .order("desc");
  const unexpired = now - INTEREST_EXPIRY_MS;
  const source =
    tab === "received"
      ? received("pending", unexpired)
      : tab === "sent"
        ? sent("pending", unexpired)
        : mergedStream([received(tab, 0), sent(tab, 0)], ["updatedAt"]);
  const result = await source.paginate({ ...paginationOpts, numItems });
  const blocked = await blockedIdsOf(ctx, viewer._id);
  const page: InterestRow[] = [];
  for (const row of result.page) {
    const direction = row.toId === viewer._id ? "received" : "sent";
    const otherId = direction === "received" ? row.fromId : row.toId;
    if (blocked.has(otherId)) continue;
    const other = await ctx.db.get("profiles", otherId);
    if (other === null || other.status !== "approved") continue;
    if (row.status !== "pending" && row.status !== "accepted" && row.status !== "declined") continue;
    page.push({
      _id: row._id,
      direction,
      status: row.status,
      template: row.template ?? null,
      note: row.note ?? null,
      reply: row.reply ?? null,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      withdrawUntil:
        direction === "sent" && row.status === "pending" && canWithdraw(row.createdAt, now)
          ? withdrawDeadline(row.createdAt)
          : null,
      isNew: direction === "received" && row.status === "pending" && !row.seen,
      other: await toMatchCard(ctx, other, now, viewer),
    });
  }
  return { ...result, page };
}
