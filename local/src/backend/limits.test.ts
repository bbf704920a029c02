/**
 * Convex's argument validation and limits on the local backend: invalid arguments fail validation before
 * the handler runs (never "Uncaught TypeError"), oversized WebSocket frames are refused before they are
 * buffered, and per-function write limits fail as they would on Convex.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { anyApi, type FunctionReference } from "convex/server";
import WebSocket from "ws";
import { MAX_ARGUMENTS_BYTES } from "./runner";
import { MAX_MESSAGE_BYTES } from "./sync";
import { startTestStack, type TestStack } from "../test/stack";

let stack: TestStack;
beforeEach(async () => {
  stack = await startTestStack();
});
afterEach(async () => {
  await stack.cleanup();
});

const query = (path: string) =>
  path
    .split(":")
    .reduce<unknown>((ref, part) => (ref as Record<string, unknown>)[part], anyApi) as FunctionReference<"query">;

describe("argument validation, as Convex does it", () => {
  it.each([
    {
      name: "null in place of an object",
      path: "matches:list",
      args: { paginationOpts: null },
      error:
        /ArgumentValidationError: Value does not match validator.\nPath: .paginationOpts\nValue: null\nValidator: v.object\(/,
    },
    {
      name: "garbage in place of an object",
      path: "matches:list",
      args: { paginationOpts: "all" },
      error: /Path: .paginationOpts\nValue: "all"/,
    },
    {
      name: "a wrong type deep inside",
      path: "matches:list",
      args: { paginationOpts: { numItems: "x", cursor: null } },
      error: /Path: .paginationOpts.numItems\nValue: "x"\nValidator: v.float64\(\)/,
    },
    {
      name: "a missing field",
      path: "members:get",
      args: {},
      error: /Object is missing the required field `profileId`/,
    },
    {
      name: "an extra field",
      path: "members:get",
      args: { profileId: "x", admin: true },
      error: /Object contains extra field `admin` that is not in the validator/,
    },
  ])("refuses $name with an ArgumentValidationError (sync and HTTP)", async ({ path, args, error }) => {
    const socket = stack.client("valid:ravi:ravi@example.com");
    const http = stack.http("valid:ravi:ravi@example.com");
    // One call at a time: a second call started up front could reject before anything awaits it.
    for (const attempt of [
      () => socket.query(query(path), args as never),
      () => http.query(query(path), args as never),
    ]) {
      const failure = (await attempt().catch((e: unknown) => e)) as Error;
      expect(failure).toBeInstanceOf(Error);
      expect(failure.message).toMatch(error);
      expect(failure.message).not.toMatch(/TypeError/);
    }
  });

  it("refuses arguments that are not an object", async () => {
    const response = await fetch(`${stack.backend.url}/api/query`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: "matches:list", args: [null], format: "json" }),
    });
    const body = (await response.json()) as { errorMessage: string };
    expect(body.errorMessage).toMatch(
      /ArgumentValidationError: The arguments to a Convex function must be an object. Received: null/,
    );
  });
});

describe("Convex's limits", () => {
  it("closes a WebSocket that sends a frame over the message limit, without signing in", async () => {
    const ws = new WebSocket(`${stack.backend.url.replace("http", "ws")}/api/1.48.0/sync`);
    await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
    const closed = new Promise<number>((resolve) => ws.once("close", (code) => resolve(code)));
    ws.send(Buffer.alloc(MAX_MESSAGE_BYTES + 1, 0x20).toString());
    // 1009: message too big. ws checks the frame's declared length before buffering its payload.
    expect(await closed).toBe(1009);
    expect(stack.backend.sync.connectionCount()).toBe(0);
  });

  it("refuses arguments over Convex's 16 MiB limit before the function runs", async () => {
    expect(MAX_ARGUMENTS_BYTES).toBe(16 * 1024 * 1024);
    const socket = stack.client("valid:ravi:ravi@example.com");
    const error = (await socket
      .query(query("members:get"), { profileId: "x".repeat(MAX_ARGUMENTS_BYTES) } as never)
      .catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(
      /ArgumentValidationError: Arguments are too large: \d+ bytes, over Convex's limit of 16777216 bytes/,
    );
  });

  it("fails a function that writes more documents than Convex allows in one transaction", {
    timeout: 60_000,
  }, async () => {
    const error = await stack.backend
      .run(async (ctx) => {
        for (let i = 0; i <= 16_000; i++)
          await ctx.db.insert("staff", { email: `s${i}@example.com`, role: "support", addedBy: "test", createdAt: i });
      })
      .catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(
      /Wrote too many documents in a single function execution \(limit: 16000\)/,
    );
    expect(await stack.backend.run(async (ctx) => (await ctx.db.query("staff").take(1)).length)).toBe(0);
  });
});
