/**
 * A query stream lives only in its transaction: convex-test keeps the rest of every query that stopped
 * early until the process ends. Forget a stream when its query is cleaned up, and all of them (lazy or
 * convex-test's) when a top-level transaction ends.
 * Relies on: TransactionManager._endTransaction, DatabaseFake._queryResults (convex-test's eager streams)
 * and the `1.0/queryCleanup` syscall going through ConvexGlobal.syscall.
 */
import { requireHook, type Internals } from "./internals";
import type { LazyStream } from "./sortedIndexReads";

export function installStreamCleanup({ global, database, tm }: Internals, streams: Map<number, LazyStream>): void {
  requireHook(typeof tm._endTransaction === "function", "TransactionManager._endTransaction");
  const endTransaction = tm._endTransaction.bind(tm);
  tm._endTransaction = (isNested: boolean) => {
    endTransaction(isNested);
    if (!isNested) {
      streams.clear();
      database._queryResults = {};
    }
  };
  const syscall = global.syscall;
  global.syscall = (op, jsonArgs) => {
    if (op === "1.0/queryCleanup") {
      const { queryId } = JSON.parse(jsonArgs) as { queryId: number };
      streams.delete(queryId);
      delete database._queryResults[queryId];
    }
    return syscall(op, jsonArgs);
  };
}
