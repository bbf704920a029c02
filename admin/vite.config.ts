import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig, loadEnv } from "vite";
import { securityHeadersPlugin } from "../shared/src/securityHeaders/vitePlugin";

// Port 5174 is the console's in local mode (docs/architecture.md); strictPort so a second copy
// fails loudly instead of moving to a port the identity's CORS list does not know.
// Security headers from the one policy (shared/src/securityHeaders): on Vite's preview server and as the
// static host's dist/_headers, with the VITE_ URLs this build is given.
export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    securityHeadersPlugin("admin", loadEnv(mode, fileURLToPath(new URL(".", import.meta.url)), "VITE_")),
  ],
  server: { host: "127.0.0.1", port: 5174, strictPort: true },
  preview: { host: "127.0.0.1", port: 5174, strictPort: true },
  build: {
    target: "es2022",
    sourcemap: true,
    // react-admin and MUI are one large, cacheable vendor chunk; the console is a staff tool on broadband.
    chunkSizeWarningLimit: 1500,
  },
}));
