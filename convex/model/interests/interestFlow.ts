/**
 * Sending and answering interests: an approved member sends one with a polite template or a
 * short message of their own (contact details removed on the server); the receiver accepts or declines
 * with a polite template; the sender may withdraw within 24 hours; an unanswered one expires after 30
 * days (computed on read, recorded by the hourly sweep below).
 */
import { DAY_MS } from "@matrimony/shared/rules/premium";
import {
  canWithdraw,
  effectiveStatus,
  INTEREST_EXPIRY_MS,
  INTEREST_NOTE_MAX,
  type AcceptTemplate,
  type DeclineTemplate,
  type InterestState,
  type InterestTemplate,
} from "@matrimony/shared/rules/interests";
import { cleanInterestNote } from "@matrimony/shared/rules/contactScrub";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { fail } from "../errors";
import { DAILY_INTEREST_LIMIT, INTEREST_MAIL_DELAY_MS, rateLimitedError, RESEND_AFTER_WITHDRAWAL_MS } from "../limits";
import { isBlockedBetween } from "../safety/blocks";
import { interestStateBetween, latestFrom } from "./interests";
import { notify, retract } from "../notifications/notify";
import { isPaused, mayMeet } from "../members/visibility";

export type SendInput = { profileId: string; template?: InterestTemplate; note?: string };

/** Why a send is refused, by the state between the two members. */
const REFUSAL: Partial<Record<InterestState, Parameters<typeof fail>[1]>> = {
  sent: "interest.alreadySent",
  received: "interest.alreadyReceived",
  acceptedByThem: "interest.alreadyAccepted",
  acceptedByMe: "interest.alreadyAccepted",
  declinedByThem: "interest.declinedBefore",
};

/**
 * Send an interest. Refused: to oneself, to a member who is not approved (or does not exist, or is blocked
 * either way: all answer "not found"), to the same gender, from or to a paused profile, while one waits either way or
 * was accepted,
 * after the receiver declined, and past the daily limit (a rolling day, withdrawn ones included, so
 * send-and-withdraw cannot go round it). The own message is cleaned of contact details on the server.
 */
export async function send(ctx: MutationCtx, sender: Doc<"profiles">, input: SendInput): Promise<Id<"interests">> {
  const targetId = ctx.db.normalizeId("profiles", input.profileId);
  if (targetId === sender._id) fail("invalid", "interest.self");
  const target = targetId === null ? null : await ctx.db.get("profiles", targetId);
  if (target === null || target.status !== "approved") fail("not_found", "error.notFound");
  if (await isBlockedBetween(ctx, sender._id, target._id)) fail("not_found", "error.notFound");
  // What the rule of members/visibility.ts still refuses here is the same gender, which the app never offers.
  if (!mayMeet(sender, target)) fail("invalid", "interest.sameGender");
  // A paused profile takes no new interests (members/pause.ts); its owner resumes before sending one.
  if (isPaused(sender)) fail("conflict", "interest.senderPaused");
  if (isPaused(target)) fail("conflict", "interest.targetPaused");

  if (input.note !== undefined && input.note.length > INTEREST_NOTE_MAX)
    fail("invalid", "interest.noteTooLong", "note");
  const note = input.note === undefined ? "" : cleanInterestNote(input.note);
  if (note === "" && input.template === undefined) fail("invalid", "interest.messageRequired", "note");

  const refusal = REFUSAL[await interestStateBetween(ctx, sender._id, target._id)];
  if (refusal !== undefined) fail("conflict", refusal);

  const now = Date.now();
  // A withdrawn interest keeps the sender from sending to this member again for 30 days.
  const previous = await latestFrom(ctx, sender._id, target._id);
  if (previous !== null && previous.status === "withdrawn" && now - previous.updatedAt < RESEND_AFTER_WITHDRAWAL_MS) {
    fail("conflict", "interest.withdrawnRecently");
  }
  const today = await ctx.db
    .query("interests")
    .withIndex("by_fromId_and_createdAt", (q) => q.eq("fromId", sender._id).gt("createdAt", now - DAY_MS))
    .take(DAILY_INTEREST_LIMIT);
  const oldest = today[0];
  if (today.length >= DAILY_INTEREST_LIMIT && oldest !== undefined) {
    throw rateLimitedError("interest.dailyLimit", oldest.createdAt + DAY_MS, now);
  }

  // A previous unanswered one past its expiry is recorded as expired now rather than by the sweep.
  if (previous !== null && previous.status === "pending") {
    await ctx.db.patch("interests", previous._id, { status: "expired", seen: true, updatedAt: now });
  }
  const interestId = await ctx.db.insert("interests", {
    fromId: sender._id,
    toId: target._id,
    status: "pending",
    ...(input.template === undefined ? {} : { template: input.template }),
    ...(note === "" ? {} : { note }),
    seen: false,
    createdAt: now,
    updatedAt: now,
  });
  // The bell at once; the mail after a short delay, so a quick withdrawal takes it back unsent.
  await notify(ctx, {
    profileId: target._id,
    kind: "interestReceived",
    params: { memberId: sender._id },
    dedupeKey: `interestReceived:${interestId}`,
    sendAfterMs: INTEREST_MAIL_DELAY_MS,
  });
  return interestId;
}

