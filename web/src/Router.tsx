import { Suspense } from "react";
import { Route, Routes, unstable_HistoryRouter as HistoryRouter } from "react-router-dom";
import { SiteLayout } from "./components/SiteLayout/SiteLayout";
import { createLocalizedHistory } from "./features/language/localizedHistory";
import type { PrerenderedPath } from "./features/language/localizedUrls";
import { ScrollRestoration } from "./features/navigation/ScrollRestoration";
import { PageHead } from "./features/seo/PageHead";
import { PageLoader, RequireMember } from "./features/session/guards";
import { memberPageKey, type MemberPageKey } from "./features/boot/memberRoutes";
import { holdFirstPageUntil } from "./features/boot/afterFirstPage";
import { ALL_COPY, languageReady, withCopy, type CopyArea } from "./i18n";
import { preloadableLazy, type ComponentModule, type PreloadableLazy } from "./features/boot/preloadableLazy";
import { preloadMemberLayout } from "./components/SiteLayout/memberLayoutParts";

/**
 * Route-level code splitting: each page is its own chunk, fetched when its route is first visited.
 * Declarative routes (not the data router), so the landing page does not carry loader machinery it
 * never uses.
 */

/**
 * A page and the page copy it shows, fetched together. Only the landing page is on a strict budget, so it
 * loads its own area's words; every other page loads all areas (a few KB), so no shared component can
 * meet a key whose area is missing.
 */
type PageModule = ComponentModule;
type Page = PreloadableLazy & { preloadCode(): Promise<PageModule> };
// Once preloaded, the page renders at once instead of suspending (a prerendered page hydrates in one go), and
// while the boot fetches it, it draws its loader without suspending (features/boot/preloadableLazy.tsx).
const page = (load: () => Promise<PageModule>, areas: readonly CopyArea[] = ALL_COPY): Page =>
  Object.assign(
    preloadableLazy(withCopy(load, areas), <PageLoader />),
    { preloadCode: load },
  );

const Landing = page(() => import("./pages/Landing.page"), ["landing"]);
const Login = page(() => import("./pages/Login.page"));
const Register = page(() => import("./pages/Register.page"));
const Succ = page(() => import("./pages/Succ.page"));
const Step1 = page(() => import("./pages/Step1.page"));
const ForgotPassword = page(() => import("./pages/ForgotPassword.page"));
const ResetPassword = page(() => import("./pages/ResetPassword.page"));
const Contact = page(() => import("./pages/Contact.page"));
const Faq = page(() => import("./pages/Faq.page"));
const PrivacyPolicy = page(() => import("./pages/PrivacyPolicy.page"));
const Terms = page(() => import("./pages/Terms.page"));
const RefundPolicy = page(() => import("./pages/RefundPolicy.page"));
const AboutUs = page(() => import("./pages/AboutUs.page"));
const RateUs = page(() => import("./pages/RateUs.page"));
const Explore = page(() => import("./pages/Explore.page"));
const PartnerRedirect = page(() => import("./pages/PartnerRedirect.page"));
const Pay = page(() => import("./pages/Pay.page"));
const Paye = page(() => import("./pages/Paye.page"));
const Payment = page(() => import("./pages/Payment.page"));
const Payment1 = page(() => import("./pages/Payment1.page"));
const Home = page(() => import("./pages/Home.page"));
const Profile = page(() => import("./pages/Profile.page"));
const MatchingPreference = page(() => import("./pages/MatchingPreference.page"));
const User = page(() => import("./pages/User.page"));
const RecentlyViewed = page(() => import("./pages/RecentlyViewed.page"));
const Interests = page(() => import("./pages/Interests.page"));
const Shortlist = page(() => import("./pages/Shortlist.page"));
const Settings = page(() => import("./pages/Settings.page"));
const DeleteAccount = page(() => import("./pages/DeleteAccount.page"));
const PrivacySettings = page(() => import("./pages/PrivacySettings.page"));
const Verification = page(() => import("./pages/Verification.page"));
const ViewedMe = page(() => import("./pages/ViewedMe.page"));
const Notifications = page(() => import("./pages/Notifications.page"));
const Messages = page(() => import("./pages/Messages.page"));
const Conversation = page(() => import("./pages/Conversation.page"));
const NotFound = page(() => import("./pages/NotFound.page"));

const PRERENDERED_PAGES: Record<PrerenderedPath, Page> = {
  "/": Landing,
  "/faq": Faq,
  "/privacy-policy": PrivacyPolicy,
  "/termsconditions": Terms,
  "/refund-policy": RefundPolicy,
  "/about-us": AboutUs,
  "/contact-us": Contact,
  "/contact": Contact,
  "/pay": Pay,
  "/explore": Explore,
  "/rate-us": RateUs,
  "/login": Login,
  "/register": Register,
  "/forgotpassword": ForgotPassword,
};

