import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startBackend, type Backend } from "./server";
import { fakeVerify, TEST_ISSUER } from "../test/stack";

const FIXTURE = fileURLToPath(new URL("../test/httpActions", import.meta.url));
let dataDir: string;
let backend: Backend;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "http-actions-"));
  backend = await startBackend({
    port: 0,
    httpActionsPort: 0,
    dataDir,
    convexDir: FIXTURE,
    localIssuer: TEST_ISSUER,
    verifyToken: fakeVerify,
    log: () => {},
  });
});
afterAll(async () => {
  await backend.close();
  await rm(dataDir, { recursive: true, force: true });
});

test("HTTP actions answer on their own port with the real request URL, identity and committed writes", async () => {
  const url = `${backend.siteUrl}/echo?x=1`;
  const response = await fetch(url, {
    method: "POST",
    body: "hello",
    headers: { Authorization: "Bearer valid:user_7:u7@example.com" },
  });
  expect(response.status).toBe(201);
  expect(response.headers.get("x-fixture")).toBe("yes");
  expect(await response.json()).toEqual({ url, method: "POST", body: "hello", subject: "user_7" });
  const rows = await backend.run(async (ctx) => await ctx.db.query("auditLog").collect());
  expect(rows.map((r) => r.details).filter((d) => d !== "tick")).toEqual(["hello"]);
});

test("an unrouted path is a 404, not a crash", async () => {
  const response = await fetch(`${backend.siteUrl}/nowhere`);
  expect(response.status).toBe(404);
});

test("crons run on real time and their writes commit", async () => {
  const ticks = async () =>
    (await backend.run(async (ctx) => await ctx.db.query("auditLog").collect())).filter((r) => r.details === "tick")
      .length;
  const deadline = Date.now() + 5_000;
  while ((await ticks()) < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  expect(await ticks()).toBeGreaterThanOrEqual(2);
});
