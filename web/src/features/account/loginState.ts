/**
 * What other pages hand the login page through navigation state: the guard's `from` (where to return),
 * and the registration wizard's `email` and `registered` flag. State is untyped at runtime, so it is read
 * defensively.
 */
export interface LoginState {
  from?: string;
  email?: string;
  registered?: boolean;
}

export function readLoginState(state: unknown): LoginState {
  if (typeof state !== "object" || state === null) return {};
  const s = state as Record<string, unknown>;
  return {
    from: typeof s.from === "string" ? s.from : undefined,
    email: typeof s.email === "string" ? s.email : undefined,
    registered: s.registered === true,
  };
}

/** Only a path of this site: never `//other.host` or `https://…`, so a crafted link cannot send people away. */
export function safeReturnPath(from: string | undefined, fallback = "/home"): string {
  if (!from || !from.startsWith("/") || from.startsWith("//") || from.startsWith("/login")) return fallback;
  return from;
}
