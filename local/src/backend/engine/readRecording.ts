/**
 * Records each query's reads, as Convex does for its subscriptions, through the syscalls that read: query
 * streams, pages, gets, counts and file URLs, and at which commit it read.
 * Relies on: ConvexGlobal.syscall (`1.0/queryStream`) and ConvexGlobal.asyncSyscall (`1.0/queryPage`,
 * `1.0/get`, `1.0/count`, `1.0/storageGetUrl`) carrying every read, convex-test's page cursors (a JSON
 * array of each key field's JSON-encoded value) and TransactionManager._lastCommitTs.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { jsonToConvex, type JSONValue, type Value } from "convex/values";
import type { KeyInterval, QuerySource, ReadSet } from "../readSet";
import type { Internals } from "./internals";
import type { IndexReads } from "./sortedIndexReads";

type PageArgs = {
  query?: { source: QuerySource & { order?: "asc" | "desc" } };
  cursor?: string | null;
  endCursor?: string | null;
};

/** convex-test's page cursor: a JSON array of each key field's JSON-encoded value, null for undefined. */
function decodeCursor(cursor: string): Array<Value | undefined> {
  return (JSON.parse(cursor) as Array<string | null>).map((k) =>
    k === null ? undefined : jsonToConvex(JSON.parse(k) as JSONValue),
  );
}

/**
 * The keys a page covered: from its start cursor (open when the page starts the range) to its end (the
 * pinned end cursor, else the continue cursor; open at the range's end), in the page's direction.
 */
function pageInterval(fields: string[], args: PageArgs, continueCursor: string): KeyInterval {
  const start = typeof args.cursor === "string" && args.cursor !== "_end_cursor" ? decodeCursor(args.cursor) : null;
  const endCursor =
    typeof args.endCursor === "string" && args.endCursor !== "_end_cursor" ? args.endCursor : continueCursor;
  const end = endCursor === "_end_cursor" ? null : decodeCursor(endCursor);
  return args.query?.source.order === "desc" ? { fields, low: end, high: start } : { fields, low: start, high: end };
}

/** Runs `fn` (a query) recording what it read into `reads`; a failed run keeps what it read. */
export type RecordReads = <R>(fn: () => Promise<R>, reads: ReadSet) => Promise<R>;

export function installReadRecording({ global, tm }: Internals, { fieldsByIndex, streams }: IndexReads): RecordReads {
  const recording = new AsyncLocalStorage<ReadSet>();
  const syscall = global.syscall;
  global.syscall = (op, jsonArgs) => {
    const reads = recording.getStore();
    reads?.observeSnapshot(tm._lastCommitTs);
    if (reads === undefined || op !== "1.0/queryStream") return syscall(op, jsonArgs);
    const source = (JSON.parse(jsonArgs) as { query: { source: QuerySource & { order?: "asc" | "desc" | null } } })
      .query.source;
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
        const fields =
          source.type === "IndexRange"
            ? fieldsByIndex.get(source.indexName)
            : source.type === "FullTableScan"
              ? ["_creationTime", "_id"]
              : undefined;
        reads.addSource(
          source,
          fields === undefined
            ? null
            : pageInterval(fields, args, (JSON.parse(result) as { continueCursor: string }).continueCursor),
        );
        return result;
      }
      if (op === "1.0/get" && typeof args.id === "string") reads.addDocument(args.id);
      else if (op === "1.0/count" && typeof args.table === "string") reads.addTable(args.table);
      else if (op === "1.0/storageGetUrl" && typeof args.storageId === "string") reads.addDocument(args.storageId);
    }
    return asyncSyscall(op, jsonArgs);
  };
  return (fn, reads) => recording.run(reads, fn);
}
