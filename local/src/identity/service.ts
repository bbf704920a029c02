/**
 * What the local identity does, independent of HTTP: accounts, sessions, password reset. Every change is
 * saved before the answer goes out, so an answered request survives a crash.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { en } from "@matrimony/shared";
import { badRequest, LocalIdentityError, tooManyRequests, unauthorized } from "./errors";
import type { Mailbox } from "./mailbox";
import { hashPassword, verifyPassword } from "./passwords";
import type { IdentityStore, SessionRecord, UserRecord } from "./store";
import { FailureLock, Quota, waitText, type FailureLockPolicy, type Verdict } from "./throttle";
import { hashSecret, newSecret, type AccessTokens } from "./tokens";
import { normaliseEmail, optionalName, requireEmail, requireNewPassword } from "./validate";

/** How long a rotated refresh token is still accepted (a reload racing its own refresh). */
const REFRESH_GRACE_MS = 60_000;

export interface PublicUser {
  id: string;
  email: string;
  name?: string;
}

/** What sign-in, sign-up and refresh answer. `expiresAt` is the access token's expiry, epoch ms. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
  user: PublicUser;
}

/** The caller of a Bearer-authenticated request. */
export interface Caller {
  user: UserRecord;
  sessionId: string;
}

/**
 * The identity's attempt limits (docs/security.md lists them with Clerk's production equivalents).
 * Defaults in DEFAULT_LIMITS; the e2e stack raises sign-ups, since all its test members sign up from one address.
 */
export interface IdentityLimits {
  /** Failed sign-ins per account: back-off after `free`, a lock at `lockAfter`. */
  signInPerAccount: FailureLockPolicy;
  /** Failed sign-ins per client address, across accounts (one address guessing many accounts). */
  signInPerClient: FailureLockPolicy;
  /** New accounts per client address per hour. */
  signUpsPerClientPerHour: number;
  /** Password-reset and verification mails per address per hour. */
  mailsPerAddressPerHour: number;
}

const MINUTE = 60_000;
export const DEFAULT_LIMITS: IdentityLimits = {
  signInPerAccount: { free: 5, lockAfter: 10, lockMs: 15 * MINUTE },
  signInPerClient: { free: 20, lockAfter: 40, lockMs: 15 * MINUTE },
  signUpsPerClientPerHour: 10,
  mailsPerAddressPerHour: 3,
};

export interface ServiceOptions {
  store: IdentityStore;
  mailbox: Mailbox;
  tokens: AccessTokens;
  decoyHash: string;
  appResetUrl: string;
  /** The identity's own page that confirms an email address (`GET <issuer>/verify-email?token=`). */
  verifyUrl: string;
  refreshTtlMs: number;
  resetTtlMs: number;
  limits: IdentityLimits;
  now: () => number;
  log: (line: string) => void;
}

/** The languages the member app speaks; a reset mail is written in the one the member reads. */
export type MailLanguage = "en" | "te";

/** The password-reset mail, in English or in polite Telugu (terms as in docs/telugu-glossary.md). */
function resetMail(
  language: MailLanguage,
  name: string | undefined,
  minutes: number,
  link: string,
): { subject: string; text: string } {
  if (language === "te") {
    return {
      subject: "మీ పాస్‌వర్డ్ మార్చుకోండి",
      text: [
        `నమస్కారం${name ? ` ${name} గారు` : ""},`,
        "",
        `మీ ఖాతా పాస్‌వర్డ్ మార్చమని మాకు అభ్యర్థన వచ్చింది. కొత్త పాస్‌వర్డ్ ఎంచుకోవడానికి ${minutes} నిమిషాల లోపు ఈ లింక్ తెరవండి:`,
        "",
        link,
        "",
        "ఈ లింక్ ఒక్కసారి మాత్రమే పని చేస్తుంది. మీరు అడగకపోతే ఈ ఈమెయిల్‌ను పట్టించుకోకండి: మీ పాస్‌వర్డ్ మారదు.",
      ].join("\n"),
    };
  }
  return {
    subject: "Reset your password",
    text: [
      `Hello${name ? ` ${name}` : ""},`,
      "",
      `Someone asked to reset the password of your matrimony account. Open this link within ${minutes} minutes to choose a new password:`,
      "",
      link,
      "",
      "The link works once. If you did not ask for it, ignore this mail: your password stays as it is.",
    ].join("\n"),
  };
}

