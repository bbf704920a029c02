/**
 * Access tokens (RS256 JWTs that Convex verifies) and opaque secrets (refresh and reset tokens), which
 * are handed out once and stored only as SHA-256 hashes, so a leaked data folder cannot replay them.
 */
import { createHash, randomBytes } from "node:crypto";
import { createLocalJWKSet, jwtVerify, SignJWT, type JWTVerifyGetKey } from "jose";
import { SIGNING_ALG, type SigningKey } from "./keys";

/** Convex's `applicationID` in convex/auth.config.ts: the audience every token carries. */
export const AUDIENCE = "convex";

export interface AccessClaims {
  userId: string;
  sessionId: string;
  email: string;
  /** Only an address proven by a mailed link (or created by the operator) is claimed verified. */
  emailVerified: boolean;
  name?: string;
}

export interface VerifiedToken {
  subject: string;
  issuer: string;
  sessionId?: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
}

export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

export class AccessTokens {
  private readonly keySet: JWTVerifyGetKey;

  constructor(
    private readonly key: SigningKey,
    private readonly issuer: string,
    private readonly ttlSeconds: number,
    private readonly now: () => number,
  ) {
    this.keySet = createLocalJWKSet({ keys: [key.publicJwk] });
  }

  /** Returns the token and its expiry in epoch milliseconds. */
  async sign(claims: AccessClaims): Promise<{ token: string; expiresAt: number }> {
    const iat = Math.floor(this.now() / 1000);
    const exp = iat + this.ttlSeconds;
    const token = await new SignJWT({
      email: claims.email,
      email_verified: claims.emailVerified,
      ...(claims.name ? { name: claims.name } : {}),
      sid: claims.sessionId,
    })
      .setProtectedHeader({ alg: SIGNING_ALG, kid: this.key.kid, typ: "JWT" })
      .setIssuer(this.issuer)
      .setAudience(AUDIENCE)
      .setSubject(claims.userId)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(this.key.privateKey);
    return { token, expiresAt: exp * 1000 };
  }

  /** Signature, algorithm, issuer, audience and expiry checked, as Convex checks them; null when any fails. */
  async verify(jwt: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(jwt, this.keySet, {
        issuer: this.issuer,
        audience: AUDIENCE,
        algorithms: [SIGNING_ALG],
        currentDate: new Date(this.now()),
        requiredClaims: ["sub", "exp", "iat"],
      });
      if (typeof payload.sub !== "string" || typeof payload.iss !== "string") return null;
      return {
        subject: payload.sub,
        issuer: payload.iss,
        ...(typeof payload.sid === "string" ? { sessionId: payload.sid } : {}),
        ...(typeof payload.email === "string" ? { email: payload.email } : {}),
        ...(typeof payload.email_verified === "boolean" ? { emailVerified: payload.email_verified } : {}),
        ...(typeof payload.name === "string" ? { name: payload.name } : {}),
      };
    } catch {
      return null;
    }
  }
}
