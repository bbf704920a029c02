/**
 * Language in the address of the public pages. Every public page is prerendered at build time in English at
 * its own path (/faq) and in Telugu under /te (/te/faq, the landing page at /te/), so a search engine finds
 * each language at its own URL and the browser paints the page before any script arrives
 * (web/vite/prerender.ts). Member pages are not prerendered: they keep one URL and show the language chosen
 * on the device, as before.
 *
 * Inside the app routes never carry the prefix: the router's history (localizedHistory.ts) hides it from
 * the routes and adds it back to links into public pages while Telugu is on screen.
 */
import type { Language } from "./language";
import { PRERENDERED_ROUTES, type PrerenderedPath } from "../../routes";
import { TELUGU_PREFIX } from "./languageInPath";

export { languageOfPath, routeOfPath, TELUGU_PREFIX } from "./languageInPath";

/** The prerendered public pages, by route (src/routes.ts: the entries with `prerender`). */
export const PRERENDERED_PATHS = PRERENDERED_ROUTES.map((route) => route.path as PrerenderedPath);
export type { PrerenderedPath };

const PRERENDERED: ReadonlySet<string> = new Set(PRERENDERED_PATHS);

/**
 * The prerendered pages that are only words and links (no form, no timer; `hydrateOnIntent` in the table):
 * their HTML loads the small visitor entry (visitor.ts), and the app itself only when the visitor first
 * reaches for a control on them.
 */
export const HYDRATED_ON_INTENT = PRERENDERED_PATHS.filter((path) =>
  PRERENDERED_ROUTES.some((route) => route.path === path && route.hydrateOnIntent),
);

export function isHydratedOnIntent(route: string): boolean {
  return (HYDRATED_ON_INTENT as readonly string[]).includes(route);
}

export function isPrerenderedPath(pathname: string): pathname is PrerenderedPath {
  return PRERENDERED.has(pathname);
}

/** The address of a route in a language: public pages in Telugu under /te, everything else as it is. */
export function pathInLanguage(route: string, language: Language): string {
  if (language === "en" || !isPrerenderedPath(route)) return route;
  return route === "/" ? `${TELUGU_PREFIX}/` : `${TELUGU_PREFIX}${route}`;
}

/** The prerendered file of a page (the static host serves /faq from faq.html, /te/ from te/index.html). */
export function prerenderedFile(route: PrerenderedPath, language: Language): string {
  if (route === "/") return language === "te" ? "te/index.html" : "index.html";
  return `${language === "te" ? "te" : ""}${route}.html`.replace(/^\//, "");
}
