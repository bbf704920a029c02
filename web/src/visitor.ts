/**
 * The first script of every prerendered page: small, so it runs within a round trip or two of the HTML,
 * long before the app (main.tsx, which hydrates the HTML) has arrived on a slow line.
 *  - From the moment it runs it keeps what the member types, taps and submits on the HTML, for the app to
 *    replay once it has the page (prerender/keepInput.ts): without it, pressing Enter in the login form
 *    before the app arrived reloaded the page and lost the typing.
 *  - A page of words and links (hydrateOnIntent in src/routes.ts: the landing page, FAQ, policies...) works
 *    without the app: its links are links. There the app is fetched only when the visitor first reaches for
 *    something only the app can do (presses or focuses a button or a field: the phone menu, the language
 *    switch, a FAQ answer), and that tap is replayed; a visitor who reads and follows links never downloads
 *    React, Mantine or the router (the landing page ships ≤ 100 KB of JavaScript on a budget
 *    phone, and React DOM alone is ~60 KB gzip). It is fetched at once when the HTML is not what this
 *    device should see: a remembered language other than the page's, or someone signed in on this device.
 *  - Every other page fetches the app at once (its chunks are already preloaded by the HTML).
 *  - It is also the script of a member page's shell (vite/prerender.ts): it fetches the page's code and the
 *    device's language's words and face once the app's entry has arrived (preloadAfterApp), and, with
 *    someone signed in on the device, opens the Convex WebSocket the app will use (features/boot/earlySocket.ts).
 */
import { config } from "./config";
import { openEarlySocket } from "./features/boot/earlySocket";
import { bootLanguage } from "./features/language/deviceLanguage";
import { routeOfPath } from "./features/language/languageInPath";
import { teluguFaceLoaded } from "./fonts/teluguFaceLoaded";
import { upgradeTeluguFaceOnceUsed } from "./fonts/teluguFaceUpgrade";
import { watchInputBeforeHydration } from "./prerender/keepInput";

/** Where the local identity keeps its session (shared/src/localIdentity/client.ts's default storage key). */
const LOCAL_SESSION_KEY = "localIdentity.session";
/** Controls that need the app; links are left to the browser. */
const NEEDS_APP = "button, [role='button'], input, select, textarea, label, summary";
const INTENT_EVENTS = ["pointerdown", "touchstart", "keydown", "focusin"] as const;

/** Whether someone may be signed in on this device (then the page shows the member's navbar, drawn by the app). */
function mayBeSignedIn(): boolean {
  if (config.clerkPublishableKey) {
    // Clerk's `__client_uat` cookie on the app's own domain: the time of the last sign-in, 0 when signed out.
    return /(?:^|;\s*)__client_uat(?:_[^=]*)?=(?!0(?:;|$))[^;]+/.test(document.cookie);
  }
  try {
    return localStorage.getItem(LOCAL_SESSION_KEY) !== null;
  } catch {
    return false;
  }
}

let started = false;
function startApp(): void {
  if (started) return;
  started = true;
  for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
  // A Telugu page's app waits for its face, which it would otherwise share the line with (and the app
  // waits for the face before drawing Telugu anyway: i18n.ts).
  void fontLoaded.then(() => {
    preloadAppChunks();
    return import("./main");
  });
}

function onIntent(event: Event): void {
  if (event.target instanceof Element && event.target.closest(NEEDS_APP)) startApp();
}

/** Longest a Telugu page stays undrawn waiting for its face (the stylesheet's own limit is the same). */
const FONT_WAIT_MS = 3000;

/**
 * Shows a Telugu page once its face has loaded (teluguFont.css: the prerender marks the page, which stays
 * undrawn meanwhile), so its text is laid out once, in the face, and nothing moves when the face arrives.
 */
function whenFontLoaded(): Promise<void> {
  const body = document.body;
  if (body.dataset.teluguFont === undefined) return Promise.resolve();
  const show = () => {
    delete body.dataset.teluguFont;
  };
  // The app draws a device that chose English in English: nothing to wait for.
  if (bootLanguage() !== "te") {
    show();
    return Promise.resolve();
  }
  return teluguFaceLoaded(FONT_WAIT_MS).then(show);
}

/** A `<link rel=modulepreload>` for a module the HTML listed inert (fetched once the link is in the document). */
function preloadModule(href: string): HTMLLinkElement {
  const preload = document.createElement("link");
  preload.rel = "modulepreload";
  preload.crossOrigin = "";
  preload.href = href;
  return preload;
}

/** The app's chunks that a Telugu page lists for after its face (web/vite/prerender.ts), preloaded now. */
function preloadAppChunks(): void {
  for (const link of Array.from(document.querySelectorAll<HTMLLinkElement>("link[data-modulepreload-after-font]"))) {
    link.removeAttribute("data-modulepreload-after-font");
    document.head.append(preloadModule(link.href));
  }
}

