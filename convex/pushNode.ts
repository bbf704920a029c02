"use node";
/**
 * The only Web Push sends, through the `web-push` library (it needs Node's crypto): each device's message
 * is encrypted to its keys (RFC 8291, aes128gcm) and signed with the app's VAPID key (RFC 8292), then
 * posted to its push service. Thin on purpose: it answers per device sent, gone (404/410: the outbox then
 * removes it) or error, and decides nothing else (tests swap this module for a fake, convex/test.push.ts).
 *
 * Local mode: a device whose push service is out of reach offline (Chromium's subscriptions point at
 * Google's FCM) is posted to the push-service simulator instead (PUSH_SERVICE_SIMULATOR_URL, local/src/pushService),
 * the same request, with the address it was meant for; the simulator records what would have been sent.
 */
import webpush from "web-push";
import { env } from "./_generated/server";
import { internalAction } from "./functions";
import { vPushDelivery, vPushSent, vapidSettings } from "./model/push/delivery";

/** A push service answers in well under a second; a hung one should not hold the outbox. */
const TIMEOUT_MS = 10_000;
/** Alerts older than a day are stale (a new interest, an approval): the push service may drop them then. */
const TTL_SECONDS = 24 * 60 * 60;

/** The Topic header (RFC 8030 §5.4): at most 32 base64url characters; a digest of the event's key. */
async function topicOf(dedupeKey: string): Promise<string> {
  const { createHash } = await import("node:crypto");
  return createHash("sha256").update(dedupeKey).digest("base64url").slice(0, 32);
}

function isLocal(endpoint: string): boolean {
  const { hostname, protocol } = new URL(endpoint);
  return protocol === "http:" && (hostname === "127.0.0.1" || hostname === "localhost");
}

export const sendPush = internalAction({
  args: vPushDelivery,
  returns: vPushSent,
  handler: async (_ctx, delivery) => {
    const settings = vapidSettings();
    if (!settings.ok) return { ok: false as const, reason: settings.reason };
    const { vapid } = settings;
    const topic = await topicOf(delivery.dedupeKey);
    const simulator = env.PUSH_SERVICE_SIMULATOR_URL?.replace(/\/+$/, "");
    const outcomes = [];
    for (const device of delivery.subscriptions) {
      try {
        const request = webpush.generateRequestDetails(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          delivery.payload,
          {
            vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
            TTL: TTL_SECONDS,
            topic,
            urgency: "normal",
            contentEncoding: "aes128gcm",
          },
        );
        const headers: Record<string, string> = Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        );
        let url = request.endpoint;
        if (simulator && !isLocal(url)) {
          headers["X-Push-Endpoint"] = url;
          url = `${simulator}/send`;
        }
        const response = await fetch(url, {
          method: request.method,
          headers,
          body: request.body === null ? undefined : new Uint8Array(request.body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (response.status === 404 || response.status === 410)
          outcomes.push({ id: device.id, status: "gone" as const });
        else if (response.ok) outcomes.push({ id: device.id, status: "sent" as const });
        else
          outcomes.push({
            id: device.id,
            status: "error" as const,
            error: `push service: HTTP ${String(response.status)}`,
          });
      } catch (e) {
        outcomes.push({
          id: device.id,
          status: "error" as const,
          error: `push service: ${e instanceof Error ? e.message.slice(0, 200) : "network error"}`,
        });
      }
    }
    return { ok: true as const, outcomes };
  },
});
