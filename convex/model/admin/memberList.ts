/**
 * The console's member list: filters, search and sorting, each page read through an index.
 *
 * Which index serves what (see lists.ts for the residual-filter bound):
 * - search text `q`: a phone number, profile code or email is an exact index lookup (one page, done);
 *   a name goes through the `search_fullName` search index, which also applies status, gender, caste,
 *   religion, residence type and state; Premium and the registration dates are residual; the order is
 *   relevance (sort is ignored).
 * - sort createdAt (the default, newest first): `by_status_and_createdAt` when a status is given, else
 *   `by_createdAt`; the registration date range is part of the index range; the other filters are residual.
 * - sort premiumUntil: `by_premiumUntil`, with the Premium filter as its range; the rest residual.
 */
import type { Expression, FilterBuilder, NamedTableInfo, PaginationOptions, PaginationResult } from "convex/server";
import { v, type Infer } from "convex/values";
import type { DataModel, Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { vCaste, vGender, vNativeState, vProfileStatus, vReligion, vResidenceType } from "../../validators";
import { boundedPage, mapPage, singlePage, timeRange, trimmed, vOrder } from "./lists";
import { toMemberRow, type MemberRow } from "./projections";
import type { PhotoViewer } from "../members/photoLinks";

import { classifySearch, exactMatches } from "./search";

export const vMemberFilter = v.object({
  /** Search text: a phone number in any spelling, a profile code, an email or a name. */
  q: v.optional(v.string()),
  status: v.optional(vProfileStatus),
  gender: v.optional(vGender),
  caste: v.optional(vCaste),
  religion: v.optional(vReligion),
  residenceType: v.optional(vResidenceType),
  state: v.optional(vNativeState),
  /** true: Premium now; false: Free now. */
  premium: v.optional(v.boolean()),
  /** Registered at or after / at or before (epoch ms, inclusive). */
  createdFrom: v.optional(v.number()),
  createdTo: v.optional(v.number()),
});
export type MemberFilter = Infer<typeof vMemberFilter>;

export const vMemberSort = v.object({
  field: v.union(v.literal("createdAt"), v.literal("premiumUntil")),
  order: vOrder,
});
export type MemberSort = Infer<typeof vMemberSort>;

type ProfileFilterBuilder = FilterBuilder<NamedTableInfo<DataModel, "profiles">>;
type Condition = (q: ProfileFilterBuilder) => Expression<boolean>;
type Served = { status?: true; premium?: true; created?: true; searchFields?: true };

const EQ_FIELDS = ["status", "gender", "caste", "religion", "residenceType", "state"] as const;

/** The filters the chosen index did not apply, as one query filter expression each. */
function residual(f: MemberFilter, served: Served, nowMs: number): Condition[] {
  const out: Condition[] = [];
  for (const field of EQ_FIELDS) {
    const value = f[field];
    if (value === undefined || (field === "status" && served.status) || served.searchFields) continue;
    out.push((q) => q.eq(q.field(field), value));
  }
  if (f.premium !== undefined && !served.premium) {
    const premium = f.premium;
    out.push((q) =>
      premium
        ? q.gt(q.field("premiumUntil"), nowMs)
        : q.or(q.eq(q.field("premiumUntil"), undefined), q.lte(q.field("premiumUntil"), nowMs)),
    );
  }
  if (!served.created) {
    const { createdFrom: from, createdTo: to } = f;
    if (from !== undefined) out.push((q) => q.gte(q.field("createdAt"), from));
    if (to !== undefined) out.push((q) => q.lte(q.field("createdAt"), to));
  }
  return out;
}

/** The same filters in plain code, for the few members an exact lookup finds. */
export function matchesMemberFilter(p: Doc<"profiles">, f: MemberFilter, nowMs: number): boolean {
  for (const field of EQ_FIELDS) if (f[field] !== undefined && p[field] !== f[field]) return false;
  if (f.premium !== undefined && (p.premiumUntil !== undefined && p.premiumUntil > nowMs) !== f.premium) return false;
  if (f.createdFrom !== undefined && p.createdAt < f.createdFrom) return false;
  if (f.createdTo !== undefined && p.createdAt > f.createdTo) return false;
  return true;
}

function applyResidual<Q extends { filter(predicate: (q: ProfileFilterBuilder) => Expression<boolean>): Q }>(
  query: Q,
  conditions: Condition[],
): Q {
  if (conditions.length === 0) return query;
  // Residual filters run while reading the chosen index, bounded per page by maximumRowsRead.
  return query.filter((q) => q.and(...conditions.map((c) => c(q))));
}

async function byCreatedAt(
  ctx: QueryCtx,
  f: MemberFilter,
  order: "asc" | "desc",
  opts: PaginationOptions,
  nowMs: number,
): Promise<PaginationResult<Doc<"profiles">>> {
  const { createdFrom: from, createdTo: to, status } = f;
  const conditions = residual(f, { status: true, created: true }, nowMs);
  const page = boundedPage(opts, conditions.length > 0);
  const base =
    status !== undefined
      ? ctx.db
          .query("profiles")
          .withIndex("by_status_and_createdAt", (ix) => timeRange(ix.eq("status", status), "createdAt", from, to))
      : ctx.db.query("profiles").withIndex("by_createdAt", (ix) => timeRange(ix, "createdAt", from, to));
  return await applyResidual(base.order(order), conditions).paginate(page);
}

async function byPremiumUntil(
  ctx: QueryCtx,
  f: MemberFilter,
  order: "asc" | "desc",
  opts: PaginationOptions,
  nowMs: number,
): Promise<PaginationResult<Doc<"profiles">>> {
  const conditions = residual(f, { premium: true }, nowMs);
  const base = ctx.db.query("profiles").withIndex("by_premiumUntil", (ix) => {
    if (f.premium === true) return ix.gt("premiumUntil", nowMs);
    // Free members: no expiry (undefined sorts first in an index) or one that has passed.
    if (f.premium === false) return ix.lte("premiumUntil", nowMs);
    return ix;
  });
  return await applyResidual(base.order(order), conditions).paginate(boundedPage(opts, conditions.length > 0));
}

async function byName(
  ctx: QueryCtx,
  text: string,
  f: MemberFilter,
  opts: PaginationOptions,
  nowMs: number,
): Promise<PaginationResult<Doc<"profiles">>> {
  const conditions = residual(f, { searchFields: true }, nowMs);
  const base = ctx.db.query("profiles").withSearchIndex("search_fullName", (s) => {
    let q = s.search("fullName", text);
    if (f.status !== undefined) q = q.eq("status", f.status);
    if (f.gender !== undefined) q = q.eq("gender", f.gender);
    if (f.caste !== undefined) q = q.eq("caste", f.caste);
    if (f.religion !== undefined) q = q.eq("religion", f.religion);
    if (f.residenceType !== undefined) q = q.eq("residenceType", f.residenceType);
    if (f.state !== undefined) q = q.eq("state", f.state);
    return q;
  });
  return await applyResidual(base, conditions).paginate(boundedPage(opts, conditions.length > 0));
}

export async function listMembers(
  ctx: QueryCtx,
  viewer: PhotoViewer,
  args: { paginationOpts: PaginationOptions; filter?: MemberFilter; sort?: MemberSort },
  nowMs: number,
): Promise<PaginationResult<MemberRow>> {
  const f = args.filter ?? {};
  const text = trimmed(f.q);
  const toRow = (p: Doc<"profiles">) => toMemberRow(ctx, viewer, p, nowMs);
  if (text !== undefined) {
    const search = classifySearch(text);
    if (search !== null && search.kind !== "name") {
      const found = (await exactMatches(ctx, search)).filter((p) => matchesMemberFilter(p, f, nowMs));
      return await mapPage(singlePage(found, args.paginationOpts.cursor), toRow);
    }
    return await mapPage(await byName(ctx, text, f, args.paginationOpts, nowMs), toRow);
  }
  const sort = args.sort ?? { field: "createdAt", order: "desc" };
  const result =
    sort.field === "premiumUntil"
      ? await byPremiumUntil(ctx, f, sort.order, args.paginationOpts, nowMs)
      : await byCreatedAt(ctx, f, sort.order, args.paginationOpts, nowMs);
  return await mapPage(result, toRow);
}