const LOGIN_FAILED = () => unauthorized("invalid_credentials", en["login.failed"]);
const SIGNED_OUT = () => unauthorized("unauthenticated", "You are signed out. Please log in again.");

export function publicUser(user: UserRecord): PublicUser {
  return { id: user.id, email: user.email, ...(user.name ? { name: user.name } : {}) };
}

const VERIFY_TTL_MS = 24 * 60 * MINUTE;

function refuseFor(
  verdict: NonNullable<Verdict>,
  now: number,
  code: string,
  message: (wait: string) => string,
): LocalIdentityError {
  const ms = Math.max(0, verdict.retryAt - now);
  return tooManyRequests(code, message(waitText(ms)), Math.max(1, Math.ceil(ms / 1000)));
}

export class IdentityService {
  private readonly accountLock: FailureLock;
  private readonly clientLock: FailureLock;
  private readonly signUps: Quota;
  private readonly mails: Quota;

  constructor(private readonly o: ServiceOptions) {
    this.accountLock = new FailureLock(o.limits.signInPerAccount, o.now);
    this.clientLock = new FailureLock(o.limits.signInPerClient, o.now);
    this.signUps = new Quota(o.limits.signUpsPerClientPerHour, 60 * MINUTE, o.now);
    this.mails = new Quota(o.limits.mailsPerAddressPerHour, 60 * MINUTE, o.now);
  }

  /** `verified`: an account the operator creates (seeding) has a known address; sign-ups must verify theirs. */
  async createUser(rawEmail: string, password: string, rawName?: string, verified = false): Promise<UserRecord> {
    const email = requireEmail(rawEmail);
    requireNewPassword(password, en["register.passwordRequired"]);
    const name = optionalName(rawName ?? "");
    const emailInUse = () => new LocalIdentityError(409, "email_in_use", en["register.emailInUse"]);
    if (this.o.store.userByEmail(email)) throw emailInUse();
    const passwordHash = await hashPassword(password);
    // Checked again: another sign-up for the same email may have finished while this one was hashing.
    if (this.o.store.userByEmail(email)) throw emailInUse();
    const now = this.o.now();
    const user: UserRecord = {
      id: `user_${randomBytes(12).toString("hex")}`,
      email,
      ...(name ? { name } : {}),
      passwordHash,
      emailVerified: verified,
      createdAt: now,
      updatedAt: now,
    };
    this.o.store.users.set(user.id, user);
    await this.o.store.save();
    return user;
  }

  /**
   * For seeding many accounts at once: every absent email gets a verified account whose password is
   * `password`, hashed once and shared (one scrypt instead of one per account; the demo password is
   * public anyway), and the store is saved once. Returns each email's user id, existing accounts included.
   */
  async importUsers(
    accounts: ReadonlyArray<{ email: string; name?: string }>,
    password: string,
  ): Promise<Map<string, string>> {
    requireNewPassword(password, en["register.passwordRequired"]);
    const passwordHash = await hashPassword(password);
    const byEmail = new Map<string, string>();
    for (const user of this.o.store.users.values()) byEmail.set(user.email, user.id);
    const ids = new Map<string, string>();
    const now = this.o.now();
    for (const account of accounts) {
      const email = requireEmail(account.email);
      let id = byEmail.get(email);
      if (id === undefined) {
        const name = optionalName(account.name ?? "");
        id = `user_${randomBytes(12).toString("hex")}`;
        this.o.store.users.set(id, {
          id,
          email,
          ...(name ? { name } : {}),
          passwordHash,
          emailVerified: true,
          createdAt: now,
          updatedAt: now,
        });
        byEmail.set(email, id);
      }
      ids.set(account.email, id);
    }
    await this.o.store.save();
    return ids;
  }

