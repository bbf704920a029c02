/**
 * 100 members chatting on the local backend: 50 pairs who accepted each other's interest and started a
 * conversation, each member on their own WebSocket subscribed to their thread (`conversations.messages`,
 * the app's first page) and their unread total (`conversations.unreadTotal`), as the thread screen and the
 * navbar are. Messages arrive at 10 per second in all, at random times from random members (an open loop:
 * what a member feels at that load). Each client does what the app does on an update: the thread marks
 * the other's new message read, the navbar marks incoming messages delivered while the total is above 0.
 * Prints, median and p95: send → the sender's acknowledgement, → the other member's thread update (the
 * screen showing it), → the sender's own thread update; commits, query runs per commit, the backend's
 * CPU and memory, and the load average before, during and after (the machine is shared: indicative).
 *
 *   npx tsx bench/conversations-live.ts [members, default 100] [messages per second in all, default 10] [seconds,
 * default 45]
 *
 * BENCH_APP_MUTATIONS=0 leaves out the app's markRead/markDelivered (sends only).
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConvexClient } from "convex/browser";
import { api } from "../convex/_generated/api";
import type { Id } from "../convex/_generated/dataModel";
import { DELIVERY_DELAY_MS } from "../shared/src/rules/conversations/delivery";
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
/** The app's first page of a thread (web/src/features/conversations/types.ts). */
const THREAD_PAGE = 30;
const APP_MUTATIONS = process.env.BENCH_APP_MUTATIONS !== "0";

type Stats = { commits: number; queryRuns: number; cpu: { user: number; system: number } };

async function stats(backend: BackendProcess): Promise<Stats> {
  return (await (await fetch(`${backend.url}/bench/stats`)).json()) as Stats;
}

const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

/** Runs `work` on each item with at most `limit` at once. */
async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i] as T, i);
      }
    }),
  );
  return out;
}

/** When each message id was first seen by each member's thread subscription; waiters for the ones not yet. */
class Sightings {
  private readonly seen = new Map<string, number>();
  private readonly waiters = new Map<string, Array<(at: number) => void>>();
  note(messageId: string, at: number): void {
    if (this.seen.has(messageId)) return;
    this.seen.set(messageId, at);
    for (const w of this.waiters.get(messageId) ?? []) w(at);
    this.waiters.delete(messageId);
  }
  when(messageId: string, timeoutMs = 60_000): Promise<number> {
    const at = this.seen.get(messageId);
    if (at !== undefined) return Promise.resolve(at);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`message ${messageId} not seen within ${timeoutMs} ms`)),
        timeoutMs,
      );
      const list = this.waiters.get(messageId) ?? [];
      list.push((t) => {
        clearTimeout(timer);
        resolve(t);
      });
      this.waiters.set(messageId, list);
    });
  }
}

