/**
 * The ONLY module that reaches into convex-test's private state. convex-test is a test double whose
 * database, transaction manager and file blobs are private; the local backend needs them to learn of
 * every commit, to persist data, and to rewrite what some syscalls answer. Every assumption made here
 * is checked by engine.test.ts against the pinned version, so an upgrade fails loudly there first.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { convexTest, type TestConvex } from "convex-test";
import type { GenericSchema, SchemaDefinition } from "convex/server";
import { jsonToConvex, type JSONValue, type Value } from "convex/values";
import type { KeyInterval, QuerySource, ReadSet } from "./readSet";
import { createSortedIndexes, type IndexDefinition, type IndexKey } from "./sortedIndexes";
import { lazyPage, mergedSource, pageStart, streamedQuery, type DocumentSource, type PageRequest, type PageResult } from "./lazyQuery";
import { compileValidator, type ValueCheck } from "./fastValidator";
import { mismatchOf, type ValidatorJson } from "./validateArgs";

/** How many random decimal digits a document id carries (about 100 bits), so ids cannot be guessed. */
const ID_DIGITS = 30;

/**
 * convex-test numbers documents in sequence, so neighbouring ids (storage ids in file URLs, too) could be
 * enumerated. Convex's ids are unguessable; so are these: random digits, then the table name, which is
 * the shape convex-test's `tableNameFromId` parses.
 */
export function randomDocumentId(table: string): string {
  const digits = BigInt(`0x${randomBytes(13).toString("hex")}`).toString().padStart(ID_DIGITS, "0").slice(-ID_DIGITS);
  return `${digits}${table}`;
}

/** The table a document id names (the inverse of randomDocumentId and of convex-test's own ids). */
export function tableOfId(id: string): string {
  return id.replace(/^[0-9]+/, "");
}

type PageArgs = { query?: { source: QuerySource & { order?: "asc" | "desc" } }; cursor?: string | null; endCursor?: string | null };

/** convex-test's page cursor: a JSON array of each key field's JSON-encoded value, null for undefined. */
function decodeCursor(cursor: string): Array<Value | undefined> {
  return (JSON.parse(cursor) as Array<string | null>).map((k) => (k === null ? undefined : jsonToConvex(JSON.parse(k) as JSONValue)));
}

/**
 * The keys a page covered: from its start cursor (open when the page starts the range) to its end (the
 * pinned end cursor, else the continue cursor; open at the range's end), in the page's direction.
 */
function pageInterval(fields: string[], args: PageArgs, continueCursor: string): KeyInterval {
  const start = typeof args.cursor === "string" && args.cursor !== "_end_cursor" ? decodeCursor(args.cursor) : null;
  const endCursor = typeof args.endCursor === "string" && args.endCursor !== "_end_cursor" ? args.endCursor : continueCursor;
  const end = endCursor === "_end_cursor" ? null : decodeCursor(endCursor);
  return args.query?.source.order === "desc" ? { fields, low: end, high: start } : { fields, low: start, high: end };
}

/** A registered Convex function as convex-test reads it from a module (convex/server's registration). */
type RegisteredFunction = ((...args: unknown[]) => unknown) & {
  isQuery?: boolean;
  isMutation?: boolean;
  isAction?: boolean;
  exportReturns(): string;
  _handler: (ctx: unknown, args: unknown) => unknown;
};

function isRegisteredFunction(value: unknown): value is RegisteredFunction {
  return typeof value === "function" && "_handler" in value && typeof (value as Partial<RegisteredFunction>).exportReturns === "function";
}

/**
 * The module map convex-test runs from, with return values validated by compiled predicates. convex-test
 * checks a union by trying each member and catching the Error each wrong one throws: a page of match cards
 * (unions of many literals) cost thousands of Errors per run, 28% of the backend's CPU under load. Each
 * function with a `returns` validator is handed to convex-test behind a Proxy whose `exportReturns`
 * answers "null" (convex-test then skips its check) and whose handler checks its result itself, inside
 * the transaction, so a mutation that returns a bad value still fails (before its commit) with
 * convex-test's wording: `Return value validation failed for query "path":` and the mismatch.
 */
