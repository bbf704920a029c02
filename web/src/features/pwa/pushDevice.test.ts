import { afterEach, describe, expect, it, vi } from "vitest";
import { applicationServerKey, pushState, unsubscribeDevice } from "./pushDevice";

/** A browser with Push and a registered worker holding `subscription` (jsdom has neither). */
function browserWith(
  subscription: { endpoint: string; unsubscribe: () => Promise<boolean> } | null,
  permission: NotificationPermission = "granted",
) {
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal("Notification", { permission });
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: {
      getRegistration: () => Promise.resolve({ pushManager: { getSubscription: () => Promise.resolve(subscription) } }),
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("this device's alerts", () => {
  it("on sign-out the server forgets the device, then the browser's subscription goes", async () => {
    const order: string[] = [];
    browserWith({
      endpoint: "https://fcm.googleapis.com/fcm/send/abc",
      unsubscribe: () => (order.push("browser"), Promise.resolve(true)),
    });
    await unsubscribeDevice(async (endpoint) => order.push(`server ${endpoint}`));
    expect(order).toEqual(["server https://fcm.googleapis.com/fcm/send/abc", "browser"]);
  });

  it("never holds sign-out up when the server fails", async () => {
    const unsubscribe = vi.fn(() => Promise.resolve(true));
    browserWith({ endpoint: "https://fcm.googleapis.com/fcm/send/abc", unsubscribe });
    await unsubscribeDevice(() => Promise.reject(new Error("offline")));
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it("does nothing without a subscription", async () => {
    browserWith(null);
    const remove = vi.fn();
    await unsubscribeDevice(remove);
    expect(remove).not.toHaveBeenCalled();
  });

  it.each([
    ["on", { endpoint: "e", unsubscribe: () => Promise.resolve(true) }, "granted"],
    ["off", null, "default"],
    ["blocked", null, "denied"],
  ] as const)("reads the state %s", async (state, subscription, permission) => {
    browserWith(subscription, permission);
    expect(await pushState()).toBe(state);
  });

  it("is unsupported without Push", async () => {
    expect(await pushState()).toBe("unsupported");
  });

  it("turns the VAPID key (base64url) into its 65 bytes", () => {
    const key = `B${"A".repeat(86)}`;
    const bytes = applicationServerKey(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});
