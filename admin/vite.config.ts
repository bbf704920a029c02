import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Port 5174 is the console's in local mode (docs/architecture.md); strictPort so a second copy
// fails loudly instead of moving to a port the identity's CORS list does not know.
export default defineConfig({
  plugins: [react()],
  server: { host: "127.0.0.1", port: 5174, strictPort: true },
  preview: { host: "127.0.0.1", port: 5174, strictPort: true },
  build: {
    target: "es2022",
    sourcemap: true,
    // react-admin and MUI are one large, cacheable vendor chunk; the console is a staff tool on broadband.
    chunkSizeWarningLimit: 1500,
  },
});
