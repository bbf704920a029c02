/**
 * Durability of the local backend as a process: bursts of mutations from several clients, `kill -9`
 * mid-burst, restart, over several rounds: every acknowledged mutation must be there. Then a torn log
 * tail (ignored) and a damaged snapshot (start-up stops, naming the file and the ways out).
 */
import type { ChildProcess } from "node:child_process";
import { appendFile, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../../../convex/_generated/api";
import { spawnBackendProcess, type SpawnedBackend } from "../test/spawnBackendProcess";
import { editForm, registrationForm } from "../test/fixtures";

const started = new Set<ChildProcess>();

type Running = SpawnedBackend;

async function startChild(dataDir: string, args: string[] = []): Promise<Running> {
  const running = await spawnBackendProcess(dataDir, { args });
  started.add(running.child);
  return running;
}

/** Start a backend that must refuse to start; resolves with its exit code and stderr. */
function failedStart(dataDir: string): Promise<{ code: number | null; stderr: string }> {
  return startChild(dataDir).then(
    async (running) => {
      running.child.kill("SIGKILL");
      throw new Error(`the backend started on damaged data at ${running.url}`);
    },
    (e: { stderr?: string; code?: number | null }) => ({ code: e.code ?? null, stderr: e.stderr ?? "" }),
  );
}

function kill9(running: Running): Promise<void> {
  return new Promise((resolve) => {
    running.child.once("exit", () => resolve());
    running.child.kill("SIGKILL");
  });
}

const MEMBERS = 6;
const ROUNDS = 4;
const ACKS_PER_ROUND = 40;
const token = (i: number) => `valid:durable${i}:durable${i}@example.com`;

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "durability-"));
});
afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await rm(dataDir, { recursive: true, force: true });
});

describe("the local backend keeps every acknowledged write across kill -9", () => {
  it("loses no acknowledged mutation over rounds of bursts cut by kill -9, and leaves no temp files", {
    timeout: 120_000,
  }, async () => {
    // Per member: whether the registration was acknowledged, and the highest acknowledged update.
    const registered = new Array<boolean>(MEMBERS).fill(false);
    const lastAcked = new Array<number>(MEMBERS).fill(0);
    let next = 0;
    let totalAcks = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const running = await startChild(dataDir, ["4096"]);
      // Half the members over the sync WebSocket, half over the HTTP API: both paths acknowledge.
      const sockets: ConvexClient[] = [];
      const callers = Array.from({ length: MEMBERS }, (_, i) => {
        if (i % 2 === 0) {
          const c = new ConvexHttpClient(running.url, { logger: false });
          c.setAuth(token(i));
          return { mutation: c.mutation.bind(c) };
        }
        const c = new ConvexClient(running.url, {
          webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
          logger: false,
        });
        c.setAuth(async () => token(i));
        sockets.push(c);
        return { mutation: c.mutation.bind(c) };
      });
      let acks = 0;
      let stop = false;
      const burst = async (i: number) => {
        const caller = callers[i];
        if (caller === undefined) return;
        while (!stop) {
          if (!registered[i]) {
            await caller.mutation(api.members.register, { profile: registrationForm(`durable${i}@example.com`) });
            registered[i] = true;
          } else {
            const n = ++next;
            await caller.mutation(api.members.update, { profile: editForm({ presentResidence: `Hyderabad ${n}` }) });
            if (n > (lastAcked[i] ?? 0)) lastAcked[i] = n;
          }
          acks += 1;
          // Cut the burst right at an acknowledgement, with other mutations in flight.
          if (acks === ACKS_PER_ROUND) {
            stop = true;
            running.child.kill("SIGKILL");
          }
        }
      };
      let failure: unknown = null;
      const bursts = callers.map((_, i) =>
        burst(i).catch((e: unknown) => {
          if (!stop) failure ??= e;
        }),
      );
      while (acks < ACKS_PER_ROUND && failure === null) await new Promise((r) => setTimeout(r, 5));
      if (failure !== null) throw failure;
      stop = true;
      if (running.child.exitCode === null && running.child.signalCode === null) await kill9(running);
      totalAcks += acks;
      await Promise.all(sockets.map((c) => c.close()));
      // A closed ConvexClient never settles the mutation it had in flight: do not wait for those bursts.
      await Promise.race([Promise.all(bursts), new Promise((r) => setTimeout(r, 1000))]);
    }

    const running = await startChild(dataDir);
    try {
      for (let i = 0; i < MEMBERS; i++) {
        const c = new ConvexHttpClient(running.url, { logger: false });
        c.setAuth(token(i));
        const me = await c.query(api.members.me, {});
        expect(me !== null, `member ${i}'s acknowledged registration`).toBe(registered[i]);
        const residence = Number(
          (me?.profile as { presentResidence?: string } | undefined)?.presentResidence?.replace("Hyderabad ", "") ??
            "0",
        );
        const stored = Number.isNaN(residence) ? 0 : residence;
        expect(stored, `member ${i}'s last acknowledged update (${lastAcked[i]})`).toBeGreaterThanOrEqual(
          lastAcked[i] ?? 0,
        );
      }
    } finally {
      await kill9(running);
    }
    expect(totalAcks).toBeGreaterThanOrEqual(ROUNDS * ACKS_PER_ROUND);
    const leftovers = [...(await readdir(dataDir)), ...(await readdir(join(dataDir, "files")))].filter((n) =>
      n.endsWith(".tmp"),
    );
    expect(leftovers).toEqual([]);
  });

  it("ignores a torn final log record, and refuses a damaged snapshot naming the file and the ways out", {
    timeout: 60_000,
  }, async () => {
    const dir = await mkdtemp(join(tmpdir(), "torn-"));
    try {
      let running = await startChild(dir);
      const c = new ConvexHttpClient(running.url, { logger: false });
      c.setAuth(token(0));
      await c.mutation(api.members.register, { profile: registrationForm("durable0@example.com") });
      await kill9(running);
      const log = (await readdir(dir)).find((n) => n.startsWith("log-"));
      expect(log).toBeDefined();
      // A record whose header promises more bytes than were written: the process died mid-append.
      await appendFile(join(dir, log ?? ""), Buffer.from([200, 0, 0, 0, 1, 2, 3, 4, 123, 34]));

      running = await startChild(dir);
      expect(running.stderr()).toMatch(/torn final record/);
      const again = new ConvexHttpClient(running.url, { logger: false });
      again.setAuth(token(0));
      expect((await again.query(api.members.me, {}))?.profile.fullName).toBe("Ravi Kumar");
      // A clean stop compacts the log into snapshot.json.
      await new Promise<void>((resolve) => {
        running.child.once("exit", () => resolve());
        running.child.kill("SIGTERM");
      });
      const snapshotPath = join(dir, "snapshot.json");
      const snapshot = await readFile(snapshotPath);
      const damaged = Buffer.from(snapshot);
      const at = damaged.length - 20;
      damaged[at] = (damaged[at] ?? 0) ^ 0x55;
      await writeFile(snapshotPath, damaged);

      const refused = await failedStart(dir);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(snapshotPath);
      expect(refused.stderr).toMatch(/damaged: its data fails the checksum/);
      expect(refused.stderr).toMatch(/--fresh/);
      expect(refused.stderr).toMatch(/move the data folder/);
      // Nothing was changed by the refused start.
      expect(await readFile(snapshotPath)).toEqual(damaged);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
