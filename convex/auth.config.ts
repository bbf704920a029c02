import type { AuthConfig } from "convex/server";
import { env } from "./_generated/server";

/**
 * Token issuers the backend trusts, and nothing else: Clerk in production (JWT template "convex") and,
 * in local mode only, the local identity of `local/`. Each is listed only when its variable is set.
 */
const issuers = [env.CLERK_JWT_ISSUER_DOMAIN, env.LOCAL_AUTH_ISSUER].filter(
  (domain): domain is string => typeof domain === "string" && domain.length > 0,
);

export default {
  providers: issuers.map((domain) => ({ domain, applicationID: "convex" })),
} satisfies AuthConfig;
