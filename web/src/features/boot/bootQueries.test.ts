import type { ConvexReactClient } from "convex/react";
import { getFunctionName, type FunctionReference } from "convex/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type BootQueries = typeof import("./bootQueries");

/** A watched query of the fake client: its subscribers, and the answer a test gives it. */
interface Watched {
  name: string;
  args: unknown;
  listeners: Set<() => void>;
  answer: unknown;
}

/**
 * The parts of ConvexReactClient the boot uses, recording the order of calls: setAuth, watchQuery (with
 * subscriptions a test answers) and mutation (a promise the test settles).
 */
function fakeClient() {
  const calls: string[] = [];
  const watched: Watched[] = [];
  const mutations: { name: string; args: unknown; resolve: (value: null) => void; reject: (error: unknown) => void }[] =
    [];
  const client = {
    setAuth: vi.fn(() => void calls.push("setAuth")),
    watchQuery: (query: FunctionReference<"query">, args: unknown) => {
      const entry: Watched = { name: getFunctionName(query), args, listeners: new Set(), answer: undefined };
      watched.push(entry);
      calls.push(`watch ${entry.name}`);
      return {
        onUpdate: (listener: () => void) => {
          entry.listeners.add(listener);
          return () => entry.listeners.delete(listener);
        },
        localQueryResult: () => {
          if (entry.answer instanceof Error) throw entry.answer;
          return entry.answer;
        },
      };
    },
    mutation: (mutation: FunctionReference<"mutation">, args: unknown) =>
      new Promise<null>((resolve, reject) => {
        calls.push(`mutation ${getFunctionName(mutation)}`);
        mutations.push({ name: getFunctionName(mutation), args, resolve, reject });
      }),
  };
  const answer = (name: string, value: unknown) => {
    const entry = watched.find((w) => w.name === name);
    if (!entry) throw new Error(`${name} is not watched`);
    entry.answer = value;
    for (const listener of [...entry.listeners]) listener();
  };
  const subscribers = (name: string) => watched.find((w) => w.name === name)?.listeners.size ?? 0;
  return { client: client as unknown as ConvexReactClient, calls, watched, mutations, answer, subscribers };
}

const me = (status: "approved" | "pending" | "rejected") => ({ profile: { _id: "me1", status } });
const card = (
  id: string,
  photo: Partial<{ photoThumbUrl: string | null; photoUrl: string | null; photoLock: string | null }> = {},
) => ({
  _id: id,
  photoThumbUrl: null,
  photoUrl: null,
  photoLock: null,
  ...photo,
});
const fetchToken = () => Promise.resolve("token");

let boot: BootQueries;
beforeEach(async () => {
  vi.resetModules();
  vi.useFakeTimers();
  boot = await import("./bootQueries");
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});
afterEach(() => vi.useRealTimers());

