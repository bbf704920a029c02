/**
 * Learns of every top-level commit (client mutations, actions' mutations, scheduled functions, uploads)
 * with its writes: the pending top-level layer, and each document's committed value before and after. The
 * sorted indexes are updated with each write before the listeners hear of it.
 * Relies on: TransactionManager.commit (called for every transaction, `isNested` for inner ones) and
 * DatabaseFake._writes (the pending layers) and _documents (the committed values).
 */
import { tableOfId, type Commit, type DocumentWrite, type StoredDocument } from "../documents";
import { requireHook, type Internals } from "./internals";
import type { IndexReads } from "./sortedIndexReads";

/** Adds a listener called synchronously after each top-level commit; answers its removal. */
export type OnCommit = (listener: (commit: Commit) => void) => () => void;

export function installCommitListeners({ database, tm }: Internals, indexes: IndexReads["indexes"]): OnCommit {
  requireHook(typeof tm.commit === "function", "TransactionManager.commit");
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
  return (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
}
