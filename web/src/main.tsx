// First: on a member page it starts the Convex connection and the page's first queries before the modules
// below have run (features/boot/earlyBoot.ts).
import "./features/boot/earlyBoot";
// Telugu script, self-hosted: the browser fetches the Telugu face only when Telugu text is on screen
// (its @font-face has a unicode-range), and shows the fallback font until it arrives (font-display: swap).
import "./teluguFont.css";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App";
import { isPrerenderedPath, pathInLanguage, routeOfPath } from "./features/language/localizedUrls";
import { firstPageDrawn } from "./features/boot/afterFirstPage";
import { reshapeTeluguAfterItsFaceLoads } from "./fonts/reshapeAfterTeluguLoad";
import { upgradeTeluguFaceOnceUsed } from "./fonts/teluguFaceUpgrade";
import { bootLanguage, languageReady } from "./i18n";
import { markHydrating } from "./prerender/hydration";
import { watchInputBeforeHydration } from "./prerender/keepInput";
import { preloadMemberPage, preloadPrerenderedPage } from "./Router";
import { watchInstallPrompt } from "./features/pwa/installPrompt";

reshapeTeluguAfterItsFaceLoads();
// Before anything else can miss it: the browser offers the install prompt once, and early.
watchInstallPrompt();
// Not sooner than the first page: on a member page the document's load event comes before the page's code
// and words have arrived, and the whole face fetched then shared the line with them (the page-load bench:
// /home's words arrived later by the face's 64 KB).
void firstPageDrawn.then(upgradeTeluguFaceOnceUsed);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element.");

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * A public page arrives prerendered (web/vite/prerender.ts): its HTML, in the language of its address, is
 * on screen before this runs, and React takes it over (hydration) instead of drawing it again. On a device
 * that chose the other language the page is drawn anew in that language instead. Any other page (member pages, and
 * a host that answered with another page's HTML) is drawn from the empty shell.
 */
const route = routeOfPath(window.location.pathname);
const prerenderedRoute = root.dataset.route;
const language = bootLanguage();
if (prerenderedRoute !== undefined && prerenderedRoute === route && language !== document.documentElement.lang) {
  // Drawn in the device's language over the HTML (no second page load), at that language's address.
  void languageReady.then(() => {
    window.history.replaceState(
      window.history.state,
      "",
      `${pathInLanguage(route, language)}${window.location.search}${window.location.hash}`,
    );
    createRoot(root).render(app);
  });
} else if (prerenderedRoute !== undefined && prerenderedRoute === route && isPrerenderedPath(route)) {
  markHydrating();
  // What the member types or taps meanwhile is replayed once React has the page (App's InteractiveMark).
  watchInputBeforeHydration(root);
  // The page's code and words first: hydration then finishes in one pass, before anything can update it.
  // (in the page's language: the HTML's modulepreload links have fetched both meanwhile).
  void languageReady.then(() => preloadPrerenderedPage(route)).then(() => hydrateRoot(root, app));
} else {
  // A member page (its connection and first queries are under way: features/boot/earlyBoot.ts): its code,
  // which its shell is fetching, its words and the member parts of the layout; the page draws its loader
  // until they are in, without suspending (features/boot/preloadableLazy.tsx).
  preloadMemberPage(window.location.pathname);
  root.replaceChildren();
  // In English at once; in Telugu once its core words have arrived, so no English flashes first. As a
  // transition, which React renders in slices: drawn in one go, the first render held the main thread
  // for most of a second on the bench's phone, and the Convex socket, open by then, could not send the
  // boot's queries until it was over.
  void languageReady.then(() => startTransition(() => createRoot(root).render(app)));
}
