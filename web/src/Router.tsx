import { Suspense } from "react";
import { Route, Routes, unstable_HistoryRouter as HistoryRouter } from "react-router-dom";
import { SiteLayout } from "./components/SiteLayout/SiteLayout";
import { createLocalizedHistory } from "./features/language/localizedHistory";
import { ScrollRestoration } from "./features/navigation/ScrollRestoration";
import { PageHead } from "./features/seo/PageHead";
import { PageLoader, RequireMember } from "./features/session/guards";
import { memberPageKey } from "./features/boot/memberRoutes";
import { holdFirstPageUntil } from "./features/boot/afterFirstPage";
import { ALL_COPY, languageReady, withCopy } from "./i18n";
import { APP_ROUTES, MEMBER_ROUTES, type AppRoute, type PrerenderedPath } from "./routes";
import { preloadableLazy, type ComponentModule, type PreloadableLazy } from "./features/boot/preloadableLazy";
import { preloadMemberLayout } from "./components/SiteLayout/memberLayoutParts";

/**
 * The routes of src/routes.ts, drawn. Route-level code splitting: each page is its own chunk, fetched when
 * its route is first visited. Declarative routes (not the data router), so the landing page does not carry
 * loader machinery it never uses.
 */

/**
 * A page and the page copy it shows, fetched together. Only the landing page is on a strict budget, so it
 * loads its own area's words; every other page loads all areas (a few KB), so no shared component can
 * meet a key whose area is missing (the table's `words`).
 */
type PageModule = ComponentModule;
type Page = PreloadableLazy & { preloadCode(): Promise<PageModule> };

/** Every page module, each its own chunk fetched when its route is first visited (src/routes.ts names them). */
const PAGE_FILES = import.meta.glob<PageModule>("./pages/*.page.tsx");

const pages = new Map<string, Page>();
/**
 * The route's page, one per page module (two routes may share it). Once preloaded, the page renders at once
 * instead of suspending (a prerendered page hydrates in one go), and while the boot fetches it, it draws its
 * loader without suspending (features/boot/preloadableLazy.tsx).
 */
function pageOf(route: AppRoute): Page {
  const known = pages.get(route.page);
  if (known) return known;
  const load = PAGE_FILES[`./pages/${route.page}.page.tsx`];
  if (!load) throw new Error(`src/routes.ts names a page without a file: src/pages/${route.page}.page.tsx`);
  const page = Object.assign(preloadableLazy(withCopy(load, route.words ?? ALL_COPY), <PageLoader />), {
    preloadCode: load,
  });
  pages.set(route.page, page);
  return page;
}

const routeAt = (path: string): AppRoute | undefined => APP_ROUTES.find((route) => route.path === path);

/** Fetches a prerendered page's code and words, so hydration finds the page ready (main.tsx). */
export function preloadPrerenderedPage(path: PrerenderedPath): Promise<unknown> {
  const route = routeAt(path);
  return route ? pageOf(route).preload() : Promise.resolve();
}

/**
 * Starts fetching a member page's code and words as the app boots (features/boot), instead of after the
 * session is known, with the member parts of the layout; false when the path is no member page. Until they
 * are in, the page draws its loader and the layout the visitor's navbar, without suspending
 * (features/boot/preloadableLazy.tsx). A failure is the lazy load's to report when the page is drawn.
 */
export function preloadMemberPage(pathname: string): boolean {
  const route = routeAt(memberPageKey(pathname));
  if (route?.access !== "member") return false;
  const page = pageOf(route);
  // The code at once; the words once the opening language is set, since loadCopy fetches the current
  // language's (before that, a Telugu page would get English words and keep them).
  void page.preloadCode().catch(() => undefined);
  // What waits for the first page (features/boot/afterFirstPage.ts) waits for these too, not for the stand-in.
  holdFirstPageUntil(languageReady.then(() => Promise.allSettled([page.preloadAtBoot(), preloadMemberLayout()])));
  return true;
}

function routeElement(route: AppRoute) {
  const Page = pageOf(route);
  return <Route key={route.path} path={route.path} element={<Page />} />;
}

/** Every route of the table (SPEC §2), inside the layout; member pages behind the sign-in guard. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route element={<SiteLayout />}>
          {APP_ROUTES.filter((route) => route.access === "public").map(routeElement)}
          {(["/", "/login"] as const).map((visitorsTo) => (
            <Route key={visitorsTo} element={<RequireMember redirectTo={visitorsTo} />}>
              {MEMBER_ROUTES.filter((route) => (route.visitorsTo ?? "/login") === visitorsTo).map(routeElement)}
            </Route>
          ))}
        </Route>
      </Routes>
    </Suspense>
  );
}

// Public pages in Telugu live under /te (features/language/localizedUrls.ts); the routes never see the prefix.
const history = typeof window === "undefined" ? null : createLocalizedHistory();

/** Everything inside the router, the same in the browser and in the prerender (so React's ids match). */
export function RouteTree() {
  return (
    <>
      <ScrollRestoration />
      <PageHead />
      <AppRoutes />
    </>
  );
}

export function Router() {
  if (!history) throw new Error("<Router> runs in the browser; the prerender renders <RouteTree> in a static router.");
  return (
    <HistoryRouter history={history}>
      <RouteTree />
    </HistoryRouter>
  );
}
