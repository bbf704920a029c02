/**
 * Notifications: the member's bell and list, their email and SMS choices, and the outbox's (WhatsApp: whatsapp.ts)
 * delivery (internal). Events call `notify` (model/notifications/notify.ts) from their own mutations.
 */
import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { env } from "./_generated/server";
import { internalAction, internalMutation, memberMutation, memberQuery } from "./functions";
import { vPhotoRejectReason } from "./validators";
import { emailSender, sendEmailRequest } from "./model/email/provider";
import { sendSms } from "./model/sms/send";
import { sendWhatsApp } from "./model/whatsapp/send";
import { pushResult } from "./model/push/result";
import { listInbox, markAllRead, markRead, unreadCount, UNREAD_CAP } from "./model/notifications/inbox";
import { claim, finish, sweep, vDelivery, type Delivery, type SendResult } from "./model/notifications/outbox";
import { notifyPremiumEnding } from "./model/notifications/premium";
import { preferencesOf, setPreferences, turnTopicOff } from "./model/notifications/preferences";
import { vEmailTopic, vNotificationKind } from "./model/notifications/validators";
import { vBadgeKind, vVerificationDecision } from "./model/verification/badgeValidators";
import { literals } from "convex-helpers/validators";
import { REPORT_OUTCOMES } from "@matrimony/shared/rules/notifications";

/** The bell's live count of unread notifications (at most 100: the bell shows 99+). */
export const unread = memberQuery({
  args: {},
  returns: v.number(),
  handler: async (ctx) => Math.min(await unreadCount(ctx, ctx.profile._id), UNREAD_CAP),
});

const vInboxRow = v.object({
  _id: v.id("notifications"),
  kind: vNotificationKind,
  createdAt: v.number(),
  read: v.boolean(),
  params: v.object({
    reason: v.optional(v.string()),
    until: v.optional(v.number()),
    badge: v.optional(vBadgeKind),
    decision: v.optional(vVerificationDecision),
    outcome: v.optional(literals(...REPORT_OUTCOMES)),
    photoReason: v.optional(vPhotoRejectReason),
  }),
  memberId: v.union(v.id("profiles"), v.null()),
  memberName: v.union(v.string(), v.null()),
});

