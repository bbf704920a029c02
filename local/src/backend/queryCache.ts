/**
 * Query results shared by every subscription with the same function, arguments, identity and journal,
 * kept until a commit writes into what the query read. So a commit re-runs only the queries it can
 * change, each once, however many sessions watch it.
 *
 * A result is cached only when no commit that touches its reads landed while it ran (it may have run
 * before or after such a commit); a caller may join a run in flight only when no commit landed since it
 * started. Sessions still check that the latest commit did not move while they gathered their results.
 */
import type { UserIdentity } from "convex/server";
import type { JSONValue } from "convex/values";
import type { DocumentWrite } from "./engine";
import type { QueryJournal } from "./journal";
import type { RunResult, Runner } from "./runner";

/** Distinct cached results kept at most; the oldest go first (they are re-run when next asked for). */
const MAX_ENTRIES = 20_000;

export type QueryCall = { udfPath: string; args: JSONValue; identity: UserIdentity | null; journal: QueryJournal };

type Flight = { startTs: bigint; commits: Array<readonly DocumentWrite[]>; promise: Promise<RunResult> };

export function queryKey(call: QueryCall): string {
  return JSON.stringify([call.udfPath, call.args, call.identity, call.journal]);
}

export function createQueryCache(runner: Runner, lastCommitTs: () => bigint) {
  const entries = new Map<string, RunResult>();
  const flights = new Map<string, Flight>();
  const stats = { runs: 0, hits: 0 };

  function start(key: string, call: QueryCall): Flight {
    const flight: Flight = { startTs: lastCommitTs(), commits: [], promise: Promise.resolve(null as unknown as RunResult) };
    stats.runs += 1;
    flight.promise = runner.run({ kind: "query", udfPath: call.udfPath, args: call.args, identity: call.identity }, call.journal).then((result) => {
      if (flights.get(key) === flight) flights.delete(key);
      if (!flight.commits.some((writes) => result.reads.intersects(writes))) {
        entries.delete(key);
        entries.set(key, result);
        if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      }
      return result;
    });
    flights.set(key, flight);
    return flight;
  }

  return {
    stats,
    /** The query's result at the latest commit: cached, joined in flight, or run now. */
    get(call: QueryCall): Promise<RunResult> {
      const key = queryKey(call);
      const cached = entries.get(key);
      if (cached !== undefined) {
        stats.hits += 1;
        return Promise.resolve(cached);
      }
      const flight = flights.get(key);
      if (flight !== undefined && flight.startTs === lastCommitTs()) return flight.promise;
      return start(key, call).promise;
    },
    has(key: string): boolean {
      return entries.has(key);
    },
    /** After a commit: drop the results it may change; returns their keys. */
    invalidate(writes: readonly DocumentWrite[]): Set<string> {
      const dropped = new Set<string>();
      if (writes.length === 0) return dropped;
      for (const [key, result] of entries) {
        if (result.reads.intersects(writes)) {
          entries.delete(key);
          dropped.add(key);
        }
      }
      for (const flight of flights.values()) flight.commits.push(writes);
      return dropped;
    },
  };
}

export type QueryCache = ReturnType<typeof createQueryCache>;
