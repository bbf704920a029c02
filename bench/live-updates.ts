/**
 * Live updates: 1, 10, 50 and 100 connected members, each subscribed to `members.me` and `matches.list`,
 * updating their own profiles concurrently, while an admin approves pending members who watch
 * `members.me`. Prints, median and p95: mutation → acknowledgement, → the writer's own update, → an
 * affected other subscriber's update; query runs per commit; the backend's memory at rest and under load.
 *
 *   npx tsx bench/live-updates.ts [counts, default 1,10,50,100] [updates per member, default 5]
 *
 * Members send their edits over their own WebSocket, as the web app does; the acknowledgement is the
 * MutationResponse arriving on it. BENCH_WRITES=http sends them over the HTTP API instead (one
 * ConvexHttpClient per member, as a script would), which also opens a new connection per member.
 * By default each member edits again as soon as they see their last edit (a closed loop that keeps the
 * backend saturated: latency is then the queue of 100 members' work); BENCH_RATE=r sends edits at r
 * per second in all, at random times (an open loop: what a member feels at that load), and spreads the
 * approvals over the load too. BENCH_PENDING=n approves n pending members instead of 10 (more samples of
 * "other subscriber": with 10, its p95 is nearly the slowest one). After the load, 10 commits that touch
 * nothing any subscription read (new members registering) must cause no query run: the table prints how
 * many they caused.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import { api } from "../convex/_generated/api";
import type { Id } from "../convex/_generated/dataModel";
import {
  loadAverage,
  ms,
  percentile,
  printTable,
  registered,
  rssMb,
  startBackendProcess,
  type BackendProcess,
} from "./lib/backendProcess";
import { acknowledgingSocket, form, httpClient, letters } from "./lib/benchMembers";

const ADMIN = "admin@bench.local";
/** Pending members approved under load, each watching members.me ("other subscriber"); BENCH_PENDING overrides. */
const PENDING_WATCHERS = Number(process.env.BENCH_PENDING ?? "10");
/** Commits after the load that touch nothing any subscription read (registrations of new members). */
const QUIET_COMMITS = 10;

type Stats = {
  commits: number;
  queryRuns: number;
  queryCacheHits: number;
  mutationMs: number[];
  /** Each mutation request's time in the backend's HTTP server, arrival to response. */
  requestMs: number[];
  loop: { p50: number; p99: number; max: number };
  cpu: { user: number; system: number };
  /** Absent from backends before the turn figures (for comparing with an older commit). */
  turns?: Record<"write" | "urgent read" | "read", { waitedMs: number[]; heldMs: number[] }>;
};

function editOf(f: ReturnType<typeof form>, fullName: string) {
  const { email: _email, gender: _gender, acceptedTerms: _terms, ...fields } = f;
  return { ...fields, fullName };
}

const socketClient = (url: string, token: string, onMutationResponse: () => void = () => {}) => {
  const c = new ConvexClient(url, {
    webSocketConstructor: acknowledgingSocket(onMutationResponse) as unknown as typeof globalThis.WebSocket,
    logger: false,
  });
  c.setAuth(async () => token);
  return c;
};
async function stats(backend: BackendProcess): Promise<Stats> {
  return (await (await fetch(`${backend.url}/bench/stats`)).json()) as Stats;
}

const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

/**
 * Resolves when `check` holds, tested on every subscription update (`changed`), not by polling: a hundred
 * polling loops took the bench process's own CPU, which the latencies it measures then included.
 */
const listeners = new Set<() => void>();
function changed(): void {
  for (const l of [...listeners]) l();
}
function waitFor(check: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  if (check()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      listeners.delete(listener);
      reject(new Error(`timed out waiting for ${what}`));
    }, timeoutMs);
    const listener = () => {
      if (!check()) return;
      listeners.delete(listener);
      clearTimeout(timer);
      resolve();
    };
    listeners.add(listener);
  });
}

