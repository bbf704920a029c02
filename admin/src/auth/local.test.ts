import { MemoryStorage } from "@matrimony/shared/localIdentity/client";
import { describe, expect, it } from "vitest";
import { createLocalAuth } from "./local";

const session = (n: number) => ({
  accessToken: `access-${String(n)}`,
  refreshToken: `refresh-${String(n)}`,
  expiresAt: Date.now() + 3_600_000,
  user: { id: "u1", email: "admin@x.in" },
});

/** A local identity whose /refresh answers only when the test says so. */
function identity() {
  let releaseRefresh: () => void = () => undefined;
  const fetch = (async (input: RequestInfo | URL) => {
    const path = String(input).replace(/^.*\/auth/, "");
    if (path === "/refresh") await new Promise<void>((resolve) => (releaseRefresh = resolve));
    const body = path === "/sign-in" ? session(1) : path === "/refresh" ? session(2) : {};
    return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
  }) as typeof globalThis.fetch;
  return { fetch, release: () => releaseRefresh() };
}

describe("local auth", () => {
  it("keeps its own session key, apart from the member app's", async () => {
    const storage = new MemoryStorage();
    const auth = createLocalAuth({
      baseUrl: "http://id/auth",
      storageKey: "localIdentity.console",
      storage,
      fetch: identity().fetch,
    });
    await auth.signIn("admin@x.in", "pw");
    expect(storage.getItem("localIdentity.console")).not.toBeNull();
    expect(storage.getItem("localIdentity.session")).toBeNull();
    expect(auth.user()?.email).toBe("admin@x.in");
  });

  it("does not come back signed in when a token refresh was still running at sign-out", async () => {
    const storage = new MemoryStorage();
    const id = identity();
    const auth = createLocalAuth({ baseUrl: "http://id/auth", storageKey: "k", storage, fetch: id.fetch });
    await auth.signIn("admin@x.in", "pw");
    const refreshed = auth.getToken({ forceRefresh: true }); // what Convex does right after accepting a token
    const out = auth.signOut();
    await Promise.resolve();
    id.release();
    expect(await refreshed).toBeNull(); // the refreshed session is dropped, not stored
    await out;
    expect(auth.user()).toBeNull();
    expect(storage.getItem("k")).toBeNull();
  });
});
