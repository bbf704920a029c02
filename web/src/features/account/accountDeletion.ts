import { useEffect, useSyncExternalStore } from "react";

/**
 * Where this tab is in deleting its account. Between removing the profile and removing the login the
 * member guard would see a login without a profile (and send it to /register), then a visitor (and send
 * it to /login). While `deleting`, and once `done` until the guarded page has been left for /, the guard
 * sends nobody anywhere (SPEC §4: the deletion ends on /). react-router applies navigations as
 * transitions, after urgent updates such as this store's, so the flag cannot simply be cleared beside
 * navigate("/"): it is cleared when the guard unmounts (useClearDeletionOnLeave).
 */
export type DeletionPhase = "idle" | "deleting" | "done";

let phase: DeletionPhase = "idle";
const listeners = new Set<() => void>();

function set(next: DeletionPhase): void {
  phase = next;
  for (const listener of listeners) listener();
}

export const accountDeletion = {
  start: () => set("deleting"),
  /** The account (or at least its profile) is gone; the app is on its way to /. */
  done: () => set("done"),
  /** The deletion failed with nothing removed: the member stays where they are. */
  abort: () => set("idle"),
};

export function useAccountDeletionPhase(): DeletionPhase {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => phase,
  );
}

/** For the member guard: leaving the guarded pages ends a finished deletion. */
export function useClearDeletionOnLeave(): void {
  useEffect(
    () => () => {
      if (phase === "done") set("idle");
    },
    [],
  );
}
