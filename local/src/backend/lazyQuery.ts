/**
 * Index range reads that cost what they return. convex-test answers a query by collecting, filtering and
 * sorting its whole range before giving the first document (a page of 20 matches sorted about 5,000
 * profiles). Here the range's committed documents come one at a time from the sorted index
 * (sortedIndexes.ts), merged in order with the transaction's own pending writes, and reading stops at the
 * limit (`take`, `first`, `unique`) or when the page is full. The results are convex-test's: the same
 * documents in the same order, the same filter, and for pages the same cursors, `isDone`, `splitCursor`
 * and `pageStatus` (the loop below is convex-test 0.0.60's `DatabaseFake.paginate`, fed lazily).
 * Nothing here reaches into convex-test; engine/sortedIndexReads.ts wires it in.
 */
import { getDocumentSize, jsonToConvex, type JSONValue, type Value } from "convex/values";
import type { StoredDocument } from "./documents";
import type { RangeWalk } from "./sortedIndexes";

/** A source of documents in the query's order that can look one ahead. */
export type DocumentSource = {
  next(): StoredDocument | null;
  peek(): StoredDocument | null;
  /** The last document `next` gave (undefined before the first): how far the read reached. */
  lastGiven(): StoredDocument | undefined;
};

/**
 * The committed walk merged with the transaction's pending documents (already in the range, in the query's
 * order). Committed documents that have a pending write are skipped: the pending value stands for them.
 * `compare` is the index's ascending order; `onExamined` counts each committed document looked at.
 */
export function mergedSource(
  committed: RangeWalk,
  pending: readonly StoredDocument[],
  pendingIds: ReadonlySet<string>,
  compare: (a: StoredDocument, b: StoredDocument) => number,
  order: "asc" | "desc",
  onExamined: () => void,
): DocumentSource {
  const direction = order === "asc" ? 1 : -1;
  let nextPending = 0;
  let nextCommitted: StoredDocument | null | undefined;
  let lastGiven: StoredDocument | undefined;
  const committedHead = (): StoredDocument | null => {
    while (nextCommitted === undefined) {
      const doc = committed.next();
      if (doc === null) nextCommitted = null;
      else {
        onExamined();
        if (!pendingIds.has(doc._id)) nextCommitted = doc;
      }
    }
    return nextCommitted;
  };
  const head = (): { doc: StoredDocument; fromPending: boolean } | null => {
    const fromCommitted = committedHead();
    const fromPending = pending[nextPending] ?? null;
    if (fromPending === null) return fromCommitted === null ? null : { doc: fromCommitted, fromPending: false };
    if (fromCommitted === null || compare(fromPending, fromCommitted) * direction < 0)
      return { doc: fromPending, fromPending: true };
    return { doc: fromCommitted, fromPending: false };
  };
  return {
    peek: () => head()?.doc ?? null,
    next: () => {
      const first = head();
      if (first === null) return null;
      if (first.fromPending) nextPending += 1;
      else nextCommitted = undefined;
      lastGiven = first.doc;
      return first.doc;
    },
    lastGiven: () => lastGiven,
  };
}

/** A query stream (`1.0/queryStream`): the documents that pass the filter, at most `limit` of them. */
export function streamedQuery(source: DocumentSource, filter: (doc: StoredDocument) => boolean, limit: number | null) {
  let given = 0;
  let exhausted = false;
  return {
    next(): StoredDocument | null {
      if (exhausted || (limit !== null && given >= limit)) return null;
      for (let doc = source.next(); doc !== null; doc = source.next()) {
        if (filter(doc)) {
          given += 1;
          return doc;
        }
      }
      exhausted = true;
      return null;
    },
    /** True once the stream has read its whole range (not stopped at its limit). */
    get exhausted(): boolean {
      return exhausted;
    },
  };
}

export type PageRequest = {
  cursor: string | null;
  endCursor?: string | null;
  pageSize: number;
  maximumRowsRead?: number | null;
  maximumBytesRead?: number | null;
};

export type PageResult = {
  page: StoredDocument[];
  isDone: boolean;
  continueCursor: string;
  splitCursor: string | null;
  pageStatus: "SplitRequired" | "SplitRecommended" | null;
};

