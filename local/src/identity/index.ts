/**
 * The local identity: what Clerk is in production, for `npm start` and the tests. Email and password
 * accounts, RS256 access tokens that Convex trusts through LOCAL_AUTH_ISSUER (convex/auth.config.ts),
 * and a mailbox page for the mail it would send. Mount `handler` on the backend's HTTP server.
 */
import { mkdir } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { loadOrCreateSigningKey } from "./keys";
import { Mailbox } from "./mailbox";
import { SmsOutbox } from "./smsOutbox";
import { WhatsAppOutbox } from "./whatsappOutbox";
import { createDecoyHash } from "./passwords";
import { createRouter } from "./routes";
import { DEFAULT_LIMITS, IdentityService, type IdentityLimits, type PublicUser } from "./service";
import { IdentityStore } from "./store";
import { AccessTokens, type VerifiedToken } from "./tokens";

export { LocalIdentityError } from "./errors";
export type { IdentityLimits, PublicUser, SessionTokens } from "./service";
export { DEFAULT_LIMITS } from "./service";
export type { VerifiedToken } from "./tokens";

export interface LocalIdentityOptions {
  /** Folder for accounts, sessions, the signing key and the mailbox; created if missing. */
  dataDir: string;
  /** Token issuer and base URL of the routes, e.g. http://127.0.0.1:3210/auth; must have a path. */
  issuer: string;
  /** Browser origins allowed to call /auth/*, e.g. the member app and the admin console. */
  allowedOrigins: string[];
  /** The app page that takes `?token=` and asks for a new password. */
  appResetUrl: string;
  /**
   * Enables `POST <issuer>/admin/delete-user` for the backend, authorised by this secret (LOCAL_IDENTITY_ADMIN_SECRET).
   */
  adminSecret?: string;
  log?: (line: string) => void;
  now?: () => number;
  /** Access tokens live this long (default 60 s, as Clerk's session tokens); the client refreshes them. */
  accessTokenTtlSeconds?: number;
  /** Attempt limits; DEFAULT_LIMITS when unset. */
  limits?: Partial<IdentityLimits>;
  refreshTokenTtlSeconds?: number;
  resetTokenTtlSeconds?: number;
}

export interface LocalIdentity {
  /**
   * Answers the routes it owns (`<issuer path>/*`, /mailbox, /mailbox.json, /sms-outbox.json, /whatsapp-outbox(.json))
   * and returns false for any other.
   */
  handler: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
  /**
   * Signature, issuer, audience "convex" and expiry, and the token's session still open (not signed out,
   * reset or deleted); null for anything else. The local backend trusts only what this accepts.
   */
  verifyToken: (jwt: string) => Promise<VerifiedToken | null>;
  /**
   * For seeding (the address counts as verified); throws LocalIdentityError (409 email_in_use) for an existing email.
   */
  createUser(email: string, password: string, name?: string): Promise<{ userId: string }>;
  /**
   * For seeding many accounts: creates the absent ones (verified) with one shared hash of `password` and
   * saves once; returns each given email's user id.
   */
  importUsers(
    accounts: ReadonlyArray<{ email: string; name?: string }>,
    password: string,
  ): Promise<Map<string, string>>;
  findUserByEmail(email: string): Promise<PublicUser | null>;
  /** For the admin console: removes the login and ends its sessions. */
  deleteUserByEmail(email: string): Promise<boolean>;
  /** Waits for pending writes. */
  close(): Promise<void>;
}

const HOUR = 3600;
/** Clerk's session tokens live 60 s; so do these. */
const ACCESS_TOKEN_TTL_SECONDS = 60;

export async function createLocalIdentity(options: LocalIdentityOptions): Promise<LocalIdentity> {
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => undefined);
  const issuer = options.issuer.replace(/\/+$/, "");
  if (new URL(issuer).pathname === "/") {
    throw new Error(
      "Local identity: the issuer needs a path (e.g. http://127.0.0.1:3210/auth) so its routes do not shadow others.",
    );
  }
  await mkdir(options.dataDir, { recursive: true });
  const [key, store, mailbox, smsOutbox, whatsappOutbox, decoyHash] = await Promise.all([
    loadOrCreateSigningKey(options.dataDir),
    IdentityStore.open(options.dataDir, now),
    Mailbox.open(options.dataDir, now),
    SmsOutbox.open(options.dataDir, now),
    WhatsAppOutbox.open(options.dataDir, now),
    createDecoyHash(),
  ]);
  const tokens = new AccessTokens(key, issuer, options.accessTokenTtlSeconds ?? ACCESS_TOKEN_TTL_SECONDS, now);
  const service = new IdentityService({
    store,
    mailbox,
    tokens,
    decoyHash,
    appResetUrl: options.appResetUrl,
    verifyUrl: `${issuer}/verify-email`,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    refreshTtlMs: (options.refreshTokenTtlSeconds ?? 30 * 24 * HOUR) * 1000,
    resetTtlMs: (options.resetTokenTtlSeconds ?? HOUR) * 1000,
    now,
    log,
  });
  const handler = createRouter({
    service,
    mailbox,
    smsOutbox,
    whatsappOutbox,
    key,
    issuer,
    allowedOrigins: options.allowedOrigins,
    adminSecret: options.adminSecret,
    log,
  });

  return {
    handler,
    verifyToken: async (jwt) => ((await service.signedIn(jwt)) === null ? null : await tokens.verify(jwt)),
    createUser: async (email, password, name) => ({
      userId: (await service.createUser(email, password, name, true)).id,
    }),
    importUsers: (accounts, password) => service.importUsers(accounts, password),
    findUserByEmail: async (email) => service.findUserByEmail(email),
    deleteUserByEmail: (email) => service.deleteUserByEmail(email),
    close: async () => {
      await Promise.all([store.flush(), mailbox.flush(), smsOutbox.flush(), whatsappOutbox.flush()]);
    },
  };
}
