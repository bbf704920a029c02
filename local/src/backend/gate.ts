/**
 * Turns on the engine for client calls. convex-test runs one transaction at a time anyway; this decides
 * the order, which convex-test's own lock leaves to whoever wakes first:
 * - a write (a mutation) goes before waiting reads, so an acknowledgement does not wait behind every
 *   subscription's re-run; after MAX_WRITES_IN_A_ROW writes a waiting read gets its turn, so reads are
 *   never starved;
 * - a read turn may run several queries back to back (a connection's whole query set), and no client
 *   write can land between them, so they read one commit;
 * - between turns the event loop polls, so requests and disk completions are seen while reads queue.
 * Work that does not come through a client (actions' own mutations, scheduled functions, uploads) still
 * takes convex-test's lock directly; callers check that what they read is still current.
 */
export type TurnKind = "write" | "read";

/** Writes let through in a row while reads wait. */
const MAX_WRITES_IN_A_ROW = 8;

type Waiter = { start: () => void };

export function createGate() {
  const waiting: Record<TurnKind, Waiter[]> = { write: [], read: [] };
  let busy = false;
  let writesInARow = 0;

  function next(): void {
    if (busy) return;
    const readsWait = waiting.read.length > 0;
    const takeWrite = waiting.write.length > 0 && !(readsWait && writesInARow >= MAX_WRITES_IN_A_ROW);
    const waiter = takeWrite ? waiting.write.shift() : waiting.read.shift();
    if (waiter === undefined) return;
    writesInARow = takeWrite ? writesInARow + 1 : 0;
    busy = true;
    waiter.start();
  }

  return {
    /** Run `fn` in a turn of its kind. Never from inside a turn: it would wait for itself. */
    run<T>(kind: TurnKind, fn: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting[kind].push({
          start: () => {
            void new Promise<T>((started) => started(fn()))
              .then(resolve, reject)
              .finally(() => {
                busy = false;
                // The next turn starts after the event loop has polled: queries that run on microtasks
                // alone would otherwise hold it, and no request (a mutation) or disk completion got in.
                setImmediate(next);
              });
          },
        });
        next();
      });
    },
    /** Calls waiting for a turn, by kind (for tests and stats). */
    waiting: () => ({ write: waiting.write.length, read: waiting.read.length }),
  };
}

export type Gate = ReturnType<typeof createGate>;
