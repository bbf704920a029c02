/**
 * One-time SMS codes: 6 digits, valid 10 minutes, at most 5 attempts, a new code after 60 s
 * (it replaces the old one), for one purpose ("mobile": the member's own number; "consent": the person a
 * profile is for) and one phone number. Sending is rate limited per member and per number, per hour and
 * per day (model/limits.ts), which also bounds guessing: 10 codes × 5 attempts a day against 10⁶ codes.
 *
 * Only a salted HMAC of the code is stored; the code itself lives in the caller's memory just long enough
 * to go into the SMS (see convex/verification.ts: an action issues and sends it, so it is never a stored
 * scheduler argument either). Checking compares the hashes in constant time.
 */
import { ConvexError } from "convex/values";
import { en } from "@matrimony/shared/messages";
import { fillTemplate } from "@matrimony/shared/copy/template";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { AppErrorData } from "../errors";
import { consume } from "../limits";
import type { CodePurpose } from "./codeValidators";

export type { CodePurpose } from "./codeValidators";

export const CODE_DIGITS = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 5;
export const RESEND_AFTER_MS = 60_000;

const encoder = new TextEncoder();

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A uniformly random 6-digit code (rejection sampling: no digit is likelier than another). */
export function randomCode(): string {
  const limit = Math.floor(0x1_0000_0000 / 1_000_000) * 1_000_000;
  for (;;) {
    const [n = 0] = crypto.getRandomValues(new Uint32Array(1));
    if (n < limit) return String(n % 1_000_000).padStart(CODE_DIGITS, "0");
  }
}

/** HMAC-SHA-256 of the code, keyed by the row's random salt and bound to its purpose and number. */
async function codeHash(salt: string, purpose: CodePurpose, phone: string, code: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(salt), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(`${purpose}|${phone}|${code}`)));
}

/** Every byte is compared whatever differs, so the time taken says nothing about a near miss. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

function hexBytes(text: string): Uint8Array {
  const out = new Uint8Array(text.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(text.slice(2 * i, 2 * i + 2), 16);
  return out;
}

export async function liveCode(
  ctx: QueryCtx,
  profileId: Id<"profiles">,
  purpose: CodePurpose,
): Promise<Doc<"verificationCodes"> | null> {
  return await ctx.db
    .query("verificationCodes")
    .withIndex("by_profileId_and_purpose", (q) => q.eq("profileId", profileId).eq("purpose", purpose))
    .first();
}

/** The "wait before a new code" refusal, with the seconds left for the member's message. */
function resendTooSoon(resendAt: number, now: number): ConvexError<AppErrorData> {
  const seconds = Math.max(1, Math.ceil((resendAt - now) / 1000));
  const params = { seconds: String(seconds) };
  return new ConvexError<AppErrorData>({
    code: "rate_limited",
    message: fillTemplate(en["verification.errorResendTooSoon"], params),
    key: "verification.errorResendTooSoon",
    params,
    retryAt: resendAt,
    retryAfter: seconds,
  });
}

export interface IssuedCode {
  /** The code in clear, for the SMS only: never store it, log it or return it to a client. */
  code: string;
  phone: string;
  sentAt: number;
  expiresAt: number;
  resendAt: number;
}

/**
 * A new code for `purpose` and `phone`, replacing the member's previous one for the purpose. Refused with
 * the seconds left when the previous one was sent under a minute ago, and rate limited per member and per
 * number (hour and day), so neither a member nor a script aiming at one number can send a flood of SMS.
 */
export async function issueCode(
  ctx: MutationCtx,
  args: { profileId: Id<"profiles">; purpose: CodePurpose; phone: string },
): Promise<IssuedCode> {
  const now = Date.now();
  const previous = await liveCode(ctx, args.profileId, args.purpose);
  if (previous !== null && now < previous.sentAt + RESEND_AFTER_MS)
    throw resendTooSoon(previous.sentAt + RESEND_AFTER_MS, now);
  await consume(ctx, "smsCodesPerMemberHour", args.profileId, "verification.errorTooManyCodes");
  await consume(ctx, "smsCodesPerMemberDay", args.profileId, "verification.errorTooManyCodes");
  await consume(ctx, "smsCodesPerNumberHour", args.phone, "verification.errorTooManyCodes");
  await consume(ctx, "smsCodesPerNumberDay", args.phone, "verification.errorTooManyCodes");
  if (previous !== null) await ctx.db.delete("verificationCodes", previous._id);
  const code = randomCode();
  const salt = hex(crypto.getRandomValues(new Uint8Array(16)));
  const row = {
    profileId: args.profileId,
    purpose: args.purpose,
    phone: args.phone,
    codeHash: hex(await codeHash(salt, args.purpose, args.phone, code)),
    salt,
    attempts: 0,
    sentAt: now,
    expiresAt: now + CODE_TTL_MS,
  };
  await ctx.db.insert("verificationCodes", row);
  return { code, phone: args.phone, sentAt: now, expiresAt: row.expiresAt, resendAt: now + RESEND_AFTER_MS };
}

