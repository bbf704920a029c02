/**
 * Deleting a member's login when the account is deleted (by the member or an admin). Production: Clerk's Backend API
 * (`DELETE https://api.clerk.com/v1/users/{user_id}` with the secret key). Local mode: the local
 * identity's server-to-server route (`POST {LOCAL_AUTH_ISSUER}/admin/delete-user`) with the shared
 * LOCAL_IDENTITY_ADMIN_SECRET. The user id is the token's subject: a tokenIdentifier is `issuer|subject`.
 * Pure functions here; the action in convex/admin/identity.ts does the fetch and records the outcome.
 */

export const CLERK_API = "https://api.clerk.com/v1";
/**
 * Network errors, 429 and 5xx are retried after these delays, the last one repeated until the provider
 * answers: a login must not outlive its account because the provider was down for a day.
 */
export const RETRY_DELAYS_MS = [60_000, 10 * 60_000, 60 * 60_000, 6 * 60 * 60_000] as const;
/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryDelay(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0];
}
/** How long a claimed deletion is left to its action before the sweep tries it again. */
export const DELETION_LEASE_MS = 2 * 60_000;

export type IdentityEnv = {
  CLERK_SECRET_KEY?: string;
  CLERK_JWT_ISSUER_DOMAIN?: string;
  LOCAL_AUTH_ISSUER?: string;
  LOCAL_IDENTITY_ADMIN_SECRET?: string;
};

export type DeletionRequest =
  | { provider: "clerk" | "local"; url: string; init: RequestInit }
  | { provider: "none"; reason: string };

const trimSlash = (url: string) => url.replace(/\/+$/, "");

export function splitTokenIdentifier(tokenIdentifier: string): { issuer: string; subject: string } | null {
  const bar = tokenIdentifier.lastIndexOf("|");
  if (bar <= 0 || bar === tokenIdentifier.length - 1) return null;
  return { issuer: tokenIdentifier.slice(0, bar), subject: tokenIdentifier.slice(bar + 1) };
}

/** The HTTP call that deletes the identity behind a tokenIdentifier, or why none can be made. */
export function deletionRequest(tokenIdentifier: string, env: IdentityEnv): DeletionRequest {
  const token = splitTokenIdentifier(tokenIdentifier);
  if (token === null) return { provider: "none", reason: "the profile's token identifier has no issuer|subject" };
  const issuer = trimSlash(token.issuer);
  const local = env.LOCAL_AUTH_ISSUER ? trimSlash(env.LOCAL_AUTH_ISSUER) : undefined;
  if (local !== undefined && issuer === local) {
    if (!env.LOCAL_IDENTITY_ADMIN_SECRET) return { provider: "none", reason: "LOCAL_IDENTITY_ADMIN_SECRET is not set" };
    return {
      provider: "local",
      url: `${local}/admin/delete-user`,
      init: {
        method: "POST",
        headers: { Authorization: `Bearer ${env.LOCAL_IDENTITY_ADMIN_SECRET}`, "Content-Type": "application/json" },
        body: JSON.stringify({ userId: token.subject }),
      },
    };
  }
  const clerkIssuer = env.CLERK_JWT_ISSUER_DOMAIN ? trimSlash(env.CLERK_JWT_ISSUER_DOMAIN) : undefined;
  // A token from an issuer that is not Clerk's is not Clerk's to delete.
  if (clerkIssuer !== undefined && issuer !== clerkIssuer)
    return { provider: "none", reason: `unknown issuer ${issuer}` };
  if (!env.CLERK_SECRET_KEY) return { provider: "none", reason: "CLERK_SECRET_KEY is not set" };
  return {
    provider: "clerk",
    url: `${CLERK_API}/users/${encodeURIComponent(token.subject)}`,
    init: { method: "DELETE", headers: { Authorization: `Bearer ${env.CLERK_SECRET_KEY}` } },
  };
}

export type DeletionOutcome = "deleted" | "retry" | "failed";

/** 2xx deleted; 404 already gone (deleted before, or by the member); 429 and 5xx worth a retry. */
export function outcomeOf(status: number | null): DeletionOutcome {
  if (status === null || status === 429 || status >= 500) return "retry";
  if ((status >= 200 && status < 300) || status === 404) return "deleted";
  return "failed";
}