  /** A new account (unverified) and its session; the verification link goes to the address's mailbox. */
  async signUp(email: string, password: string, name: string | undefined, client: string): Promise<SessionTokens> {
    const verdict = this.signUps.take(client);
    if (verdict) {
      throw refuseFor(
        verdict,
        this.o.now(),
        "too_many_sign_ups",
        (wait) => `Too many new accounts from this device. Please try again in ${wait}.`,
      );
    }
    const user = await this.createUser(email, password, name);
    // A link not sent now (the address's mail limit) can be asked for again once signed in.
    await this.mailVerification(user).catch((error: unknown) => {
      if (!(error instanceof LocalIdentityError)) throw error;
    });
    return this.startSession(user);
  }

  /**
   * An unknown email and a wrong password get the same answer after the same scrypt work. Failed attempts
   * are limited per account and per client address (back-off, then a lock): see FailureLock.
   */
  async signIn(rawEmail: string, password: string, client: string): Promise<SessionTokens> {
    if (rawEmail.trim() === "" || password === "") throw badRequest("missing_fields", en["login.fillAllFields"]);
    const email = normaliseEmail(rawEmail);
    const now = this.o.now();
    const byClient = this.clientLock.begin(client);
    if (byClient) {
      throw refuseFor(
        byClient,
        now,
        "too_many_attempts",
        (wait) => `Too many failed sign-ins from this device. Please try again in ${wait}.`,
      );
    }
    const byAccount = this.accountLock.begin(email);
    if (byAccount) {
      this.clientLock.abandoned(client);
      throw refuseFor(byAccount, now, byAccount.locked ? "account_locked" : "too_many_attempts", (wait) =>
        byAccount.locked
          ? `This account is locked for ${wait} after too many failed sign-ins. You can reset your password meanwhile.`
          : `Too many failed sign-ins for this account. Please try again in ${wait}, or reset your password.`,
      );
    }
    const user = this.o.store.userByEmail(email);
    const matches = await verifyPassword(password, user?.passwordHash ?? this.o.decoyHash);
    if (!user || !matches) {
      this.accountLock.failed(email);
      this.clientLock.failed(client);
      throw LOGIN_FAILED();
    }
    this.accountLock.succeeded(email);
    // A success does not clear the client's count: one good account must not reset guesses on others.
    this.clientLock.abandoned(client);
    return this.startSession(user);
  }

  /** Mails a single-use link that confirms the address (as Clerk's sign-up verification does). */
  private async mailVerification(user: UserRecord): Promise<void> {
    const verdict = this.mails.take(user.email);
    if (verdict) {
      throw refuseFor(
        verdict,
        this.o.now(),
        "too_many_mails",
        (wait) => `Too many mails were sent to this address. Please try again in ${wait}.`,
      );
    }
    const token = newSecret();
    const tokenHash = hashSecret(token);
    this.o.store.verifications.set(tokenHash, {
      tokenHash,
      userId: user.id,
      email: user.email,
      expiresAt: this.o.now() + VERIFY_TTL_MS,
    });
    await this.o.store.save();
    const link = new URL(this.o.verifyUrl);
    link.searchParams.set("token", token);
    await this.o.mailbox.deliver({
      to: user.email,
      subject: "Confirm your email address",
      link: link.href,
      text: [
        `Hello${user.name ? ` ${user.name}` : ""},`,
        "",
        "Open this link within 24 hours to confirm that this address is yours:",
        "",
        link.href,
        "",
        "If you did not create a matrimony account, ignore this mail.",
      ].join("\n"),
    });
  }

  /** A new verification link for the caller's address (the first one expired or was lost). */
  async resendVerification(caller: Caller): Promise<void> {
    if (caller.user.emailVerified === true) return;
    await this.mailVerification(caller.user);
  }

  /** Marks the address verified when the link is the one mailed to it; single use. */
  async verifyEmail(token: string): Promise<PublicUser> {
    const record = token ? this.o.store.verifications.get(hashSecret(token)) : undefined;
    const user = record && this.o.store.users.get(record.userId);
    if (!record || !user || record.expiresAt <= this.o.now() || user.email !== record.email) {
      throw badRequest(
        "invalid_verification_token",
        "This verification link is invalid or has expired. Sign in and ask for a new one.",
      );
    }
    user.emailVerified = true;
    user.updatedAt = this.o.now();
    this.o.store.dropVerifications(user.id);
    await this.o.store.save();
    return publicUser(user);
  }

