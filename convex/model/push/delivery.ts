/**
 * The push channel of the notification outbox (../notifications/outbox.ts): what `claim` hands the
 * delivering action for a `push` row (the payload and the member's devices, read when it is sent, so a
 * device removed meanwhile is not called), and the VAPID settings it signs with.
 */
import { v, type Infer } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import { env, type QueryCtx } from "../../_generated/server";
import { pushPayload } from "./payload";
import { subscriptionsOf } from "./subscriptions";

export const vPushDelivery = v.object({
  payload: v.string(),
  /** The outbox row's dedupe key, hashed into the push's Topic header (a retry replaces, never doubles). */
  dedupeKey: v.string(),
  subscriptions: v.array(
    v.object({ id: v.id("pushSubscriptions"), endpoint: v.string(), p256dh: v.string(), auth: v.string() }),
  ),
});
export type PushDelivery = Infer<typeof vPushDelivery>;

/** Per device: taken, gone (404/410: removed), or failed otherwise. */
export const vPushOutcome = v.object({
  id: v.id("pushSubscriptions"),
  status: v.union(v.literal("sent"), v.literal("gone"), v.literal("error")),
  error: v.optional(v.string()),
});
export const vPushSent = v.union(
  v.object({ ok: v.literal(true), outcomes: v.array(vPushOutcome) }),
  v.object({ ok: v.literal(false), reason: v.string() }),
);

export async function hasPushDevice(ctx: QueryCtx, profileId: Id<"profiles">): Promise<boolean> {
  return (
    (await ctx.db
      .query("pushSubscriptions")
      .withIndex("by_profileId", (q) => q.eq("profileId", profileId))
      .first()) !== null
  );
}

export async function pushDeliveryOf(
  ctx: QueryCtx,
  row: Doc<"notificationOutbox">,
  notification: Doc<"notifications">,
  language: "en" | "te",
): Promise<PushDelivery | null> {
  const devices = await subscriptionsOf(ctx, row.profileId);
  if (devices.length === 0) return null;
  return {
    payload: JSON.stringify(pushPayload(row.kind, notification.params, language, row.dedupeKey)),
    dedupeKey: row.dedupeKey,
    subscriptions: devices.map((d) => ({ id: d._id, endpoint: d.endpoint, p256dh: d.p256dh, auth: d.auth })),
  };
}

export interface VapidSettings {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** VAPID keys (`npx web-push generate-vapid-keys`) and the contact the push services may write to. */
export function vapidSettings(): { ok: true; vapid: VapidSettings } | { ok: false; reason: string } {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  const subject = env.VAPID_SUBJECT?.trim();
  if (!publicKey || !privateKey || !subject)
    return {
      ok: false,
      reason: "VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT must be set to send push alerts",
    };
  return { ok: true, vapid: { publicKey, privateKey, subject } };
}
