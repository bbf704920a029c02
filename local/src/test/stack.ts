/**
 * The backend suites' stack: a backend on free ports with a temp data folder, a fake token
 * verifier ("valid:<subject>:<email>"), and official clients connected to it.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import WebSocket from "ws";
import { startBackend, type Backend } from "../backend/server";
import { fakeVerify, TEST_ISSUER } from "./tokenVerifier";

export { fakeVerify, TEST_ISSUER };

export type TestStack = {
  backend: Backend;
  dataDir: string;
  client(token?: string): ConvexClient;
  http(token?: string): ConvexHttpClient;
  restart(): Promise<Backend>;
  cleanup(): Promise<void>;
};

export async function startTestStack(): Promise<TestStack> {
  const dataDir = await mkdtemp(join(tmpdir(), "local-backend-"));
  // Member photos leave the backend only as signed links to the HTTP actions' GET /photos.
  const env = { PHOTO_URL_SECRET: "local-suite-photo-url-secret" };
  const start = () =>
    startBackend({
      port: 0,
      httpActionsPort: 0,
      dataDir,
      localIssuer: TEST_ISSUER,
      verifyToken: fakeVerify,
      env,
      log: () => {},
    });
  const clients: ConvexClient[] = [];
  const stack: TestStack = {
    backend: await start(),
    dataDir,
    client(token) {
      const c = new ConvexClient(stack.backend.url, {
        webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
        logger: false,
      });
      if (token !== undefined) c.setAuth(async () => token);
      clients.push(c);
      return c;
    },
    http(token) {
      const c = new ConvexHttpClient(stack.backend.url, { logger: false });
      if (token !== undefined) c.setAuth(token);
      return c;
    },
    async restart() {
      await Promise.all(clients.splice(0).map((c) => c.close()));
      await stack.backend.close();
      stack.backend = await start();
      return stack.backend;
    },
    async cleanup() {
      await Promise.all(clients.splice(0).map((c) => c.close()));
      await stack.backend.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return stack;
}

/**
 * Resolve with the first value of a subscription that satisfies `predicate`. The wait is generous: on a
 * loaded two-core machine (the browser journeys run beside these tests) a first value can take seconds.
 */
export function nextValue<T>(
  subscribe: (onUpdate: (value: T) => void, onError: (e: Error) => void) => () => void,
  predicate: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    let unsubscribe: (() => void) | null = null;
    const timer = setTimeout(() => {
      unsubscribe?.();
      reject(new Error("timed out waiting for a subscription value"));
    }, timeoutMs);
    unsubscribe = subscribe(
      (value) => {
        if (!predicate(value)) return;
        clearTimeout(timer);
        queueMicrotask(() => unsubscribe?.());
        resolve(value);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}
