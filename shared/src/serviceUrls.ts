/**
 * Every service the member app and the staff console talk to, in one place: the apps' configuration
 * (web/src/config.ts, admin/src/config.ts), their Content-Security-Policy (securityHeaders/policy.ts) and the
 * local stack that builds them (local/src/stack.ts) all read these addresses, so a service the app calls is
 * also a service its policy allows.
 *
 * Production sets the VITE_ variables at build time; without them the apps talk to the offline stack that
 * `npm start` runs on LOCAL_PORTS (docs/architecture.md).
 */

export type AppName = "web" | "admin";

/** The VITE_ variables an app is built with (import.meta.env); absent or empty ones fall back to local mode. */
export type BuildEnv = Record<string, string | boolean | undefined>;

export const LOCAL_HOST = "127.0.0.1";

/** The local stack's ports as `npm start` runs it. */
export const LOCAL_PORTS = { backend: 3210, httpActions: 3211, web: 5173, admin: 5174 } as const;
export type LocalPorts = { backend: number; httpActions: number; web: number; admin: number };

export const RAZORPAY_CHECKOUT_URL = "https://checkout.razorpay.com/v1/checkout.js";

/** The local stack's addresses: the identity, the mailbox and the Razorpay simulator share the backend's port. */
export interface LocalStackUrls {
  web: string;
  admin: string;
  /** The Convex API (Convex's `.convex.cloud`). */
  backend: string;
  /** The Convex HTTP actions (Convex's `.convex.site`). */
  httpActions: string;
  issuer: string;
  mailbox: string;
  razorpay: string;
}

export function localStackUrls(ports: LocalPorts): LocalStackUrls {
  const backend = `http://${LOCAL_HOST}:${ports.backend}`;
  return {
    web: `http://${LOCAL_HOST}:${ports.web}`,
    admin: `http://${LOCAL_HOST}:${ports.admin}`,
    backend,
    httpActions: `http://${LOCAL_HOST}:${ports.httpActions}`,
    issuer: `${backend}/auth`,
    mailbox: `${backend}/mailbox`,
    razorpay: `${backend}/razorpay`,
  };
}

/** The VITE_ variables the local stack builds each app with, from the addresses it runs on. */
export function localBuildEnv(app: AppName, urls: LocalStackUrls): Record<string, string> {
  // Both apps show member photos, which the HTTP actions serve through signed links.
  const shared = {
    VITE_CONVEX_URL: urls.backend,
    VITE_CONVEX_SITE_URL: urls.httpActions,
    VITE_LOCAL_IDENTITY_URL: urls.issuer,
  };
  if (app === "admin") return shared;
  return {
    ...shared,
    VITE_RAZORPAY_CHECKOUT_URL: `${urls.razorpay}/checkout.js`,
    // Canonical URLs, hreflang and the sitemap of the prerendered public pages.
    VITE_SITE_URL: urls.web,
  };
}

/** Where an app's services live, as the app calls them. */
export interface ServiceUrls {
  /** Convex: queries and mutations over its WebSocket, uploads and stored photos over http(s). */
  convexUrl: string;
  /** Convex HTTP actions (`https://<name>.convex.site`): the /paye page's payment link, unsubscribe links. */
  convexSiteUrl: string;
  /** The member app's public address: canonical URLs, hreflang alternates and the sitemap. */
  siteUrl: string;
  /** Clerk in production; null in local mode, where the local identity signs members in. */
  clerkPublishableKey: string | null;
  localIdentityUrl: string;
  /** Razorpay Checkout's script, or the local simulator's. */
  razorpayCheckoutUrl: string;
}

const LOCAL = localStackUrls(LOCAL_PORTS);
const LOCAL_ENV = localBuildEnv("web", LOCAL);

function read(env: BuildEnv, name: string): string | null {
  const value = env[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

export function serviceUrls(env: BuildEnv): ServiceUrls {
  const value = (name: string): string => read(env, name) ?? LOCAL_ENV[name] ?? "";
  const clerkPublishableKey = read(env, "VITE_CLERK_PUBLISHABLE_KEY");
  return {
    convexUrl: value("VITE_CONVEX_URL"),
    convexSiteUrl: value("VITE_CONVEX_SITE_URL"),
    siteUrl: value("VITE_SITE_URL"),
    clerkPublishableKey,
    localIdentityUrl: value("VITE_LOCAL_IDENTITY_URL"),
    // A production build (with Clerk) uses Razorpay's own Checkout unless told otherwise.
    razorpayCheckoutUrl:
      read(env, "VITE_RAZORPAY_CHECKOUT_URL") ??
      (clerkPublishableKey ? RAZORPAY_CHECKOUT_URL : value("VITE_RAZORPAY_CHECKOUT_URL")),
  };
}
