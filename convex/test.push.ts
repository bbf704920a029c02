/**
 * Fixtures of the push suites: a device's subscription as a browser gives it, and a fake of
 * `pushNode.ts` (the thin wrapper around web-push, which needs Node and a network; the local suites send
 * real encrypted requests to the push-service simulator). Two dots in the name: never deployed.
 */
import { internalAction } from "./functions";
import { vPushDelivery, vPushSent, type PushDelivery } from "./model/push/delivery";
import { modules, type Modules } from "./test.fixtures";

let seq = 0;

/** A subscription as PushManager.subscribe() gives it: an FCM endpoint, a P-256 key, a 16-byte secret. */
export function deviceSubscription(): { endpoint: string; p256dh: string; auth: string } {
  seq += 1;
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/device-${String(seq)}:APA91bExample`,
    p256dh: `B${"Ab3-_x".repeat(14)}Ab`,
    auth: "qM0tSeCr3tAuTh-Key_1ab",
  };
}

export type FakePush = {
  modules: Modules;
  sent: PushDelivery[];
  /** The push service's answer per endpoint (201 when absent). */
  status: Map<string, number>;
};

export function fakePush(): FakePush {
  const fake: FakePush = { modules, sent: [], status: new Map() };
  const node = {
    sendPush: internalAction({
      args: vPushDelivery,
      returns: vPushSent,
      handler: async (_ctx, delivery) => {
        fake.sent.push(delivery);
        return {
          ok: true as const,
          outcomes: delivery.subscriptions.map((device) => {
            const status = fake.status.get(device.endpoint) ?? 201;
            if (status === 404 || status === 410) return { id: device.id, status: "gone" as const };
            if (status < 300) return { id: device.id, status: "sent" as const };
            return { id: device.id, status: "error" as const, error: `push service: HTTP ${String(status)}` };
          }),
        };
      },
    }),
  };
  fake.modules = { ...modules, "./pushNode.ts": async () => node };
  return fake;
}
