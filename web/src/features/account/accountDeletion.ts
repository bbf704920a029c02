import { useSyncExternalStore } from "react";

/**
 * Whether this tab is deleting its account right now. Between removing the profile and removing the
 * login, the member guard sees a login without a profile and sends it to /register; the registration
 * page it opens shows a loader instead of offering to register again, until the app moves on to /
 * (which, being a lazy route, can take a moment after the deletion finished).
 */
let deleting = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  deleting = value;
  for (const listener of listeners) listener();
}

export const accountDeletion = {
  start: () => set(true),
  finish: () => set(false),
};

export function useAccountDeletionInProgress(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => deleting,
  );
}