async function main(): Promise<void> {
  const members = Number(process.argv[2] ?? "100");
  const rate = Number(process.argv[3] ?? "10");
  const seconds = Number(process.argv[4] ?? "45");
  if (members % 2 !== 0) throw new Error("members must be even (they talk in pairs)");
  const loadBefore = await loadAverage();
  const dir = await mkdtemp(join(tmpdir(), "bench-convo-live-"));
  const backend = await startBackendProcess(dir, { ADMIN_EMAILS: ADMIN });
  const clients: ConvexClient[] = [];
  try {
    // Members registered and approved; each pair: his interest, her acceptance, his conversation.
    const setupStarted = performance.now();
    const people = Array.from({ length: members }, (_, i) => {
      const email = `c${i}@bench.local`;
      return {
        token: `valid:c${i}:${email}`,
        email,
        gender: i % 2 === 0 ? ("Male" as const) : ("Female" as const),
        name: `Member ${letters(i)}`,
      };
    });
    const ids = await inParallel(people, 4, async (p) =>
      registered(
        await httpClient(backend.url, p.token).mutation(api.members.register, {
          profile: form(p.email, p.name, p.gender),
        }),
      ),
    );
    const admin = httpClient(backend.url, `valid:admin:${ADMIN}`);
    for (let i = 0; i < ids.length; i += 50)
      await admin.mutation(api.admin.approvals.approveMany, { ids: ids.slice(i, i + 50) });
    const pairs = Array.from({ length: members / 2 }, (_, k) => [2 * k, 2 * k + 1] as const);
    const conversationOf = await inParallel(pairs, 4, async ([him, her]) => {
      const hisClient = httpClient(backend.url, people[him]?.token ?? "");
      const interestId = await hisClient.mutation(api.interests.send, {
        profileId: ids[her] as Id<"profiles">,
        template: "talk",
      });
      await httpClient(backend.url, people[her]?.token ?? "").mutation(api.interests.accept, {
        interestId,
        reply: "happy",
      });
      return await hisClient.mutation(api.conversations.start, { profileId: ids[her] as Id<"profiles"> });
    });
    const partnerOf = (i: number) => (i % 2 === 0 ? i + 1 : i - 1);
    const conversationOfMember = (i: number) => conversationOf[Math.floor(i / 2)] as Id<"conversations">;
    console.error(
      `set up ${members} members in ${members / 2} conversations in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
    );

    // Every member connected, subscribed to their thread and their unread total, behaving as the app does.
    const sightings = people.map(() => new Sightings());
    const acks = people.map(() => [] as Array<() => void>);
    let ready = 0;
    let appMutationErrors = 0;
    const settledFirst = new Promise<void>((resolve) => {
      people.forEach((p, i) => {
        const client = new ConvexClient(backend.url, {
          webSocketConstructor: acknowledgingSocket(() =>
            acks[i]?.shift()?.(),
          ) as unknown as typeof globalThis.WebSocket,
          logger: false,
        });
        client.setAuth(async () => p.token);
        clients.push(client);
        const conversationId = conversationOfMember(i);
        let first = 2;
        const settle = () => {
          if (--first === 0 && ++ready === members) resolve();
        };
        let newestIncoming: string | null = null;
        client.onUpdate(
          api.conversations.messages,
          { conversationId, paginationOpts: { numItems: THREAD_PAGE, cursor: null } },
          (page) => {
            const at = performance.now();
            for (const m of page.page) sightings[i]?.note(m.messageId, at);
            if (first === 2 || first === 1) settle();
            // The thread marks the other's newest message read whenever it changes.
            const incoming = page.page.find((m) => !m.fromMe)?.messageId ?? null;
            if (APP_MUTATIONS && incoming !== null && incoming !== newestIncoming)
              void client
                .mutation(api.conversations.markRead, { conversationId })
                .catch(() => (appMutationErrors += 1));
            newestIncoming = incoming;
          },
        );
        let deliveryTimer: ReturnType<typeof setTimeout> | undefined;
        client.onUpdate(api.conversations.unreadTotal, {}, (count) => {
          if (first === 2 || first === 1) settle();
          // The navbar (useUnreadMessages.ts): incoming messages reached the app, so they are delivered,
          // after a wait that a newer total restarts and a total of 0 (all read) cancels.
          clearTimeout(deliveryTimer);
          if (APP_MUTATIONS && count > 0) {
            deliveryTimer = setTimeout(
              () => void client.mutation(api.conversations.markDelivered, {}).catch(() => (appMutationErrors += 1)),
              DELIVERY_DELAY_MS,
            );
          }
        });
      });
    });
    await settledFirst;
    await sleep(1000);
    const atRest = await rssMb(backend.child.pid);

    // The load: rate × seconds messages, each at a random time from a random member.
    const total = Math.round(rate * seconds);
    const plan = Array.from({ length: total }, (_, k) => ({
      k,
      at: Math.random() * seconds * 1000,
      from: Math.floor(Math.random() * members),
    }));
    const ackTimes: number[] = [];
    const otherTimes: number[] = [];
    const ownTimes: number[] = [];
    let sendErrors = 0;
    const loads: number[] = [];
    let peak = atRest;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        loads.push(Number((await readFile("/proc/loadavg", "utf8")).split(" ")[0]));
        peak = Math.max(peak, await rssMb(backend.child.pid));
        await sleep(1000);
      }
    })();
    const before = await stats(backend);
    const started = performance.now();
    await Promise.all(
      plan.map(async ({ k, at, from }) => {
        await sleep(at);
        const client = clients[from] as ConvexClient;
        const to = partnerOf(from);
        const sentAt = performance.now();
        const acked = new Promise<number>((resolve) => acks[from]?.push(() => resolve(performance.now())));
        let messageId: Id<"messages">;
        try {
          messageId = await client.mutation(api.conversations.send, {
            conversationId: conversationOfMember(from),
            text: `Namaskaram ${letters(k)}, this is ${people[from]?.name ?? ""}.`,
          });
        } catch (e) {
          sendErrors += 1;
          if (sendErrors === 1) console.error(`a send failed: ${e instanceof Error ? e.message : String(e)}`);
          return;
        }
        ackTimes.push((await acked) - sentAt);
        const [theirs, mine] = await Promise.all([sightings[to]?.when(messageId), sightings[from]?.when(messageId)]);
        otherTimes.push((theirs ?? Number.NaN) - sentAt);
        ownTimes.push((mine ?? Number.NaN) - sentAt);
      }),
    );
    const wall = performance.now() - started;
    // The app's mutations that followed the last messages, and the query runs they caused.
    let after = await stats(backend);
    for (let waited = 0; waited < 30_000; waited += 1000) {
      await sleep(1000);
      const now = await stats(backend);
      if (now.queryRuns === after.queryRuns && now.commits === after.commits) break;
      after = now;
    }
    sampling = false;
    await sampler;
    const commits = after.commits - before.commits;
    const runs = after.queryRuns - before.queryRuns;
    const cpuMs = (after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system) / 1000;
    const row = (t: number[]) => `${ms(percentile(t, 50))} / ${ms(percentile(t, 95))}`;
    console.log(
      `\nConversations live: ${members} members in ${members / 2} conversations, ${total} messages over ${(wall / 1000).toFixed(0)} s ` +
        `(${rate} per second in all, open loop); each client on its WebSocket subscribed to conversations.messages (first ${THREAD_PAGE}) and conversations.unreadTotal` +
        `${APP_MUTATIONS ? ", and calling markRead / markDelivered as the app does" : ""}.\n` +
        `Load average before: ${loadBefore}; during (1-minute, sampled each second): min ${Math.min(...loads).toFixed(2)}, max ${Math.max(...loads).toFixed(2)}; after: ${await loadAverage()} (2 cores, shared).\n`,
    );
    printTable(
      [
        "messages sent",
        "send → ack median / p95",
        "send → other's thread median / p95",
        "send → own thread median / p95",
        "commits",
        "query runs per commit",
        "backend CPU",
        "memory at rest / peak",
        "errors",
      ],
      [
        [
          `${otherTimes.length}/${total}`,
          row(ackTimes),
          row(otherTimes),
          row(ownTimes),
          String(commits),
          (runs / Math.max(1, commits)).toFixed(2),
          `${((cpuMs / wall) * 100).toFixed(0)}% of a core`,
          `${atRest} / ${peak} MB`,
          `${sendErrors} sends, ${appMutationErrors} app mutations`,
        ],
      ],
    );
    console.log(
      `\nGoal: send → other's thread p95 <= 150 ms: ${percentile(otherTimes, 95) <= 150 ? "met" : "not met"} on this run.`,
    );
  } finally {
    await Promise.all(clients.map((c) => c.close()));
    await backend.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
