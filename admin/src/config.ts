/**
 * Where the console's services live. Production sets the VITE_ variables at build time; without them the
 * console talks to the offline stack that `npm start` runs (ports in docs/architecture.md).
 */
const env = import.meta.env;

export const config = {
  convexUrl: env.VITE_CONVEX_URL ?? "http://127.0.0.1:3210",
  clerkPublishableKey: env.VITE_CLERK_PUBLISHABLE_KEY ?? null,
  localIdentityUrl: env.VITE_LOCAL_IDENTITY_URL ?? "http://127.0.0.1:3210/auth",
  /**
   * The console keeps its own local-identity session, apart from the member app's
   * ("localIdentity.session"): a member signed in on the same browser is not signed into the console.
   */
  localSessionKey: "localIdentity.console",
} as const;
