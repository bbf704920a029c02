/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The Convex deployment URL; local mode's backend when unset. */
  readonly VITE_CONVEX_URL?: string;
  /** The HTTP actions' origin (member photos); only the Content-Security-Policy reads it. */
  readonly VITE_CONVEX_SITE_URL?: string;
  /** When set, sign-in goes through Clerk; otherwise through the local identity. */
  readonly VITE_CLERK_PUBLISHABLE_KEY?: string;
  /** The local identity's issuer URL (local mode only). */
  readonly VITE_LOCAL_IDENTITY_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
