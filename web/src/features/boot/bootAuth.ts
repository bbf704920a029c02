/**
 * The boot's authentication of the Convex client, taken over by LocalAuth's provider.
 *
 * The boot (earlyBoot.ts) authenticates Convex with the member's token before React runs, so the page's first
 * queries are answered while its code downloads. Convex's ConvexProviderWithAuth then authenticates again
 * when React mounts it, with the same token: the socket pauses, the server runs every query again, and
 * until its answer `useConvexAuth()` says "loading", so /home drew a loader first and the page a round
 * trip later, in one long blocking render, once the answers came back a second time.
 *
 * Instead the provider's first `setAuth` adopts the boot's authentication when it is for the same member:
 * its callbacks receive the boot's (the server's confirmation, a later refusal) and nothing is sent.
 * Anything else (another member, a sign-out, a second sign-in) goes to Convex as before, and ends the boot's.
 */
import type { ConvexReactClient } from "convex/react";
import { startTransition } from "react";

type FetchToken = (args: { forceRefreshToken: boolean }) => Promise<string | null | undefined>;
type OnChange = (isAuthenticated: boolean) => void;
type OnRefreshChange = (isRefreshing: boolean) => void;

interface BootAuth {
  userId: string;
  /** The server's answer to the boot's token: null until it comes. */
  confirmed: boolean | null;
  adopted: boolean;
  onChange?: OnChange;
  onRefreshChange?: OnRefreshChange;
}

let boot: BootAuth | null = null;

/** Authenticates `convex` as `userId` for the boot's queries (bootQueries.ts). */
export function startBootAuth(convex: ConvexReactClient, userId: string, fetchToken: FetchToken): void {
  const auth: BootAuth = { userId, confirmed: null, adopted: false };
  boot = auth;
  convex.setAuth(
    fetchToken,
    (isAuthenticated) => {
      auth.confirmed = isAuthenticated;
      auth.onChange?.(isAuthenticated);
    },
    (isRefreshing) => auth.onRefreshChange?.(isRefreshing),
  );
}

/**
 * Whether the server has accepted the boot's token for this member, and no other authentication has
 * replaced it since: the session (useSession.ts) counts the member as signed in before the provider's
 * state says so, which it does only after its effects have run, after the first render.
 */
export function bootAuthenticated(userId: string): boolean {
  return boot !== null && boot.userId === userId && boot.confirmed === true;
}

/**
 * `convex` for LocalAuth's ConvexProviderWithAuth: its first `setAuth` for the boot's member adopts the
 * boot's authentication (see above); everything else is Convex's own. `currentUserId` is the member the
 * provider authenticates.
 */
export function withBootAuth(convex: ConvexReactClient, currentUserId: () => string | null): ConvexReactClient {
  const setAuth = (fetchToken: FetchToken, onChange?: OnChange, onRefreshChange?: OnRefreshChange) => {
    const auth = boot;
    if (auth !== null && !auth.adopted && auth.confirmed !== false && auth.userId === currentUserId()) {
      auth.adopted = true;
      auth.onChange = onChange;
      auth.onRefreshChange = onRefreshChange;
      // The provider's state then says what the session already counts on (useSession.ts), so its update
      // is a transition: rendered in slices after the first paint, not in one block before it (every
      // component that reads the session draws again, the whole page with it).
      if (auth.confirmed === true) startTransition(() => onChange?.(true));
      return;
    }
    boot = null;
    convex.setAuth(fetchToken, onChange, onRefreshChange);
  };
  const clearAuth = () => {
    boot = null;
    convex.clearAuth();
  };
  const bound = new Map<PropertyKey, unknown>();
  return new Proxy(convex, {
    get(target, property) {
      if (property === "setAuth") return setAuth;
      if (property === "clearAuth") return clearAuth;
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      // The client's methods run on the client itself, not on this wrapper.
      if (!bound.has(property)) bound.set(property, (value as (...args: unknown[]) => unknown).bind(target));
      return bound.get(property);
    },
  });
}
