/**
 * An in-memory stand-in for the Convex client the data provider uses: query, mutation and action run
 * handlers registered by function name ("admin/members:list"); watchQuery keeps a subscription that
 * `rerun()` re-evaluates and notifies when its result changed, as Convex does after a write.
 */
import { getFunctionName, type FunctionReference } from "convex/server";
import type { Args, ConvexLike, LiveWatch } from "../dataProvider/convexClient";

type Handler = (args: Args) => unknown;

export interface Call {
  kind: "query" | "mutation" | "action" | "watch";
  name: string;
  args: Args;
}

class FakeWatch implements LiveWatch {
  private readonly listeners = new Set<() => void>();
  private result: { value: unknown } | { error: unknown } | undefined;
  private json: string | undefined;

  constructor(
    private readonly owner: FakeConvex,
    readonly name: string,
    readonly args: Args,
  ) {}

  onUpdate(callback: () => void): () => void {
    this.listeners.add(callback);
    this.owner.active.add(this);
    if (this.result === undefined) queueMicrotask(() => this.evaluate());
    return () => {
      this.listeners.delete(callback);
      if (this.listeners.size === 0) this.owner.active.delete(this);
    };
  }

  localQueryResult(): unknown {
    if (this.result === undefined) return undefined;
    if ("error" in this.result) throw this.result.error;
    return this.result.value;
  }

  /** Runs the handler again; listeners hear of it only when the answer changed. */
  evaluate(): void {
    let next: { value: unknown } | { error: unknown };
    try {
      next = { value: this.owner.run("query", this.name, this.args) };
    } catch (error) {
      next = { error };
    }
    const json = "value" in next ? JSON.stringify(next.value) : `error:${String(next.error)}`;
    if (this.result !== undefined && json === this.json) return;
    this.result = next;
    this.json = json;
    for (const listener of [...this.listeners]) listener();
  }
}

export class FakeConvex implements ConvexLike {
  readonly calls: Call[] = [];
  readonly active = new Set<FakeWatch>();
  private readonly handlers = new Map<string, Handler>();

  /** Registers what a function returns (or throws) for given args. */
  on(name: string, handler: Handler): this {
    this.handlers.set(name, handler);
    return this;
  }

  run(kind: Call["kind"], name: string, args: Args): unknown {
    const handler = this.handlers.get(name);
    if (handler === undefined) throw new Error(`FakeConvex: no handler for ${name}`);
    return handler(args);
  }

  private async call(
    kind: Call["kind"],
    ref: FunctionReference<"query" | "mutation" | "action">,
    args: Args,
  ): Promise<unknown> {
    const name = getFunctionName(ref);
    this.calls.push({ kind, name, args });
    await Promise.resolve();
    const result = this.run(kind, name, args);
    // A write re-runs the subscriptions, as the real backend does before the mutation's promise resolves.
    if (kind === "mutation") this.rerun();
    return result;
  }

  query(ref: FunctionReference<"query">, args: Args): Promise<unknown> {
    return this.call("query", ref, args);
  }

  mutation(ref: FunctionReference<"mutation">, args: Args): Promise<unknown> {
    return this.call("mutation", ref, args);
  }

  action(ref: FunctionReference<"action">, args: Args): Promise<unknown> {
    return this.call("action", ref, args);
  }

  watchQuery(ref: FunctionReference<"query">, args: Args): LiveWatch {
    const name = getFunctionName(ref);
    this.calls.push({ kind: "watch", name, args });
    return new FakeWatch(this, name, args);
  }

  /** Re-evaluates every live subscription (after changing the data behind the handlers). */
  rerun(): void {
    for (const watch of [...this.active]) watch.evaluate();
  }

  /** The calls (query and watch) made to `name`, in order. */
  callsTo(name: string): Call[] {
    return this.calls.filter((c) => c.name === name);
  }
}

/**
 * Convex-style pagination over an array: the cursor is the index where the page starts. With `maxRead`
 * (the server's bound on rows read when filtering) a page may hold fewer rows than asked while not done.
 */
export function paginate<T>(
  rows: readonly T[],
  args: Args,
  options: { where?: (row: T) => boolean; maxRead?: number } = {},
): { page: T[]; isDone: boolean; continueCursor: string } {
  const opts = args.paginationOpts as { numItems: number; cursor: string | null };
  const start = opts.cursor === null ? 0 : Number(opts.cursor);
  const page: T[] = [];
  let i = start;
  let read = 0;
  while (i < rows.length && page.length < opts.numItems && read < (options.maxRead ?? Infinity)) {
    const row = rows[i] as T;
    if (options.where === undefined || options.where(row)) page.push(row);
    i++;
    read++;
  }
  return { page, isDone: i >= rows.length, continueCursor: String(i) };
}
