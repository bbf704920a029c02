/**
 * What a member page needs from the server, started together as the app boots, instead of one
 * after another once React has drawn the auth providers and the session guard: the Convex WebSocket,
 * (local mode) the refresh of the access token, whose 60 s life is usually over when a page is opened,
 * and with that token the page's first queries (bootQueries.ts), so their answers are here when the page
 * mounts. The page's code comes with its shell (web/vite/prerender.ts), its words with main.tsx's
 * preloadMemberPage. Clerk refreshes its own token as its chunk loads, so with Clerk the queries wait for
 * the page.
 */
export interface MemberBoot {
  pathname: string;
  /** Whether `pathname` is a member page (memberRoutes.ts): public pages need none of this. */
  isMemberPage(pathname: string): boolean;
  /** Opens the Convex connection. */
  connect(): void;
  /** Local mode's identity client; null with Clerk. */
  identity: {
    readonly user: { readonly id: string } | null;
    getToken(options?: { forceRefresh?: boolean }): Promise<string | null>;
  } | null;
  /** Authenticates Convex as this member with this token source and asks the page's first queries (bootQueries.ts). */
  startQueries(fetchToken: (args: { forceRefreshToken: boolean }) => Promise<string | null>, userId: string): void;
}

/** Returns whether anything was started (only on member pages; public pages need none of it). */
export function startMemberBoot(boot: MemberBoot): boolean {
  if (!boot.isMemberPage(boot.pathname)) return false;
  boot.connect();
  const identity = boot.identity;
  const user = identity?.user;
  if (identity && user) {
    // A failed refresh is the provider's to handle (it asks again and signs out on a refusal).
    void identity.getToken().catch(() => null);
    // The same token: the identity client shares one refresh between its callers.
    boot.startQueries(({ forceRefreshToken }) => identity.getToken({ forceRefresh: forceRefreshToken }), user.id);
  }
  return true;
}
