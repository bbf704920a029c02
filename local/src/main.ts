/**
 * `npm start`: the whole product offline. The local Convex backend (with the local identity, the mailbox
 * and the Razorpay simulator mounted on its port), demo data on first start, and the member app and admin
 * console ports.
 *
 *   npm start                      data in ./.data, kept between starts
 *   npm start -- --fresh           start empty (deletes the data folder first), then seed again
 *   npm start -- --data-dir DIR    keep the data elsewhere
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { startBackend, type Backend } from "./backend/server";
import { createLocalIdentity, type LocalIdentity } from "./identity";
import { placeholderPage } from "./placeholder";
import { createRazorpaySimulator } from "./razorpay";
import { seedDemoData, type SeedLogin } from "./seed/seed";
import { startFrontEnd, WEB_ROOT } from "./webApps";

export const PORTS = { backend: 3210, httpActions: 3211, web: 5173, admin: 5174 } as const;
const HOST = "127.0.0.1";
const ISSUER = `http://${HOST}:${PORTS.backend}/auth`;
const WEB = `http://${HOST}:${PORTS.web}`;
const ADMIN = `http://${HOST}:${PORTS.admin}`;
/** Local-mode Razorpay test keys: the simulator signs with them and the backend verifies with them. */
const RAZORPAY = {
  keyId: "rzp_test_local0000000",
  keySecret: "local_test_key_secret",
  webhookSecret: "local_webhook_secret",
  apiBase: `http://${HOST}:${PORTS.backend}/razorpay`,
  webhookUrl: `http://${HOST}:${PORTS.httpActions}/razorpay/webhook`,
} as const;

type Stoppable = { close(): Promise<void> };

function listenPlaceholder(port: number, title: string, body: string): Promise<Stoppable> {
  const server = createServer((_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(placeholderPage(title, body));
  });
  return new Promise((done, fail) => {
    server.once("error", (e: NodeJS.ErrnoException) =>
      fail(e.code === "EADDRINUSE" ? new Error(`Port ${port} (${title}) is already in use: stop whatever uses it and start again.`) : e),
    );
    server.listen(port, HOST, () =>
      done({ close: () => new Promise<void>((closed) => { server.close(() => closed()); server.closeAllConnections(); }) }),
    );
  });
}

function banner(logins: SeedLogin[], dataDir: string): string {
  const width = Math.max(...logins.map((l) => l.email.length));
  return [
    "",
    "  Telugu Matrimony is running offline.",
    "",
    `  Member app      ${WEB}`,
    `  Admin console   ${ADMIN}   (placeholder until the console lands)`,
    `  Convex backend  http://${HOST}:${PORTS.backend}   HTTP actions http://${HOST}:${PORTS.httpActions}`,
    `  Mailbox         http://${HOST}:${PORTS.backend}/mailbox   (password-reset mail lands here)`,
    `  Razorpay sim    ${RAZORPAY.apiBase}   (orders, Checkout at /checkout.js, payment links, webhooks)`,
    `  Data            ${dataDir}   (npm start -- --fresh starts empty)`,
    "",
    "  Logins (password for all: demo1234):",
    ...logins.map((l) => `    ${l.email.padEnd(width)}  ${l.note}`),
    "    ...and 300 generated members: *@demo.matrimony.local",
    "",
    "  Ctrl-C stops everything.",
    "",
  ].join("\n");
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { fresh: { type: "boolean", default: false }, "data-dir": { type: "string" } } });
  const dataDir = resolve(values["data-dir"] ?? process.env.MATRIMONY_DATA_DIR ?? ".data");
  const log = (line: string) => console.log(`  ${line}`);
  const running: Stoppable[] = [];
  let identity: LocalIdentity | null = null;
  let backend: Backend | null = null;

  const stop = async (code: number) => {
    for (const s of running.reverse()) await s.close().catch(() => undefined);
    process.exit(code);
  };
  process.once("SIGINT", () => void stop(0));
  process.once("SIGTERM", () => void stop(0));

  try {
    if (values.fresh) {
      const { rm } = await import("node:fs/promises");
      await rm(dataDir, { recursive: true, force: true });
    }
    identity = await createLocalIdentity({
      dataDir: join(dataDir, "identity"),
      issuer: ISSUER,
      allowedOrigins: [WEB, ADMIN],
      appResetUrl: `${WEB}/reset-password`,
      log,
    });
    running.push(identity);
    const razorpay = await createRazorpaySimulator({
      keyId: RAZORPAY.keyId,
      keySecret: RAZORPAY.keySecret,
      webhookSecret: RAZORPAY.webhookSecret,
      webhookUrl: RAZORPAY.webhookUrl,
      publicBaseUrl: RAZORPAY.apiBase,
      dataDir: join(dataDir, "razorpay"),
      allowedOrigins: [WEB, ADMIN],
      log: (line) => log(`[razorpay] ${line}`),
    });
    running.push(razorpay);
    backend = await startBackend({
      port: PORTS.backend,
      httpActionsPort: PORTS.httpActions,
      dataDir: join(dataDir, "backend"),
      localIssuer: ISSUER,
      verifyToken: identity.verifyToken,
      extraHandlers: [identity.handler, razorpay.handler],
      env: {
        LOCAL_AUTH_ISSUER: ISSUER,
        ADMIN_EMAILS: "admin@matrimony.local",
        RAZORPAY_KEY_ID: RAZORPAY.keyId,
        RAZORPAY_KEY_SECRET: RAZORPAY.keySecret,
        RAZORPAY_WEBHOOK_SECRET: RAZORPAY.webhookSecret,
        RAZORPAY_API_BASE: RAZORPAY.apiBase,
      },
      log: (message, error) => console.error(`  [backend] ${message}`, error ?? ""),
    });
    running.push(backend);
    running.push(
      await startFrontEnd({
        root: WEB_ROOT,
        host: HOST,
        port: PORTS.web,
        env: {
          VITE_CONVEX_URL: `http://${HOST}:${PORTS.backend}`,
          VITE_CONVEX_SITE_URL: `http://${HOST}:${PORTS.httpActions}`,
          VITE_LOCAL_IDENTITY_URL: ISSUER,
          VITE_RAZORPAY_CHECKOUT_URL: `${RAZORPAY.apiBase}/checkout.js`,
        },
      }),
    );
    running.push(await listenPlaceholder(PORTS.admin, "Admin console", "The admin console arrives with its issue."));
    const logins = await seedDemoData({ backend, identity, issuer: ISSUER, log });
    console.log(banner(logins, dataDir));
  } catch (error) {
    console.error(`\n  Could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    await stop(1);
  }
}

void main();
