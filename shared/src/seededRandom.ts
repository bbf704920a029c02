/**
 * A small seeded random generator (mulberry32), for data that must come out the same on every run: the
 * local stack's demo members, the benches' populations and the tests' generated cases (so a failing case
 * can be run again). Not for anything secret.
 */

/** mulberry32's next 32-bit value: a 32-bit state, low bits uncorrelated unlike a plain LCG's. */
function mulberry32(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let r = Math.imul(state ^ (state >>> 15), 1 | state);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return (r ^ (r >>> 14)) >>> 0;
  };
}

/** Numbers in [0, 1), as Math.random gives, the same sequence for the same seed. */
export function seededRandom(seed: number): () => number {
  const next = mulberry32(seed);
  return () => next() / 4294967296;
}

/** Whole numbers in [0, n) for each call's n, the same sequence for the same seed. */
export function seededIntegers(seed: number): (n: number) => number {
  const next = mulberry32(seed);
  return (n) => next() % n;
}

/** One of the values, chosen by the generator. */
export function seededPick<V>(next: (n: number) => number, values: readonly V[]): V {
  if (values.length === 0) throw new Error("seededPick needs at least one value.");
  return values[next(values.length)] as V;
}
