/**
 * Copy-paste outreach: one member sending the same text into many conversations (a broker's pitch, a
 * scammer's script). A text's fingerprint ignores case, spacing and punctuation; the same fingerprint in
 * OUTREACH_RECIPIENTS conversations within OUTREACH_WINDOW raises an "outreach" flag (model/limits.ts).
 */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { OUTREACH_MIN_LENGTH, OUTREACH_RECIPIENTS, OUTREACH_WINDOW } from "../limits";
import { raiseFlag } from "./flags";
import type { Conversation } from "./pair";

/** Conversations remembered per fingerprint: enough to count past the threshold. */
const MAX_TRACKED = 20;

/** Letters and digits of any script, lower-cased: "Hi! Send  me..." and "hi send me" are the same text. */
export function normalisedForOutreach(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();
}

/** A 53-bit hash of the normalised text (cyrb53), as hex: the text itself is not kept again. */
export function fingerprint(normalised: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < normalised.length; i++) {
    const ch = normalised.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

/** Count this text for its sender; flag the conversation where it reaches the threshold (once per text). */
export async function trackOutreach(
  ctx: MutationCtx,
  c: Conversation,
  senderId: Id<"profiles">,
  otherId: Id<"profiles">,
  messageId: Id<"messages">,
  text: string,
): Promise<void> {
  const normalised = normalisedForOutreach(text);
  if (normalised.length < OUTREACH_MIN_LENGTH) return;
  const fp = fingerprint(normalised);
  const now = Date.now();
  const row = await ctx.db
    .query("outreachTexts")
    .withIndex("by_senderId_and_fingerprint", (q) => q.eq("senderId", senderId).eq("fingerprint", fp))
    .unique();
  if (row === null || row.lastAt < now - OUTREACH_WINDOW) {
    if (row !== null) await ctx.db.delete("outreachTexts", row._id);
    await ctx.db.insert("outreachTexts", {
      senderId,
      fingerprint: fp,
      conversationIds: [c._id],
      firstAt: now,
      lastAt: now,
      flagged: false,
    });
    return;
  }
  const conversationIds = row.conversationIds.includes(c._id)
    ? row.conversationIds
    : [...row.conversationIds, c._id].slice(-MAX_TRACKED);
  const reached = conversationIds.length >= OUTREACH_RECIPIENTS;
  await ctx.db.patch("outreachTexts", row._id, { conversationIds, lastAt: now, flagged: row.flagged || reached });
  // One entry per text and sender: the queue shows the member once, with how many got it then.
  if (reached && !row.flagged) {
    await raiseFlag(ctx, {
      kind: "outreach",
      c,
      memberId: senderId,
      otherId,
      messageId,
      recipients: conversationIds.length,
    });
  }
}

/** Fingerprints older than the window are forgotten (the daily housekeeping). */
export async function pruneOutreach(ctx: MutationCtx, now: number, batch = 500): Promise<number> {
  const old = await ctx.db
    .query("outreachTexts")
    .withIndex("by_lastAt", (q) => q.lt("lastAt", now - OUTREACH_WINDOW))
    .take(batch);
  for (const row of old) await ctx.db.delete("outreachTexts", row._id);
  return old.length;
}