  /** Rotates the refresh token: the one presented stops working. */
  async refresh(refreshToken: string): Promise<SessionTokens> {
    // A page reloaded while its refresh was in flight never stored the rotated token, and presents the old
    // one again: honour it for a short grace, as Clerk and other providers do, rather than sign the member out.
    const hash = refreshToken ? hashSecret(refreshToken) : "";
    const session = refreshToken
      ? (this.o.store.sessionByRefreshHash(hash) ??
        this.o.store.sessionByPreviousRefreshHash(hash, this.o.now() - REFRESH_GRACE_MS))
      : undefined;
    const user = session && this.o.store.users.get(session.userId);
    if (!session || !user || session.expiresAt <= this.o.now()) {
      throw unauthorized("invalid_refresh_token", "Your session has ended. Please log in again.");
    }
    return this.issue(session, user);
  }

  /**
   * Idempotent: an unknown or already revoked token is fine. A token rotated moments ago still ends its
   * session: a sign-out racing the page's own refresh must not leave the refreshed session alive.
   */
  async signOut(refreshToken: string): Promise<void> {
    const hash = refreshToken ? hashSecret(refreshToken) : "";
    const session = refreshToken
      ? (this.o.store.sessionByRefreshHash(hash) ??
        this.o.store.sessionByPreviousRefreshHash(hash, this.o.now() - REFRESH_GRACE_MS))
      : undefined;
    if (!session) return;
    this.o.store.sessions.delete(session.id);
    await this.o.store.save();
  }

  /**
   * Always succeeds for a well-formed email, so the answer never tells whether an account exists. The mail
   * is written in `language`, the one the member reads the app in.
   *
   * Nor does its time: an unknown address gets the same work as a known one (a token made and hashed, the
   * account store saved, the mail written, the mailbox file written), only without a reset row or a mail
   * that anyone could use. Returning early made an unknown address answer in a fifth of the time.
   */
  async forgotPassword(rawEmail: string, language: MailLanguage = "en"): Promise<void> {
    const email = requireEmail(rawEmail);
    // Limited per address whether or not an account has it, so the limit tells nothing either.
    const verdict = this.mails.take(email);
    if (verdict) {
      throw refuseFor(
        verdict,
        this.o.now(),
        "too_many_mails",
        (wait) => `Too many reset mails were sent to this address. Please try again in ${wait}.`,
      );
    }
    const user = this.o.store.userByEmail(email);
    const token = newSecret();
    const tokenHash = hashSecret(token);
    const expiresAt = this.o.now() + this.o.resetTtlMs;
    if (user) this.o.store.resets.set(tokenHash, { tokenHash, userId: user.id, expiresAt });
    await this.o.store.save();
    const link = new URL(this.o.appResetUrl);
    link.searchParams.set("token", token);
    const minutes = Math.round(this.o.resetTtlMs / 60_000);
    const mail = { to: email, link: link.href, ...resetMail(language, user?.name, minutes, link.href) };
    if (!user) {
      await this.o.mailbox.rewrite();
      return;
    }
    await this.o.mailbox.deliver({ ...mail, to: user.email });
    this.o.log(`Password reset link for ${user.email}: ${link.href}`);
  }

  /** Single use; ends every session of the account, since whoever knew the old password may hold one. */
  async resetPassword(token: string, newPassword: string): Promise<void> {
    const reset = token ? this.o.store.resets.get(hashSecret(token)) : undefined;
    const user = reset && this.o.store.users.get(reset.userId);
    if (!reset || !user || reset.expiresAt <= this.o.now()) {
      throw badRequest(
        "invalid_reset_token",
        "This password reset link is invalid or has expired. Please ask for a new one.",
      );
    }
    requireNewPassword(newPassword, en["password.newRequired"]);
    await this.setPassword(user, newPassword);
    this.o.store.dropResets(user.id);
    this.o.store.revokeSessions(user.id);
    // The reset link proved the mailbox: the address is verified, and a lock on the account ends.
    user.emailVerified = true;
    this.accountLock.succeeded(user.email);
    await this.o.store.save();
  }

  /** The user and session behind a Bearer access token, which must still be signed in. */
  async authenticate(accessToken: string): Promise<Caller> {
    const caller = await this.signedIn(accessToken);
    if (!caller) throw SIGNED_OUT();
    return caller;
  }

