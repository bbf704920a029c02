/**
 * The ONLY module that reaches into convex-test's private state. convex-test is a test double whose
 * database, transaction manager and file blobs are private; the local backend needs them to learn of
 * every commit, to persist data, and to rewrite what some syscalls answer. Every assumption made here
 * is checked by engine.test.ts against the pinned version, so an upgrade fails loudly there first.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { createRequire } from "node:module";
import { convexTest, type TestConvex } from "convex-test";
import type { GenericSchema, SchemaDefinition } from "convex/server";

/** The exact convex-test version whose internals this module was written against. */
export const PINNED_CONVEX_TEST_VERSION = "0.0.60";

export type StoredDocument = Record<string, unknown> & { _id: string; _creationTime: number };

/** convex-test's DatabaseFake, as far as we use it. */
type DatabaseFake = {
  _documents: Record<string, StoredDocument>;
  _storage: Record<string, Blob>;
  _nextDocId: number;
  _lastCreationTime: number;
};

type TransactionManager = {
  commit(isNested: boolean): bigint | null;
  _lastCommitTs: bigint;
};

type AsyncSyscall = (op: string, jsonArgs: string) => Promise<string>;

/** The per-instance object convex-test keeps in its AsyncLocalStorage. */
type ConvexGlobal = {
  components: Record<string, { db: DatabaseFake } | undefined>;
  transactionManager: TransactionManager;
  asyncSyscall: AsyncSyscall;
};

/** A middleware over Convex's async syscall ABI (`1.0/queryPage`, `1.0/storageGetUrl`, ...). */
export type SyscallMiddleware = (op: string, jsonArgs: string, next: AsyncSyscall) => Promise<string>;

export type Engine<S extends GenericSchema> = {
  /** convex-test's public API: query/mutation/action/run/withIdentity. */
  t: TestConvex<SchemaDefinition<S, boolean>>;
  /** Run `fn` inside this engine's context, for calls that bypass `t` (HTTP actions). */
  inContext<R>(fn: () => R): R;
  /** Timestamp of the latest committed top-level transaction (0n before any). */
  lastCommitTs(): bigint;
  /** Called synchronously after each top-level commit, with its timestamp. */
  onCommit(listener: (ts: bigint) => void): () => void;
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
  return typeof s.components === "object" && typeof s.transactionManager === "object" && typeof s.asyncSyscall === "function";
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

export async function createEngine<S extends GenericSchema>(
  schema: SchemaDefinition<S, boolean>,
  modules: Record<string, () => Promise<unknown>>,
): Promise<Engine<S>> {
  const version = convexTestVersion();
  if (version !== PINNED_CONVEX_TEST_VERSION) {
    throw new Error(`convex-test is ${version}, but engine.ts relies on the internals of ${PINNED_CONVEX_TEST_VERSION} exactly.`);
  }
  const t = convexTest(schema, modules);
  const captured = await captureGlobal(t as unknown as { finishInProgressScheduledFunctions(): Promise<void> });
  requireHook(captured !== null, "its global store in an AsyncLocalStorage (convexGlobalStorage)");
  const { global, als } = captured as NonNullable<typeof captured>;
  const db = global.components[""]?.db;
  requireHook(db !== undefined, "a root component database (components[''].db)");
  const database = db as DatabaseFake;
  requireHook(typeof database._documents === "object" && typeof database._storage === "object", "DatabaseFake._documents/_storage");
  requireHook(typeof database._nextDocId === "number" && typeof database._lastCreationTime === "number", "DatabaseFake id counters");
  const tm = global.transactionManager;
  requireHook(typeof tm.commit === "function" && typeof tm._lastCommitTs === "bigint", "TransactionManager.commit/_lastCommitTs");

  // Learn of every top-level commit: client mutations, actions' mutations, scheduled functions, uploads.
  const listeners = new Set<(ts: bigint) => void>();
  const originalCommit = tm.commit.bind(tm);
  tm.commit = (isNested: boolean) => {
    const ts = originalCommit(isNested);
    if (ts !== null) for (const listener of listeners) listener(ts);
    return ts;
  };

  return {
    t,
    inContext: <R>(fn: () => R): R => als.run(global, fn) as R,
    lastCommitTs: () => tm._lastCommitTs,
    onCommit(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
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
      database._storage = Object.fromEntries(state.files);
      database._nextDocId = Math.max(database._nextDocId, state.nextDocId);
      database._lastCreationTime = Math.max(database._lastCreationTime, state.lastCreationTime);
      if (state.lastCommitTs > tm._lastCommitTs) tm._lastCommitTs = state.lastCommitTs;
    },
  };
}