async function measure(members: number, updatesPerMember: number, rate: number): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), `bench-live-${members}-`));
  const backend = await startBackendProcess(dir, { ADMIN_EMAILS: ADMIN });
  const closers: Array<() => Promise<void>> = [];
  try {
    const admin = httpClient(backend.url, `valid:admin:${ADMIN}`);
    // Set-up: members registered and approved; pending members who will be approved under load.
    const people = Array.from({ length: members }, (_, i) => {
      const gender = i % 2 === 0 ? ("Male" as const) : ("Female" as const);
      const email = `m${i}@bench.local`;
      return { token: `valid:m${i}:${email}`, form: form(email, `Member ${letters(i)}`, gender) };
    });
    const ids: Id<"profiles">[] = [];
    for (const p of people)
      ids.push(registered(await httpClient(backend.url, p.token).mutation(api.members.register, { profile: p.form })));
    for (let i = 0; i < ids.length; i += 50)
      await admin.mutation(api.admin.approvals.approveMany, { ids: ids.slice(i, i + 50) });
    const pending: Array<{ id: Id<"profiles">; token: string }> = [];
    for (let j = 0; j < PENDING_WATCHERS; j++) {
      const email = `p${j}@bench.local`;
      const token = `valid:p${j}:${email}`;
      pending.push({
        id: registered(
          await httpClient(backend.url, token).mutation(api.members.register, {
            profile: form(email, `Pending ${letters(j)}`, "Female"),
          }),
        ),
        token,
      });
    }

    // Every member connected and subscribed; every pending member watching members.me.
    // Each member's acknowledgements arrive in the order of their mutations.
    // When each of a member's edits (numbered in the order sent, which is the order they run in) was first
    // shown to them; an edit is shown once it or a later one is (two edits in flight may show in one update).
    const own = people.map(() => ({
      sent: 0,
      editOf: new Map<string, number>(),
      seen: new Map<number, number>(),
      acks: [] as Array<() => void>,
    }));
    const sockets: ConvexClient[] = [];
    const watchers = pending.map(() => ({ approvedAt: 0 }));
    let ready = 0;
    people.forEach((p, i) => {
      const c = socketClient(backend.url, p.token, () => own[i]?.acks.shift()?.());
      sockets.push(c);
      closers.push(() => c.close());
      let first = 2;
      const settle = () => {
        if (--first === 0) ready += 1;
      };
      c.onUpdate(api.members.me, {}, (me) => {
        const name = me?.profile.fullName ?? "";
        const member = own[i];
        const shown = member?.editOf.get(name);
        if (member !== undefined && shown !== undefined)
          for (let k = 0; k <= shown; k++) if (!member.seen.has(k)) member.seen.set(k, performance.now());
        if (first === 2 || first === 1) settle();
        changed();
      });
      c.onUpdate(api.matches.list, { paginationOpts: { numItems: 20, cursor: null } }, () => {
        if (first === 1 || first === 2) settle();
        changed();
      });
    });
    pending.forEach((p, j) => {
      const c = socketClient(backend.url, p.token);
      closers.push(() => c.close());
      c.onUpdate(api.members.me, {}, (me) => {
        const w = watchers[j];
        if (w !== undefined && me?.profile.status === "approved" && w.approvedAt === 0)
          w.approvedAt = performance.now();
        changed();
      });
    });
    await waitFor(() => ready >= members, "every member's first results");
    await sleep(1000);
    const atRest = await rssMb(backend.child.pid);

    // Load: every member edits their profile `updatesPerMember` times; the admin approves the pending ones.
    let peak = atRest;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await rssMb(backend.child.pid));
        await sleep(200);
      }
    })();
    await fetch(`${backend.url}/bench/reset-loop-delay`);
    const before = await stats(backend);
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const cpuBefore = process.cpuUsage();
    const loadStarted = performance.now();
    const ackTimes: number[] = [];
    const ownTimes: number[] = [];
    const otherTimes: number[] = [];
    const overHttp = process.env.BENCH_WRITES === "http";
    const http = people.map((p) => httpClient(backend.url, p.token));
    async function edit(i: number, k: number): Promise<void> {
      const p = people[i] as (typeof people)[number];
      const member = own[i] as (typeof own)[number];
      const name = `Member ${letters(i)} ${letters(k + 1)}`;
      const order = member.sent++;
      member.editOf.set(name, order);
      const change = { profile: editOf(p.form, name) };
      const started = performance.now();
      if (overHttp) {
        await (http[i] as ConvexHttpClient).mutation(api.members.update, change);
        ackTimes.push(performance.now() - started);
      } else {
        const acked = new Promise<number>((resolve) => member.acks.push(() => resolve(performance.now())));
        const done = (sockets[i] as ConvexClient).mutation(api.members.update, change);
        ackTimes.push((await acked) - started);
        await done;
      }
      await waitFor(() => member.seen.has(order), `member ${i}'s own update`);
      ownTimes.push((member.seen.get(order) ?? Number.NaN) - started);
    }
    // Closed loop (default): each member edits again 0-50 ms after seeing their last edit, which keeps
    // the backend saturated. BENCH_RATE=r: edits arrive at r per second in all, at random times (open loop).
    const editors =
      rate > 0
        ? people.flatMap((_, i) =>
            Array.from({ length: updatesPerMember }, async (_unused, k) => {
              await sleep(Math.random() * ((members * updatesPerMember) / rate) * 1000);
              await edit(i, k);
            }),
          )
        : people.map(async (_, i) => {
            for (let k = 0; k < updatesPerMember; k++) {
              await sleep(Math.random() * 50);
              await edit(i, k);
            }
          });
    const approve = async (j: number, p: (typeof pending)[number]) => {
      const started = performance.now();
      await admin.mutation(api.admin.approvals.approve, { id: p.id });
      await waitFor(() => (watchers[j]?.approvedAt ?? 0) > 0, `pending member ${j}'s approval`);
      otherTimes.push((watchers[j]?.approvedAt ?? Number.NaN) - started);
    };
    // Closed loop: one approval after another at the start. Open loop: approvals at random times over the
    // whole load, as the edits are, so "other subscriber" samples the load throughout.
    const approvals =
      rate > 0
        ? pending.map(async (p, j) => {
            await sleep(Math.random() * ((members * updatesPerMember) / rate) * 1000);
            await approve(j, p);
          })
        : [
            (async () => {
              for (const [j, p] of pending.entries()) {
                await sleep(Math.random() * 100);
                await approve(j, p);
              }
            })(),
          ];
    await Promise.all([...editors, ...approvals]);
    const after = await stats(backend);
    const wall = performance.now() - loadStarted;
    const cpu = process.cpuUsage(cpuBefore);
    loopDelay.disable();

    // A commit that touches nothing a query read re-runs nothing: new members register (pending, so in
    // nobody's matches, and nobody watches their members.me) while everyone stays subscribed.
    // First the refreshes still queued from the load must have run: wait until no query has run for a second.
    const settled = async () => {
      let last = await stats(backend);
      for (let waited = 0; waited < 120_000; waited += 1000) {
        await sleep(1000);
        const now = await stats(backend);
        if (now.queryRuns === last.queryRuns) return now;
        last = now;
      }
      throw new Error("the backend's query runs did not settle within 2 minutes");
    };
    const quietBefore = await settled();
    for (let j = 0; j < QUIET_COMMITS; j++) {
      const email = `q${j}@bench.local`;
      await httpClient(backend.url, `valid:q${j}:${email}`).mutation(api.members.register, {
        profile: form(email, `Quiet ${letters(j)}`, j % 2 === 0 ? "Male" : "Female"),
      });
    }
    const quietAfter = await settled();
    const quiet = `${quietAfter.queryRuns - quietBefore.queryRuns} (${quietAfter.commits - quietBefore.commits} commits)`;
    const cpuShare = (u: { user: number; system: number }) =>
      `${(((u.user + u.system) / 1000 / wall) * 100).toFixed(0)}%`;
    // Turns on the engine under load (the backend keeps the last 10,000 of each kind).
    const turnFigures = (["write", "urgent read", "read"] as const)
      .map((kind) => {
        const t = after.turns?.[kind];
        if (t === undefined) return `${kind} turns: –`;
        const waited = t.waitedMs.slice(before.turns?.[kind].waitedMs.length ?? 0);
        const held = t.heldMs.slice(before.turns?.[kind].heldMs.length ?? 0);
        return `${kind} turns ${held.length}: waited ${ms(percentile(waited, 50))} / ${ms(percentile(waited, 95))}, held ${ms(percentile(held, 50))} / ${ms(percentile(held, 95))}`;
      })
      .join("; ");
    console.log(`[${members} members] ${turnFigures}`);
    const inServer = after.requestMs.slice(before.requestMs.length);
    console.log(
      `[${members} members] ${overHttp ? `HTTP mutation in the backend's server ${ms(percentile(inServer, 50))} / ${ms(percentile(inServer, 95))}; ` : ""}` +
        `backend CPU ${cpuShare({ user: after.cpu.user - before.cpu.user, system: after.cpu.system - before.cpu.system })}, event loop delay p99 ${ms(after.loop.p99)} max ${ms(after.loop.max)}; ` +
        `bench client CPU ${cpuShare(cpu)}, event loop delay p99 ${ms(loopDelay.percentile(99) / 1e6)} max ${ms(loopDelay.max / 1e6)}`,
    );
    sampling = false;
    await sampler;
    const commits = after.commits - before.commits;
    const runs = after.queryRuns - before.queryRuns;
    // The backend's own time per mutation under load (its turn, the commit, the fsync), without the
    // HTTP round trip and the bench process's own delays.
    // (The backend keeps the last 10,000, more than one run of this bench makes.)
    const inBackend = after.mutationMs.slice(before.mutationMs.length);
    const row = (t: number[]) => `${ms(percentile(t, 50))} / ${ms(percentile(t, 95))}`;
    return [
      String(members),
      row(ackTimes),
      row(inBackend),
      row(ownTimes),
      row(otherTimes),
      `${commits}`,
      (runs / Math.max(1, commits)).toFixed(2),
      quiet,
      `${atRest} MB`,
      `${peak} MB`,
    ];
  } finally {
    await Promise.all(closers.map((c) => c()));
    await backend.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const counts = (process.argv[2] ?? "1,10,50,100").split(",").map(Number);
  const updates = Number(process.argv[3] ?? "5");
  const load = await loadAverage();
  const rows: string[][] = [];
  const rate = Number(process.env.BENCH_RATE ?? "0");
  for (const n of counts) rows.push(await measure(n, updates, rate));
  const pace =
    rate > 0
      ? `edits arriving at ${rate} per second in all`
      : "each member editing again 0-50 ms after seeing their last edit";
  console.log(
    `\nLive updates (${updates} updates per member, ${pace}; writes over ${process.env.BENCH_WRITES === "http" ? "the HTTP API" : "each member's WebSocket"}; load average before: ${load}, after: ${await loadAverage()})\n`,
  );
  printTable(
    [
      "members",
      "ack median / p95",
      "in the backend",
      "own update median / p95",
      "other subscriber median / p95",
      "commits",
      "query runs per commit",
      "query runs caused by commits touching nothing read",
      "memory at rest",
      "memory under load",
    ],
    rows,
  );
}

await main();
