import { useEffect, useState } from "react";

/**
 * Whole seconds until `at` (ms since epoch), ticking each second; 0 once it has passed or when `at` is null.
 * At most `max`: the browser's clock may run a little behind the server's that set `at`.
 */
export function useSecondsUntil(at: number | null, max = Number.POSITIVE_INFINITY): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null || at <= Date.now()) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= at) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? 0 : Math.min(max, Math.max(0, Math.ceil((at - now) / 1000)));
}
