/**
 * The safety record of a deleted member. Deleting an account must not wipe the evidence against its
 * owner: when the member had a report against them, was warned, suspended, removed by staff after a
 * report, or is on the harvesting watch, a minimal record stays for one year (SAFETY_RECORD_MS): the
 * profile code, the reasons, the suspension reason and staff call notes, how many contact reveals they
 * made, and keyed hashes (HMAC-SHA-256 under SAFETY_HASH_SECRET) of their normalised phone numbers and
 * email, never the numbers or the address themselves. The reports against them (open ones stay open,
 * with their details and staff notes) and the reveals they made stay in their own tables under the
 * deleted profile's id, so the console's reports screen and the victims' "who saw my number" keep them.
 *
 * A barred record (suspended, or removed for cause) refuses a return: registration and mobile
 * verification look the new phone numbers and email up by hash; a match is refused with a neutral
 * message and written on the record (and the audit log), where staff see it from the report's page.
 *
 * The daily cron (housekeeping.pruneSafetyRecords) deletes records older than a year, with what was kept
 * for them: the hashes, the reveals, and the reports' link to the person and details, as the purge did at
 * deletion before.
 */
import { normalisePhone } from "@matrimony/shared/phone";
import { REVEAL_WATCH, SAFETY_RECORD_MS, type SafetyRecordReason } from "@matrimony/shared/rules/safety";
import type { Doc, Id } from "../../_generated/dataModel";
import { env, type MutationCtx, type QueryCtx } from "../../_generated/server";
import { audit, memberActor } from "../audit";
import { contactsOf } from "../members/contacts";

const DAY = 86_400_000;
/** Local mode's and the tests' secret; a deployment signing in through Clerk must set SAFETY_HASH_SECRET. */
export const LOCAL_SAFETY_HASH_SECRET = "local-mode-safety-hash-secret-not-for-production";
/** At most this many call notes are copied, and this many returns remembered, per record. */
const NOTES_KEPT = 100;
const RETURNS_KEPT = 20;
const REVEALS_COUNTED = 1000;

/**
 * The HMAC key: SAFETY_HASH_SECRET; without it, the fixed local one when the deployment does not sign in
 * through Clerk (local mode, tests); null in production without the secret (the record is kept unhashed
 * and the deletion audited so, rather than the member being unable to delete).
 */
export function safetyHashSecret(): string | null {
  const secret = env.SAFETY_HASH_SECRET;
  if (secret !== undefined && secret !== "") return secret;
  return env.CLERK_JWT_ISSUER_DOMAIN ? null : LOCAL_SAFETY_HASH_SECRET;
}

async function hmacHex(secret: string, text: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(text)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("");
}

export type Identifiers = { phones: string[]; emails: string[] };
type Key = { kind: "phone" | "email"; hash: string };

/** The same number typed two ways, or the email in another case, gives the same hash. */
async function keysOf(secret: string, ids: Identifiers): Promise<Key[]> {
  const keys: Key[] = [];
  const phones = new Set(ids.phones.map((p) => normalisePhone(p) ?? p.replace(/\s+/g, "")).filter((p) => p !== ""));
  const emails = new Set(ids.emails.map((e) => e.trim().toLowerCase()).filter((e) => e !== ""));
  for (const p of phones) keys.push({ kind: "phone", hash: await hmacHex(secret, `phone|${p}`) });
  for (const e of emails) keys.push({ kind: "email", hash: await hmacHex(secret, `email|${e}`) });
  return keys;
}

/** Why a record is kept for this member, if at all (empty: nothing is kept). */
async function reasonsFor(
  ctx: QueryCtx,
  profile: Doc<"profiles">,
  removedForCause: boolean,
  now: number,
): Promise<SafetyRecordReason[]> {
  const reasons: SafetyRecordReason[] = [];
  const report = await ctx.db
    .query("reports")
    .withIndex("by_reportedId_and_createdAt", (q) => q.eq("reportedId", profile._id))
    .first();
  if (report !== null) reasons.push("reported");
  const notice = await ctx.db
    .query("memberNotices")
    .withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", profile._id))
    .first();
  if (notice !== null) reasons.push("warned");
  if (profile.status === "suspended") reasons.push("suspended");
  if (removedForCause) reasons.push("removedForCause");
  // The harvesting view's watch: as many reveals in the last day as make the console list the member.
  const recent = await ctx.db
    .query("contactReveals")
    .withIndex("by_viewerId_and_revealedAt", (q) => q.eq("viewerId", profile._id).gt("revealedAt", now - DAY))
    .take(REVEAL_WATCH);
  if (recent.length >= REVEAL_WATCH) reasons.push("flagged");
  return reasons;
}

/**
 * Called by both deletions (the member's own and the console's) before the profile and contacts go:
 * keeps the record when there is a reason to, and says whether it did. `removedForCause`: an admin
 * deleted the member from a report.
 */