describe("startBootQueries", () => {
  it("authenticates before asking anything, then asks members.me at once", () => {
    const fake = fakeClient();
    boot.startBootQueries({ convex: fake.client, fetchToken, userId: "u1", pathname: "/profile", entryKey: "default" });
    expect(fake.client.setAuth).toHaveBeenCalledWith(fetchToken, expect.any(Function), expect.any(Function));
    expect(fake.calls).toEqual(["setAuth", "watch members:me"]);
    expect(fake.watched[0]?.args).toEqual({});
  });

  it("on /home asks the first matches page beside members.me, not after its answer, as the list will (same arguments)", () => {
    const fake = fakeClient();
    boot.startBootQueries({ convex: fake.client, fetchToken, userId: "u1", pathname: "/home", entryKey: "default" });
    expect(fake.calls).toEqual(["setAuth", "watch members:me", "watch matches:list"]);
    expect(fake.watched[1]?.args).toEqual({ paginationOpts: { numItems: 12, cursor: null } });
    fake.answer("members:me", me("approved"));
    expect(fake.calls).toEqual(["setAuth", "watch members:me", "watch matches:list"]);
    expect(fake.subscribers("matches:list")).toBe(1);
  });

  it("on /user/:id records the opening and asks the member's page together; the page takes that recording once", async () => {
    const fake = fakeClient();
    boot.startBootQueries({ convex: fake.client, fetchToken, userId: "u1", pathname: "/user/p7", entryKey: "default" });
    // Beside members.me, not after its answer.
    expect(fake.calls).toEqual(["setAuth", "watch members:me", "mutation views:record", "watch members:get"]);
    fake.answer("members:me", me("approved"));
    expect(fake.calls).toEqual(["setAuth", "watch members:me", "mutation views:record", "watch members:get"]);
    expect(fake.subscribers("members:get")).toBe(1);
    expect(fake.mutations[0]?.args).toEqual({ profileId: "p7" });
    expect(fake.watched[1]?.args).toEqual({ profileId: "p7" });

    expect(boot.takeBootOpening("p8")).toBeUndefined();
    const recorded = boot.takeBootOpening("p7");
    expect(recorded).toBeDefined();
    expect(boot.takeBootOpening("p7")).toBeUndefined();
    fake.mutations[0]?.resolve(null);
    await expect(recorded).resolves.toBeNull();
  });

  it("says whether the recording of the opening has landed, until the page takes it", async () => {
    const fake = fakeClient();
    boot.startBootQueries({ convex: fake.client, fetchToken, userId: "u1", pathname: "/user/p7", entryKey: "default" });
    expect(boot.bootOpeningLanded("p7")).toBe(false);
    fake.mutations[0]?.resolve(null);
    await Promise.resolve();
    expect(boot.bootOpeningLanded("p7")).toBe(true);
    expect(boot.bootOpeningLanded("p8")).toBe(false);
    await boot.takeBootOpening("p7");
    expect(boot.bootOpeningLanded("p7")).toBe(false);
  });

  it("never says a refused recording has landed", async () => {
    const fake = fakeClient();
    boot.startBootQueries({ convex: fake.client, fetchToken, userId: "u1", pathname: "/user/p7", entryKey: "default" });
    fake.mutations[0]?.reject(new Error("limited"));
    await Promise.resolve();
    expect(boot.bootOpeningLanded("p7")).toBe(false);
  });

  it("hands a refused recording to the page to report", async () => {
    const fake = fakeClient();
    boot.startBootQueries({ convex: fake.client, fetchToken, userId: "u1", pathname: "/user/p7", entryKey: "default" });
    fake.answer("members:me", me("approved"));
    const refusal = new Error("limited");
    fake.mutations[0]?.reject(refusal);
    await expect(boot.takeBootOpening("p7")).rejects.toBe(refusal);
  });

  it.each([
    { case: "a member awaiting approval", answer: me("pending") },
    { case: "a rejected member", answer: me("rejected") },
    { case: "a login without a profile", answer: null },
  ])("asks nothing more for $case (they see a notice, not matches)", ({ answer }) => {
    for (const pathname of ["/home", "/user/p7"]) {
      const fake = fakeClient();
      boot.startBootQueries({ convex: fake.client, fetchToken, userId: "u1", pathname, entryKey: "default" });
      const asked = fake.calls.slice();
      fake.answer("members:me", answer);
      expect(fake.calls).toEqual(asked);
      expect(asked).toEqual(
        pathname === "/home"
          ? ["setAuth", "watch members:me", "watch matches:list"]
          : ["setAuth", "watch members:me", "mutation views:record", "watch members:get"],
      );
      // What was asked beside members.me is let go at once: the page shows a notice and never asks.
      expect(fake.subscribers("matches:list")).toBe(0);
      expect(fake.subscribers("members:get")).toBe(0);
    }
  });

  it("on other member pages asks members.me only", () => {
    const fake = fakeClient();
    boot.startBootQueries({ convex: fake.client, fetchToken, userId: "u1", pathname: "/profile", entryKey: "default" });
    fake.answer("members:me", me("approved"));
    expect(fake.calls).toEqual(["setAuth", "watch members:me"]);
  });
});

