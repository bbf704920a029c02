/**
 * Accounts, sessions and reset tokens, held in memory and saved as one JSON document after every change,
 * so a change that touches several of them (an account deletion) lands on disk all at once or not at all.
 */
import { join } from "node:path";
import { JsonFile } from "./jsonFile";

export interface UserRecord {
  id: string;
  /** Trimmed and lowercased; unique. */
  email: string;
  name?: string;
  passwordHash: string;
  /** Set once the person opened the verification link mailed to this address; absent counts as unverified. */
  emailVerified?: boolean;
  createdAt: number;
  updatedAt: number;
}

/** One signed-in device: its refresh token rotates on every use. */
export interface SessionRecord {
  id: string;
  userId: string;
  refreshTokenHash: string;
  /** The token this one replaced, still honoured for a short grace (see IdentityService.refresh). */
  previousRefreshTokenHash?: string;
  rotatedAt?: number;
  createdAt: number;
  expiresAt: number;
}

export interface ResetRecord {
  tokenHash: string;
  userId: string;
  expiresAt: number;
}

/** An email verification link's token, as the reset's: single use, stored only as its hash. */
export interface VerificationRecord {
  tokenHash: string;
  userId: string;
  /** The address the link was mailed to: a later change of address does not verify the new one. */
  email: string;
  expiresAt: number;
}

interface StoredState {
  version: 1;
  users: UserRecord[];
  sessions: SessionRecord[];
  resets: ResetRecord[];
  verifications?: VerificationRecord[];
}

export class IdentityStore {
  readonly users = new Map<string, UserRecord>();
  readonly sessions = new Map<string, SessionRecord>();
  /** Keyed by token hash. */
  readonly resets = new Map<string, ResetRecord>();
  /** Keyed by token hash. */
  readonly verifications = new Map<string, VerificationRecord>();

  private constructor(
    private readonly file: JsonFile<StoredState>,
    private readonly now: () => number,
  ) {}

  static async open(dataDir: string, now: () => number): Promise<IdentityStore> {
    const store = new IdentityStore(new JsonFile<StoredState>(join(dataDir, "identity.json")), now);
    const state = await store.file.read();
    if (state && state.version !== 1) throw new Error(`Local identity: unknown data version ${String(state.version)}.`);
    for (const user of state?.users ?? []) store.users.set(user.id, user);
    for (const session of state?.sessions ?? []) store.sessions.set(session.id, session);
    for (const reset of state?.resets ?? []) store.resets.set(reset.tokenHash, reset);
    for (const v of state?.verifications ?? []) store.verifications.set(v.tokenHash, v);
    return store;
  }

  userByEmail(email: string): UserRecord | undefined {
    for (const user of this.users.values()) if (user.email === email) return user;
    return undefined;
  }

  sessionByRefreshHash(hash: string): SessionRecord | undefined {
    for (const session of this.sessions.values()) if (session.refreshTokenHash === hash) return session;
    return undefined;
  }

  /** The session whose previous refresh token this is, if it was rotated at or after `since`. */
  sessionByPreviousRefreshHash(hash: string, since: number): SessionRecord | undefined {
    for (const session of this.sessions.values()) {
      if (session.previousRefreshTokenHash === hash && (session.rotatedAt ?? 0) >= since) return session;
    }
    return undefined;
  }

  /** Drops the user's sessions, except the one kept (the device that changed the password). */
  revokeSessions(userId: string, keepSessionId?: string): void {
    for (const session of [...this.sessions.values()]) {
      if (session.userId === userId && session.id !== keepSessionId) this.sessions.delete(session.id);
    }
  }

  dropResets(userId: string): void {
    for (const reset of [...this.resets.values()]) if (reset.userId === userId) this.resets.delete(reset.tokenHash);
  }

  dropVerifications(userId: string): void {
    for (const v of [...this.verifications.values()]) if (v.userId === userId) this.verifications.delete(v.tokenHash);
  }

  deleteUser(userId: string): void {
    this.users.delete(userId);
    this.revokeSessions(userId);
    this.dropResets(userId);
    this.dropVerifications(userId);
  }

  /** Saves the whole state, leaving out what has expired. */
  save(): Promise<void> {
    const now = this.now();
    for (const session of [...this.sessions.values()]) if (session.expiresAt <= now) this.sessions.delete(session.id);
    for (const reset of [...this.resets.values()]) if (reset.expiresAt <= now) this.resets.delete(reset.tokenHash);
    for (const v of [...this.verifications.values()]) if (v.expiresAt <= now) this.verifications.delete(v.tokenHash);
    return this.file.write({
      version: 1,
      users: [...this.users.values()],
      sessions: [...this.sessions.values()],
      resets: [...this.resets.values()],
      verifications: [...this.verifications.values()],
    });
  }

  flush(): Promise<void> {
    return this.file.flush();
  }
}
