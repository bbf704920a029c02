/**
 * The committed state, read for snapshots and replaced on a restore from disk.
 * Relies on: DatabaseFake._documents, _storage (file blobs), _nextDocId and _lastCreationTime, and
 * TransactionManager._lastCommitTs.
 */
import type { StoredDocument } from "../documents";
import { requireHook, type Internals } from "./internals";
import type { IndexReads } from "./sortedIndexReads";

export type EngineState = {
  documents: StoredDocument[];
  files: Map<string, Blob>;
  nextDocId: number;
  lastCreationTime: number;
  lastCommitTs: bigint;
};

export type CommittedState = {
  /** Committed state, for snapshots; read it synchronously. */
  state(): EngineState;
  /** Replace the committed state (restore from disk); only before any function runs. */
  load(state: EngineState): void;
};

export function committedState({ database, tm }: Internals, indexes: IndexReads["indexes"]): CommittedState {
  requireHook(
    typeof database._nextDocId === "number" && typeof database._lastCreationTime === "number",
    "DatabaseFake id counters",
  );
  return {
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
