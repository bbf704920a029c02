import { describe, expect, it, vi } from "vitest";
import { memberPageKey } from "./memberRoutes";
import { startMemberBoot, type MemberBoot } from "./startMemberBoot";

/** A boot whose parts record when they were started; getToken never settles, as a slow network's. */
function boot(pathname: string, options: { signedIn?: boolean; clerk?: boolean; memberPage?: boolean } = {}) {
  const started: string[] = [];
  const parts: MemberBoot = {
    pathname,
    isMemberPage: vi.fn(() => {
      started.push("check");
      return options.memberPage ?? true;
    }),
    connect: vi.fn(() => void started.push("convex")),
    startQueries: vi.fn(() => void started.push("queries")),
    identity: options.clerk
      ? null
      : {
          user: options.signedIn === false ? null : { id: "u1" },
          getToken: vi.fn(() => {
            started.push("token");
            return new Promise<string | null>(() => undefined);
          }),
        },
  };
  return { parts, started };
}

describe("startMemberBoot", () => {
  it("starts the Convex connection, the token refresh and the first queries at once, none waiting for another", () => {
    const { parts, started } = boot("/home");
    expect(startMemberBoot(parts)).toBe(true);
    // All four have started synchronously, though the token refresh has not answered.
    expect(started).toEqual(["check", "convex", "token", "queries"]);
  });

  it("gives the queries the identity's token, refreshed when Convex asks for a fresh one", async () => {
    const { parts } = boot("/home");
    const getToken = vi.fn((options?: { forceRefresh?: boolean }) =>
      Promise.resolve(options?.forceRefresh ? "fresh" : "cached"),
    );
    parts.identity = { user: { id: "u1" }, getToken };
    startMemberBoot(parts);
    const fetchToken = vi.mocked(parts.startQueries).mock.calls[0]?.[0];
    expect(await fetchToken?.({ forceRefreshToken: false })).toBe("cached");
    expect(await fetchToken?.({ forceRefreshToken: true })).toBe("fresh");
  });

  it.each([
    {
      case: "a visitor (no local session): no token to refresh",
      options: { signedIn: false },
      expected: ["check", "convex"],
    },
    { case: "Clerk: it refreshes its own token as it loads", options: { clerk: true }, expected: ["check", "convex"] },
    { case: "a public page: nothing but the check", options: { memberPage: false }, expected: ["check"] },
  ])("$case", ({ options, expected }) => {
    const { parts, started } = boot("/home", options);
    startMemberBoot(parts);
    expect(started).toEqual(expected);
  });
});

describe("memberPageKey", () => {
  it.each([
    ["/home", "/home"],
    ["/home/", "/home"],
    ["/user/k57abc123", "/user/:userId"],
    ["/user/k57abc123/", "/user/:userId"],
    ["/user", "/user"],
    ["/user/a/b", "/user/a/b"],
    ["/messages", "/messages"],
    ["/messages/k57abc123", "/messages/:id"],
    ["/messages/k57abc123/", "/messages/:id"],
    ["/", "/"],
    ["/faq", "/faq"],
  ])("%s → %s", (path, key) => {
    expect(memberPageKey(path)).toBe(key);
  });
});
