/**
 * Query results shared by every subscription with the same function, arguments, identity and journal,
 * kept until a commit writes into what the query read. So a commit re-runs only the queries it can
 * change, each once, however many sessions watch it.
 *
 * A query runs alone under convex-test's transaction lock, so its result is exact at the commit it read
 * at (its read set's snapshot). It is cached unless a commit after that snapshot wrote into its reads.
 * Commits that landed while the run waited for the lock are already in its result and do not discard it
 * (discarding them made every run under load a wasted one). A cached result is current: valid at the
 * latest commit. Sessions gather results and check that each is still current (`isCurrent`).
 */
import type { UserIdentity } from "convex/server";
import type { JSONValue } from "convex/values";
import type { Commit } from "./engine";
import type { QueryJournal } from "./journal";
import type { RunResult, Runner } from "./runner";

/** Distinct cached results kept at most; the oldest go first (they are re-run when next asked for). */
const MAX_ENTRIES = 20_000;

export type QueryCall = { udfPath: string; args: JSONValue; identity: UserIdentity | null; journal: QueryJournal };

type Flight = { commits: Commit[]; promise: Promise<RunResult> };

/** Told of each result a commit drops, and why (LOCAL_BACKEND_TRACE_SUBSCRIPTIONS=1 logs it). */
export type InvalidationTrace = (udfPath: string, commitTs: bigint, reason: string) => void;

export function queryKey(call: QueryCall): string {
  return JSON.stringify([call.udfPath, call.args, call.identity, call.journal]);
}

export function createQueryCache(runner: Runner, trace: InvalidationTrace | null = null) {
  const entries = new Map<string, { call: QueryCall; result: RunResult }>();
  const flights = new Map<string, Flight>();
  const stats = { runs: 0, hits: 0 };

  function keep(key: string, call: QueryCall, result: RunResult): void {
    entries.delete(key);
    entries.set(key, { call, result });
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  }

  function start(key: string, call: QueryCall): Flight {
    const flight: Flight = { commits: [], promise: Promise.resolve(null as unknown as RunResult) };
    stats.runs += 1;
    flight.promise = runner.run({ kind: "query", udfPath: call.udfPath, args: call.args, identity: call.identity }, call.journal).then((result) => {
      if (flights.get(key) === flight) flights.delete(key);
      if (!flight.commits.some((c) => result.reads.staleAfter(c.ts, c.writes))) {
        keep(key, call, result);
        // A first page pins its end in the journal it returns, and the subscription asks with that journal
        // next: the same reads at the same commit, so the same result (not a second run).
        if (JSON.stringify(result.journal) !== JSON.stringify(call.journal)) {
          const pinned = { ...call, journal: result.journal };
          keep(queryKey(pinned), pinned, result);
        }
      }
      return result;
    });
    flights.set(key, flight);
    return flight;
  }

  return {
    stats,
    /**
     * The query's result: cached (current), joined in flight, or run now. A result joined or run may be
     * overtaken by a commit before it arrives; then it is not current and the caller asks again.
     */
    get(call: QueryCall): Promise<RunResult> {
      const key = queryKey(call);
      const cached = entries.get(key);
      if (cached !== undefined) {
        stats.hits += 1;
        return Promise.resolve(cached.result);
      }
      return (flights.get(key) ?? start(key, call)).promise;
    },
    has(key: string): boolean {
      return entries.has(key);
    },
    /** True when `result` is the cached one for `key`: no commit since its snapshot wrote into its reads. */
    isCurrent(key: string, result: RunResult): boolean {
      return entries.get(key)?.result === result;
    },
    /** After a commit: drop the results it may change; returns their keys. */
    invalidate(commit: Commit): Set<string> {
      const dropped = new Set<string>();
      if (commit.writes.length === 0) return dropped;
      for (const [key, { call, result }] of entries) {
        if (!result.reads.staleAfter(commit.ts, commit.writes)) continue;
        entries.delete(key);
        dropped.add(key);
        if (trace !== null) {
          const reason = commit.writes.map((w) => result.reads.explain(w)).find((r) => r !== null) ?? "";
          trace(call.udfPath, commit.ts, reason);
        }
      }
      for (const flight of flights.values()) flight.commits.push(commit);
      return dropped;
    },
  };
}

export type QueryCache = ReturnType<typeof createQueryCache>;
