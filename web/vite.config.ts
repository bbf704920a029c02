import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Port 5173 is the member app's in local mode (docs/architecture.md); strictPort so a second
// copy fails loudly instead of moving to a port no link points at.
export default defineConfig({
  plugins: [react()],
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
  preview: { host: "127.0.0.1", port: 5173, strictPort: true },
  build: { target: "es2022", sourcemap: true },
});
