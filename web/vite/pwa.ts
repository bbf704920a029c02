/**
 * The installable app: the web app manifest and the service worker, through vite-plugin-pwa (Workbox).
 *
 * - Manifest: one for both languages. The name is the brand, which stays in Latin script in Telugu too
 *   (shared/src/copy/te/layout.ts "nav.brand"), so `lang` is "en"; short_name is the same, the launcher
 *   shortens it as it must. It opens on /home (a visitor is sent on to the landing page), standalone, in
 *   the theme's colour; icons from the favicon (appIcons.ts), with a maskable one for Android's shapes.
 * - Worker: src/serviceWorker/sw.ts, compiled by the plugin (injectManifest) and given the precache list:
 *   the offline page (offlinePage.ts), the icon and the app's entry code. The entry's hash changes with
 *   every build that changes the app, so every such deploy installs a new worker, which waits until the
 *   member reloads (src/features/pwa/). Sourcemaps and the pre-compressed twins are never precached.
 * - Registration is the app's own (injectRegister: false), after the first page and an idle moment, so it
 *   is no part of any page's first load. The dev server has no worker (devOptions off): `npm start` stays
 *   as it was.
 */
import type { VitePWAOptions } from "vite-plugin-pwa";
import { OFFLINE_PAGE } from "./offlinePage";

/** The icons appIcons.ts draws into public/icons/ and the manifest names. */
export const APP_ICONS = [
  { file: "icons/icon-192.png", size: 192, purpose: "any" },
  { file: "icons/icon-512.png", size: 512, purpose: "any" },
  { file: "icons/maskable-512.png", size: 512, purpose: "maskable" },
] as const;

export const THEME_COLOR = "#c2255c";

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: "injectManifest",
  srcDir: "src/serviceWorker",
  filename: "sw.ts",
  injectRegister: false,
  registerType: "prompt",
  includeAssets: [],
  manifest: {
    id: "/",
    name: "Telugu Matrimony",
    short_name: "Telugu Matrimony",
    description: "Verified profiles for Telugu families of Andhra Pradesh, Telangana and NRIs.",
    lang: "en",
    dir: "ltr",
    start_url: "/home",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    theme_color: THEME_COLOR,
    background_color: "#ffffff",
    icons: APP_ICONS.map((icon) => ({
      src: `/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: icon.purpose,
    })),
  },
  injectManifest: {
    globPatterns: [OFFLINE_PAGE, "icons/icon-192.png", "assets/index-*.{js,css}"],
    globIgnores: ["**/*.map", "**/*.br", "**/*.gz"],
    // The hashed files are fresh by their name: the HTTP cache may answer for them.
    dontCacheBustURLsMatching: /^assets\//,
    rollupFormat: "es",
  },
  devOptions: { enabled: false },
};
