/**
 * The console's auth interface: what react-admin's authProvider and the Convex client need from an
 * identity provider, and nothing more (no sign-up, no password reset: staff accounts are made elsewhere).
 * Two implementations: the local identity (local.ts) and Clerk (ClerkAuth.tsx), picked in AuthRoot.tsx.
 * Imperative rather than React state, because react-admin's authProvider is a plain object.
 */
export interface ConsoleUser {
  id: string;
  email: string;
}

export interface ConsoleAuth {
  readonly mode: "local" | "clerk";
  /** Who is signed in on this browser, or null. */
  user(): ConsoleUser | null;
  signIn(email: string, password: string): Promise<void>;
  /** Ends the session; never throws (an unreachable server must not keep anyone signed in). */
  signOut(): Promise<void>;
  /** A token for Convex, or null when signed out; `forceRefresh` after the backend refused one. */
  getToken(options: { forceRefresh: boolean }): Promise<string | null>;
  /** Called with the new user (or null) on sign-in and sign-out, here or in another tab. */
  onChange(listener: (user: ConsoleUser | null) => void): () => void;
}

/** A failed sign-in, with a message people can read (react-admin's login form shows it). */
export class AuthError extends Error {
  constructor(
    readonly code: "invalid_credentials" | "network" | "unknown",
    message: string,
  ) {
    super(message);
    this.name = "AuthError";
  }
}
