/**
 * Push alerts on a member's devices (docs/notifications.md "Push"): the app asks for the VAPID public key,
 * subscribes the browser (PushManager) and saves the subscription here; it removes it when the member turns
 * alerts off on that device or signs out. Sends go through the notification outbox (channel "push").
 */
import { v } from "convex/values";
import { internalMutation, memberMutation, memberQuery } from "./functions";
import { consume } from "./model/limits";
import { vapidSettings, vPushOutcome } from "./model/push/delivery";
import { recordOutcomes, removeSubscription, saveSubscription, subscriptionsOf } from "./model/push/subscriptions";

/** The key the browser subscribes with, or null when this deployment sends no push (no VAPID keys). */
export const publicKey = memberQuery({
  args: {},
  returns: v.union(v.string(), v.null()),
  handler: async () => {
    const settings = vapidSettings();
    return settings.ok ? settings.vapid.publicKey : null;
  },
});

/** Whether this device (its endpoint) has alerts on for the caller. */
export const isSubscribed = memberQuery({
  args: { endpoint: v.string() },
  returns: v.boolean(),
  handler: async (ctx, { endpoint }) =>
    (await subscriptionsOf(ctx, ctx.profile._id)).some((row) => row.endpoint === endpoint),
});

export const subscribe = memberMutation({
  args: { endpoint: v.string(), p256dh: v.string(), auth: v.string() },
  returns: v.null(),
  handler: async (ctx, subscription) => {
    await consume(ctx, "pushSubscriptions", ctx.profile._id, "limit.pushSubscriptions");
    await saveSubscription(ctx, ctx.profile._id, subscription, Date.now());
    return null;
  },
});

/** This device's alerts off (the settings switch, and sign-out). Another member's device is left alone. */
export const unsubscribe = memberMutation({
  args: { endpoint: v.string() },
  returns: v.null(),
  handler: async (ctx, { endpoint }) => {
    await removeSubscription(ctx, ctx.profile._id, endpoint);
    return null;
  },
});

export const recordPushOutcomes = internalMutation({
  args: {
    outcomes: v.array(vPushOutcome),
  },
  returns: v.null(),
  handler: async (ctx, { outcomes }) => {
    await recordOutcomes(ctx, outcomes, Date.now());
    return null;
  },
});
