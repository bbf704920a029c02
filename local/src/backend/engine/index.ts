/**
 * The local backend's engine: convex-test running the app's functions, with the parts of a deployment it
 * lacks. The ONLY code that reaches into convex-test's private state is this folder; each part is one file
 * and says which internal it relies on (internals.ts describes them). engine.test.ts checks every part
 * against the pinned version, so an upgrade fails loudly there first.
 */
import { convexTest, type TestConvex } from "convex-test";
import type { GenericSchema, SchemaDefinition } from "convex/server";
import type { Commit, StoredDocument } from "../documents";
import type { ReadSet } from "../readSet";
import { committedState, type EngineState } from "./committedState";
import { installCommitListeners } from "./commits";
import { installCompiledDocumentValidation } from "./documentValidation";
import { convexTestVersion, findInternals, PINNED_CONVEX_TEST_VERSION, type AsyncSyscall } from "./internals";
import { installRandomIds } from "./randomIds";
import { installReadRecording } from "./readRecording";
import { withCompiledReturnValidation } from "./returnValidation";
import { installSortedIndexReads } from "./sortedIndexReads";
import { installStreamCleanup } from "./streamCleanup";

export type { EngineState };

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
    throw new Error(
      `convex-test is ${version}, but the engine relies on the internals of ${PINNED_CONVEX_TEST_VERSION} exactly.`,
    );
  }
  // Convex's per-function limits (documents and bytes read and written, index ranges, scheduled
  // functions), enforced as a deployment would, so a function that fails on Convex fails here too.
  const t = convexTest({ schema, modules: withCompiledReturnValidation(modules), transactionLimits: true });
  const internals = await findInternals(t);
  const { global, als, database, tm } = internals;
  installRandomIds(database);
  installCompiledDocumentValidation(database);
  const indexReads = installSortedIndexReads(database, options.sortedIndexReads !== false);
  installStreamCleanup(internals, indexReads.streams);
  const onCommit = installCommitListeners(internals, indexReads.indexes);
  // Installed last, so it sees each syscall first (it notes the snapshot a query read at).
  const recordReads = installReadRecording(internals, indexReads);
  const { state, load } = committedState(internals, indexReads.indexes);

  return {
    t,
    inContext: <R>(fn: () => R): R => als.run(global, fn) as R,
    lastCommitTs: () => tm._lastCommitTs,
    onCommit,
    recordReads,
    documentsScanned: indexReads.documentsScanned,
    openQueryStreams: () => indexReads.streams.size + Object.keys(database._queryResults).length,
    useSyscall(middleware) {
      const next = global.asyncSyscall;
      global.asyncSyscall = (op, jsonArgs) => middleware(op, jsonArgs, next);
    },
    readDocument: (id) => database._documents[id] ?? null,
    readFile: (storageId) => database._storage[storageId] ?? null,
    state,
    load,
  };
}
