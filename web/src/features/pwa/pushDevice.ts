/**
 * This device's Web Push subscription (the browser's PushManager, through the service worker): turning
 * alerts on asks the browser's permission, which is only ever done from a member's tap (the settings switch,
 * or the offer after sending an interest: PushOffer.tsx), never on arrival.
 */

export interface DeviceSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushState = "unsupported" | "blocked" | "off" | "on";

export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window
  );
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return pushSupported() ? await navigator.serviceWorker.getRegistration() : undefined;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported() || !(await registration())) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  return (await currentSubscription()) !== null && Notification.permission === "granted" ? "on" : "off";
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Asks permission (from a tap) and subscribes; null when the member or the browser said no. */
export async function subscribeDevice(publicKey: string): Promise<DeviceSubscription | null> {
  if (!pushSupported()) return null;
  if ((await Notification.requestPermission()) !== "granted") return null;
  const ready = await navigator.serviceWorker.ready;
  const subscription = await ready.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(publicKey),
  });
  const keys = subscription.toJSON().keys ?? {};
  if (!keys.p256dh || !keys.auth) return null;
  return { endpoint: subscription.endpoint, p256dh: keys.p256dh, auth: keys.auth };
}

/**
 * Alerts off on this device: the server forgets it (`remove`), then the browser's subscription goes. Used on
 * sign-out too, where it must never hold the member up: failures are swallowed, after at most 3 s.
 */
export async function unsubscribeDevice(remove: (endpoint: string) => Promise<unknown>): Promise<void> {
  const work = (async () => {
    const subscription = await currentSubscription();
    if (!subscription) return;
    await remove(subscription.endpoint).catch(() => undefined);
    await subscription.unsubscribe().catch(() => false);
  })().catch(() => undefined);
  await Promise.race([work, new Promise((resolve) => setTimeout(resolve, 3_000))]);
}
