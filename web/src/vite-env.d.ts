/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The Convex deployment URL; local mode's backend when unset. */
  readonly VITE_CONVEX_URL?: string;
  /** Convex HTTP actions origin (`https://<name>.convex.site` in production). */
  readonly VITE_CONVEX_SITE_URL?: string;
  /**
   * The member app's public address (https://...): canonical URLs, hreflang and the sitemap of the prerendered pages.
   */
  readonly VITE_SITE_URL?: string;
  /** When set, sign-in goes through Clerk; otherwise through the local identity. */
  readonly VITE_CLERK_PUBLISHABLE_KEY?: string;
  /** The local identity's issuer URL (local mode only). */
  readonly VITE_LOCAL_IDENTITY_URL?: string;
  /** Razorpay Checkout script; the local simulator's in local mode. */
  readonly VITE_RAZORPAY_CHECKOUT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A catalogue compiled by Lingui at build time (web/vite/compiledCopy.ts). */
declare module "*?compiled" {
  import type { Messages } from "@lingui/core";
  const messages: Messages;
  export default messages;
}