  /**
   * The caller of a valid access token whose session is still open, else null: what the local backend
   * trusts, so a token stops working the moment its session ends (sign-out, password reset, deletion).
   */
  async signedIn(accessToken: string): Promise<Caller | null> {
    const verified = accessToken ? await this.o.tokens.verify(accessToken) : null;
    const user = verified && this.o.store.users.get(verified.subject);
    const sessionId = verified?.sessionId;
    const session = sessionId ? this.o.store.sessions.get(sessionId) : undefined;
    if (!user || !sessionId || !session || session.userId !== user.id || session.expiresAt <= this.o.now()) return null;
    return { user, sessionId };
  }

  /** Keeps the caller's session and ends the others. */
  async changePassword(caller: Caller, currentPassword: string, newPassword: string): Promise<void> {
    if (currentPassword === "") throw badRequest("current_password_required", en["password.currentRequired"]);
    requireNewPassword(newPassword, en["password.newRequired"]);
    if (!(await verifyPassword(currentPassword, caller.user.passwordHash))) {
      throw new LocalIdentityError(403, "wrong_password", en["password.currentIncorrect"]);
    }
    await this.setPassword(caller.user, newPassword);
    this.o.store.revokeSessions(caller.user.id, caller.sessionId);
    this.o.store.dropResets(caller.user.id);
    await this.o.store.save();
  }

  /** Re-authentication before a sensitive step (the app deletes the member's data before the login). */
  async checkPassword(caller: Caller, password: string, requiredMessage: string): Promise<void> {
    if (password === "") throw badRequest("password_required", requiredMessage);
    if (!(await verifyPassword(password, caller.user.passwordHash))) {
      throw new LocalIdentityError(403, "wrong_password", "The password is incorrect.");
    }
  }

  async deleteAccount(caller: Caller, password: string): Promise<void> {
    await this.checkPassword(caller, password, en["deleteAccount.passwordRequired"]);
    this.o.store.deleteUser(caller.user.id);
    await this.o.store.save();
    this.o.log(`Deleted the account of ${caller.user.email}.`);
  }

  /** For the admin console's identity deletion: the login and its sessions go; false when already gone. */
  async deleteUserById(userId: string): Promise<boolean> {
    const user = this.o.store.users.get(userId);
    if (!user) return false;
    this.o.store.deleteUser(user.id);
    await this.o.store.save();
    this.o.log(`Deleted the account of ${user.email} (admin console).`);
    return true;
  }

  async deleteUserByEmail(email: string): Promise<boolean> {
    const user = this.o.store.userByEmail(normaliseEmail(email));
    if (!user) return false;
    this.o.store.deleteUser(user.id);
    await this.o.store.save();
    return true;
  }

  findUserByEmail(email: string): PublicUser | null {
    const user = this.o.store.userByEmail(normaliseEmail(email));
    return user ? publicUser(user) : null;
  }

  private async setPassword(user: UserRecord, password: string): Promise<void> {
    user.passwordHash = await hashPassword(password);
    user.updatedAt = this.o.now();
  }

  private async startSession(user: UserRecord): Promise<SessionTokens> {
    const now = this.o.now();
    const session: SessionRecord = {
      id: `sess_${randomUUID()}`,
      userId: user.id,
      refreshTokenHash: "",
      createdAt: now,
      expiresAt: now,
    };
    this.o.store.sessions.set(session.id, session);
    return this.issue(session, user);
  }

  /** New refresh token and access token for a session; the refresh expiry slides forward. */
  private async issue(session: SessionRecord, user: UserRecord): Promise<SessionTokens> {
    const refreshToken = newSecret();
    session.previousRefreshTokenHash = session.refreshTokenHash;
    session.rotatedAt = this.o.now();
    session.refreshTokenHash = hashSecret(refreshToken);
    session.expiresAt = this.o.now() + this.o.refreshTtlMs;
    await this.o.store.save();
    const access = await this.o.tokens.sign({
      userId: user.id,
      sessionId: session.id,
      email: user.email,
      emailVerified: user.emailVerified === true,
      ...(user.name ? { name: user.name } : {}),
    });
    return { accessToken: access.token, refreshToken, expiresAt: access.expiresAt, user: publicUser(user) };
  }
}