export async function keepSafetyRecord(
  ctx: MutationCtx,
  profile: Doc<"profiles">,
  removedForCause: boolean,
): Promise<Id<"safetyRecords"> | null> {
  const now = Date.now();
  const reasons = await reasonsFor(ctx, profile, removedForCause, now);
  if (reasons.length === 0) return null;
  const notes = await ctx.db
    .query("callNotes")
    .withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", profile._id))
    .order("desc")
    .take(NOTES_KEPT);
  const reveals = await ctx.db
    .query("contactReveals")
    .withIndex("by_viewerId_and_revealedAt", (q) => q.eq("viewerId", profile._id))
    .take(REVEALS_COUNTED);
  const secret = safetyHashSecret();
  const recordId = await ctx.db.insert("safetyRecords", {
    profileId: profile._id,
    profileCode: profile.profileCode,
    reasons,
    barred: reasons.includes("suspended") || reasons.includes("removedForCause"),
    ...(profile.status === "suspended" && profile.statusReason !== undefined
      ? { statusReason: profile.statusReason }
      : {}),
    notes: notes.map((n) => ({ author: n.author, text: n.text, createdAt: n.createdAt })),
    revealCount: reveals.length,
    hashed: secret !== null,
    deletedAt: now,
    returns: [],
  });
  const contacts = await contactsOf(ctx, profile._id);
  if (secret !== null && contacts !== null) {
    const ids = { phones: [contacts.mobileNumber, contacts.altMobileNumber ?? ""], emails: [contacts.email] };
    for (const key of await keysOf(secret, ids)) await ctx.db.insert("safetyRecordKeys", { recordId, ...key });
  }
  await audit(ctx, {
    actor: "system",
    action: "safety.recordKept",
    target: profile.profileCode,
    details: `${reasons.join(", ")}${secret === null ? "; SAFETY_HASH_SECRET is not set: no hashes kept" : ""}`,
  });
  return recordId;
}

export async function safetyRecordOf(ctx: QueryCtx, profileId: Id<"profiles">): Promise<Doc<"safetyRecords"> | null> {
  return await ctx.db
    .query("safetyRecords")
    .withIndex("by_profileId", (q) => q.eq("profileId", profileId))
    .first();
}

/** The barred record any of these phone numbers or emails matches, if one does. */
export async function barredRecordMatching(ctx: QueryCtx, ids: Identifiers): Promise<Doc<"safetyRecords"> | null> {
  const secret = safetyHashSecret();
  if (secret === null) return null;
  for (const key of await keysOf(secret, ids)) {
    const rows = await ctx.db
      .query("safetyRecordKeys")
      .withIndex("by_hash", (q) => q.eq("hash", key.hash))
      .take(10);
    for (const row of rows) {
      const record = await ctx.db.get("safetyRecords", row.recordId);
      if (record !== null && record.barred) return record;
    }
  }
  return null;
}

/** A refused return, written on the record (staff read it from the report's page) and in the audit log. */
export async function noteReturn(
  ctx: MutationCtx,
  record: Doc<"safetyRecords">,
  via: "register" | "mobileVerification",
  profileCode?: string,
): Promise<void> {
  const entry = { at: Date.now(), via, ...(profileCode === undefined ? {} : { profileCode }) };
  await ctx.db.patch("safetyRecords", record._id, { returns: [...record.returns, entry].slice(-RETURNS_KEPT) });
  await audit(ctx, {
    actor: profileCode === undefined ? "system" : memberActor(profileCode),
    action: "safety.returnRefused",
    target: record.profileCode,
    details: `${via}: a phone number or email of a removed member`,
  });
}

/**
 * Records older than a year go, with what was kept for them: up to `budget` rows per run (a record whose
 * rows do not fit stays for the next run). Returns how many records went and whether more are due.
 */
export async function pruneSafetyRecords(
  ctx: MutationCtx,
  now: number,
  budget = 1000,
): Promise<{ deleted: number; more: boolean }> {
  let left = budget;
  let deleted = 0;
  const old = await ctx.db
    .query("safetyRecords")
    .withIndex("by_deletedAt", (q) => q.lt("deletedAt", now - SAFETY_RECORD_MS))
    .take(50);
  for (const record of old) {
    const keys = await ctx.db
      .query("safetyRecordKeys")
      .withIndex("by_recordId", (q) => q.eq("recordId", record._id))
      .take(left);
    for (const k of keys) await ctx.db.delete("safetyRecordKeys", k._id);
    left -= keys.length;
    const reveals = await ctx.db
      .query("contactReveals")
      .withIndex("by_viewerId_and_revealedAt", (q) => q.eq("viewerId", record.profileId))
      .take(Math.max(0, left));
    for (const r of reveals) await ctx.db.delete("contactReveals", r._id);
    left -= reveals.length;
    const reports = await ctx.db
      .query("reports")
      .withIndex("by_reportedId_and_createdAt", (q) => q.eq("reportedId", record.profileId))
      .take(Math.max(0, left));
    for (const r of reports) left -= await releaseReport(ctx, r, now);
    if (left <= 0) return { deleted, more: true };
    await ctx.db.delete("safetyRecords", record._id);
    deleted += 1;
  }
  return { deleted, more: old.length === 50 };
}

/**
 * A report against a member whose record ends: the reporter keeps it ("reviewed") without the link to
 * the person, the details about them or the staff notes; one still open is closed. Rows written.
 */
export async function releaseReport(ctx: MutationCtx, r: Doc<"reports">, now: number): Promise<number> {
  const notes = await ctx.db
    .query("reportNotes")
    .withIndex("by_reportId_and_createdAt", (q) => q.eq("reportId", r._id))
    .collect();
  for (const note of notes) await ctx.db.delete("reportNotes", note._id);
  await ctx.db.patch("reports", r._id, {
    reportedId: undefined,
    details: undefined,
    ...(r.status === "open" ? { status: "closed" as const, reviewedAt: now } : {}),
  });
  return notes.length + 1;
}
