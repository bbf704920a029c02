/**
 * Serves the member app (and later the admin console) from their Vite dev servers, so `npm start` runs
 * the real front ends with hot reload against the local backend. The apps read their service URLs from
 * VITE_ variables, set here from the ports the stack actually uses.
 */
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

export interface FrontEndOptions {
  /** The app's folder, e.g. web/. */
  root: string;
  host: string;
  port: number;
  env: Record<string, string>;
}

export const WEB_ROOT = fileURLToPath(new URL("../../web", import.meta.url));

export async function startFrontEnd(options: FrontEndOptions): Promise<{ url: string; close(): Promise<void> }> {
  // Vite exposes VITE_* from process.env to the app (import.meta.env).
  for (const [key, value] of Object.entries(options.env)) process.env[key] = value;
  const server = await createServer({
    root: options.root,
    configFile: `${options.root}/vite.config.ts`,
    server: { host: options.host, port: options.port, strictPort: true },
    logLevel: "warn",
    clearScreen: false,
  });
  try {
    await server.listen();
  } catch (error) {
    await server.close();
    const code = (error as NodeJS.ErrnoException).code;
    throw code === "EADDRINUSE" ? new Error(`Port ${options.port} is already in use: stop whatever uses it and start again.`) : error;
  }
  return { url: `http://${options.host}:${options.port}`, close: () => server.close() };
}
