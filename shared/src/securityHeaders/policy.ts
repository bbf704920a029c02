/**
 * The security headers of the member app and the staff console: one source for the static host's
 * `_headers` file written at build time (vitePlugin.ts) and for the local stack's built apps (Vite's
 * preview server, local/src/webApps.ts), so that what the e2e journeys run under is what members get.
 *
 * The Content-Security-Policy allows the app's own origin and, by name, only the services the app talks
 * to, at the addresses the app itself uses (../serviceUrls.ts, from the VITE_ variables it is built with):
 * - the Convex deployment: queries and mutations over its WebSocket (wss:, or ws: locally), uploads
 *   and stored files (`<deployment>/api/storage/...`) over https;
 * - the Convex HTTP actions (`.convex.site`; :3211 locally): member photos through short-lived signed links
 *   (img-src, both apps), and the member app's /paye payment link request (connect-src);
 * - Clerk, per Clerk's "Configure Clerk Content-Security-Policy headers": the Frontend API host (read
 *   from the publishable key) in script-src and connect-src, https://img.clerk.com in img-src, Cloudflare's
 *   bot protection (https://challenges.cloudflare.com) in script-src and frame-src, workers from 'self'
 *   and blob:; or, in local mode, the local identity's origin in connect-src;
 * - Razorpay Checkout (member app only), per the list Razorpay ships in its own integrations
 *   (razorpay/razorpay-magento etc/csp_whitelist.xml): checkout.razorpay.com and cdn.razorpay.com scripts,
 *   api.razorpay.com frames, lumberjack(-metrics).razorpay.com beacons, cdn.razorpay.com images; or, in
 *   local mode, the simulator's origin (its checkout.js draws the dialog in the page and calls home).
 *
 * style-src keeps 'unsafe-inline': Mantine writes its CSS variables into a <style> tag at runtime,
 * MUI (console) and Clerk's components inject theirs through emotion, and a static host cannot hand out
 * per-response nonces. Scripts get no such allowance: script-src has no 'unsafe-inline' and no 'unsafe-eval'.
 */

import { RAZORPAY_CHECKOUT_URL, serviceUrls, type AppName, type BuildEnv, type ServiceUrls } from "../serviceUrls";

export type { AppName, BuildEnv };
export { RAZORPAY_CHECKOUT_URL };

const CLERK_IMAGES = "https://img.clerk.com";
const CLOUDFLARE_CHALLENGES = "https://challenges.cloudflare.com";
const RAZORPAY = {
  script: ["https://checkout.razorpay.com", "https://cdn.razorpay.com"],
  frame: ["https://api.razorpay.com"],
  connect: ["https://lumberjack.razorpay.com", "https://lumberjack-metrics.razorpay.com"],
  img: ["https://cdn.razorpay.com"],
} as const;

function origin(url: string): string {
  return new URL(url).origin;
}

/** The WebSocket origin matching an http(s) origin (the Convex client's sync connection). */
function socketOrigin(httpOrigin: string): string {
  return httpOrigin.replace(/^http/, "ws");
}

/**
 * Clerk's Frontend API host, which the publishable key encodes: `pk_(test|live)_` + base64 of
 * "<host>$". Throws on a key that is not one, so a typo fails the build rather than the sign-in page.
 */
export function clerkFrontendApi(publishableKey: string): string {
  const match = /^pk_(test|live)_([A-Za-z0-9+/=_-]+)$/.exec(publishableKey.trim());
  let decoded = "";
  try {
    decoded = match?.[2] ? atob(match[2]) : "";
  } catch {
    decoded = "";
  }
  if (!decoded.endsWith("$") || !/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(decoded.slice(0, -1))) {
    throw new Error(`VITE_CLERK_PUBLISHABLE_KEY is not a Clerk publishable key (pk_test_... or pk_live_...).`);
  }
  return `https://${decoded.slice(0, -1)}`;
}

export interface SecurityHeadersOptions {
  app: AppName;
  env: BuildEnv;
}

type Directives = Record<string, string[]>;

type Directive = "script-src" | "connect-src" | "img-src" | "frame-src";
type Sources = Partial<Record<Directive, readonly string[]>>;

/**
 * What each app may reach at each of its services (serviceUrls.ts). Keyed by every field of ServiceUrls, so
 * a service added there does not compile until it says here what the browser must allow for it.
 */
