/** Test harness: the simulator on a real node:http server (port 0), a webhook receiver, and the real SDK. */
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Razorpay from "razorpay";
import { afterAll, afterEach, beforeAll } from "vitest";
import { createRazorpaySimulator, type RazorpaySimulator, type SimulatorOptions } from "../razorpay";

export const KEY_ID = "rzp_test_LocalSim0000001";
export const KEY_SECRET = "local_test_key_secret_0001";
export const WEBHOOK_SECRET = "local_test_webhook_secret";
export const APP_ORIGIN = "http://127.0.0.1:5173";

export async function makeDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), "razorpay-sim-"));
}

export async function removeDataDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function shut(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

export interface Receiver {
  url: string;
  received: ReceivedWebhook[];
  /** Statuses to answer for the next requests, in order; 200 once used up. */
  script: number[];
  /** While set, requests wait for it before being answered (a slow receiver). */
  hold: Promise<void> | null;
  stop(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void Promise.resolve(receiver.hold).then(() => {
        const status = receiver.script.shift() ?? 200;
        receiver.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), status });
        res.writeHead(status).end();
      });
    });
  });
  const url = `${await listen(server)}/webhook`;
  const receiver: Receiver = { url, received: [], script: [], hold: null, stop: () => shut(server) };
  return receiver;
}

export interface SimServer {
  origin: string;
  base: string;
  sim: RazorpaySimulator;
  logs: string[];
  /** The real SDK, pointed at the simulator the way production code will be. */
  sdk(keyId?: string, keySecret?: string): Razorpay;
  /** A JSON POST to a simulator path (relative to the base). */
  post(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  stop(): Promise<void>;
}

export async function startSim(dataDir: string, overrides: Partial<SimulatorOptions> = {}): Promise<SimServer> {
  const logs: string[] = [];
  const mounted: { sim?: RazorpaySimulator } = {};
  const server = createServer((req, res) => {
    void mounted.sim?.handler(req, res).then((handled) => {
      if (!handled) res.writeHead(404, { "Content-Type": "text/plain" }).end("not the simulator's");
    });
  });
  const origin = await listen(server);
  const base = `${origin}/razorpay`;
  const sim = await createRazorpaySimulator({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: null,
    publicBaseUrl: base,
    dataDir,
    log: (line) => logs.push(line),
    webhookRetryDelaysMs: [20, 40],
    ...overrides,
  });
  mounted.sim = sim;
  return {
    origin,
    base,
    sim,
    logs,
    sdk(keyId = KEY_ID, keySecret = KEY_SECRET) {
      const rzp = new Razorpay({ key_id: keyId, key_secret: keySecret });
      // The SDK's types do not expose its axios instance; production code needs the same cast.
      (rzp.api as unknown as { rq: { defaults: { baseURL: string } } }).rq.defaults.baseURL = base;
      return rzp;
    },
    async post(path, body, headers = {}) {
      const answer = await fetch(`${base}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
      return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
    },
    async stop() {
      await sim.close();
      await shut(server);
    },
  };
}

/** Polls until `check` returns a value, failing after `timeoutMs`. */
export async function waitFor<T>(check: () => T | undefined | false, timeoutMs = 3_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error("waitFor: timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * For a test file: a simulator that posts its webhooks to a receiver, started before the file's tests and
 * stopped after them; the receiver forgets what it got (and its scripted answers) after each test.
 */
export function simWithReceiver(): { readonly server: SimServer; readonly receiver: Receiver } {
  let started: { server: SimServer; receiver: Receiver; dir: string } | undefined;
  const get = () => {
    if (!started) throw new Error("simWithReceiver: used outside the tests of its file");
    return started;
  };
  beforeAll(async () => {
    const dir = await makeDataDir();
    const receiver = await startReceiver();
    started = { dir, receiver, server: await startSim(dir, { webhookUrl: receiver.url }) };
  });
  afterAll(async () => {
    const { server, receiver, dir } = get();
    await server.stop();
    await receiver.stop();
    await removeDataDir(dir);
  });
  afterEach(() => {
    get().receiver.received.length = 0;
    get().receiver.script.length = 0;
  });
  return {
    get server() {
      return get().server;
    },
    get receiver() {
      return get().receiver;
    },
  };
}