/**
 * Why a check failed: no code asked for (or already used), the code's 10 minutes are over, its 5 attempts
 * are used up, the number changed since it was sent, or a wrong code (with the attempts left).
 */
export type CheckResult =
  | { ok: true }
  | { ok: false; reason: "noCode" | "expired" | "tooManyAttempts" | "otherNumber" }
  | { ok: false; reason: "wrong"; attemptsLeft: number };

/**
 * Check a typed code. The outcome is returned, not thrown, so that a wrong attempt's count is saved with
 * the mutation. A right code is used up (deleted); an expired one is deleted; a code whose attempts are
 * used up stays (still counted) until a new one replaces it.
 */
export async function checkCode(
  ctx: MutationCtx,
  args: { profileId: Id<"profiles">; purpose: CodePurpose; phone: string; code: string },
): Promise<CheckResult> {
  const row = await liveCode(ctx, args.profileId, args.purpose);
  if (row === null) return { ok: false, reason: "noCode" };
  const now = Date.now();
  if (now >= row.expiresAt) {
    await ctx.db.delete("verificationCodes", row._id);
    return { ok: false, reason: "expired" };
  }
  if (row.attempts >= MAX_ATTEMPTS) return { ok: false, reason: "tooManyAttempts" };
  if (row.phone !== args.phone) {
    await ctx.db.delete("verificationCodes", row._id);
    return { ok: false, reason: "otherNumber" };
  }
  const typed = args.code.replace(/\s+/g, "");
  const attempts = row.attempts + 1;
  const right =
    /^\d{6}$/.test(typed) && sameBytes(await codeHash(row.salt, row.purpose, row.phone, typed), hexBytes(row.codeHash));
  if (right) {
    await ctx.db.delete("verificationCodes", row._id);
    return { ok: true };
  }
  await ctx.db.patch("verificationCodes", row._id, { attempts });
  if (attempts >= MAX_ATTEMPTS) return { ok: false, reason: "tooManyAttempts" };
  return { ok: false, reason: "wrong", attemptsLeft: MAX_ATTEMPTS - attempts };
}

/** What the member's page shows about the code in flight: never the code. */
export interface CodeStatus {
  /** The last 4 digits of the number it went to. */
  phoneLast4: string;
  sentAt: number;
  expiresAt: number;
  resendAt: number;
  attemptsLeft: number;
}

export function codeStatusOf(row: Doc<"verificationCodes"> | null, now: number = Date.now()): CodeStatus | null {
  if (row === null || now >= row.expiresAt) return null;
  return {
    phoneLast4: row.phone.slice(-4),
    sentAt: row.sentAt,
    expiresAt: row.expiresAt,
    resendAt: row.sentAt + RESEND_AFTER_MS,
    attemptsLeft: Math.max(0, MAX_ATTEMPTS - row.attempts),
  };
}

/** Forget a member's codes (the number changed, the account is deleted, a failed send). */
export async function discardCodes(ctx: MutationCtx, profileId: Id<"profiles">, purpose?: CodePurpose): Promise<void> {
  const rows = await ctx.db
    .query("verificationCodes")
    .withIndex("by_profileId_and_purpose", (q) =>
      purpose === undefined ? q.eq("profileId", profileId) : q.eq("profileId", profileId).eq("purpose", purpose),
    )
    .take(10);
  for (const row of rows) await ctx.db.delete("verificationCodes", row._id);
}

/** Expired codes are dead weight: the daily sweep deletes up to `limit` of them. */
export async function deleteExpiredCodes(ctx: MutationCtx, limit: number): Promise<number> {
  const rows = await ctx.db
    .query("verificationCodes")
    .withIndex("by_expiresAt", (q) => q.lt("expiresAt", Date.now()))
    .take(limit);
  for (const row of rows) await ctx.db.delete("verificationCodes", row._id);
  return rows.length;
}
