/** Turning this device's alerts on and off, with the server's side (convex/push.ts). */
import { useMutation, useQuery } from "convex/react";
import { useCallback, useEffect, useState } from "react";
import { api } from "../../convexApi";
import { pushState, subscribeDevice, unsubscribeDevice, type PushState } from "./pushDevice";

export function useDeviceAlerts() {
  const publicKey = useQuery(api.push.publicKey);
  const save = useMutation(api.push.subscribe);
  const remove = useMutation(api.push.unsubscribe);
  const [state, setState] = useState<PushState | null>(null);
  useEffect(() => {
    let live = true;
    void pushState().then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, []);

  /** True when alerts are on afterwards. Throws when the browser or the server refused the subscription. */
  const turnOn = useCallback(async (): Promise<boolean> => {
    if (!publicKey) return false;
    const device = await subscribeDevice(publicKey);
    if (device === null) {
      setState(await pushState());
      return false;
    }
    await save(device);
    setState("on");
    return true;
  }, [publicKey, save]);

  const turnOff = useCallback(async () => {
    await unsubscribeDevice((endpoint) => remove({ endpoint }));
    setState(await pushState());
  }, [remove]);

  /** Push works here: a deployment with VAPID keys, a browser with Push and a registered worker. */
  const available = typeof publicKey === "string" && state !== null && state !== "unsupported";
  return { available, state, turnOn, turnOff, configured: publicKey !== undefined && publicKey !== null };
}
