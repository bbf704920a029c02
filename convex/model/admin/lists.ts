/**
 * What every list of the staff console shares, so that a generic react-admin data provider can drive
 * them all the same way: `{ paginationOpts, filter?, sort? }` in, Convex's `{ page, isDone,
 * continueCursor }` out.
 *
 * How a list stays bounded: each list picks the index that serves its sort and as many equality filters
 * as one index can; the remaining filters ("residual") are applied while reading that index, with
 * `maximumRowsRead` capping the rows one page may read. A page can therefore hold fewer rows than asked
 * (even none) while `isDone` is false: the provider keeps `hasNextPage = !isDone` and the next cursor.
 */
import type { IndexRange, PaginationOptions, PaginationResult } from "convex/server";
import { v } from "convex/values";

/** The most rows one page returns, whatever the client asks (react-admin offers up to 100 per page). */
export const MAX_PAGE_SIZE = 100;
/** The most index rows one page reads when residual filters apply (Convex's `maximumRowsRead`). */
export const MAX_ROWS_READ = 1000;

export const vOrder = v.union(v.literal("asc"), v.literal("desc"));
export type Order = "asc" | "desc";

/** A page size within 1..MAX_PAGE_SIZE; the cursor as the client sent it. */
export function boundedPage(opts: PaginationOptions, residual: boolean): PaginationOptions {
  const numItems = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(opts.numItems)));
  const page: PaginationOptions = { numItems, cursor: opts.cursor };
  if (opts.endCursor !== undefined) page.endCursor = opts.endCursor;
  // Without residual filters a page reads exactly the rows it returns; a cap would only end it early.
  if (residual) page.maximumRowsRead = Math.max(MAX_ROWS_READ, numItems);
  return page;
}

/** Map a page's rows to what the screen shows, keeping the cursor and status fields as they are. */
export async function mapPage<T, U>(
  result: PaginationResult<T>,
  map: (row: T) => Promise<U>,
): Promise<PaginationResult<U>> {
  const page: U[] = [];
  for (const row of result.page) page.push(await map(row));
  return { ...result, page };
}

/**
 * A whole answer in one page, for lookups that find a handful of rows by an exact key (a phone number,
 * a profile code, an email): asking again with the cursor it gave returns nothing more.
 */
export const END_CURSOR = "end";
export function singlePage<T>(rows: T[], cursor: string | null): PaginationResult<T> {
  return { page: cursor === null ? rows : [], isDone: true, continueCursor: END_CURSOR };
}

/** Trim a free-text input; empty becomes undefined. */
export function trimmed(text: string | undefined): string | undefined {
  const t = text?.trim();
  return t === undefined || t === "" ? undefined : t;
}

/** What an index range builder offers on a numeric time field next in the index (createdAt, at, ...). */
type TimeRangeBuilder<F extends string> = IndexRange & {
  gte(field: F, value: number): IndexRange & { lte(field: F, value: number): IndexRange };
  lte(field: F, value: number): IndexRange;
};

/** An inclusive time range on the index's next field; either end may be open. */
export function timeRange<F extends string>(b: TimeRangeBuilder<F>, field: F, from?: number, to?: number): IndexRange {
  if (from !== undefined && to !== undefined) return b.gte(field, from).lte(field, to);
  if (from !== undefined) return b.gte(field, from);
  return to !== undefined ? b.lte(field, to) : b;
}