const REACH: { [K in keyof ServiceUrls]: (urls: ServiceUrls, app: AppName) => Sources } = {
  convexUrl: ({ convexUrl }) => {
    const convex = origin(convexUrl);
    return { "connect-src": [convex, socketOrigin(convex)], "img-src": [convex] };
  },
  // HTTP actions: member photos (signed links, both apps); the member app's /paye page posts its payment link request
  // there.
  convexSiteUrl: ({ convexSiteUrl }, app) =>
    app === "web"
      ? { "connect-src": [origin(convexSiteUrl)], "img-src": [origin(convexSiteUrl)] }
      : { "img-src": [origin(convexSiteUrl)] },
  // Links and canonical addresses only, never fetched by the app.
  siteUrl: () => ({}),
  clerkPublishableKey: ({ clerkPublishableKey }) => {
    if (!clerkPublishableKey) return {};
    const fapi = clerkFrontendApi(clerkPublishableKey);
    return {
      "script-src": [fapi, CLOUDFLARE_CHALLENGES],
      "connect-src": [fapi],
      "img-src": [CLERK_IMAGES],
      "frame-src": [CLOUDFLARE_CHALLENGES],
    };
  },
  localIdentityUrl: ({ clerkPublishableKey, localIdentityUrl }) =>
    clerkPublishableKey ? {} : { "connect-src": [origin(localIdentityUrl)] },
  razorpayCheckoutUrl: ({ razorpayCheckoutUrl }, app) => {
    if (app !== "web") return {};
    const checkout = origin(razorpayCheckoutUrl);
    if (checkout === origin(RAZORPAY_CHECKOUT_URL)) {
      return {
        "script-src": RAZORPAY.script,
        "frame-src": RAZORPAY.frame,
        "connect-src": RAZORPAY.connect,
        "img-src": RAZORPAY.img,
      };
    }
    // The local simulator: its script draws the dialog in the page and calls its own origin.
    return { "script-src": [checkout], "connect-src": [checkout] };
  },
};

/** Every origin each directive allows beyond 'self' for `app` built with `env`. */
export function serviceSources({ app, env }: SecurityHeadersOptions): Required<Sources> {
  const urls = serviceUrls(env);
  const sources: Record<Directive, string[]> = { "script-src": [], "connect-src": [], "img-src": [], "frame-src": [] };
  for (const reach of Object.values(REACH)) {
    for (const [name, list] of Object.entries(reach(urls, app)) as [Directive, readonly string[]][]) {
      for (const source of list) if (!sources[name].includes(source)) sources[name].push(source);
    }
  }
  return sources;
}

function directives(options: SecurityHeadersOptions): Directives {
  const services = serviceSources(options);
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...services["script-src"]],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...services["img-src"]],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...services["connect-src"]],
    "frame-src": services["frame-src"].length > 0 ? [...services["frame-src"]] : ["'none'"],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "media-src": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

export function contentSecurityPolicy(options: SecurityHeadersOptions): string {
  return Object.entries(directives(options))
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** Every header both apps send, by name. */
export function securityHeaders(options: SecurityHeadersOptions): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "X-Content-Type-Options": "nosniff",
    // Other sites learn only that a visitor came from the app's origin, never the page (member ids).
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // Browser features the apps never use are off; the Payment Request API only for Razorpay's frame.
    "Permissions-Policy": [
      "camera=()",
      "microphone=()",
      "geolocation=()",
      "usb=()",
      "serial=()",
      "browsing-topics=()",
      options.app === "web" ? `payment=(self "https://api.razorpay.com")` : "payment=()",
    ].join(", "),
    // Older browsers that ignore frame-ancestors.
    "X-Frame-Options": "DENY",
    // HTTPS only from the first visit on (browsers ignore it over plain http, as in the local stack).
    "Strict-Transport-Security": "max-age=31536000",
  };
}

/**
 * The `_headers` file of Netlify and Cloudflare Pages (the same format on both): the headers for every
 * path, and long caching for Vite's content-hashed assets.
 */
export function headersFile(options: SecurityHeadersOptions): string {
  const lines = ["# Written by the build from shared/src/securityHeaders/policy.ts: edit that, not this.", "/*"];
  for (const [name, value] of Object.entries(securityHeaders(options))) lines.push(`  ${name}: ${value}`);
  lines.push("", "/assets/*", "  Cache-Control: public, max-age=31536000, immutable", "");
  return lines.join("\n");
}
