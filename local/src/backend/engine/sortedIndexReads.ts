/**
 * Index range reads from sorted indexes (sortedIndexes.ts), lazily (lazyQuery.ts): convex-test's
 * startQuery and paginate collect, filter and sort the whole table before giving the first document.
 * Here an index range read walks the range from its start (or the page's cursor) in the query's order,
 * merged with the transaction's pending writes, and stops at the limit or when the page is full.
 * convex-test's own _resolveQuerySource still validates the range, compiles the filter and sorts the
 * pending writes: while it runs for a walk, _iterateDocs yields only the pending writes of the table.
 * Relies on: DatabaseFake._schema (the indexes), _documents, _writes, get, _resolveQuerySource,
 * _iterateDocs, startQuery, queryNext, paginate, _nextQueryId, _encodeCursor and _docIsAfterCursor.
 */
import { tableOfId, type StoredDocument } from "../documents";
import { lazyPage, mergedSource, pageStart, streamedQuery, type DocumentSource } from "../lazyQuery";
import { createSortedIndexes, type IndexDefinition, type IndexKey } from "../sortedIndexes";
import { requireHook, type DatabaseFake, type QueryArg, type ResolvedQuerySource } from "./internals";

/** One lazy query stream (`1.0/queryStream`), and where it reports what it has read. */
export type LazyStream = {
  query: ReturnType<typeof streamedQuery>;
  docs: DocumentSource;
  fields: string[];
  onRead: ((through: StoredDocument | null) => void) | null;
};

/** How many lazy streams are kept that their callers never cleaned up (they stopped reading early). */
const MAX_OPEN_STREAMS = 10_000;

export type IndexReads = {
  /** Every index's key fields (ending in `_creationTime`, `_id`), by "table.index". */
  fieldsByIndex: Map<string, string[]>;
  /** The sorted indexes; commits keep them up to date. */
  indexes: ReturnType<typeof createSortedIndexes>;
  /** Lazy query streams by query id (convex-test keeps its eager ones in _queryResults), oldest first. */
  streams: Map<number, LazyStream>;
  /** How many documents the query engine has looked at so far (index reads: their range only). */
  documentsScanned(): number;
};

/** The schema's indexes, and the two every table has (system tables too). */
function indexDefinitions(database: DatabaseFake): IndexDefinition[] {
  const definitions: IndexDefinition[] = [];
  for (const [table, { indexes }] of database._schema?.tables ?? []) {
    for (const index of indexes)
      definitions.push({ table, name: index.indexDescriptor, fields: [...index.fields, "_creationTime", "_id"] });
  }
  for (const table of [...(database._schema?.tables.keys() ?? []), "_storage", "_scheduled_functions"]) {
    definitions.push(
      { table, name: "by_creation_time", fields: ["_creationTime", "_id"] },
      { table, name: "by_id", fields: ["_id"] },
    );
  }
  return definitions;
}

