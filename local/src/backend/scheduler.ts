/**
 * Scheduled functions and crons on real time. convex-test already runs `ctx.scheduler.runAfter/runAt`
 * jobs on timers within one process; after a restart the timers are gone, so pending jobs are scheduled
 * again from the persisted `_scheduled_functions` table. Crons (`convex/crons.ts`, when it exists) are
 * run here, since convex-test has no cron support.
 */
import { makeFunctionReference, type GenericSchema } from "convex/server";
import type { GenericId, Value } from "convex/values";
import type { Engine } from "./engine";
import { nextRun, type Schedule } from "./cronSchedule";
import { moduleKeyOf, type ModuleMap } from "./modules";

type Job = { _id: string; name: string; args: Value[]; scheduledTime: number; state: { kind: string } };
type CronJob = { name: string; args: Value[]; schedule: Schedule };

/** Re-arm the jobs that were pending when the previous process stopped; mark interrupted ones failed. */
export async function resumeScheduledJobs<S extends GenericSchema>(engine: Engine<S>): Promise<number> {
  const jobs = engine.state().documents.filter((d) => d._id.endsWith("_scheduled_functions")) as unknown as Job[];
  const pending = jobs.filter((j) => j.state.kind === "pending" || j.state.kind === "inProgress");
  if (pending.length === 0) return 0;
  await engine.t.run(async (ctx) => {
    const db = ctx.db as unknown as {
      patch(id: GenericId<"_scheduled_functions">, v: Record<string, Value>): Promise<void>;
      delete(id: GenericId<"_scheduled_functions">): Promise<void>;
    };
    for (const job of pending) {
      const id = job._id as GenericId<"_scheduled_functions">;
      if (job.state.kind === "inProgress") {
        await db.patch(id, { state: { kind: "failed" }, completedTime: Date.now() });
        continue;
      }
      // convex-test keeps a job's timer only in memory: schedule it anew and drop the stale row.
      const ref = makeFunctionReference<"mutation" | "action">(job.name);
      await ctx.scheduler.runAt(
        Math.max(job.scheduledTime, Date.now()),
        ref,
        (job.args[0] ?? {}) as Record<string, Value>,
      );
      await db.delete(id);
    }
  });
  return pending.length;
}

/** Start the project's crons; returns a function that stops them. */
export async function startCrons<S extends GenericSchema>(
  engine: Engine<S>,
  modules: ModuleMap,
  log: (m: string, e?: unknown) => void,
): Promise<() => void> {
  const key = moduleKeyOf(modules, "crons");
  if (key === null) return () => {};
  const loaded = (await modules[key]?.()) as { default?: { crons?: Record<string, CronJob> } } | undefined;
  const crons = Object.entries(loaded?.default?.crons ?? {});
  const timers = new Map<string, NodeJS.Timeout>();
  let stopped = false;
  function arm(id: string, job: CronJob, after: number): void {
    if (stopped) return;
    const at = nextRun(job.schedule, after);
    const timer = setTimeout(
      () => {
        engine.t
          .run(async (ctx) => {
            await ctx.scheduler.runAfter(
              0,
              makeFunctionReference<"mutation" | "action">(job.name),
              (job.args[0] ?? {}) as Record<string, Value>,
            );
          })
          .catch((e: unknown) => log(`cron "${id}" failed to start`, e))
          .finally(() => arm(id, job, at));
      },
      Math.max(0, at - Date.now()),
    );
    timer.unref();
    timers.set(id, timer);
  }
  for (const [id, job] of crons) arm(id, job, Date.now());
  return () => {
    stopped = true;
    for (const timer of timers.values()) clearTimeout(timer);
  };
}
