/**
 * Serves the member app and the staff console. `npm start` uses the Vite dev server (hot reload);
 * the e2e journeys use a production build served by Vite's preview server, which is what members get
 * and loads in milliseconds rather than transforming modules on first visit. The apps read their service
 * URLs from VITE_ variables, set here from the ports the stack actually uses.
 *
 * Built apps are served with the production security headers (Content-Security-Policy and the rest, from
 * shared/src/securityHeaders through each app's vite.config.ts), computed from those same local URLs, so
 * the journeys run under the policy members get. The dev server sends none (fast refresh needs an inline
 * script).
 */
import { fileURLToPath } from "node:url";
import { build, createServer, preview } from "vite";

export interface FrontEndOptions {
  /** The app's folder, e.g. web/. */
  root: string;
  host: string;
  port: number;
  env: Record<string, string>;
  /** "dev" (default): Vite's dev server. "built": build into `outDir`, then serve that build. */
  mode?: "dev" | "built";
  outDir?: string;
}

export const WEB_ROOT = fileURLToPath(new URL("../../web", import.meta.url));
export const ADMIN_ROOT = fileURLToPath(new URL("../../admin", import.meta.url));

function portInUse(error: unknown, port: number): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  return code === "EADDRINUSE"
    ? new Error(`Port ${port} is already in use: stop whatever uses it and start again.`)
    : error;
}

/**
 * Runs a Vite build as production whatever NODE_ENV the calling process has. Vite builds with the
 * process's NODE_ENV when one is set, and vitest sets "test": the e2e journeys then ran React's
 * development build (StrictMode's doubled effects, dev-only checks), not what members get. Restored after,
 * so that test workers started later keep theirs.
 */
async function productionBuild<T>(run: () => Promise<T>): Promise<T> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    return await run();
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

export async function startFrontEnd(options: FrontEndOptions): Promise<{ url: string; close(): Promise<void> }> {
  // Vite exposes VITE_* from process.env to the app (import.meta.env).
  for (const [key, value] of Object.entries(options.env)) process.env[key] = value;
  const configFile = `${options.root}/vite.config.ts`;
  // Vite's module runner loads the configs' TypeScript imports (the shared header policy) as the app
  // code is loaded, without the bundling loader's warnings about extensionless imports.
  const configLoader = "runner" as const;
  const url = `http://${options.host}:${options.port}`;
  if (options.mode === "built") {
    const outDir = options.outDir ?? `${options.root}/dist`;
    // Source maps only when a profile asks for them (bench/page-profile.ts); a build without is quicker.
    await productionBuild(() =>
      build({
        root: options.root,
        configFile,
        configLoader,
        logLevel: "warn",
        build: { outDir, emptyOutDir: true, sourcemap: process.env.BENCH_SOURCEMAP === "1" },
      }),
    );
    try {
      const server = await preview({
        root: options.root,
        configFile,
        configLoader,
        logLevel: "warn",
        build: { outDir },
        preview: { host: options.host, port: options.port, strictPort: true },
      });
      return { url, close: () => server.close() };
    } catch (error) {
      throw portInUse(error, options.port);
    }
  }
  const server = await createServer({
    root: options.root,
    configFile,
    configLoader,
    server: { host: options.host, port: options.port, strictPort: true },
    logLevel: "warn",
    clearScreen: false,
  });
  try {
    await server.listen();
  } catch (error) {
    await server.close();
    throw portInUse(error, options.port);
  }
  return { url, close: () => server.close() };
}
