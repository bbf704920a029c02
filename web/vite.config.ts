import react from "@vitejs/plugin-react";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, loadEnv } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { securityHeadersPlugin } from "../shared/src/securityHeaders/vitePlugin";
import { codeSplitting } from "./vite/chunking";
import { compileHintsPlugin } from "./vite/compileHints";
import { compiledCopyPlugin } from "./vite/compiledCopy";
import { mantineStylesCheck } from "./vite/mantineStyles";
import { offlinePagePlugin } from "./vite/offlinePage";
import { pwaOptions } from "./vite/pwa";
import { prerenderPlugin } from "./vite/prerender";

// Port 5173 is the member app's in local mode (docs/architecture.md); strictPort so a second
// copy fails loudly instead of moving to a port no link points at.
// Security headers from the one policy (shared/src/securityHeaders): on Vite's preview server and as the
// static host's dist/_headers, with the VITE_ URLs this build is given. The catalogues are compiled at
// build time (vite/compiledCopy.ts).
/**
 * react-router's production build. Its package.json sends every import to dist/development, so builds
 * shipped the development router, with its warnings on (remix-run/react-router#14102 and #14753); the
 * production files beside it have the same exports.
 */
function reactRouterProduction() {
  const production = join(dirname(createRequire(import.meta.url).resolve("react-router")), "..", "production");
  return [
    { find: /^react-router$/, replacement: join(production, "index.mjs") },
    { find: /^react-router\/dom$/, replacement: join(production, "dom-export.mjs") },
  ];
}

export default defineConfig(({ mode, command }) => ({
  plugins: [
    react(),
    compiledCopyPlugin(),
    mantineStylesCheck(),
    prerenderPlugin(),
    compileHintsPlugin(),
    securityHeadersPlugin("web", loadEnv(mode, fileURLToPath(new URL(".", import.meta.url)), "VITE_")),
    offlinePagePlugin(),
    VitePWA(pwaOptions),
  ],
  resolve: command === "build" ? { alias: reactRouterProduction() } : undefined,
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
  preview: { host: "127.0.0.1", port: 5173, strictPort: true },
  // Two entries: the app (index.html → src/main.tsx) and the visitor entry that the pages of words and links
  // load instead (src/visitor.ts; vite/prerender.ts writes it into their HTML). Fewer, larger chunks for
  // member pages (vite/chunking.ts).
  build: {
    target: "es2022",
    sourcemap: true,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL("index.html", import.meta.url)),
        visitor: fileURLToPath(new URL("src/visitor.ts", import.meta.url)),
      },
      output: { codeSplitting: codeSplitting() },
    },
  },
}));
