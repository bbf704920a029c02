/**
 * Where the app's services live. Production sets the VITE_ variables at build time; without them the
 * app talks to the offline stack that `npm start` runs (ports in docs/architecture.md).
 */
const env = import.meta.env;

export const config = {
  convexUrl: env.VITE_CONVEX_URL ?? "http://127.0.0.1:3210",
  convexSiteUrl: env.VITE_CONVEX_SITE_URL ?? "http://127.0.0.1:3211",
  /** The member app's public address: canonical URLs, hreflang alternates and the sitemap of the prerendered pages. */
  siteUrl: env.VITE_SITE_URL ?? "http://127.0.0.1:5173",
  clerkPublishableKey: env.VITE_CLERK_PUBLISHABLE_KEY ?? null,
  localIdentityUrl: env.VITE_LOCAL_IDENTITY_URL ?? "http://127.0.0.1:3210/auth",
  razorpayCheckoutUrl:
    env.VITE_RAZORPAY_CHECKOUT_URL ??
    (env.VITE_CLERK_PUBLISHABLE_KEY ? "https://checkout.razorpay.com/v1/checkout.js" : "http://127.0.0.1:3210/razorpay/checkout.js"),
} as const;
