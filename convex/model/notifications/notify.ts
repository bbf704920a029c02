/**
 * notify: the one way any part of the backend tells a member something. It writes the in-app
 * notification once per dedupe key (a second call with the same key, from a retried mutation or a scheduler
 * that ran twice, does nothing) and queues one email, and the opt-in SMS and WhatsApp, per the member's choices. The
 * messages leave through the outbox (outbox.ts), in the member's language.
 */
import { PUSH_KINDS, SMS_KINDS, TOPIC_OF_KIND, type NotificationKind } from "@matrimony/shared/rules/notifications";
import { internal } from "../../_generated/api";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { preferencesOf } from "./preferences";
import { wantsWhatsApp } from "../whatsapp/optIns";
import { hasPushDevice } from "../push/delivery";
import type { NotificationParams } from "./validators";

export interface NotifyArgs {
  profileId: Id<"profiles">;
  kind: NotificationKind;
  params: NotificationParams;
  /** Names the event (e.g. `interestReceived:<interest id>`): the same key never notifies twice. */
  dedupeKey: string;
  /** Hold the mail and SMS this long before sending (the in-app notification is written at once). */
  sendAfterMs?: number;
}

/** The notification's id, or null when this event was already notified (or the member is gone). */
export async function notify(ctx: MutationCtx, args: NotifyArgs): Promise<Id<"notifications"> | null> {
  const existing = await ctx.db
    .query("notifications")
    .withIndex("by_dedupeKey", (q) => q.eq("dedupeKey", args.dedupeKey))
    .first();
  if (existing !== null) return null;
  if ((await ctx.db.get("profiles", args.profileId)) === null) return null;
  const now = Date.now();
  const notificationId = await ctx.db.insert("notifications", {
    profileId: args.profileId,
    kind: args.kind,
    params: args.params,
    dedupeKey: args.dedupeKey,
    createdAt: now,
  });
  const prefs = await preferencesOf(ctx, args.profileId);
  if (prefs.email[TOPIC_OF_KIND[args.kind]]) await queue(ctx, notificationId, args, "email", now);
  if (prefs.smsApproved && SMS_KINDS.includes(args.kind)) await queue(ctx, notificationId, args, "sms", now);
  // Push: on the devices where the member turned alerts on (model/push/).
  if (PUSH_KINDS.includes(args.kind) && (await hasPushDevice(ctx, args.profileId)))
    await queue(ctx, notificationId, args, "push", now);
  if (await wantsWhatsApp(ctx, args.profileId, args.kind)) await queue(ctx, notificationId, args, "whatsapp", now);
  return notificationId;
}

async function queue(
  ctx: MutationCtx,
  notificationId: Id<"notifications">,
  args: NotifyArgs,
  channel: Doc<"notificationOutbox">["channel"],
  now: number,
): Promise<void> {
  const delay = Math.max(0, args.sendAfterMs ?? 0);
  const outboxId = await ctx.db.insert("notificationOutbox", {
    profileId: args.profileId,
    notificationId,
    channel,
    kind: args.kind,
    dedupeKey: `${args.dedupeKey}:${channel}`,
    status: "queued",
    attempts: 0,
    nextAttemptAt: now + delay,
    createdAt: now,
  });
  await ctx.scheduler.runAfter(delay, internal.notifications.deliver, { outboxId });
}

/**
 * Takes back an event that was undone (an interest withdrawn): its notification goes, and any mail not
 * yet sent is skipped (the outbox finds the notification gone). The key is never notified again.
 */
export async function retract(ctx: MutationCtx, dedupeKey: string): Promise<void> {
  const row = await ctx.db
    .query("notifications")
    .withIndex("by_dedupeKey", (q) => q.eq("dedupeKey", dedupeKey))
    .first();
  if (row !== null) await ctx.db.delete("notifications", row._id);
}
