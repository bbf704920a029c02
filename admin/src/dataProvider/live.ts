/**
 * Live updates for react-admin's cache, from Convex subscriptions.
 *
 * How it works. Every Convex read the data provider makes on behalf of a react-query query (a list page,
 * a record, a lookup, the dashboard) goes through `read()`, which subscribes with
 * `client.watchQuery(fn, args)` instead of a one-shot `client.query`. The first result answers the read;
 * each later result that differs from the last one invalidates the react-query cache of the resource
 * (`invalidateQueries({ queryKey: [resource] })`), so react-admin refetches what is on screen. That
 * refetch reads the same subscriptions again and gets their current value at once, without a round trip.
 *
 * Who keeps a subscription alive. A subscription is owned by the react-query queries (by query hash)
 * whose fetch used it; the data provider rebuilds react-admin's query key from the method's params
 * (`[resource, "getList", { pagination, sort, filter, meta }]`, see ra-core's useGetList) and only goes
 * live when that query is in the cache, so a direct `dataProvider.getList()` call stays a one-shot read.
 * A subscription is dropped when no owner needs it any more:
 * - the query left the cache (react-query's garbage collection, or `queryClient.clear()` on logout);
 * - the query has had no observer (nothing on screen uses it) for `releaseDelayMs`; the delay lets a
 *   remount (React's StrictMode, a quick back-and-forth) keep the subscription. An inactive query is
 *   stale, so when it is shown again react-query refetches it and the read subscribes again;
 * - the owner's latest fetch no longer used it (a list page whose cursors moved);
 * - as a safety net, more than `maxWatches` subscriptions: the least recently read goes first.
 */
import { hashKey, type QueryClient, type QueryKey } from "@tanstack/react-query";
import type { Args, ConvexLike, LiveWatch, QueryRef } from "./convexClient";
import { getFunctionName } from "convex/server";

interface Entry {
  key: string;
  resource: string;
  watch: LiveWatch;
  unsubscribe: () => void;
  owners: Set<string>;
  /** JSON of the last result, to tell a real change from a repeated notification. */
  json: string | undefined;
  value: unknown;
  settled: boolean;
  waiters: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[];
  lastRead: number;
}

export interface LiveOptions {
  maxWatches?: number;
  releaseDelayMs?: number;
}

export class LiveQueries {
  private readonly entries = new Map<string, Entry>();
  private readonly byOwner = new Map<string, Set<string>>();
  private readonly pendingInvalidations = new Set<string>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly maxWatches: number;
  private readonly releaseDelayMs: number;
  private readonly stopCacheListener: () => void;
  private reads = 0;

  constructor(
    private readonly client: ConvexLike,
    private readonly queryClient: QueryClient,
    options: LiveOptions = {},
  ) {
    this.maxWatches = options.maxWatches ?? 40;
    this.releaseDelayMs = options.releaseDelayMs ?? 2000;
    this.stopCacheListener = queryClient.getQueryCache().subscribe((event) => {
      const owner = event.query.queryHash;
      if (!this.byOwner.has(owner)) return;
      if (event.type === "removed") this.release(owner);
      else if (event.type === "observerRemoved" && event.query.getObserversCount() === 0) this.releaseLater(owner);
    });
  }

  /** The hash of a react-query query that is in the cache now (its fetch is running), else null. */
  ownerOf(queryKey: QueryKey): string | null {
    const hash = hashKey(queryKey);
    return this.queryClient.getQueryCache().get(hash) ? hash : null;
  }

  /** The result of `ref(args)`, kept live for `owner`; changes invalidate `resource` in the cache. */
  read(owner: string, resource: string, ref: QueryRef, args: Args): Promise<unknown> {
    const key = `${getFunctionName(ref)}:${JSON.stringify(args)}`;
    let entry = this.entries.get(key);
    if (entry === undefined) entry = this.subscribe(key, resource, ref, args);
    entry.owners.add(owner);
    entry.lastRead = ++this.reads;
    let keys = this.byOwner.get(owner);
    if (keys === undefined) this.byOwner.set(owner, (keys = new Set()));
    keys.add(key);
    this.cancelRelease(owner);
    if (entry.settled) return Promise.resolve(entry.value);
    const pending = entry;
    return new Promise((resolve, reject) => pending.waiters.push({ resolve, reject }));
  }