describe("holding the boot's watches", () => {
  it("keeps each watch until the page's hook releases it", () => {
    const fake = fakeClient();
    boot.startBootQueries({ convex: fake.client, fetchToken, userId: "u1", pathname: "/home", entryKey: "default" });
    fake.answer("members:me", me("approved"));
    expect(fake.subscribers("members:me")).toBe(1);
    expect(fake.subscribers("matches:list")).toBe(1);
    boot.releaseBootQuery("me");
    expect(fake.subscribers("members:me")).toBe(0);
    expect(fake.subscribers("matches:list")).toBe(1);
    boot.releaseBootQuery("matches");
    boot.releaseBootQuery("matches");
    expect(fake.subscribers("matches:list")).toBe(0);
  });

  it("lets go of watches no page claimed after HOLD_MS, and of an opening no page took", () => {
    const fake = fakeClient();
    boot.startBootQueries({ convex: fake.client, fetchToken, userId: "u1", pathname: "/user/p7", entryKey: "default" });
    fake.answer("members:me", me("approved"));
    vi.advanceTimersByTime(boot.HOLD_MS);
    expect(fake.subscribers("members:me")).toBe(0);
    expect(fake.subscribers("members:get")).toBe(0);
    expect(boot.takeBootOpening("p7")).toBeUndefined();
  });
});

describe("the main photo", () => {
  const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];

  it("preloads the first card's card-size photo at high priority as soon as the matches answer", () => {
    const fake = fakeClient();
    boot.startBootQueries({ convex: fake.client, fetchToken, userId: "u1", pathname: "/home", entryKey: "default" });
    fake.answer("members:me", me("approved"));
    fake.answer("matches:list", {
      page: [
        card("a", { photoThumbUrl: "https://files.example/a-thumb.jpg", photoUrl: "https://files.example/a.jpg" }),
        card("b", { photoThumbUrl: "https://files.example/b-thumb.jpg" }),
      ],
    });
    expect(preloads().map((l) => [l.href, l.getAttribute("fetchpriority")])).toEqual([
      ["https://files.example/a-thumb.jpg", "high"],
    ]);
  });

  it.each([
    {
      case: "a photo kept back by its owner",
      first: card("a", { photoThumbUrl: "https://files.example/a-thumb.jpg", photoLock: "interest" }),
    },
    { case: "no photo", first: card("a") },
  ])("preloads nothing for $case", ({ first }) => {
    const fake = fakeClient();
    boot.startBootQueries({ convex: fake.client, fetchToken, userId: "u1", pathname: "/home", entryKey: "default" });
    fake.answer("members:me", me("approved"));
    fake.answer("matches:list", { page: [first] });
    expect(preloads()).toEqual([]);
  });

  it.each([
    { case: "at once", answers: [] },
    // members.get answers null until the opening's recording has landed (the server's order), then the member.
    { case: "after a first null answer, while the opening is recorded", answers: [null] },
  ])("preloads the member page's main photo $case", ({ answers }) => {
    const fake = fakeClient();
    boot.startBootQueries({ convex: fake.client, fetchToken, userId: "u1", pathname: "/user/p7", entryKey: "default" });
    fake.answer("members:me", me("approved"));
    for (const answer of answers) fake.answer("members:get", answer);
    expect(preloads()).toEqual([]);
    fake.answer("members:get", {
      photoLock: null,
      photos: [{ photoId: "x", url: "https://files.example/x.jpg", thumbUrl: "https://files.example/x-thumb.jpg" }],
    });
    expect(preloads().map((l) => l.href)).toEqual(["https://files.example/x-thumb.jpg"]);
  });
});
