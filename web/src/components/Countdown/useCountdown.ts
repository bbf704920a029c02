import { useCallback, useEffect, useRef, useState } from "react";

/** How often the remaining time is recomputed; well under a second so the display never skips a number. */
const TICK_MS = 250;

export interface CountdownState {
  /** Whole seconds left, counting a started second as a second: `seconds` before the start, 0 when done. */
  remaining: number;
  running: boolean;
  done: boolean;
  start: () => void;
}

/**
 * A countdown of `seconds` that starts on `start()` and calls `onDone` once when it reaches zero.
 * Remaining time comes from the clock (an end instant), not from counting ticks: phones throttle timers
 * in background tabs, and a counted countdown would then run slow.
 */
export function useCountdown(seconds: number, onDone?: () => void): CountdownState {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const onDoneRef = useRef(onDone);
  const firedFor = useRef<number | null>(null);

  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);

  const remaining = endsAt === null ? seconds : Math.max(0, Math.ceil((endsAt - now) / 1000));
  const done = endsAt !== null && remaining === 0;

  useEffect(() => {
    if (endsAt === null || done) return;
    const id = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(id);
  }, [endsAt, done]);

  useEffect(() => {
    // Once per start, even when React runs effects twice in development.
    if (done && endsAt !== null && firedFor.current !== endsAt) {
      firedFor.current = endsAt;
      onDoneRef.current?.();
    }
  }, [done, endsAt]);

  const start = useCallback(() => {
    const startedAt = Date.now();
    setNow(startedAt);
    setEndsAt(startedAt + seconds * 1000);
  }, [seconds]);

  return { remaining, running: endsAt !== null && !done, done, start };
}
