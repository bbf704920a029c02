/**
 * The interests part of the console's member record: interests this member sent and received,
 * newest first, with their status as members see it (an unanswered one past 30 days shows as expired)
 * and the own message, so staff can spot a broker or someone pushing for contact details.
 */
import { v, type Infer } from "convex/values";
import { effectiveStatus } from "@matrimony/shared/rules/interests";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { vInterestReply, vInterestStatus, vInterestTemplate } from "../interests/interestValidators";
import { toActivity, vActivity } from "./projections";

export const INTEREST_RECORD_LIMIT = 30;

const vInterestEntry = v.object({
  _id: v.id("interests"),
  /** The other member (the receiver of a sent one, the sender of a received one) and when it was sent. */
  other: vActivity,
  status: vInterestStatus,
  template: v.union(vInterestTemplate, v.null()),
  note: v.union(v.string(), v.null()),
  reply: v.union(vInterestReply, v.null()),
  updatedAt: v.number(),
});

export const vMemberInterests = v.object({ sent: v.array(vInterestEntry), received: v.array(vInterestEntry) });
export type MemberInterests = Infer<typeof vMemberInterests>;

async function entry(ctx: QueryCtx, row: Doc<"interests">, otherId: Id<"profiles">, now: number) {
  return {
    _id: row._id,
    other: await toActivity(ctx, otherId, row.createdAt),
    status: effectiveStatus(row, now),
    template: row.template ?? null,
    note: row.note ?? null,
    reply: row.reply ?? null,
    updatedAt: row.updatedAt,
  };
}

export async function memberInterests(ctx: QueryCtx, id: Id<"profiles">, now: number): Promise<MemberInterests> {
  const sent = await ctx.db
    .query("interests")
    .withIndex("by_fromId_and_createdAt", (q) => q.eq("fromId", id))
    .order("desc")
    .take(INTEREST_RECORD_LIMIT);
  const received = await ctx.db
    .query("interests")
    .withIndex("by_toId_and_createdAt", (q) => q.eq("toId", id))
    .order("desc")
    .take(INTEREST_RECORD_LIMIT);
  return {
    sent: await Promise.all(sent.map((r) => entry(ctx, r, r.toId, now))),
    received: await Promise.all(received.map((r) => entry(ctx, r, r.fromId, now))),
  };
}
