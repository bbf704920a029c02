/**
 * The staff console against the real local stack pieces: the local backend (Convex sync protocol) with
 * the local identity mounted on its port, wired as local/src/stack.ts wires them (LOCAL_AUTH_ISSUER and
 * the shared LOCAL_IDENTITY_ADMIN_SECRET). An approval reaches the member's open subscription, and a
 * deletion removes the member's login through the identity's admin route.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConvexClient } from "convex/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { api } from "../../../convex/_generated/api";
import { nextValue } from "../test/stack";
import { registrationForm } from "../test/fixtures";
import { startBackend, type Backend } from "../backend/server";
import { freePort } from "../freePort";
import { createLocalIdentity, type LocalIdentity } from "./index";

const SECRET = "console-test-admin-secret";
const ADMIN = "admin@console.test";

let dataDir: string;
let identity: LocalIdentity;
let backend: Backend;
let issuer: string;
const clients: ConvexClient[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "console-stack-"));
  // The issuer names the backend's port, so the port is chosen before either starts.
  const port = await freePort();
  issuer = `http://127.0.0.1:${String(port)}/auth`;
  identity = await createLocalIdentity({
    dataDir: join(dataDir, "identity"),
    issuer,
    allowedOrigins: [],
    appResetUrl: "http://x/reset",
    adminSecret: SECRET,
  });
  backend = await startBackend({
    port,
    httpActionsPort: 0,
    dataDir: join(dataDir, "backend"),
    localIssuer: issuer,
    verifyToken: identity.verifyToken,
    extraHandlers: [identity.handler],
    env: { LOCAL_AUTH_ISSUER: issuer, LOCAL_IDENTITY_ADMIN_SECRET: SECRET, ADMIN_EMAILS: ADMIN },
    log: () => {},
  });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await backend.close();
  await identity.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A signed-in client, as the apps are: a local identity account and its access token. */
async function signedIn(email: string): Promise<{ client: ConvexClient; userId: string }> {
  const { userId } = await identity.createUser(email, "secret1");
  const res = await fetch(`${issuer}/sign-in`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: "secret1" }),
  });
  const { accessToken } = (await res.json()) as { accessToken: string };
  const client = new ConvexClient(backend.url, {
    webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
    logger: false,
  });
  client.setAuth(async () => accessToken);
  clients.push(client);
  return { client, userId };
}

describe("staff console on the local stack", () => {
  it("approval switches the member's open app live; deletion removes their login", async () => {
    const admin = (await signedIn(ADMIN)).client;
    const member = await signedIn("leaving@console.test");
    const id = await member.client.mutation(api.members.register, {
      profile: registrationForm("leaving@console.test"),
    });
    if (id === null) throw new Error("registration refused");
    const approved = nextValue<{ profile: { status: string } } | null>(
      (onUpdate, onError) => member.client.onUpdate(api.members.me, {}, onUpdate, onError),
      (me) => me?.profile.status === "approved",
    );
    expect((await member.client.query(api.members.me, {}))?.profile.status).toBe("pending");
    await admin.mutation(api.admin.approvals.approve, { id });
    expect((await approved)?.profile.status).toBe("approved");

    const record = await admin.query(api.admin.members.get, { id });
    await admin.mutation(api.admin.members.remove, { id, confirm: record?.profileCode ?? "" });
    const deadline = Date.now() + 10_000;
    while ((await identity.findUserByEmail("leaving@console.test")) !== null && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 50));
    }
    expect(await identity.findUserByEmail("leaving@console.test")).toBeNull();
    // The action writes its audit entry after the identity answered, so wait for it too.
    const details = async () =>
      (
        await admin.query(api.admin.audit.list, {
          paginationOpts: { numItems: 10, cursor: null },
          filter: { action: "identity.delete" },
        })
      ).page.map((e) => e.details);
    while ((await details()).length === 0 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 50));
    expect(await details()).toEqual(["local: HTTP 200"]);
  });
});