/** convex-test's cursor format: a JSON array of each key field's JSON-encoded value, null for undefined. */
export function parseCursor(cursor: string | null | undefined): Array<Value | undefined> | null {
  if (!cursor) return null;
  return (JSON.parse(cursor) as Array<string | null>).map((k) =>
    k === null ? undefined : jsonToConvex(JSON.parse(k) as JSONValue),
  );
}

/** Where a page starts: after a cursor's key, at the range's start, or nowhere (past the end). */
export function pageStart(
  cursor: string | null,
): { kind: "start" } | { kind: "after"; key: Array<Value | undefined> } | { kind: "pastEnd" } {
  if (cursor === "_end_cursor") return { kind: "pastEnd" };
  const key = parseCursor(cursor);
  return key === null ? { kind: "start" } : { kind: "after", key };
}

/**
 * One page, as convex-test's `DatabaseFake.paginate` makes it, from a source that already starts after
 * the page's cursor. `encodeCursor` and `compareToCursor` are convex-test's own (`_encodeCursor`,
 * `_docIsAfterCursor` with the query's order), so cursors are byte for byte the same.
 */
export function lazyPage(
  source: DocumentSource,
  request: PageRequest,
  filter: (doc: StoredDocument) => boolean,
  encodeCursor: (doc: StoredDocument) => string,
  compareToCursor: (doc: StoredDocument, keys: Array<Value | undefined>) => number,
): PageResult {
  const { endCursor, pageSize, maximumRowsRead, maximumBytesRead } = request;
  const hasEndBoundary = !!endCursor && endCursor !== "_end_cursor";
  const endCursorKeys = hasEndBoundary ? parseCursor(endCursor) : null;
  const page: StoredDocument[] = [];
  let continueCursor = "_end_cursor";
  let pageStatus: PageResult["pageStatus"] = null;
  let rowsRead = 0;
  let bytesRead = 0;
  const readDocCursors: string[] = [];
  const sizeOf = (doc: StoredDocument) => getDocumentSize(doc as Record<string, Value>);
  if (request.cursor !== "_end_cursor") {
    for (let doc = source.next(); doc !== null; doc = source.next()) {
      // endCursor: stop when we reach or pass this position (inclusive boundary)
      if (hasEndBoundary && endCursorKeys) {
        const cmp = compareToCursor(doc, endCursorKeys);
        if (cmp >= 0) {
          if (cmp === 0) {
            rowsRead += 1;
            bytesRead += sizeOf(doc);
            readDocCursors.push(encodeCursor(doc));
            if (filter(doc)) page.push(doc);
            continueCursor = encodeCursor(doc);
          }
          break;
        }
      }
      rowsRead += 1;
      bytesRead += sizeOf(doc);
      readDocCursors.push(encodeCursor(doc));
      const hitLimit =
        (!!maximumRowsRead && rowsRead >= maximumRowsRead) || (!!maximumBytesRead && bytesRead >= maximumBytesRead);
      if (filter(doc)) page.push(doc);
      if (hitLimit) {
        pageStatus = "SplitRequired";
        continueCursor = encodeCursor(doc);
        break;
      }
      if (!endCursor && page.length >= pageSize) {
        // The last document of the range leaves continueCursor at its end, so isDone becomes true.
        if (source.peek() !== null) continueCursor = encodeCursor(doc);
        break;
      }
    }
  }
  let splitCursor: string | null = null;
  if (pageStatus === "SplitRequired" && readDocCursors.length >= 2) {
    splitCursor = readDocCursors[Math.floor((readDocCursors.length - 1) / 2)] ?? null;
  } else if (pageStatus === null && rowsRead > pageSize + 1 && readDocCursors.length >= 2) {
    // Recommend a split when many more rows were read than the page holds.
    pageStatus = "SplitRecommended";
    splitCursor = readDocCursors[Math.floor((readDocCursors.length - 1) / 2)] ?? null;
  }
  return { page, isDone: continueCursor === "_end_cursor", continueCursor, splitCursor, pageStatus };
}