export function withCompiledReturnValidation(modules: Record<string, () => Promise<unknown>>): Record<string, () => Promise<unknown>> {
  const wrapped: Record<string, () => Promise<unknown>> = {};
  for (const [key, load] of Object.entries(modules)) {
    const modulePath = key.replace(/^\.\//, "").replace(/\.(ts|js)$/, "");
    let module: Promise<unknown> | null = null;
    wrapped[key] = () =>
      (module ??= load().then((loaded) => {
        const exports: Record<string, unknown> = { ...(loaded as Record<string, unknown>) };
        for (const [name, fn] of Object.entries(exports)) if (isRegisteredFunction(fn)) exports[name] = validatingReturns(fn, `${modulePath}:${name}`);
        return exports;
      }));
  }
  return wrapped;
}

function validatingReturns(fn: RegisteredFunction, udfPath: string): RegisteredFunction {
  const returnsJson = fn.exportReturns();
  const returns = JSON.parse(returnsJson) as ValidatorJson | null;
  if (returns === null) return fn;
  const check = compileValidator(returns, returnsJson);
  const kind = fn.isQuery === true ? "query" : fn.isMutation === true ? "mutation" : "action";
  const handler = fn._handler;
  const checkedHandler = async (ctx: unknown, args: unknown): Promise<unknown> => {
    const result = await handler(ctx, args);
    // Convex returns `undefined` as null.
    const value = result === undefined ? null : result;
    if (!check(value)) {
      const problem = mismatchOf(returns, value as Value);
      if (problem !== null) throw new Error(`Return value validation failed for ${kind} "${udfPath}":\n${problem}`);
    }
    return result;
  };
  return new Proxy(fn, {
    get(target, prop) {
      if (prop === "exportReturns") return () => "null";
      if (prop === "_handler") return checkedHandler;
      return Reflect.get(target, prop) as unknown;
    },
  });
}

/** The exact convex-test version whose internals this module was written against. */
export const PINNED_CONVEX_TEST_VERSION = "0.0.60";

export type StoredDocument = Record<string, unknown> & { _id: string; _creationTime: number };

/** convex-test's DatabaseFake, as far as we use it. */
type DatabaseFake = {
  _documents: Record<string, StoredDocument>;
  /** Pending writes per transaction nesting level: id → new document, or null for a delete. */
  _writes: Array<Record<string, StoredDocument | null>>;
  _generateId(table: string): string;
  _schema: { schemaValidation: boolean; tables: Map<string, { indexes: Array<{ indexDescriptor: string; fields: string[] }>; documentType?: ValidatorJson }> } | null;
  /** Validates a document written to a table against the schema (throws convex-test's error). */
  _validate(table: string, doc: unknown): void;
  get(table: string, id: string): StoredDocument | null;
  /** Finds the documents a query's source names (scanning the table) and sorts them. */
  _resolveQuerySource(query: QueryArg): unknown;
  /** Evaluates a query whole (`1.0/queryStream`) and answers its id; queryNext gives its documents one by one. */
  startQuery(query: QueryArg): number;
  queryNext(queryId: number): { value: StoredDocument | null; done: boolean };
  paginate(args: PageRequest & { query: QueryArg }): PageResult;
  _nextQueryId: number;
  _queryResults: Record<number, StoredDocument[] | undefined>;
  _encodeCursor(doc: StoredDocument, fieldPaths: string[]): string;
  _docIsAfterCursor(doc: StoredDocument, cursorKeys: IndexKey, fieldPaths: string[], order: "asc" | "desc"): number;
  _iterateDocs(table: string, callback: (doc: StoredDocument) => void): void;
  _storage: Record<string, Blob>;
  _nextDocId: number;
  _lastCreationTime: number;
};

/** A query as the query syscalls carry it (convex/server's serialized query). */
type QueryArg = { source: QuerySource & { order?: "asc" | "desc" | null }; operators: unknown[] };

/** What convex-test's _resolveQuerySource answers. */
type ResolvedQuerySource = {
  sortedDocs: StoredDocument[];
  filterFn: (doc: StoredDocument) => boolean;
  limit: number | null;
  fieldPathsToSortBy: string[];
  order: "asc" | "desc";
};

/** One lazy query stream (`1.0/queryStream`), and where it reports what it has read. */
type LazyStream = {
  query: ReturnType<typeof streamedQuery>;
  docs: DocumentSource;
  fields: string[];
  onRead: ((through: StoredDocument | null) => void) | null;
};

/** How many lazy streams are kept that their callers never cleaned up (they stopped reading early). */
const MAX_OPEN_STREAMS = 10_000;

type TransactionManager = {
  commit(isNested: boolean): bigint | null;
  /** Ends a transaction after its commit or rollback (the top-level one releases the lock). */
  _endTransaction(isNested: boolean): void;
  _lastCommitTs: bigint;
};

type AsyncSyscall = (op: string, jsonArgs: string) => Promise<string>;
type SyncSyscall = (op: string, jsonArgs: string) => string;

/** The per-instance object convex-test keeps in its AsyncLocalStorage. */
type ConvexGlobal = {
  components: Record<string, { db: DatabaseFake } | undefined>;
  transactionManager: TransactionManager;
  asyncSyscall: AsyncSyscall;
  syscall: SyncSyscall;
};

/** One document written by a commit: its committed value before and after (null: absent). */
export type DocumentWrite = { id: string; table: string; before: StoredDocument | null; after: StoredDocument | null };

/** A top-level commit: its timestamp and every document it wrote. */
export type Commit = { ts: bigint; writes: DocumentWrite[] };

/** A middleware over Convex's async syscall ABI (`1.0/queryPage`, `1.0/storageGetUrl`, ...). */
export type SyscallMiddleware = (op: string, jsonArgs: string, next: AsyncSyscall) => Promise<string>;

export type Engine<S extends GenericSchema> = {
  /** convex-test's public API: query/mutation/action/run/withIdentity. */
  t: TestConvex<SchemaDefinition<S, boolean>>;
  /** Run `fn` inside this engine's context, for calls that bypass `t` (HTTP actions). */
  inContext<R>(fn: () => R): R;
  /** Timestamp of the latest committed top-level transaction (0n before any). */
  lastCommitTs(): bigint;
  /** Called synchronously after each top-level commit, with its timestamp and writes. */
  onCommit(listener: (commit: Commit) => void): () => void;
  /** How many documents convex-test's query engine has looked at so far (index reads: their range only). */
  documentsScanned(): number;
  /** Query streams held open (lazy ones and convex-test's): none once a transaction has ended. */
  openQueryStreams(): number;
  /**
   * Run `fn` (a query) and record what it read (tables, index ranges, documents) and at which commit into
   * `reads`; a failed run keeps what it read.
   */
  recordReads<R>(fn: () => Promise<R>, reads: ReadSet): Promise<R>;
  /** Add a middleware in front of the async syscalls; the last added runs first. */
  useSyscall(middleware: SyscallMiddleware): void;
  /** A committed document by id (system tables too), or null. */
  readDocument(id: string): StoredDocument | null;
  /** A stored file's bytes by storage id, or null. */
  readFile(storageId: string): Blob | null;
  /** Committed state, for snapshots; read it synchronously. */
  state(): EngineState;
  /** Replace the committed state (restore from disk); only before any function runs. */
  load(state: EngineState): void;
};

export type EngineState = {
  documents: StoredDocument[];
  files: Map<string, Blob>;
  nextDocId: number;
  lastCreationTime: number;
  lastCommitTs: bigint;
};

export function convexTestVersion(): string {
  const require = createRequire(import.meta.url);
  return (require("convex-test/package.json") as { version: string }).version;
}

function isConvexGlobal(store: unknown): store is ConvexGlobal {
  if (typeof store !== "object" || store === null) return false;
  const s = store as Partial<ConvexGlobal>;
  return typeof s.components === "object" && typeof s.transactionManager === "object" && typeof s.asyncSyscall === "function" && typeof s.syscall === "function";
}

/**
 * convex-test runs every call of `t` inside `convexGlobalStorage.run(convexGlobal, ...)`. Patch
 * AsyncLocalStorage.prototype.run for the duration of one cheap call to see that store and instance.
 */
async function captureGlobal(t: { finishInProgressScheduledFunctions(): Promise<void> }) {
  type Run = (this: AsyncLocalStorage<unknown>, store: unknown, callback: () => unknown) => unknown;
  const proto = AsyncLocalStorage.prototype as unknown as { run: Run };
  const original = proto.run;
  const box: { captured: { global: ConvexGlobal; als: AsyncLocalStorage<unknown> } | null } = { captured: null };
  proto.run = function (this: AsyncLocalStorage<unknown>, store: unknown, callback: () => unknown) {
    if (box.captured === null && isConvexGlobal(store)) box.captured = { global: store, als: this };
    return original.call(this, store, callback);
  };
  try {
    await t.finishInProgressScheduledFunctions();
  } finally {
    proto.run = original;
  }
  return box.captured;
}

function requireHook(condition: boolean, what: string): void {
  if (!condition) {
    throw new Error(
      `convex-test ${convexTestVersion()} no longer has ${what}; local/src/backend/engine.ts was written for ` +
        `${PINNED_CONVEX_TEST_VERSION}. Pin convex-test to ${PINNED_CONVEX_TEST_VERSION} or update engine.ts.`,
    );
  }
}

export type EngineOptions = {
  /**
   * Index range reads through the sorted indexes (the default). false leaves every read to convex-test's
   * own code (a scan of the table): engine.test.ts compares the two.
   */
  sortedIndexReads?: boolean;
};

export async function createEngine<S extends GenericSchema>(
  schema: SchemaDefinition<S, boolean>,
  modules: Record<string, () => Promise<unknown>>,
  options: EngineOptions = {},
): Promise<Engine<S>> {
  const version = convexTestVersion();
  if (version !== PINNED_CONVEX_TEST_VERSION) {
    throw new Error(`convex-test is ${version}, but engine.ts relies on the internals of ${PINNED_CONVEX_TEST_VERSION} exactly.`);
  }
  // Convex's per-function limits (documents and bytes read and written, index ranges, scheduled
  // functions), enforced as a deployment would, so a function that fails on Convex fails here too.
  const t = convexTest({ schema, modules: withCompiledReturnValidation(modules), transactionLimits: true });
  const captured = await captureGlobal(t as unknown as { finishInProgressScheduledFunctions(): Promise<void> });
  requireHook(captured !== null, "its global store in an AsyncLocalStorage (convexGlobalStorage)");
  const { global, als } = captured as NonNullable<typeof captured>;
  const db = global.components[""]?.db;
  requireHook(db !== undefined, "a root component database (components[''].db)");
  const database = db as DatabaseFake;
  requireHook(typeof database._documents === "object" && typeof database._storage === "object", "DatabaseFake._documents/_storage");
  requireHook(typeof database._nextDocId === "number" && typeof database._lastCreationTime === "number", "DatabaseFake id counters");
  requireHook(Array.isArray(database._writes) && typeof database._generateId === "function", "DatabaseFake._writes/_generateId");
  database._generateId = randomDocumentId;
  requireHook(
    typeof database._resolveQuerySource === "function" && typeof database._iterateDocs === "function" && typeof database.get === "function",
    "DatabaseFake._resolveQuerySource/_iterateDocs/get",
  );
  requireHook(database._schema !== null && database._schema.tables instanceof Map, "DatabaseFake._schema.tables");

  // Documents written are checked against the schema by convex-test's union-by-Error validator too: check
  // them with the compiled one first, and leave only a document that does not match (and its message) to
  // convex-test's.
  requireHook(typeof database._validate === "function", "DatabaseFake._validate");
  const validateDocument = database._validate.bind(database);
  const documentChecks = new Map<string, ValueCheck | null>();
  database._validate = (table, doc) => {
    let check = documentChecks.get(table);
    if (check === undefined) {
      const documentType = database._schema?.schemaValidation === true ? database._schema.tables.get(table)?.documentType : undefined;
      check = documentType === undefined ? null : compileValidator(documentType);
      documentChecks.set(table, check);
    }
    if (check !== null && check(doc)) return;
    validateDocument(table, doc);
  };

  // Index range reads from sorted indexes (sortedIndexes.ts), lazily (lazyQuery.ts): convex-test's
  // startQuery and paginate collect, filter and sort the whole table before giving the first document.
  // Here an index range read walks the range from its start (or the page's cursor) in the query's order,
  // merged with the transaction's pending writes, and stops at the limit or when the page is full.
  // convex-test's own _resolveQuerySource still validates the range, compiles the filter and sorts the
  // pending writes: while it runs for a walk, _iterateDocs yields only the pending writes of the table.
  const definitions: IndexDefinition[] = [];
  for (const [table, { indexes }] of database._schema?.tables ?? []) {
    for (const index of indexes) definitions.push({ table, name: index.indexDescriptor, fields: [...index.fields, "_creationTime", "_id"] });
  }
  for (const table of [...(database._schema?.tables.keys() ?? []), "_storage", "_scheduled_functions"]) {
    definitions.push({ table, name: "by_creation_time", fields: ["_creationTime", "_id"] }, { table, name: "by_id", fields: ["_id"] });
  }
  const fieldsByIndex = new Map(definitions.map((d) => [`${d.table}.${d.name}`, d.fields]));
  const indexes = createSortedIndexes(definitions, (table) => Object.values(database._documents).filter((d) => tableOfId(d._id) === table));
  const scanned = { documents: 0 };
  const pendingIdsOf = (table: string): Set<string> => {
    const pending = new Set<string>();
    for (const layer of database._writes) for (const id of Object.keys(layer)) if (tableOfId(id) === table) pending.add(id);
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
  const resolveQuerySource = database._resolveQuerySource.bind(database);
  /** A lazy read of an index range, or null when the sorted indexes do not know the index or the range's shape. */
  const walkIndexRange = (query: QueryArg, after: () => IndexKey | null) => {
    const source = query.source;
    if (options.sortedIndexReads === false || source.type !== "IndexRange" || !fieldsByIndex.has(source.indexName)) return null;
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
    const pending = start === null ? resolved.sortedDocs : resolved.sortedDocs.filter((doc) => database._docIsAfterCursor(doc, start, cursorFields, order) > 0);
    const docs = mergedSource(walk.docs, pending, pendingIdsOf(table), walk.compare, order, () => (scanned.documents += 1));
    return { docs, resolved, cursorFields, fields: fieldsByIndex.get(source.indexName) ?? [] };
  };
  /** Lazy query streams by query id (convex-test keeps its eager ones in _queryResults), oldest first. */
  const streams = new Map<number, LazyStream>();
  const startQuery = database.startQuery.bind(database);
  database.startQuery = (query) => {
    const walk = walkIndexRange(query, () => null);
    if (walk === null) return startQuery(query);
    const id = database._nextQueryId;
    database._nextQueryId += 1;
    streams.set(id, { query: streamedQuery(walk.docs, walk.resolved.filterFn, walk.resolved.limit), docs: walk.docs, fields: walk.fields, onRead: null });
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
  const tm = global.transactionManager;
  requireHook(typeof tm.commit === "function" && typeof tm._lastCommitTs === "bigint", "TransactionManager.commit/_lastCommitTs");

  // A query stream lives only in its transaction: when a top-level one ends, forget its streams, lazy or
  // convex-test's (it kept the rest of every query that stopped early until the process ended).
  requireHook(typeof tm._endTransaction === "function", "TransactionManager._endTransaction");
  const endTransaction = tm._endTransaction.bind(tm);
  tm._endTransaction = (isNested: boolean) => {
    endTransaction(isNested);
    if (!isNested) {
      streams.clear();
      database._queryResults = {};
    }
  };

  // Learn of every top-level commit (client mutations, actions' mutations, scheduled functions, uploads)
  // with its writes: the pending top-level layer, and each document's committed value before and after.
  const listeners = new Set<(commit: Commit) => void>();
  const originalCommit = tm.commit.bind(tm);
  tm.commit = (isNested: boolean) => {
    const pending = !isNested && database._writes.length === 1 ? database._writes[0] : undefined;
    const before = new Map<string, StoredDocument | null>();
    for (const id of Object.keys(pending ?? {})) before.set(id, database._documents[id] ?? null);
    const ts = originalCommit(isNested);
    if (ts === null) return ts;
    const writes: DocumentWrite[] = [];
    for (const [id, old] of before) {
      const write = { id, table: tableOfId(id), before: old, after: database._documents[id] ?? null };
      indexes.update(write.table, write.before, write.after);
      writes.push(write);
    }
    for (const listener of listeners) listener({ ts, writes });
    return ts;
  };

  // Record each query's reads through the syscalls that read: query streams, pages, gets and counts.
  const recording = new AsyncLocalStorage<ReadSet>();
  const syscall = global.syscall;
  global.syscall = (op, jsonArgs) => {
    const reads = recording.getStore();
    reads?.observeSnapshot(tm._lastCommitTs);
    if (op === "1.0/queryCleanup") {
      // convex-test keeps every query's remaining results until the process ends: forget them here.
      const { queryId } = JSON.parse(jsonArgs) as { queryId: number };
      streams.delete(queryId);
      delete database._queryResults[queryId];
      return syscall(op, jsonArgs);
    }
    if (reads === undefined || op !== "1.0/queryStream") return syscall(op, jsonArgs);
    const source = (JSON.parse(jsonArgs) as { query: { source: QuerySource & { order?: "asc" | "desc" | null } } }).query.source;
    let result: string;
    try {
      result = syscall(op, jsonArgs);
    } catch (e) {
      reads.addSource(source);
      throw e;
    }
    // A lazy stream's read is what it has read so far (Convex's read sets too): from the range's start
    // through the last document it looked at, or the whole range once it reached the end.
    const stream = streams.get((JSON.parse(result) as { queryId: number }).queryId);
    if (stream === undefined || source.type !== "IndexRange") reads.addSource(source);
    else stream.onRead = reads.addStreamedRange(source, stream.fields, source.order ?? "asc");
    return result;
  };
  const asyncSyscall = global.asyncSyscall;
  global.asyncSyscall = async (op, jsonArgs) => {
    const reads = recording.getStore();
    if (reads !== undefined) {
      reads.observeSnapshot(tm._lastCommitTs);
      const args = JSON.parse(jsonArgs) as PageArgs & { id?: string; table?: string; storageId?: string };
      if (op === "1.0/queryPage" && args.query !== undefined) {
        const source = args.query.source;
        let result: string;
        try {
          result = await asyncSyscall(op, jsonArgs);
        } catch (e) {
          reads.addSource(source);
          throw e;
        }
        const fields = source.type === "IndexRange" ? fieldsByIndex.get(source.indexName) : source.type === "FullTableScan" ? ["_creationTime", "_id"] : undefined;
        reads.addSource(source, fields === undefined ? null : pageInterval(fields, args, (JSON.parse(result) as { continueCursor: string }).continueCursor));
        return result;
      }
      if (op === "1.0/get" && typeof args.id === "string") reads.addDocument(args.id);
      else if (op === "1.0/count" && typeof args.table === "string") reads.addTable(args.table);
      else if (op === "1.0/storageGetUrl" && typeof args.storageId === "string") reads.addDocument(args.storageId);
    }
    return asyncSyscall(op, jsonArgs);
  };

  return {
    t,
    inContext: <R>(fn: () => R): R => als.run(global, fn) as R,
    lastCommitTs: () => tm._lastCommitTs,
    onCommit(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    recordReads: (fn, reads) => recording.run(reads, fn),
    documentsScanned: () => scanned.documents,
    openQueryStreams: () => streams.size + Object.keys(database._queryResults).length,
    useSyscall(middleware) {
      const next = global.asyncSyscall;
      global.asyncSyscall = (op, jsonArgs) => middleware(op, jsonArgs, next);
    },
    readDocument: (id) => database._documents[id] ?? null,
    readFile: (storageId) => database._storage[storageId] ?? null,
    state: () => ({
      documents: Object.values(database._documents),
      files: new Map(Object.entries(database._storage)),
      nextDocId: database._nextDocId,
      lastCreationTime: database._lastCreationTime,
      lastCommitTs: tm._lastCommitTs,
    }),
    load(state) {
      database._documents = Object.fromEntries(state.documents.map((doc) => [doc._id, doc]));
      indexes.reset();
      database._storage = Object.fromEntries(state.files);
      database._nextDocId = Math.max(database._nextDocId, state.nextDocId);
      database._lastCreationTime = Math.max(database._lastCreationTime, state.lastCreationTime);
      if (state.lastCommitTs > tm._lastCommitTs) tm._lastCommitTs = state.lastCommitTs;
    },
  };
}
