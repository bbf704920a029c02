/**
 * The console's payment list and page. Which index serves what (residual filters: lists.ts):
 * - sort paidAt: `by_status_and_paidAt` (only with status "paid": other rows have no paid time; and
 *   not with a member filter, whose few rows are sorted by creation); provider and dates residual.
 * - a member (`profileId`): `by_profileId_and_createdAt`; status and provider residual.
 * - a status: `by_status_and_createdAt`; provider residual.  - a provider: `by_provider_and_createdAt`.
 * - nothing: `by_createdAt`. The createdFrom/createdTo range is part of each createdAt index range.
 */
import type {
  Expression,
  FilterBuilder,
  NamedTableInfo,
  OrderedQuery,
  PaginationOptions,
  PaginationResult,
} from "convex/server";
import { v, type Infer } from "convex/values";
import type { DataModel, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { boundedPage, mapPage, timeRange, vOrder } from "./lists";
import { toAdminPayment, type AdminPayment } from "./projections";
import { fail } from "../errors";

export const vPaymentFilter = v.object({
  status: v.optional(v.union(v.literal("created"), v.literal("paid"), v.literal("failed"))),
  provider: v.optional(v.union(v.literal("razorpay"), v.literal("offline"))),
  profileId: v.optional(v.id("profiles")),
  /** Created at or after / at or before (epoch ms, inclusive); with sort paidAt, the paid time instead. */
  createdFrom: v.optional(v.number()),
  createdTo: v.optional(v.number()),
});
export type PaymentFilter = Infer<typeof vPaymentFilter>;
export const vPaymentSort = v.object({ field: v.union(v.literal("createdAt"), v.literal("paidAt")), order: vOrder });
export type PaymentSort = Infer<typeof vPaymentSort>;

type PaymentsInfo = NamedTableInfo<DataModel, "payments">;
type PaymentFilterBuilder = FilterBuilder<PaymentsInfo>;
type Condition = (q: PaymentFilterBuilder) => Expression<boolean>;

function withResidual<Q extends { filter(p: (q: PaymentFilterBuilder) => Expression<boolean>): Q }>(
  query: Q,
  conditions: Condition[],
): Q {
  if (conditions.length === 0) return query;
  // Residual filters, bounded per page by maximumRowsRead (lists.ts).
  return query.filter((q) => q.and(...conditions.map((c) => c(q))));
}

function plan(
  ctx: QueryCtx,
  f: PaymentFilter,
  sort: PaymentSort,
): { query: OrderedQuery<PaymentsInfo>; conditions: Condition[] } {
  const { createdFrom: from, createdTo: to, status, provider, profileId } = f;
  const eqProvider: Condition[] = provider === undefined ? [] : [(q) => q.eq(q.field("provider"), provider)];
  const eqStatus: Condition[] = status === undefined ? [] : [(q) => q.eq(q.field("status"), status)];
  const table = ctx.db.query("payments");
  if (sort.field === "paidAt") {
    if (status !== "paid" || profileId !== undefined) fail("invalid", "console.sortNotSupported", "sort");
    return {
      query: table
        .withIndex("by_status_and_paidAt", (ix) => timeRange(ix.eq("status", "paid"), "paidAt", from, to))
        .order(sort.order),
      conditions: eqProvider,
    };
  }
  if (profileId !== undefined) {
    const query = table.withIndex("by_profileId_and_createdAt", (ix) =>
      timeRange(ix.eq("profileId", profileId), "createdAt", from, to),
    );
    return { query: query.order(sort.order), conditions: [...eqStatus, ...eqProvider] };
  }
  if (status !== undefined) {
    const query = table.withIndex("by_status_and_createdAt", (ix) =>
      timeRange(ix.eq("status", status), "createdAt", from, to),
    );
    return { query: query.order(sort.order), conditions: eqProvider };
  }
  if (provider !== undefined) {
    const query = table.withIndex("by_provider_and_createdAt", (ix) =>
      timeRange(ix.eq("provider", provider), "createdAt", from, to),
    );
    return { query: query.order(sort.order), conditions: [] };
  }
  return {
    query: table.withIndex("by_createdAt", (ix) => timeRange(ix, "createdAt", from, to)).order(sort.order),
    conditions: [],
  };
}

export async function listPayments(
  ctx: QueryCtx,
  args: { paginationOpts: PaginationOptions; filter?: PaymentFilter; sort?: PaymentSort },
): Promise<PaginationResult<AdminPayment>> {
  const { query, conditions } = plan(ctx, args.filter ?? {}, args.sort ?? { field: "createdAt", order: "desc" });
  const result = await withResidual(query, conditions).paginate(
    boundedPage(args.paginationOpts, conditions.length > 0),
  );
  return await mapPage(result, (r) => toAdminPayment(ctx, r));
}

export async function getPayment(ctx: QueryCtx, id: Id<"payments">): Promise<AdminPayment | null> {
  const row = await ctx.db.get("payments", id);
  return row === null ? null : await toAdminPayment(ctx, row);
}
