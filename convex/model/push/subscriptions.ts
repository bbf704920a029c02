/**
 * Web Push subscriptions, one row per device (`pushSubscriptions`): saved when a member turns alerts on
 * on a phone, removed when they turn them off or sign out there, with the account, and when the push
 * service says the subscription is gone (404 or 410). The browser gives the endpoint and keys; the server
 * checks their shape so the table never holds an address it should not call.
 */
import { env, type MutationCtx, type QueryCtx } from "../../_generated/server";
import type { Doc, Id } from "../../_generated/dataModel";
import { fail } from "../errors";

/** Push services' endpoints are a few hundred characters (FCM's about 190, Mozilla's about 250). */
export const MAX_ENDPOINT_LENGTH = 1024;
/** Devices per member: a family's phones and tablets; the oldest goes when a new one comes past this. */
export const MAX_DEVICES = 10;
/** An uncompressed P-256 public key (65 bytes) in base64url, and the 16-byte auth secret (RFC 8291). */
const P256DH = /^[A-Za-z0-9_-]{86,87}={0,1}$/;
const AUTH = /^[A-Za-z0-9_-]{22}(==)?$/;

export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Plain http only to this machine, and only in local mode (the push-service simulator). */
const localMode = () => Boolean(env.LOCAL_AUTH_ISSUER);

export function checkEndpoint(endpoint: string): URL {
  if (endpoint.length === 0 || endpoint.length > MAX_ENDPOINT_LENGTH)
    fail("invalid", "push.badSubscription", "endpoint");
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    fail("invalid", "push.badSubscription", "endpoint");
  }
  const local =
    url.protocol === "http:" && (url.hostname === "127.0.0.1" || url.hostname === "localhost") && localMode();
  if ((url.protocol !== "https:" && !local) || url.username !== "" || url.password !== "")
    fail("invalid", "push.badSubscription", "endpoint");
  return url;
}

export function checkKeys(p256dh: string, auth: string): void {
  if (!P256DH.test(p256dh)) fail("invalid", "push.badSubscription", "p256dh");
  if (!AUTH.test(auth)) fail("invalid", "push.badSubscription", "auth");
}

export async function subscriptionsOf(ctx: QueryCtx, profileId: Id<"profiles">): Promise<Doc<"pushSubscriptions">[]> {
  return await ctx.db
    .query("pushSubscriptions")
    .withIndex("by_profileId", (q) => q.eq("profileId", profileId))
    .take(MAX_DEVICES + 1);
}

async function byEndpoint(ctx: QueryCtx, endpoint: string): Promise<Doc<"pushSubscriptions"> | null> {
  return await ctx.db
    .query("pushSubscriptions")
    .withIndex("by_endpoint", (q) => q.eq("endpoint", endpoint))
    .first();
}

/**
 * Saves this device's subscription for the member. An endpoint belongs to one browser: if another member
 * signed in on it before, it is theirs no more (the alerts follow whoever turned them on last).
 */
export async function saveSubscription(
  ctx: MutationCtx,
  profileId: Id<"profiles">,
  input: PushSubscriptionInput,
  now: number,
): Promise<void> {
  checkEndpoint(input.endpoint);
  checkKeys(input.p256dh, input.auth);
  const existing = await byEndpoint(ctx, input.endpoint);
  if (existing !== null) {
    await ctx.db.patch("pushSubscriptions", existing._id, { profileId, p256dh: input.p256dh, auth: input.auth });
    return;
  }
  const devices = await subscriptionsOf(ctx, profileId);
  if (devices.length >= MAX_DEVICES) {
    const oldest = devices.reduce((a, b) => (a.createdAt <= b.createdAt ? a : b));
    await ctx.db.delete("pushSubscriptions", oldest._id);
  }
  await ctx.db.insert("pushSubscriptions", {
    profileId,
    endpoint: input.endpoint,
    p256dh: input.p256dh,
    auth: input.auth,
    createdAt: now,
  });
}

/** Removes this device's subscription, if it is the member's; another member's endpoint is left alone. */
export async function removeSubscription(
  ctx: MutationCtx,
  profileId: Id<"profiles">,
  endpoint: string,
): Promise<boolean> {
  const existing = await byEndpoint(ctx, endpoint);
  if (existing === null || existing.profileId !== profileId) return false;
  await ctx.db.delete("pushSubscriptions", existing._id);
  return true;
}

/** Account deletion: every device of the member. */
export async function removeAllSubscriptions(ctx: MutationCtx, profileId: Id<"profiles">): Promise<void> {
  for (const row of await subscriptionsOf(ctx, profileId)) await ctx.db.delete("pushSubscriptions", row._id);
}

export type PushOutcome = { id: Id<"pushSubscriptions">; status: "sent" | "gone" | "error"; error?: string };

/** After a send: gone subscriptions (404/410) are removed, delivered ones remember when. */
export async function recordOutcomes(ctx: MutationCtx, outcomes: readonly PushOutcome[], now: number): Promise<void> {
  for (const outcome of outcomes) {
    const row = await ctx.db.get("pushSubscriptions", outcome.id);
    if (row === null) continue;
    if (outcome.status === "gone") await ctx.db.delete("pushSubscriptions", row._id);
    else if (outcome.status === "sent") await ctx.db.patch("pushSubscriptions", row._id, { lastSuccessAt: now });
  }
}
