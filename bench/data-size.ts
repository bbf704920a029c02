/**
 * Data size: for 300, 3,000 and 10,000 generated members (seeded through the real code paths, as
 * `npm start -- --members N` does), the seeding time, the backend's start-up time on that data, the
 * data folder's size, and `matches.list` and `members.me` latency over the HTTP API (no query cache), with
 * the backend's CPU time per call (which the machine's load does not change, unlike the latency).
 *
 *   npx tsx bench/data-size.ts [sizes, default 300,3000,10000]
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConvexHttpClient } from "convex/browser";
import { api } from "../convex/_generated/api";
import { startBackend } from "../local/src/backend/server";
import { fakeVerify, TEST_ISSUER } from "../local/src/test/tokenVerifier";
import { createLocalIdentity } from "../local/src/identity";
import { seedDemoData } from "../local/src/seed/seed";
import { loadAverage, ms, percentile, printTable, rssMb, startBackendProcess } from "./lib/backendProcess";

const SAMPLES = 200;

async function seed(dir: string, members: number): Promise<{ seconds: number; cpuSeconds: number; raviId: string }> {
  const backend = await startBackend({
    port: 0,
    httpActionsPort: 0,
    dataDir: join(dir, "backend"),
    localIssuer: TEST_ISSUER,
    verifyToken: fakeVerify,
    log: () => undefined,
  });
  const identity = await createLocalIdentity({
    dataDir: join(dir, "identity"),
    issuer: "http://127.0.0.1:1/auth",
    allowedOrigins: [],
    appResetUrl: "http://127.0.0.1:1/reset",
  });
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await seedDemoData({ backend, identity, issuer: TEST_ISSUER, members });
  const seconds = (performance.now() - started) / 1000;
  // CPU time used (this process holds the seeder and the backend): on a shared machine the wall time
  // also counts the CPU others took.
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const ravi = await identity.findUserByEmail("ravi@matrimony.local");
  await backend.close();
  await identity.close();
  if (ravi === null) throw new Error("seed made no ravi@matrimony.local");
  return { seconds, cpuSeconds, raviId: ravi.id };
}

async function latency(run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}

async function main(): Promise<void> {
  const sizes = (process.argv[2] ?? "300,3000,10000").split(",").map(Number);
  const loadBefore = await loadAverage();
  const rows: string[][] = [];
  for (const members of sizes) {
    const dir = await mkdtemp(join(tmpdir(), `bench-data-${members}-`));
    try {
      const { seconds, cpuSeconds, raviId } = await seed(dir, members);
      const backend = await startBackendProcess(join(dir, "backend"));
      try {
        const client = new ConvexHttpClient(backend.url, { logger: false });
        client.setAuth(`valid:${raviId}:ravi@matrimony.local`);
        // The backend's own CPU time per call (HTTP included): what a call costs, whatever the machine's load.
        const cpuMs = async () => {
          const { cpu } = (await (await fetch(`${backend.url}/bench/stats`)).json()) as {
            cpu: { user: number; system: number };
          };
          return (cpu.user + cpu.system) / 1000;
        };
        // The first call builds the sorted indexes it reads (once per start): not a steady-state sample.
        await client.query(api.matches.list, { paginationOpts: { numItems: 20, cursor: null } });
        let cpuBefore = await cpuMs();
        const matches = await latency(() =>
          client.query(api.matches.list, { paginationOpts: { numItems: 20, cursor: null } }),
        );
        const matchesCpu = ((await cpuMs()) - cpuBefore) / SAMPLES;
        cpuBefore = await cpuMs();
        const me = await latency(() => client.query(api.members.me, {}));
        const meCpu = ((await cpuMs()) - cpuBefore) / SAMPLES;
        const size =
          execFileSync("du", ["-sh", join(dir, "backend")])
            .toString()
            .split("\t")[0] ?? "?";
        rows.push([
          String(members),
          `${seconds.toFixed(1)} s (CPU ${cpuSeconds.toFixed(1)} s)`,
          ms(backend.startupMs),
          size,
          `${await rssMb(backend.child.pid)} MB`,
          `${ms(percentile(matches, 50))} / ${ms(percentile(matches, 95))}`,
          ms(matchesCpu),
          `${ms(percentile(me, 50))} / ${ms(percentile(me, 95))}`,
          ms(meCpu),
        ]);
      } finally {
        await backend.stop();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  console.log(`\nData size (load average before: ${loadBefore})\n`);
  printTable(
    [
      "members",
      "seeding",
      "start-up",
      "data folder",
      "memory at rest",
      "matches.list median / p95",
      "its backend CPU per call",
      "members.me median / p95",
      "its backend CPU per call",
    ],
    rows,
  );
  console.log(`\nload average after: ${await loadAverage()}`);
}

await main();