/** `enabled: false` leaves every read to convex-test's own code (a scan of the table), still counted. */
export function installSortedIndexReads(database: DatabaseFake, enabled: boolean): IndexReads {
  requireHook(Array.isArray(database._writes), "DatabaseFake._writes");
  requireHook(
    typeof database._resolveQuerySource === "function" &&
      typeof database._iterateDocs === "function" &&
      typeof database.get === "function",
    "DatabaseFake._resolveQuerySource/_iterateDocs/get",
  );
  requireHook(
    typeof database.startQuery === "function" &&
      typeof database.queryNext === "function" &&
      typeof database.paginate === "function" &&
      typeof database._nextQueryId === "number" &&
      typeof database._queryResults === "object" &&
      typeof database._encodeCursor === "function" &&
      typeof database._docIsAfterCursor === "function",
    "DatabaseFake.startQuery/queryNext/paginate/_nextQueryId/_queryResults/_encodeCursor/_docIsAfterCursor",
  );
  const definitions = indexDefinitions(database);
  const fieldsByIndex = new Map(definitions.map((d) => [`${d.table}.${d.name}`, d.fields]));
  const indexes = createSortedIndexes(definitions, (table) =>
    Object.values(database._documents).filter((d) => tableOfId(d._id) === table),
  );
  const scanned = { documents: 0 };
  const pendingIdsOf = (table: string): Set<string> => {
    const pending = new Set<string>();
    for (const layer of database._writes)
      for (const id of Object.keys(layer)) if (tableOfId(id) === table) pending.add(id);
    return pending;
  };

  let onlyPendingOf: string | null = null;
  const iterateDocs = database._iterateDocs.bind(database);
  database._iterateDocs = (table, callback) => {
    if (onlyPendingOf !== table) {
      iterateDocs(table, (doc) => {
        scanned.documents += 1;
        callback(doc);
      });
      return;
    }
    for (const id of pendingIdsOf(table)) {
      const doc = database.get(table, id);
      scanned.documents += 1;
      if (doc !== null) callback(doc);
    }
  };

  const resolveQuerySource = database._resolveQuerySource.bind(database);
  /** A lazy read of an index range, or null when the sorted indexes do not know the index or the range's shape. */
  const walkIndexRange = (query: QueryArg, after: () => IndexKey | null) => {
    const source = query.source;
    if (!enabled || source.type !== "IndexRange" || !fieldsByIndex.has(source.indexName)) return null;
    const table = source.indexName.split(".")[0] ?? "";
    onlyPendingOf = table;
    let resolved: ResolvedQuerySource;
    try {
      resolved = resolveQuerySource(query) as ResolvedQuerySource;
    } finally {
      onlyPendingOf = null;
    }
    const { order, fieldPathsToSortBy } = resolved;
    const cursorFields = fieldPathsToSortBy.includes("_id") ? fieldPathsToSortBy : [...fieldPathsToSortBy, "_id"];
    const start = after();
    const walk = indexes.walk(source.indexName, source.range, order, start);
    if (walk === null) return null;
    const pending =
      start === null
        ? resolved.sortedDocs
        : resolved.sortedDocs.filter((doc) => database._docIsAfterCursor(doc, start, cursorFields, order) > 0);
    const docs = mergedSource(
      walk.docs,
      pending,
      pendingIdsOf(table),
      walk.compare,
      order,
      () => (scanned.documents += 1),
    );
    return { docs, resolved, cursorFields, fields: fieldsByIndex.get(source.indexName) ?? [] };
  };

  const streams = new Map<number, LazyStream>();
  const startQuery = database.startQuery.bind(database);
  database.startQuery = (query) => {
    const walk = walkIndexRange(query, () => null);
    if (walk === null) return startQuery(query);
    const id = database._nextQueryId;
    database._nextQueryId += 1;
    streams.set(id, {
      query: streamedQuery(walk.docs, walk.resolved.filterFn, walk.resolved.limit),
      docs: walk.docs,
      fields: walk.fields,
      onRead: null,
    });
    // Streams go when their transaction ends; this bounds one transaction that opens very many (a function
    // reads at most 4,096 index ranges, Convex's limit, so one still in use is never among the oldest).
    if (streams.size > MAX_OPEN_STREAMS) streams.delete(streams.keys().next().value as number);
    return id;
  };
  const queryNext = database.queryNext.bind(database);
  database.queryNext = (queryId) => {
    const stream = streams.get(queryId);
    if (stream === undefined) return queryNext(queryId);
    const value = stream.query.next();
    const through = stream.query.exhausted ? null : stream.docs.lastGiven();
    if (through !== undefined) stream.onRead?.(through);
    return value === null ? { value: null, done: true } : { value, done: false };
  };
  const paginate = database.paginate.bind(database);
  database.paginate = (args) => {
    const walk = walkIndexRange(args.query, () => {
      const start = pageStart(args.cursor);
      return start.kind === "after" ? start.key : null;
    });
    if (walk === null) return paginate(args);
    const { cursorFields, resolved } = walk;
    return lazyPage(
      walk.docs,
      args,
      resolved.filterFn,
      (doc) => database._encodeCursor(doc, cursorFields),
      (doc, keys) => database._docIsAfterCursor(doc, keys, cursorFields, resolved.order),
    );
  };

  return { fieldsByIndex, indexes, streams, documentsScanned: () => scanned.documents };
}