/** The caller's unanswered, unexpired interest `rawId` in the given role, or a refusal. */
async function pendingInterest(
  ctx: MutationCtx,
  caller: Doc<"profiles">,
  rawId: string,
  role: "toId" | "fromId",
): Promise<Doc<"interests">> {
  const id = ctx.db.normalizeId("interests", rawId);
  const row = id === null ? null : await ctx.db.get("interests", id);
  if (row === null || row[role] !== caller._id) fail("not_found", "error.notFound");
  const other = role === "toId" ? row.fromId : row.toId;
  if (await isBlockedBetween(ctx, caller._id, other)) fail("not_found", "error.notFound");
  if (effectiveStatus(row, Date.now()) !== "pending") fail("conflict", "interest.notPending");
  return row;
}

/** The receiver accepts with a polite template. */
export async function accept(
  ctx: MutationCtx,
  receiver: Doc<"profiles">,
  rawId: string,
  reply: AcceptTemplate,
): Promise<null> {
  const row = await pendingInterest(ctx, receiver, rawId, "toId");
  const sender = await ctx.db.get("profiles", row.fromId);
  if (sender === null || sender.status !== "approved") fail("not_found", "error.notFound");
  await ctx.db.patch("interests", row._id, { status: "accepted", reply, seen: true, updatedAt: Date.now() });
  await notify(ctx, {
    profileId: row.fromId,
    kind: "interestAccepted",
    params: { memberId: receiver._id },
    dedupeKey: `interestAccepted:${row._id}`,
  });
  return null;
}

/** The receiver declines with a polite template. */
export async function decline(
  ctx: MutationCtx,
  receiver: Doc<"profiles">,
  rawId: string,
  reply: DeclineTemplate,
): Promise<null> {
  const row = await pendingInterest(ctx, receiver, rawId, "toId");
  await ctx.db.patch("interests", row._id, { status: "declined", reply, seen: true, updatedAt: Date.now() });
  await notify(ctx, {
    profileId: row.fromId,
    kind: "interestDeclined",
    params: { memberId: receiver._id },
    dedupeKey: `interestDeclined:${row._id}`,
  });
  return null;
}

/** The sender takes back an unanswered interest within 24 hours of sending it; it disappears for the receiver. */
export async function withdraw(ctx: MutationCtx, sender: Doc<"profiles">, rawId: string): Promise<null> {
  const row = await pendingInterest(ctx, sender, rawId, "fromId");
  const now = Date.now();
  if (!canWithdraw(row.createdAt, now)) fail("conflict", "interest.withdrawWindow");
  await ctx.db.patch("interests", row._id, { status: "withdrawn", seen: true, updatedAt: now });
  // It disappears for the receiver, so does the news of it.
  await retract(ctx, `interestReceived:${row._id}`);
  return null;
}

/** Rows the expiry sweep records per run (it runs hourly; the rest waits an hour, and reads expire them anyway). */
export const EXPIRY_BATCH = 500;

/** Record unanswered interests older than 30 days as expired; returns how many it recorded. */
export async function expireUnanswered(ctx: MutationCtx): Promise<number> {
  const now = Date.now();
  const rows = await ctx.db
    .query("interests")
    .withIndex("by_status_and_createdAt", (q) => q.eq("status", "pending").lte("createdAt", now - INTEREST_EXPIRY_MS))
    .take(EXPIRY_BATCH);
  for (const row of rows) {
    await ctx.db.patch("interests", row._id, {
      status: "expired",
      seen: true,
      updatedAt: row.createdAt + INTEREST_EXPIRY_MS,
    });
  }
  return rows.length;
}
