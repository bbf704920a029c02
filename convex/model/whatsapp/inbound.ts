/**
 * What a verified WhatsApp webhook changes: a STOP reply opts out every member opted in on that number
 * (once per Meta message id, recorded in `webhookEvents` like Razorpay's events), and a status report is
 * kept on the outbox row of the message it names. Other replies change nothing: the app does not chat.
 */
import type { MutationCtx } from "../../_generated/server";
import { isStopReply, optOutNumber } from "./optIns";
import type { InboundText, StatusUpdate } from "./webhook";

export type InboundOutcome = { stopped: number; ignored: number; duplicates: number; statuses: number };

export async function applyInbound(
  ctx: MutationCtx,
  events: { messages: InboundText[]; statuses: StatusUpdate[] },
  now: number,
): Promise<InboundOutcome> {
  const outcome: InboundOutcome = { stopped: 0, ignored: 0, duplicates: 0, statuses: 0 };
  for (const message of events.messages) {
    const eventId = `whatsapp:${message.id}`;
    const seen = await ctx.db
      .query("webhookEvents")
      .withIndex("by_eventId", (q) => q.eq("eventId", eventId))
      .first();
    if (seen !== null) {
      outcome.duplicates += 1;
      continue;
    }
    if (!isStopReply(message.text)) {
      outcome.ignored += 1;
      continue;
    }
    const stopped = await optOutNumber(ctx, message.from, now);
    outcome.stopped += stopped;
    // Never the number or the text: the id and what was done are enough for support and de-duplication.
    await ctx.db.insert("webhookEvents", {
      eventId,
      event: "whatsapp.stop",
      outcome: `opted out ${String(stopped)}`,
      receivedAt: now,
    });
  }
  for (const status of events.statuses) {
    const row = await ctx.db
      .query("notificationOutbox")
      .withIndex("by_providerMessageId", (q) => q.eq("providerMessageId", status.id))
      .first();
    if (row === null || row.channel !== "whatsapp") continue;
    // Meta may report "delivered" after "read"; a later report never takes a message back from read or failed.
    if (row.providerStatus === "read" || row.providerStatus === "failed") continue;
    if (row.providerStatus === "delivered" && status.status === "sent") continue;
    await ctx.db.patch("notificationOutbox", row._id, {
      providerStatus: status.status,
      ...(status.status === "failed" ? { lastError: `whatsapp: ${status.error ?? "failed"}` } : {}),
    });
    outcome.statuses += 1;
  }
  return outcome;
}
