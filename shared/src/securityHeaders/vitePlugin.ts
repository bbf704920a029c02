/**
 * Applies policy.ts to a Vite app: Vite's preview server (the local stack's built apps, which the e2e
 * journeys use) answers with the headers, and every production build writes them into `dist/_headers`
 * for the static host (Netlify or Cloudflare Pages), with the URLs the build was given.
 *
 * The dev server (`npm start`) sends none: React's fast refresh needs an inline script that the policy
 * rightly refuses.
 *
 * The policy refuses eval, so the member app's entry first turns Zod's JIT off (`z.config({ jitless:
 * true })`, Zod's documented switch for such pages): Zod 4 otherwise probes `new Function("")` before its
 * first object parse, and the refused probe files a violation report on every page (parsing works either
 * way; the JIT is only a speed-up). Only for apps that bundle Zod, so the console does not gain it.
 */
import type { Plugin } from "vite";
import { headersFile, securityHeaders, type AppName, type BuildEnv } from "./policy";

const ZOD_JITLESS = "virtual:matrimony-zod-jitless";

export function securityHeadersPlugin(app: AppName, env: BuildEnv, options: { bundlesZod: boolean }): Plugin {
  let entry = "";
  return {
    name: "matrimony-security-headers",
    config: () => ({ preview: { headers: securityHeaders({ app, env }) } }),
    configResolved(config) {
      entry = `${config.root}/src/main.tsx`;
    },
    resolveId: (id) => (id === ZOD_JITLESS ? `\0${ZOD_JITLESS}` : null),
    load: (id) => (id === `\0${ZOD_JITLESS}` ? `import { config } from "zod";\nconfig({ jitless: true });\n` : null),
    transform(code, id) {
      // On the entry's first line, so that it runs before any module that builds a schema (and the
      // entry's source map keeps its lines).
      if (!options.bundlesZod || id !== entry) return null;
      return { code: `import ${JSON.stringify(ZOD_JITLESS)};${code}`, map: null };
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "_headers", source: headersFile({ app, env }) });
    },
  };
}
