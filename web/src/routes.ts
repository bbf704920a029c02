/**
 * Every route of the member app, in one table: adding a page is one entry here and one page file,
 * src/pages/<page>.page.tsx (routes.test.ts fails when the two disagree). Everything else reads it:
 *
 * - the router (Router.tsx) draws each route's page, members' pages behind the sign-in guard, and fetches
 *   each page with the copy areas it names;
 * - the boot (features/boot/memberRoutes.ts) preloads a member page's code as the app starts;
 * - the language in the address (features/language/localizedUrls.ts) and the head tags
 *   (features/seo/pageHead.ts) know the prerendered pages, their titles and descriptions;
 * - the build (vite/prerender.ts) prerenders those pages in both languages, writes sitemap.xml and
 *   robots.txt, and a shell per member page; the hosting rules (vite/hosting.ts) serve every other route
 *   from a shell; the chunking (vite/chunking.ts) tells public pages from member pages;
 * - `npm run bench:bundle` reports each page's JavaScript.
 *
 * Plain data (only type imports): the Vite config's build steps read it in Node.
 */
import type { MessageKey } from "@matrimony/shared/messages";
import type { CopyArea } from "./copyAreas";

export interface AppRoute {
  /** The address as react-router matches it ("/user/:userId"); "*" is the page of every other address. */
  readonly path: string;
  /** The page module, src/pages/<page>.page.tsx (its default export); two routes may share one. */
  readonly page: string;
  /**
   * "public": anyone may open it. "member": signed-in members only; a visitor is sent to `visitorsTo`
   * ("/login" comes back here after signing in). Member pages are drawn from their own shell, which
   * preloads the page's code, and are kept out of search engines.
   */
  readonly access: "public" | "member";
  readonly visitorsTo?: "/" | "/login";
  /**
   * Prerendered into HTML in English and Telugu (/faq, /te/faq), with this head: the page's own title and
   * summary (else the site's), and the canonical route when the page also lives at another address.
   * Public pages only; it must render signed out, without Convex data.
   */
  readonly prerender?: { readonly title: MessageKey; readonly description?: MessageKey; readonly canonical?: string };
  /** A prerendered page of words and links: its HTML loads the small visitor entry, the app only on a first tap. */
  readonly hydrateOnIntent?: boolean;
  /** Left out of sitemap.xml (prerendered pages are listed by default). */
  readonly notInSitemap?: boolean;
  /** Kept out of search engines in robots.txt (member pages always are). */
  readonly robotsDisallow?: boolean;
  /** The copy areas (i18n.ts) fetched with the page; default every area, so no shared part meets a missing key. */
  readonly words?: readonly CopyArea[];
}

