/** Test harness: the identity handler on a real node:http server, port 0, with a temp data folder. */
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createLocalIdentity, type LocalIdentity, type LocalIdentityOptions } from "../identity";

export const MEMBER_APP = "http://127.0.0.1:5173";
export const ADMIN_APP = "http://127.0.0.1:5174";

export interface TestServer {
  url: string;
  issuer: string;
  dataDir: string;
  identity: LocalIdentity;
  logs: string[];
  /** A JSON call; `status` and parsed `body` of the answer. */
  call(
    path: string,
    init?: { method?: string; body?: unknown; token?: string; origin?: string },
  ): Promise<{
    status: number;
    body: Record<string, unknown>;
    headers: Headers;
  }>;
  /** Stops the server and the identity, keeping the data folder. */
  stop(): Promise<void>;
}

export async function makeDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), "local-identity-"));
}

export async function removeDataDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

export async function startTestServer(
  dataDir: string,
  overrides: Partial<LocalIdentityOptions> = {},
): Promise<TestServer> {
  const logs: string[] = [];
  // The issuer needs the port, so the identity is created after the server starts listening.
  const mounted: { identity?: LocalIdentity } = {};
  const server: Server = createServer((req, res) => {
    void mounted.identity?.handler(req, res).then((handled) => {
      if (!handled) res.writeHead(404, { "Content-Type": "text/plain" }).end("not the identity's");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${url}/auth`;
  const ready = await createLocalIdentity({
    dataDir,
    issuer,
    allowedOrigins: [MEMBER_APP, ADMIN_APP],
    appResetUrl: `${MEMBER_APP}/reset-password`,
    log: (line) => logs.push(line),
    ...overrides,
  });
  mounted.identity = ready;
  return {
    url,
    issuer,
    dataDir,
    identity: ready,
    logs,
    async call(path, init = {}) {
      const headers: Record<string, string> = {};
      if (init.body !== undefined) headers["Content-Type"] = "application/json";
      if (init.token) headers.Authorization = `Bearer ${init.token}`;
      if (init.origin) headers.Origin = init.origin;
      const res = await fetch(`${url}${path}`, {
        method: init.method ?? (init.body === undefined ? "GET" : "POST"),
        headers,
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
      const text = await res.text();
      const isJson = res.headers.get("content-type")?.includes("json") ?? false;
      return {
        status: res.status,
        body: isJson && text ? (JSON.parse(text) as Record<string, unknown>) : {},
        headers: res.headers,
      };
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
      await ready.close();
    },
  };
}

/**
 * For a test file: an identity server on a fresh data folder, started before the file's tests and stopped
 * (its folder removed) after them. `running.server` is that server.
 */
export function testServerForFile(overrides: Partial<LocalIdentityOptions> = {}): { readonly server: TestServer } {
  let started: { server: TestServer; dataDir: string } | undefined;
  beforeAll(async () => {
    const dataDir = await makeDataDir();
    started = { dataDir, server: await startTestServer(dataDir, overrides) };
  });
  afterAll(async () => {
    if (!started) return;
    await started.server.stop();
    await removeDataDir(started.dataDir);
  });
  return {
    get server() {
      if (!started) throw new Error("testServerForFile: used outside the tests of its file");
      return started.server;
    },
  };
}
