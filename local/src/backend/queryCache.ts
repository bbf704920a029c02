/**
 * Query results shared by every subscription with the same function, arguments, identity and journal,
 * kept until a commit writes into what the query read. So a commit re-runs only the queries it can
 * change, each once, however many sessions watch it.
 *
 * A query runs alone under convex-test's transaction lock, so its result is exact at the commit it read
 * at (its read set's snapshot). It is cached unless a commit after that snapshot wrote into its reads.
 * A cached result is current: valid at the latest commit. A connection's results are gathered in one
 * read turn (gate.ts), so no client write lands between them and they form one snapshot; a commit from
 * elsewhere (an action's mutation, a scheduled function) that overtakes one is caught by checking that
 * each is still current, and only those are run again.
 */
import type { UserIdentity } from "convex/server";
import type { JSONValue } from "convex/values";
import type { Commit } from "./documents";
import type { Gate } from "./gate";
import type { QueryJournal } from "./journal";
import type { RunResult, Runner } from "./runner";

/** Distinct cached results kept at most; the oldest go first (they are re-run when next asked for). */
const MAX_ENTRIES = 20_000;
/** Gathering again when commits from outside the turns keep overtaking results: then it sends what it has. */
const GATHER_ATTEMPTS = 5;

export type QueryCall = { udfPath: string; args: JSONValue; identity: UserIdentity | null; journal: QueryJournal };

/** Told of each result a commit drops, and why (LOCAL_BACKEND_TRACE_SUBSCRIPTIONS=1 logs it). */
export type InvalidationTrace = (udfPath: string, commitTs: bigint, reason: string) => void;

export function queryKey(call: QueryCall): string {
  return JSON.stringify([call.udfPath, call.args, call.identity, call.journal]);
}

export type Gathered = { results: RunResult[]; ts: bigint };

/**
 * Let the event loop poll between two runs of one read turn (the turn keeps the engine, so no client
 * write lands between them): a turn of many runs would otherwise hold it, and requests and new
 * connections wait.
 */
const pollEvents = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createQueryCache(
  runner: Runner,
  gate: Gate,
  lastCommitTs: () => bigint,
  trace: InvalidationTrace | null = null,
) {
  const entries = new Map<string, { call: QueryCall; result: RunResult }>();
  /** Commits that landed while a run was under way, per run (they may have come after its snapshot). */
  const running = new Set<Commit[]>();
  const stats = { runs: 0, hits: 0 };
  /** Each function's recent run time (a moving average), to estimate what a read turn will cost. */
  const runMs = new Map<string, number>();
  const estimate = (calls: readonly QueryCall[]) =>
    calls.reduce((sum, call) => sum + (entries.has(queryKey(call)) ? 0 : (runMs.get(call.udfPath) ?? 1)), 0);

  function keep(key: string, call: QueryCall, result: RunResult): void {
    entries.delete(key);
    entries.set(key, { call, result });
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  }

  async function run(key: string, call: QueryCall): Promise<RunResult> {
    const commits: Commit[] = [];
    running.add(commits);
    stats.runs += 1;
    try {
      const started = performance.now();
      const result = await runner.run(
        { kind: "query", udfPath: call.udfPath, args: call.args, identity: call.identity },
        call.journal,
        true,
      );
      const took = performance.now() - started;
      runMs.set(call.udfPath, 0.8 * (runMs.get(call.udfPath) ?? took) + 0.2 * took);
      if (!commits.some((c) => result.reads.staleAfter(c.ts, c.writes))) {
        keep(key, call, result);
        // A first page pins its end in the journal it returns, and the subscription asks with that journal
        // next: the same reads at the same commit, so the same result (not a second run).
        if (JSON.stringify(result.journal) !== JSON.stringify(call.journal)) {
          const pinned = { ...call, journal: result.journal };
          keep(queryKey(pinned), pinned, result);
        }
      }
      return result;
    } finally {
      running.delete(commits);
    }
  }

  /** Each call's result, cached or run now (inside the caller's turn). */
  async function collect(calls: readonly QueryCall[]): Promise<Array<{ key: string; result: RunResult }>> {
    const out: Array<{ key: string; result: RunResult }> = [];
    let ran = false;
    for (const call of calls) {
      const key = queryKey(call);
      const cached = entries.get(key);
      if (cached !== undefined) stats.hits += 1;
      else if (ran) await pollEvents();
      out.push({ key, result: cached?.result ?? (await run(key, call)) });
      ran ||= cached === undefined;
    }
    return out;
  }

  const allCurrent = (gathered: Array<{ key: string; result: RunResult }>) =>
    gathered.every(({ key, result }) => entries.get(key)?.result === result);

  return {
    stats,
    /**
     * Every call's result at one commit (`ts`): from the cache when all are current, else gathered in one
     * read turn (urgent while a member waits for it: their own write; asked again while it waits).
     */
    async gather(calls: readonly QueryCall[], urgent: boolean | (() => boolean) = false): Promise<Gathered> {
      const cached = calls.map((call) => entries.get(queryKey(call))?.result);
      if (cached.every((r) => r !== undefined)) {
        stats.hits += calls.length;
        return { results: cached as RunResult[], ts: lastCommitTs() };
      }
      return await gate.run(
        "read",
        async () => {
          let gathered = await collect(calls);
          for (let attempt = 1; attempt < GATHER_ATTEMPTS && !allCurrent(gathered); attempt++)
            gathered = await collect(calls);
          return { results: gathered.map((g) => g.result), ts: lastCommitTs() };
        },
        { urgent, costMs: estimate(calls) },
      );
    },
    has(key: string): boolean {
      return entries.has(key);
    },
    /**
     * After a commit: drop the results it may change; returns their keys, each with whether the commit
     * wrote a document the query looked up directly (ReadSet.touchesDirectly) rather than into a list.
     */
    invalidate(commit: Commit): Map<string, boolean> {
      const dropped = new Map<string, boolean>();
      if (commit.writes.length === 0) return dropped;
      for (const [key, { call, result }] of entries) {
        if (!result.reads.staleAfter(commit.ts, commit.writes)) continue;
        entries.delete(key);
        dropped.set(key, result.reads.touchesDirectly(commit.writes));
        if (trace !== null) {
          const reason = commit.writes.map((w) => result.reads.explain(w)).find((r) => r !== null) ?? "";
          trace(call.udfPath, commit.ts, reason);
        }
      }
      for (const commits of running) commits.push(commit);
      return dropped;
    },
  };
}

export type QueryCache = ReturnType<typeof createQueryCache>;
