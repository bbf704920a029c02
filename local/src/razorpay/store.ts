/**
 * The simulator's state (orders, payments, links, webhook deliveries) in one JSON file, replaced atomically
 * (temp file, fsync, rename) so a crash mid-write leaves the old or the new version, never a torn one.
 * Writes are chained so an older snapshot can never overtake a newer one.
 */
import { mkdir, readFile } from "node:fs/promises";
import { writeFileAtomic } from "../atomicFile";
import { join } from "node:path";
import type { SimState } from "./types";

/** Old deliveries are dropped beyond this, so the file cannot grow without bound on a long-lived machine. */
const MAX_DELIVERIES = 1000;

export class SimStore {
  private queue: Promise<void> = Promise.resolve();

  private constructor(
    private readonly path: string,
    readonly state: SimState,
  ) {}

  static async open(dataDir: string): Promise<SimStore> {
    await mkdir(dataDir, { recursive: true });
    const path = join(dataDir, "razorpay.json");
    let text: string | undefined;
    try {
      text = await readFile(path, "utf8");
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    }
    if (text === undefined)
      return new SimStore(path, { version: 1, orders: {}, payments: {}, links: {}, deliveries: [] });
    try {
      return new SimStore(path, JSON.parse(text) as SimState);
    } catch {
      // A corrupt file is an error, not an empty store: silently dropping paid orders would hide a real problem.
      throw new Error(`Razorpay simulator: ${path} is not valid JSON; move it away to start empty.`);
    }
  }

  /** Persists the current state; resolves once it is on disk. */
  save(): Promise<void> {
    const deliveries = this.state.deliveries;
    if (deliveries.length > MAX_DELIVERIES) deliveries.splice(0, deliveries.length - MAX_DELIVERIES);
    const text = JSON.stringify(this.state, null, 1);
    const next = this.queue.then(() => writeFileAtomic(this.path, text));
    this.queue = next.catch(() => undefined);
    return next;
  }

  flush(): Promise<void> {
    return this.queue;
  }
}