  /** After a fetch of `owner`: subscriptions it used before but not this time are no longer its own. */
  retain(owner: string, used: ReadonlySet<string> | undefined): void {
    const keys = this.byOwner.get(owner);
    if (keys === undefined) return;
    for (const key of [...keys]) if (used === undefined || !used.has(key)) this.disown(owner, key);
  }

  keyOf(ref: QueryRef, args: Args): string {
    return `${getFunctionName(ref)}:${JSON.stringify(args)}`;
  }

  /** Number of live subscriptions (for tests and the curious). */
  get size(): number {
    return this.entries.size;
  }

  release(owner: string): void {
    this.cancelRelease(owner);
    const keys = this.byOwner.get(owner);
    if (keys === undefined) return;
    for (const key of [...keys]) this.disown(owner, key);
    this.byOwner.delete(owner);
  }

  /** Drops every subscription (sign-out); the listener on the query cache stays. */
  reset(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    for (const entry of [...this.entries.values()]) this.drop(entry);
    this.byOwner.clear();
  }

  dispose(): void {
    this.stopCacheListener();
    this.reset();
  }

  private subscribe(key: string, resource: string, ref: QueryRef, args: Args): Entry {
    const watch = this.client.watchQuery(ref, args);
    const entry: Entry = {
      key,
      resource,
      watch,
      unsubscribe: () => undefined,
      owners: new Set(),
      json: undefined,
      value: undefined,
      settled: false,
      waiters: [],
      lastRead: 0,
    };
    this.entries.set(key, entry);
    entry.unsubscribe = watch.onUpdate(() => this.onUpdate(entry));
    // Already subscribed elsewhere in the client (e.g. a Convex hook): onUpdate waits for a change.
    this.onUpdate(entry);
    this.evictOverflow();
    return entry;
  }

  private onUpdate(entry: Entry): void {
    if (this.entries.get(entry.key) !== entry) return;
    let value: unknown;
    try {
      value = entry.watch.localQueryResult();
    } catch (error) {
      // A server error: the waiting read fails; a page already shown refetches and shows the error.
      this.drop(entry);
      if (entry.settled) this.invalidate(entry.resource);
      for (const waiter of entry.waiters) waiter.reject(error);
      entry.waiters = [];
      return;
    }
    if (value === undefined) return;
    const json = JSON.stringify(value);
    if (!entry.settled) {
      entry.settled = true;
      entry.value = value;
      entry.json = json;
      for (const waiter of entry.waiters) waiter.resolve(value);
      entry.waiters = [];
      if (entry.owners.size === 0) this.drop(entry);
      return;
    }
    if (json === entry.json) return;
    entry.value = value;
    entry.json = json;
    this.invalidate(entry.resource);
  }

  /** Several subscriptions of one resource change in one transition: one invalidation per resource. */
  private invalidate(resource: string): void {
    if (this.pendingInvalidations.size === 0) {
      queueMicrotask(() => {
        const resources = [...this.pendingInvalidations];
        this.pendingInvalidations.clear();
        for (const r of resources) void this.queryClient.invalidateQueries({ queryKey: [r] });
      });
    }
    this.pendingInvalidations.add(resource);
  }

  private disown(owner: string, key: string): void {
    this.byOwner.get(owner)?.delete(key);
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    entry.owners.delete(owner);
    // A read still waiting for its first result keeps the subscription until it settles.
    if (entry.owners.size === 0 && entry.settled) this.drop(entry);
  }

  private drop(entry: Entry): void {
    if (this.entries.get(entry.key) !== entry) return;
    this.entries.delete(entry.key);
    entry.unsubscribe();
    for (const owner of entry.owners) this.byOwner.get(owner)?.delete(entry.key);
  }

  private evictOverflow(): void {
    while (this.entries.size > this.maxWatches) {
      let oldest: Entry | undefined;
      for (const entry of this.entries.values()) {
        if (entry.settled && (oldest === undefined || entry.lastRead < oldest.lastRead)) oldest = entry;
      }
      if (oldest === undefined) return;
      this.drop(oldest);
    }
  }

  private releaseLater(owner: string): void {
    this.cancelRelease(owner);
    const check = () => {
      this.timers.delete(owner);
      const query = this.queryClient.getQueryCache().get(owner);
      if (query === undefined || query.getObserversCount() === 0) this.release(owner);
    };
    if (this.releaseDelayMs <= 0) check();
    else this.timers.set(owner, setTimeout(check, this.releaseDelayMs));
  }

  private cancelRelease(owner: string): void {
    const timer = this.timers.get(owner);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(owner);
  }
}
