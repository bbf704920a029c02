/**
 * Turns on the engine for client calls. convex-test runs one transaction at a time anyway; this decides
 * the order, which convex-test's own lock leaves to whoever wakes first:
 * - a write (a mutation) goes before waiting reads, so an acknowledgement does not wait behind every
 *   subscription's re-run; after MAX_WRITES_IN_A_ROW writes a waiting read gets its turn, so reads are
 *   never starved;
 * - among reads, an urgent one (the refresh of a connection whose member is waiting for their own write
 *   to show, or whose own profile someone else changed) goes first, the cheapest urgent one first; then
 *   the cheapest (by its estimated cost: a `members.me` before a page of
 *   matches), so a cheap update is not stuck behind every viewer's page; an ordinary read that has
 *   waited AGED_READ_MS goes before cheaper ones (oldest first), and after MAX_URGENT_IN_A_ROW urgent
 *   reads an ordinary one gets its turn, so none is starved;
 * - a read turn may run several queries back to back (a connection's whole query set), and no client
 *   write can land between them, so they read one commit;
 * - a turn starts from a turn of the event loop of its own (setImmediate), never straight from the end
 *   of another or from a caller's microtask, so the loop polls between turns: requests, disk completions
 *   and new connections are seen while reads queue. Node accepts one new connection per turn of its
 *   event loop; when a chain of turns ran in one (a turn's end started the next through the callers'
 *   promises), 100 members' first requests waited up to 35 s to be accepted. Only waiting writes follow
 *   each other in one turn of the loop, up to WRITES_PER_LOOP_TURN (a few ms each), so that their
 *   commits share one fsync (persist.ts writes once per turn of the loop).
 * Work that does not come through a client (actions' own mutations, scheduled functions, uploads) still
 * takes convex-test's lock directly; callers check that what they read is still current.
 */
export type TurnKind = "write" | "read";

/** How a read asks for its turn. */
export type ReadOptions = {
  /**
   * A member is waiting for this read (their own write to show): it goes before other reads. A function
   * is asked again while the read waits: a connection's queued refresh becomes urgent when its member
   * sends a mutation.
   */
  urgent?: boolean | (() => boolean);
  /** Estimated milliseconds on the engine: cheaper reads go first. */
  costMs?: number;
};

/** Writes let through in a row while reads wait. */
const MAX_WRITES_IN_A_ROW = 8;
/** Writes run back to back in one turn of the event loop (sharing one fsync). */
const WRITES_PER_LOOP_TURN = 8;
/** Urgent reads let through in a row while ordinary reads wait. */
const MAX_URGENT_IN_A_ROW = 8;
/** An ordinary read that has waited this long goes before cheaper ones (oldest first). */
const AGED_READ_MS = 2_000;

type Waiter = { start: () => void; queued: number; costMs: number; urgent: boolean; urgentNow?: () => boolean };

/** Recent turns' figures kept for stats (benchmarks): at most this many per kind. */
const KEPT_TIMINGS = 10_000;

/** Milliseconds each recent turn waited for the engine and then held it, oldest first. */
export type TurnTimings = Record<TurnKind | "urgent read", { waitedMs: number[]; heldMs: number[] }>;

function keep(list: number[], ms: number): void {
  list.push(ms);
  if (list.length > KEPT_TIMINGS) list.shift();
}

/**
 * The read to run next from a queue (urgent or ordinary): one that has waited AGED_READ_MS (the oldest),
 * else the cheapest (the earliest among equals).
 */
function takeRead(reads: Waiter[], now: number, agedReadMs: number): Waiter | undefined {
  if (reads.length === 0) return undefined;
  let chosen = 0;
  const oldest = reads[0] as Waiter;
  if (now - oldest.queued < agedReadMs) {
    for (let i = 1; i < reads.length; i++)
      if ((reads[i] as Waiter).costMs < (reads[chosen] as Waiter).costMs) chosen = i;
  }
  return reads.splice(chosen, 1)[0];
}

