import { describe, expect, it } from "vitest";
import { ADMIN_APP, MEMBER_APP, testServerForFile } from "../test/identityServer";

const running = testServerForFile();

const preflight = (origin: string) =>
  fetch(`${running.server.url}/auth/sign-in`, {
    method: "OPTIONS",
    headers: {
      Origin: origin,
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "content-type,authorization",
    },
  });

describe("CORS", () => {
  it.each([MEMBER_APP, ADMIN_APP])("lets %s call the identity", async (origin) => {
    const pre = await preflight(origin);
    expect(pre.status).toBe(204);
    expect(pre.headers.get("access-control-allow-origin")).toBe(origin);
    expect(pre.headers.get("access-control-allow-methods")).toContain("POST");
    expect(pre.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");

    const email = `${origin.slice(-4)}@example.com`;
    const res = await running.server.call("/auth/sign-up", { origin, body: { email, password: "secret1" } });
    expect(res.status).toBe(201);
    expect(res.headers.get("access-control-allow-origin")).toBe(origin);
    expect(res.headers.get("vary")).toContain("Origin");
  });

  it("refuses every other origin", async () => {
    const pre = await preflight("http://evil.example");
    expect(pre.status).toBe(403);
    expect(pre.headers.get("access-control-allow-origin")).toBeNull();

    const post = await running.server.call("/auth/sign-up", {
      origin: "http://127.0.0.1:5175",
      body: { email: "evil@example.com", password: "secret1" },
    });
    expect(post.status).toBe(403);
    expect(post.body).toEqual({
      error: { code: "origin_not_allowed", message: "This origin may not call the local identity." },
    });
    expect(post.headers.get("access-control-allow-origin")).toBeNull();
    // Nothing happened: the account was not created.
    expect(await running.server.identity.findUserByEmail("evil@example.com")).toBeNull();

    // A GET is answered (it changes nothing) but without CORS headers, so the browser hides it.
    const jwks = await running.server.call("/auth/.well-known/jwks.json", { origin: "http://evil.example" });
    expect(jwks.status).toBe(200);
    expect(jwks.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("serves callers without an Origin header (seed, tests, the backend)", async () => {
    const res = await running.server.call("/auth/sign-up", {
      body: { email: "node@example.com", password: "secret1" },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });
});
