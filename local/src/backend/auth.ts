/**
 * Token authentication. convex-test does not verify JWTs, so the backend verifies each token itself
 * (through the injected verifier, e.g. the local identity's JWKS) and then runs functions as that identity.
 */
import type { UserIdentity } from "convex/server";

export type VerifiedIdentity = {
  subject: string;
  issuer: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
};

export type VerifyToken = (jwt: string) => Promise<VerifiedIdentity | null>;

/** The identity a function sees, with `tokenIdentifier` built exactly as Convex builds it. */
export function toUserIdentity(v: VerifiedIdentity): UserIdentity {
  return {
    tokenIdentifier: `${v.issuer}|${v.subject}`,
    subject: v.subject,
    issuer: v.issuer,
    ...(v.email !== undefined ? { email: v.email } : {}),
    ...(v.emailVerified !== undefined ? { emailVerified: v.emailVerified } : {}),
    ...(v.name !== undefined ? { name: v.name } : {}),
  };
}

/** Verify a token and accept it only from the configured issuer (as auth.config.ts would). */
export function createAuthenticator(localIssuer: string, verifyToken: VerifyToken) {
  return async (jwt: string): Promise<UserIdentity | null> => {
    let verified: VerifiedIdentity | null;
    try {
      verified = await verifyToken(jwt);
    } catch {
      verified = null;
    }
    if (verified === null || verified.issuer !== localIssuer) return null;
    return toUserIdentity(verified);
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;