export function createGate(options: { agedReadMs?: number } = {}) {
  const agedReadMs = options.agedReadMs ?? AGED_READ_MS;
  const writes: Waiter[] = [];
  const urgent: Waiter[] = [];
  /** In arrival order (the oldest first). */
  const reads: Waiter[] = [];
  let busy = false;
  let scheduled = false;
  let writesInARow = 0;
  let urgentInARow = 0;
  /** Writes run in this turn of the event loop so far. */
  let writesThisLoopTurn = 0;
  const timings: TurnTimings = {
    write: { waitedMs: [], heldMs: [] },
    "urgent read": { waitedMs: [], heldMs: [] },
    read: { waitedMs: [], heldMs: [] },
  };

  /** Start the next turn from a turn of the event loop of its own (after it has polled). */
  function schedule(): void {
    if (busy || scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      writesThisLoopTurn = 0;
      next();
    });
  }

  /** Move the ordinary reads that have become urgent to the urgent queue. */
  function promote(): void {
    for (let i = 0; i < reads.length; ) {
      const read = reads[i] as Waiter;
      if (read.urgentNow?.() === true) {
        reads.splice(i, 1);
        read.urgent = true;
        urgent.push(read);
      } else i++;
    }
  }

  function pick(): Waiter | undefined {
    const now = performance.now();
    promote();
    const readsWait = urgent.length > 0 || reads.length > 0;
    if (writes.length > 0 && !(readsWait && writesInARow >= MAX_WRITES_IN_A_ROW)) {
      writesInARow += 1;
      return writes.shift();
    }
    writesInARow = 0;
    // Urgent reads are as many as members' own mutations, so the limit in a row is all ordinary ones need.
    // Urgent reads go cheapest first too: when every member waits for their own edit (a saturating
    // load), a member's look at their approved profile does not wait behind 100 members' pages.
    if (urgent.length > 0 && !(reads.length > 0 && urgentInARow >= MAX_URGENT_IN_A_ROW)) {
      urgentInARow += 1;
      return takeRead(urgent, now, agedReadMs);
    }
    urgentInARow = 0;
    return takeRead(reads, now, agedReadMs) ?? takeRead(urgent, now, agedReadMs);
  }

  function next(): void {
    if (busy) return;
    const waiter = pick();
    if (waiter === undefined) return;
    busy = true;
    waiter.start();
  }

  return {
    /** Run `fn` in a turn of its kind. Never from inside a turn: it would wait for itself. */
    run<T>(kind: TurnKind, fn: () => Promise<T>, options: ReadOptions = {}): Promise<T> {
      const urgentNow = typeof options.urgent === "function" ? options.urgent : undefined;
      const isUrgent = kind === "read" && (options.urgent === true || urgentNow?.() === true);
      const queue = kind === "write" ? writes : isUrgent ? urgent : reads;
      return new Promise<T>((resolve, reject) => {
        const queued = performance.now();
        const waiter: Waiter = {
          queued,
          costMs: options.costMs ?? 0,
          urgent: isUrgent,
          ...(kind === "read" && urgentNow !== undefined ? { urgentNow } : {}),
          start: () => {
            const started = performance.now();
            const figures = timings[kind === "write" ? "write" : waiter.urgent ? "urgent read" : "read"];
            keep(figures.waitedMs, started - queued);
            void new Promise<T>((begin) => begin(fn())).then(resolve, reject).finally(() => {
              keep(figures.heldMs, performance.now() - started);
              busy = false;
              // The next turn starts after the event loop has polled: queries that run on microtasks
              // alone would otherwise hold it, and no request (a mutation) or disk completion got in.
              // Waiting writes may follow at once, a few, to share the fsync of this turn of the loop.
              if (
                kind === "write" &&
                (writesThisLoopTurn += 1) < WRITES_PER_LOOP_TURN &&
                writes.length > 0 &&
                !(urgent.length + reads.length > 0 && writesInARow >= MAX_WRITES_IN_A_ROW)
              )
                next();
              else schedule();
            });
          },
        };
        queue.push(waiter);
        schedule();
      });
    },
    /** Calls waiting for a turn, by kind (for tests and stats). */
    waiting: () => ({ write: writes.length, read: urgent.length + reads.length }),
    /** Recent turns' waits and lengths (for the benchmarks). */
    timings: (): TurnTimings => {
      const copy = (k: keyof TurnTimings) => ({ waitedMs: [...timings[k].waitedMs], heldMs: [...timings[k].heldMs] });
      return { write: copy("write"), "urgent read": copy("urgent read"), read: copy("read") };
    },
  };
}

export type Gate = ReturnType<typeof createGate>;
