/**
 * Registers the service worker (/sw.js, vite/pwa.ts) in built apps, and tells the app when a new version
 * is waiting: the member then chooses to reload (UpdateBanner.tsx), which lets the new worker take over
 * and reloads the page on it. Until then the open page keeps the version it started with, so nothing
 * changes under a half-filled form. Without a choice the new version takes over when every tab of the
 * app is closed, as browsers do.
 */
import type { Workbox } from "workbox-window";

let waiting: Workbox | null = null;
const listeners = new Set<() => void>();

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const updateWaiting = (): boolean => waiting !== null;

export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const { Workbox } = await import("workbox-window");
  const wb = new Workbox("/sw.js", { scope: "/" });
  wb.addEventListener("waiting", () => {
    waiting = wb;
    for (const listener of listeners) listener();
  });
  await wb.register();
}

/** Lets the waiting worker take over, and reloads once it controls the page. */
export function reloadToUpdate(): void {
  const wb = waiting;
  if (!wb) return;
  wb.addEventListener("controlling", () => window.location.reload());
  wb.messageSkipWaiting();
}
