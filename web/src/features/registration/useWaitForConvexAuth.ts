import { useConvexAuth } from "convex/react";
import { useCallback, useEffect, useRef } from "react";

const WAIT_MS = 20_000;

/**
 * A promise that settles once Convex has accepted the new login's token. A sign-in resolves before
 * React re-renders and before Convex fetched that token, so a mutation sent right after it would run
 * as a visitor.
 */
export function useWaitForConvexAuth(): () => Promise<void> {
  const { isAuthenticated } = useConvexAuth();
  const authenticated = useRef(isAuthenticated);
  const waiting = useRef(new Set<() => void>());

  useEffect(() => {
    authenticated.current = isAuthenticated;
    if (!isAuthenticated) return;
    for (const resolve of waiting.current) resolve();
    waiting.current.clear();
  }, [isAuthenticated]);

  return useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        if (authenticated.current) {
          resolve();
          return;
        }
        const timer = setTimeout(() => {
          waiting.current.delete(done);
          reject(new Error("Timed out waiting for the backend to accept the login."));
        }, WAIT_MS);
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        waiting.current.add(done);
      }),
    [],
  );
}
