/**
 * convex-test's private state, as far as the engine's parts use it, and how they find it. convex-test is a
 * test double whose database, transaction manager and file blobs are private; the local backend needs them
 * to learn of every commit, to persist data, to read index ranges from sorted indexes, and to rewrite what
 * some syscalls answer. Each part of the engine (the other files of this folder) says which of these
 * members it relies on and checks them with `requireHook` when the engine starts; engine.test.ts checks
 * the behaviour against the pinned version, so an upgrade fails loudly there first.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { createRequire } from "node:module";
import type { StoredDocument } from "../documents";
import type { PageRequest, PageResult } from "../lazyQuery";
import type { QuerySource } from "../readSet";
import type { IndexKey } from "../sortedIndexes";
import type { ValidatorJson } from "../validatorJson";

/** The exact convex-test version whose internals the engine was written against. */
export const PINNED_CONVEX_TEST_VERSION = "0.0.60";

export function convexTestVersion(): string {
  const require = createRequire(import.meta.url);
  return (require("convex-test/package.json") as { version: string }).version;
}

/** A query as the query syscalls carry it (convex/server's serialized query). */
export type QueryArg = { source: QuerySource & { order?: "asc" | "desc" | null }; operators: unknown[] };

/** What convex-test's _resolveQuerySource answers. */
export type ResolvedQuerySource = {
  sortedDocs: StoredDocument[];
  filterFn: (doc: StoredDocument) => boolean;
  limit: number | null;
  fieldPathsToSortBy: string[];
  order: "asc" | "desc";
};

/** convex-test's DatabaseFake, as far as we use it. */
export type DatabaseFake = {
  _documents: Record<string, StoredDocument>;
  /** Pending writes per transaction nesting level: id → new document, or null for a delete. */
  _writes: Array<Record<string, StoredDocument | null>>;
  _generateId(table: string): string;
  _schema: {
    schemaValidation: boolean;
    tables: Map<
      string,
      { indexes: Array<{ indexDescriptor: string; fields: string[] }>; documentType?: ValidatorJson }
    >;
  } | null;
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

export type TransactionManager = {
  commit(isNested: boolean): bigint | null;
  /** Ends a transaction after its commit or rollback (the top-level one releases the lock). */
  _endTransaction(isNested: boolean): void;
  _lastCommitTs: bigint;
};

export type AsyncSyscall = (op: string, jsonArgs: string) => Promise<string>;
export type SyncSyscall = (op: string, jsonArgs: string) => string;

/** The per-instance object convex-test keeps in its AsyncLocalStorage. */
export type ConvexGlobal = {
  components: Record<string, { db: DatabaseFake } | undefined>;
  transactionManager: TransactionManager;
  asyncSyscall: AsyncSyscall;
  syscall: SyncSyscall;
};

/** convex-test's private state of one instance, found by `findInternals`. */
export type Internals = {
  global: ConvexGlobal;
  /** convex-test's `convexGlobalStorage`: running in it makes a call belong to this instance. */
  als: AsyncLocalStorage<unknown>;
  database: DatabaseFake;
  tm: TransactionManager;
};

/** Fails with what to do when the installed convex-test lacks a member the engine relies on. */
export function requireHook(condition: boolean, what: string): void {
  if (!condition) {
    throw new Error(
      `convex-test ${convexTestVersion()} no longer has ${what}; local/src/backend/engine/ was written for ` +
        `${PINNED_CONVEX_TEST_VERSION}. Pin convex-test to ${PINNED_CONVEX_TEST_VERSION} or update the engine.`,
    );
  }
}

function isConvexGlobal(store: unknown): store is ConvexGlobal {
  if (typeof store !== "object" || store === null) return false;
  const s = store as Partial<ConvexGlobal>;
  return (
    typeof s.components === "object" &&
    typeof s.transactionManager === "object" &&
    typeof s.asyncSyscall === "function" &&
    typeof s.syscall === "function"
  );
}

/**
 * Relies on: convex-test running every call of `t` inside `convexGlobalStorage.run(convexGlobal, ...)`.
 * Patches AsyncLocalStorage.prototype.run for the duration of one cheap call to see that store and instance.
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

/**
 * Relies on: the global store above, its root component's DatabaseFake (`components[""].db`) and its
 * TransactionManager. Checks the members every part uses; each part checks its own as well.
 */
export async function findInternals(t: unknown): Promise<Internals> {
  const captured = await captureGlobal(t as { finishInProgressScheduledFunctions(): Promise<void> });
  requireHook(captured !== null, "its global store in an AsyncLocalStorage (convexGlobalStorage)");
  const { global, als } = captured as NonNullable<typeof captured>;
  const db = global.components[""]?.db;
  requireHook(db !== undefined, "a root component database (components[''].db)");
  const database = db as DatabaseFake;
  requireHook(
    typeof database._documents === "object" && typeof database._storage === "object",
    "DatabaseFake._documents/_storage",
  );
  requireHook(database._schema !== null && database._schema.tables instanceof Map, "DatabaseFake._schema.tables");
  const tm = global.transactionManager;
  requireHook(typeof tm._lastCommitTs === "bigint", "TransactionManager._lastCommitTs");
  return { global, als, database, tm };
}