/** Calls `then` once every stylesheet of the document has loaded (or failed). */
function whenStylesLoaded(then: () => void): void {
  const pending = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).filter(
    (link) => link.sheet === null,
  );
  if (pending.length === 0) return then();
  let left = pending.length;
  const one = () => {
    left -= 1;
    if (left === 0) then();
  };
  for (const link of pending) {
    link.addEventListener("load", one, { once: true });
    link.addEventListener("error", one, { once: true });
  }
}

/** Whether this page fetched a Telugu face file (a phone with its own Noto Sans Telugu fetches none). */
function teluguFaceFetched(): boolean {
  return performance
    .getEntriesByType("resource")
    .some((timing) => /\/noto-sans-telugu[^/]*\.woff2(?:$|\?)/.test(timing.name));
}

/**
 * A member page's shell (web/vite/prerender.ts) fetches the app's entry first, alone on the line, and lists
 * the page's code and each language's words unfetched: they are fetched once the entry has arrived (while
 * it runs), or on a Telugu device once the face has (below), the words of this device's language only, but
 * for the words the first render waits for (`data-preload-with-entry`), fetched beside the entry. On a
 * Telugu device the Telugu face is asked for once the stylesheet is in, beside the entry (the app waits for
 * it before drawing Telugu), through the document's own @font-face, not a preload link: with the cache off,
 * as on the issue-18 bench, a preloaded face was fetched a second time by the @font-face.
 */
function preloadAfterApp(language: string): void {
  const listed = Array.from(document.querySelectorAll<HTMLLinkElement>("link[data-preload-after-app]")).filter(
    (link) => link.dataset.preloadLanguage === undefined || link.dataset.preloadLanguage === language,
  );
  if (listed.length === 0) return;
  // The words the app's first render waits for (Telugu's core and layout, 6.5 KB) come beside the entry: asked
  // for after it, the app sat idle for a round trip and a half once it had run.
  const withEntry = listed.filter((link) => link.dataset.preloadWithEntry !== undefined);
  const later = listed.filter((link) => link.dataset.preloadWithEntry === undefined);
  for (const link of withEntry) link.replaceWith(preloadModule(link.href));
  let fetched = false;
  const fetchLater = () => {
    if (fetched) return;
    fetched = true;
    for (const link of later) link.replaceWith(preloadModule(link.href));
  };
  // On a Telugu device the face is asked for as soon as the stylesheet with its @font-face is in, beside the
  // entry rather than after it: the app waits for the face before drawing Telugu, and asked for after the
  // entry it was the last file to arrive. Once the face has come over the line, the entry is alone
  // on it with about 0.15 s to go on the bench's phone, and the later files are asked for then: asked for once
  // the entry had arrived, their first bytes came a round trip later and the line sat idle meanwhile. Where the
  // phone has its own face nothing was fetched, the entry still has most of its way to go, and they wait for it.
  if (language === "te")
    whenStylesLoaded(() => {
      void teluguFaceLoaded(FONT_WAIT_MS).then(() => {
        if (teluguFaceFetched()) fetchLater();
      });
    });
  const entry = document.querySelector<HTMLLinkElement>("link[data-app-entry]");
  const arrived =
    entry !== null &&
    performance.getEntriesByName(entry.href).some((timing) => (timing as PerformanceResourceTiming).responseEnd > 0);
  if (entry === null || arrived) return fetchLater();
  entry.addEventListener("load", fetchLater, { once: true });
  entry.addEventListener("error", fetchLater, { once: true });
}

/** Whether this is a member page's shell (web/vite/prerender.ts), which preloads the app's entry. */
const memberShell = document.querySelector("link[data-app-entry]") !== null;
if (memberShell && mayBeSignedIn()) openEarlySocket(config.convexUrl);
preloadAfterApp(bootLanguage());
const fontLoaded = whenFontLoaded();
const root = document.getElementById("root");
const route = routeOfPath(window.location.pathname);
const prerendered = root !== null && root.dataset.route === route;
const seenAsIs = prerendered && bootLanguage() === document.documentElement.lang;
if (root && seenAsIs) watchInputBeforeHydration(root);
// A page of words and links (src/routes.ts's hydrateOnIntent), as the prerender marks it: the visitor entry
// reads the mark rather than the route table, which it would otherwise carry.
if (seenAsIs && root?.dataset.hydrate === "on-intent" && !mayBeSignedIn()) {
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
  // The page is its HTML, and the app may never come: the whole Telugu face follows once it has loaded.
  upgradeTeluguFaceOnceUsed();
} else {
  startApp();
}
