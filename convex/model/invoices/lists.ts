/** The lists of tax documents members and staff see. */
import { v, type Infer } from "convex/values";
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { vDocumentKind } from "./validators";

/** A member pays once a year; this only keeps the read finite. */
const MAX_DOCUMENTS = 200;

export const vMemberDocument = v.object({
  _id: v.id("taxDocuments"),
  kind: vDocumentKind,
  number: v.string(),
  paymentId: v.id("payments"),
  issuedAt: v.number(),
  totalPaise: v.number(),
});
export type MemberDocument = Infer<typeof vMemberDocument>;

export async function myDocuments(ctx: QueryCtx, profileId: Id<"profiles">): Promise<MemberDocument[]> {
  const rows = await ctx.db
    .query("taxDocuments")
    .withIndex("by_profileId_and_issuedAt", (q) => q.eq("profileId", profileId))
    .order("desc")
    .take(MAX_DOCUMENTS);
  return rows.map((r) => ({
    _id: r._id,
    kind: r.kind,
    number: r.number,
    paymentId: r.paymentId,
    issuedAt: r.issuedAt,
    totalPaise: r.totalPaise,
  }));
}

/** Every document of one payment, oldest first (the console's payment page). */
export async function paymentDocuments(ctx: QueryCtx, paymentId: Id<"payments">): Promise<MemberDocument[]> {
  const rows = await ctx.db
    .query("taxDocuments")
    .withIndex("by_paymentId_and_kind", (q) => q.eq("paymentId", paymentId))
    .take(MAX_DOCUMENTS);
  return rows
    .sort((a, b) => a.issuedAt - b.issuedAt)
    .map((r) => ({
      _id: r._id,
      kind: r.kind,
      number: r.number,
      paymentId: r.paymentId,
      issuedAt: r.issuedAt,
      totalPaise: r.totalPaise,
    }));
}
