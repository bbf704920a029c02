import type { ConvexReactClient } from "convex/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

type BootAuthModule = typeof import("./bootAuth");
type OnChange = (isAuthenticated: boolean) => void;

/** ConvexReactClient's auth calls, with the callbacks it was given (the server's answers are the test's). */
function fakeConvex() {
  const setAuth =
    vi.fn<(fetchToken: unknown, onChange?: OnChange, onRefreshChange?: (refreshing: boolean) => void) => void>();
  const clearAuth = vi.fn();
  const client = {
    setAuth,
    clearAuth,
    marker: "the client",
    watchQuery(this: { marker: string }) {
      return this.marker;
    },
  };
  /** The server answers the latest token Convex sent. */
  const answer = (isAuthenticated: boolean) => setAuth.mock.calls.at(-1)?.[1]?.(isAuthenticated);
  const refreshing = (value: boolean) => setAuth.mock.calls.at(-1)?.[2]?.(value);
  return { client: client as unknown as ConvexReactClient, setAuth, clearAuth, answer, refreshing };
}

const bootToken = () => Promise.resolve("boot token");
const providerToken = () => Promise.resolve("provider token");

let auth: BootAuthModule;
beforeEach(async () => {
  vi.resetModules();
  auth = await import("./bootAuth");
});

describe("the boot's authentication, adopted by the provider", () => {
  it("the provider's first setAuth for the same member sends nothing and hears the server's confirmation and later answers", () => {
    const convex = fakeConvex();
    auth.startBootAuth(convex.client, "u1", bootToken);
    expect(convex.setAuth).toHaveBeenCalledTimes(1);
    expect(auth.bootAuthenticated("u1")).toBe(false);
    convex.answer(true);
    expect(auth.bootAuthenticated("u1")).toBe(true);
    expect(auth.bootAuthenticated("u2")).toBe(false);

    const onChange = vi.fn<OnChange>();
    const onRefreshChange = vi.fn();
    auth.withBootAuth(convex.client, () => "u1").setAuth(providerToken, onChange, onRefreshChange);
    expect(convex.setAuth).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(true);
    // A later refusal of a refreshed token reaches the provider, which then shows the member signed out.
    convex.refreshing(true);
    convex.answer(false);
    expect(onRefreshChange).toHaveBeenCalledWith(true);
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(auth.bootAuthenticated("u1")).toBe(false);
  });

  it("adopted before the server has answered, the provider hears the answer when it comes", () => {
    const convex = fakeConvex();
    auth.startBootAuth(convex.client, "u1", bootToken);
    const onChange = vi.fn<OnChange>();
    auth.withBootAuth(convex.client, () => "u1").setAuth(providerToken, onChange);
    expect(onChange).not.toHaveBeenCalled();
    convex.answer(true);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(convex.setAuth).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["another member", "u2", true],
    ["a token the server refused", "u1", false],
  ])("is not adopted for %s: the provider's token goes to Convex", (_, providerUser, accepted) => {
    const convex = fakeConvex();
    auth.startBootAuth(convex.client, "u1", bootToken);
    convex.answer(accepted);
    const onChange = vi.fn<OnChange>();
    auth.withBootAuth(convex.client, () => providerUser).setAuth(providerToken, onChange);
    expect(convex.setAuth).toHaveBeenCalledTimes(2);
    expect(convex.setAuth.mock.calls[1]?.[0]).toBe(providerToken);
    expect(auth.bootAuthenticated("u1")).toBe(false);
  });

  it("only the first setAuth adopts; a later one, and clearAuth, go to Convex and end the boot's", () => {
    const convex = fakeConvex();
    auth.startBootAuth(convex.client, "u1", bootToken);
    convex.answer(true);
    const client = auth.withBootAuth(convex.client, () => "u1");
    client.setAuth(providerToken, vi.fn());
    client.clearAuth();
    expect(convex.clearAuth).toHaveBeenCalledTimes(1);
    expect(auth.bootAuthenticated("u1")).toBe(false);
    client.setAuth(providerToken, vi.fn());
    expect(convex.setAuth).toHaveBeenCalledTimes(2);
  });

  it("without a boot (public pages, Clerk) every setAuth goes to Convex", () => {
    const convex = fakeConvex();
    auth.withBootAuth(convex.client, () => "u1").setAuth(providerToken, vi.fn());
    expect(convex.setAuth).toHaveBeenCalledTimes(1);
  });

  it("the client's other methods run on the client itself", () => {
    const convex = fakeConvex();
    const client = auth.withBootAuth(convex.client, () => null) as unknown as { watchQuery(): string };
    const { watchQuery } = client;
    expect(watchQuery()).toBe("the client");
  });
});
