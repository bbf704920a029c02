/// <reference lib="webworker" />
/**
 * The member app's service worker (built by vite-plugin-pwa's injectManifest into /sw.js; vite.config.ts).
 * It keeps only what is the same for everyone and never changes under its name:
 * - the precache: offline.html and the app's entry code (the list the build injects), so a page opened
 *   without a connection shows the offline page, and a new build is a new worker (the update flow);
 * - Vite's content-hashed files under /assets/, kept as they are first fetched (cache first, bounded).
 * Nothing else is cached: pages always come from the network (HTML is revalidated on every visit), and
 * member data never passes here (Convex is a WebSocket; photos and PDFs are signed links on another origin).
 *
 * Push: shows the notification the server sent (convex/model/push/), and opens its page when tapped.
 */
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { NavigationRoute, registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkOnly } from "workbox-strategies";
import { pushNotification } from "./pushMessage";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const OFFLINE_PAGE = "/offline.html";
const ASSETS_CACHE = "assets";

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes the open page at once (so it can show the offline page); a new version waits
// until the member chooses to reload (SKIP_WAITING from features/pwa/serviceWorker.ts).
clientsClaim();

self.addEventListener("message", (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith("/assets/") &&
    !url.pathname.endsWith(".map") &&
    request.method === "GET",
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true })],
  }),
);

registerRoute(new NavigationRoute(new NetworkOnly()));

setCatchHandler(async ({ request }) => {
  if (request.mode === "navigate") return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});

self.addEventListener("push", (event: PushEvent) => {
  const notification = pushNotification(event.data ? event.data.text() : null);
  if (!notification) return;
  event.waitUntil(
    self.registration.showNotification(notification.title, {
      body: notification.body,
      tag: notification.tag,
      lang: notification.lang,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: notification.url },
    }),
  );
});

self.addEventListener("notificationclick", (event: NotificationEvent) => {
  event.notification.close();
  const path = (event.notification.data as { url?: unknown } | null)?.url;
  const url = new URL(typeof path === "string" ? path : "/notifications", self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
