/**
 * What a member page needs, started together as the app boots (issue 18), instead of one after another
 * once React has drawn the auth providers and the session guard: the page's code and words, the Convex
 * WebSocket, and (local mode) the refresh of the access token, whose 60 s life is usually over when a
 * page is opened. The Convex provider then authenticates on the open socket with the token already here,
 * and the page renders as soon as its first query answers. Clerk refreshes its own token as it loads.
 */
export interface MemberBoot {
  pathname: string;
  /** Starts fetching the member page at `pathname`; false when it is no member page. */
  preloadPage(pathname: string): boolean;
  /** Opens the Convex connection. */
  connect(): void;
  /** Local mode's identity client; null with Clerk. */
  identity: { readonly user: unknown; getToken(): Promise<string | null> } | null;
}

/** Returns whether anything was started (only on member pages; public pages need none of it). */
export function startMemberBoot(boot: MemberBoot): boolean {
  if (!boot.preloadPage(boot.pathname)) return false;
  boot.connect();
  // A failed refresh is the provider's to handle (it asks again and signs out on a refusal).
  if (boot.identity?.user) void boot.identity.getToken().catch(() => null);
  return true;
}
