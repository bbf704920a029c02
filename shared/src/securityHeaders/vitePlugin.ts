/**
 * Applies policy.ts to a Vite app: Vite's preview server (the local stack's built apps, which the e2e
 * journeys use) answers with the headers, and every production build writes them into `dist/_headers`
 * for the static host (Netlify or Cloudflare Pages), with the URLs the build was given.
 *
 * The dev server (`npm start`) sends none: React's fast refresh needs an inline script that the policy
 * rightly refuses.
 *
 * The policy refuses eval: the shared schemas turn Zod's JIT off where they import it
 * (shared/src/validation/zod.ts).
 */
import type { Plugin } from "vite";
import { headersFile, securityHeaders, type AppName, type BuildEnv } from "./policy";

export function securityHeadersPlugin(app: AppName, env: BuildEnv): Plugin {
  return {
    name: "matrimony-security-headers",
    config: () => ({ preview: { headers: securityHeaders({ app, env }) } }),
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "_headers", source: headersFile({ app, env }) });
    },
  };
}