/** Fetches a prerendered page's code and words, so hydration finds the page ready (main.tsx). */
export function preloadPrerenderedPage(route: PrerenderedPath): Promise<unknown> {
  return PRERENDERED_PAGES[route].preload();
}

/** The member pages by path (features/boot/memberRoutes.ts; the routes under RequireMember below), for preloading at boot. */
const MEMBER_PAGES: Record<MemberPageKey, Page> = {
  "/home": Home,
  "/profile": Profile,
  "/matching-preference": MatchingPreference,
  "/user": User,
  "/recently-viewed": RecentlyViewed,
  "/interests": Interests,
  "/shortlist": Shortlist,
  "/settings": Settings,
  "/notifications": Notifications,
  "/privacy-settings": PrivacySettings,
  "/verification": Verification,
  "/viewed-me": ViewedMe,
  "/delete-account": DeleteAccount,
  "/payment1": Payment1,
  "/messages": Messages,
  "/messages/:id": Conversation,
};

/**
 * Starts fetching a member page's code and words as the app boots (features/boot), instead of after the
 * session is known, with the member parts of the layout; false when the path is no member page. Until they
 * are in, the page draws its loader and the layout the visitor's navbar, without suspending
 * (features/boot/preloadableLazy.tsx). A failure is the lazy load's to report when the page is drawn.
 */
export function preloadMemberPage(pathname: string): boolean {
  const key = memberPageKey(pathname);
  const page = Object.hasOwn(MEMBER_PAGES, key) ? MEMBER_PAGES[key as MemberPageKey] : undefined;
  if (!page) return false;
  // The code at once; the words once the opening language is set, since loadCopy fetches the current
  // language's (before that, a Telugu page would get English words and keep them).
  void page.preloadCode().catch(() => undefined);
  // What waits for the first page (features/boot/afterFirstPage.ts) waits for these too, not for the stand-in.
  holdFirstPageUntil(languageReady.then(() => Promise.allSettled([page.preloadAtBoot(), preloadMemberLayout()])));
  return true;
}

/** Every route of SPEC §2. Paths with spaces are the spec's own (the partner redirects). */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route path="/" element={<Landing />} />
          <Route path="/login" element={<Login />} />
          <Route path="/register" element={<Register />} />
          <Route path="/succ" element={<Succ />} />
          <Route path="/Step1" element={<Step1 />} />
          <Route path="/forgotpassword" element={<ForgotPassword />} />
          <Route path="/reset-password" element={<ResetPassword />} />
          <Route path="/contact" element={<Contact />} />
          <Route path="/contact-us" element={<Contact />} />
          <Route path="/faq" element={<Faq />} />
          <Route path="/privacy-policy" element={<PrivacyPolicy />} />
          <Route path="/termsconditions" element={<Terms />} />
          <Route path="/refund-policy" element={<RefundPolicy />} />
          <Route path="/about-us" element={<AboutUs />} />
          <Route path="/rate-us" element={<RateUs />} />
          <Route path="/explore" element={<Explore />} />
          <Route path="/nri brides" element={<PartnerRedirect />} />
          <Route path="/doctor brides" element={<PartnerRedirect />} />
          <Route path="/nri bride grooms" element={<PartnerRedirect />} />
          <Route path="/doctor bride grooms" element={<PartnerRedirect />} />
          <Route path="/pay" element={<Pay />} />
          <Route path="/paye" element={<Paye />} />
          {/* The status page shows its own login prompt to visitors (SPEC §2), so no guard. */}
          <Route path="/payment" element={<Payment />} />
          {/* /home sends visitors to / (SPEC §2); the other member pages to /login and back. */}
          <Route element={<RequireMember redirectTo="/" />}>
            <Route path="/home" element={<Home />} />
          </Route>
          <Route element={<RequireMember redirectTo="/login" />}>
            <Route path="/profile" element={<Profile />} />
            <Route path="/matching-preference" element={<MatchingPreference />} />
            <Route path="/user/:userId" element={<User />} />
            <Route path="/recently-viewed" element={<RecentlyViewed />} />
            <Route path="/interests" element={<Interests />} />
            <Route path="/shortlist" element={<Shortlist />} />
            <Route path="/settings" element={<Settings />} />
            <Route path="/notifications" element={<Notifications />} />
            <Route path="/privacy-settings" element={<PrivacySettings />} />
            <Route path="/verification" element={<Verification />} />
            <Route path="/viewed-me" element={<ViewedMe />} />
            <Route path="/delete-account" element={<DeleteAccount />} />
            <Route path="/payment1" element={<Payment1 />} />
            <Route path="/messages" element={<Messages />} />
            <Route path="/messages/:id" element={<Conversation />} />
          </Route>
          <Route path="*" element={<NotFound />} />
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