export const ROUTES = [
  // Public pages, prerendered: HTML in both languages, in the sitemap.
  {
    path: "/",
    page: "Landing",
    access: "public",
    prerender: { title: "landing.heroTitle", description: "landing.heroText" },
    hydrateOnIntent: true,
    words: ["landing"],
  },
  { path: "/faq", page: "Faq", access: "public", prerender: { title: "faq.title" }, hydrateOnIntent: true },
  {
    path: "/privacy-policy",
    page: "PrivacyPolicy",
    access: "public",
    prerender: { title: "privacy.title", description: "privacy.intro" },
    hydrateOnIntent: true,
  },
  {
    path: "/termsconditions",
    page: "Terms",
    access: "public",
    prerender: { title: "terms.title", description: "terms.intro" },
    hydrateOnIntent: true,
  },
  {
    path: "/refund-policy",
    page: "RefundPolicy",
    access: "public",
    prerender: { title: "refund.title" },
    hydrateOnIntent: true,
  },
  {
    path: "/about-us",
    page: "AboutUs",
    access: "public",
    prerender: { title: "about.title", description: "about.intro" },
    hydrateOnIntent: true,
  },
  {
    path: "/contact-us",
    page: "Contact",
    access: "public",
    prerender: { title: "contactUs.title", description: "contactUs.intro" },
    hydrateOnIntent: true,
  },
  {
    path: "/contact",
    page: "Contact",
    access: "public",
    prerender: { title: "contactUs.title", description: "contactUs.intro", canonical: "/contact-us" },
    hydrateOnIntent: true,
    notInSitemap: true,
  },
  {
    path: "/explore",
    page: "Explore",
    access: "public",
    prerender: { title: "explore.title", description: "explore.text" },
    hydrateOnIntent: true,
  },
  { path: "/pay", page: "Pay", access: "public", prerender: { title: "pay.title", description: "pay.intro" } },
  {
    path: "/rate-us",
    page: "RateUs",
    access: "public",
    prerender: { title: "rateUs.title", description: "rateUs.text" },
  },
  { path: "/login", page: "Login", access: "public", prerender: { title: "login.title", description: "login.intro" } },
  { path: "/register", page: "Register", access: "public", prerender: { title: "register.title" } },
  {
    path: "/forgotpassword",
    page: "ForgotPassword",
    access: "public",
    prerender: { title: "forgotPassword.title", description: "forgotPassword.intro" },
    notInSitemap: true,
  },

  // Public pages drawn in the browser: a visitor's own data in the address, payment steps, redirects.
  { path: "/succ", page: "Succ", access: "public", robotsDisallow: true },
  { path: "/Step1", page: "Step1", access: "public", robotsDisallow: true },
  { path: "/reset-password", page: "ResetPassword", access: "public", robotsDisallow: true },
  { path: "/paye", page: "Paye", access: "public", robotsDisallow: true },
  // The status page shows its own login prompt to visitors (SPEC §2), so no guard.
  { path: "/payment", page: "Payment", access: "public", robotsDisallow: true },
  // A shared biodata: anyone holding the link, signed in or not; never in search engines (docs/biodata.md).
  { path: "/biodata/:token", page: "SharedBiodata", access: "public", robotsDisallow: true },
  { path: "/nri brides", page: "PartnerRedirect", access: "public" },
  { path: "/doctor brides", page: "PartnerRedirect", access: "public" },
  { path: "/nri bride grooms", page: "PartnerRedirect", access: "public" },
  { path: "/doctor bride grooms", page: "PartnerRedirect", access: "public" },

  // Member pages: /home sends visitors to the landing page (SPEC §2), the others to /login and back.
  { path: "/home", page: "Home", access: "member", visitorsTo: "/" },
  { path: "/profile", page: "Profile", access: "member", visitorsTo: "/login" },
  { path: "/matching-preference", page: "MatchingPreference", access: "member", visitorsTo: "/login" },
  { path: "/user/:userId", page: "User", access: "member", visitorsTo: "/login" },
  { path: "/recently-viewed", page: "RecentlyViewed", access: "member", visitorsTo: "/login" },
  { path: "/interests", page: "Interests", access: "member", visitorsTo: "/login" },
  { path: "/shortlist", page: "Shortlist", access: "member", visitorsTo: "/login" },
  { path: "/settings", page: "Settings", access: "member", visitorsTo: "/login" },
  { path: "/notifications", page: "Notifications", access: "member", visitorsTo: "/login" },
  { path: "/privacy-settings", page: "PrivacySettings", access: "member", visitorsTo: "/login" },
  { path: "/verification", page: "Verification", access: "member", visitorsTo: "/login" },
  { path: "/viewed-me", page: "ViewedMe", access: "member", visitorsTo: "/login" },
  { path: "/delete-account", page: "DeleteAccount", access: "member", visitorsTo: "/login" },
  { path: "/biodata", page: "Biodata", access: "member", visitorsTo: "/login" },
  { path: "/payment1", page: "Payment1", access: "member", visitorsTo: "/login" },
  { path: "/messages", page: "Messages", access: "member", visitorsTo: "/login" },
  { path: "/messages/:id", page: "Conversation", access: "member", visitorsTo: "/login" },

  // Every other address.
  { path: "*", page: "NotFound", access: "public" },
] as const satisfies readonly AppRoute[];

type Entry = (typeof ROUTES)[number];

/** The prerendered routes' paths ("/faq", ...). */
export type PrerenderedPath = Extract<Entry, { prerender: object }>["path"];
/** The member routes' paths ("/home", "/user/:userId", ...): the boot's and the host's keys of member pages. */
export type MemberPath = Extract<Entry, { access: "member" }>["path"];

/** The table's entries as the general shape, for readers that look up by a string. */
export const APP_ROUTES: readonly AppRoute[] = ROUTES;

export const PRERENDERED_ROUTES = APP_ROUTES.filter((route) => route.prerender !== undefined);
export const MEMBER_ROUTES = APP_ROUTES.filter((route) => route.access === "member");

/** Every page module the table names, once each. */
export const PAGE_NAMES: readonly string[] = Array.from(new Set(APP_ROUTES.map((route) => route.page)));

/** The pages public routes show (vite/chunking.ts keeps member pages' shared code apart from theirs). */
export const PUBLIC_PAGE_NAMES: readonly string[] = PAGE_NAMES.filter((page) =>
  APP_ROUTES.some((route) => route.page === page && route.access === "public"),
);

/** A route's path with its parameters as a prefix match: "/user/:userId" → "/user/". */
const prefixOf = (path: string) => path.replace(/:.*$/, "");

/** robots.txt's Disallow lines: member pages (a route with a parameter as its prefix) and the routes marked so. */
export const ROBOTS_DISALLOWED: readonly string[] = APP_ROUTES.filter(
  (route) => route.access === "member" || route.robotsDisallow,
).map((route) => prefixOf(route.path));