/** The caller's notifications, newest first, a page at a time. */
export const list = memberQuery({
  args: { paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(vInboxRow),
  handler: async (ctx, { paginationOpts }) => await listInbox(ctx, ctx.profile, paginationOpts),
});

export const markAsRead = memberMutation({
  args: { id: v.string() },
  returns: v.null(),
  handler: async (ctx, { id }) => await markRead(ctx, ctx.profile, id),
});

export const markAllAsRead = memberMutation({
  args: {},
  returns: v.number(),
  handler: async (ctx) => await markAllRead(ctx, ctx.profile),
});

const vPreferences = v.object({
  email: v.object({
    account: v.boolean(),
    interests: v.boolean(),
    contactRevealed: v.boolean(),
    premium: v.boolean(),
    reports: v.boolean(),
    verification: v.boolean(),
    messages: v.boolean(),
  }),
  smsApproved: v.boolean(),
});

/** What the settings page saves: an app from before the messages topic sends none, which keeps the member's choice. */
const vSavedPreferences = v.object({
  email: v.object({ ...vPreferences.fields.email.fields, messages: v.optional(v.boolean()) }),
  smsApproved: v.boolean(),
});

/** The caller's email topics and SMS opt-in (the defaults until they choose). */
export const preferences = memberQuery({
  args: {},
  returns: vPreferences,
  handler: async (ctx) => await preferencesOf(ctx, ctx.profile._id),
});

export const savePreferences = memberMutation({
  args: vSavedPreferences,
  returns: v.null(),
  handler: async (ctx, prefs) => {
    const messages = prefs.email.messages ?? (await preferencesOf(ctx, ctx.profile._id)).email.messages;
    await setPreferences(ctx, ctx.profile._id, { ...prefs, email: { ...prefs.email, messages } });
    return null;
  },
});

/** The signed unsubscribe link's effect (convex/http.ts checks the signature first). */
export const unsubscribe = internalMutation({
  args: { profileId: v.string(), topic: vEmailTopic },
  returns: v.boolean(),
  handler: async (ctx, { profileId, topic }) => {
    const id = ctx.db.normalizeId("profiles", profileId);
    if (id === null || (await ctx.db.get("profiles", id)) === null) return false;
    await turnTopicOff(ctx, id, topic);
    return true;
  },
});

export const claimDelivery = internalMutation({
  args: { outboxId: v.id("notificationOutbox") },
  returns: v.union(vDelivery, v.null()),
  handler: async (ctx, { outboxId }) => await claim(ctx, outboxId, Date.now()),
});

export const finishDelivery = internalMutation({
  args: {
    outboxId: v.id("notificationOutbox"),
    attempt: v.number(),
    ok: v.boolean(),
    error: v.optional(v.string()),
    permanent: v.optional(v.boolean()),
    providerMessageId: v.optional(v.string()),
  },
  returns: v.null(),
  handler: async (ctx, { outboxId, attempt, ok, error, permanent, providerMessageId }) => {
    const result: SendResult = ok
      ? { ok: true, ...(providerMessageId === undefined ? {} : { providerMessageId }) }
      : { ok: false, error: error ?? "unknown error", ...(permanent === undefined ? {} : { permanent }) };
    await finish(ctx, outboxId, attempt, result, Date.now());
    return null;
  },
});

/** Sends one outbox row: claim it (once), call the provider with its idempotency key, record the result. */
export const deliver = internalAction({
  args: { outboxId: v.id("notificationOutbox") },
  returns: v.null(),
  handler: async (ctx, { outboxId }): Promise<null> => {
    const delivery: Delivery | null = await ctx.runMutation(internal.notifications.claimDelivery, { outboxId });
    if (delivery === null) return null;
    let result: SendResult;
    if (delivery.channel === "email") {
      const sender = emailSender(env);
      result =
        sender.provider === "none"
          ? { ok: false, error: sender.reason }
          : await sendEmailRequest(sender.request(delivery.message));
    } else if (delivery.channel === "whatsapp") {
      // Meta's Cloud API template message, or the local WhatsApp outbox (model/whatsapp/provider.ts).
      const outcome = await sendWhatsApp(env, {
        to: delivery.to,
        kind: delivery.kind,
        language: delivery.language,
        values: delivery.values,
        idempotencyKey: delivery.idempotencyKey,
      });
      result = outcome.sent
        ? { ok: true, ...(outcome.messageId === null ? {} : { providerMessageId: outcome.messageId }) }
        : { ok: false, error: outcome.reason, permanent: outcome.permanent };
    } else if (delivery.channel === "push") {
      const sent = await ctx.runAction(internal.pushNode.sendPush, delivery.push);
      if (sent.ok) await ctx.runMutation(internal.push.recordPushOutcomes, { outcomes: sent.outcomes });
      result = pushResult(sent);
    } else {
      // A's SMS interface (MSG91's Flow API with DLT templates, or the local SMS outbox); it retries a
      // provider's 5xx itself, and the outbox retries later what still failed.
      const outcome = await sendSms(env, {
        to: delivery.to,
        template: "approved",
        language: delivery.language,
        vars: { code: delivery.profileCode },
      });
      result = outcome.sent ? { ok: true } : { ok: false, error: outcome.reason };
    }
    await ctx.runMutation(internal.notifications.finishDelivery, {
      outboxId,
      attempt: delivery.attempt,
      ok: result.ok,
      ...(result.ok
        ? result.providerMessageId === undefined
          ? {}
          : { providerMessageId: result.providerMessageId }
        : { error: result.error, ...(result.permanent === undefined ? {} : { permanent: result.permanent }) }),
    });
    return null;
  },
});

/** Every few minutes (crons.ts): sends again what a lost action or scheduler left behind. */
export const sweepOutbox = internalMutation({
  args: {},
  returns: v.number(),
  handler: async (ctx) => await sweep(ctx, Date.now()),
});

/** Daily (crons.ts): "Premium ends in 7 days", once per premiumUntil. */
export const notifyPremiumEndingSoon = internalMutation({
  args: {},
  returns: v.number(),
  handler: async (ctx) => await notifyPremiumEnding(ctx, Date.now()),
});
