import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ConvexError } from "convex/values";
import { api } from "../../../convex/_generated/api";
import { nextValue, startTestStack, type TestStack } from "../test/stack";
import { editForm, registrationForm } from "../test/fixtures";

// convex-test replaces setTimeout inside transactions; the test holds one open with the real timer.
const realSetTimeout = setTimeout;
const sleepOutsideConvex = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms));

let stack: TestStack;
beforeEach(async () => {
  stack = await startTestStack();
});
afterEach(async () => {
  await stack.cleanup();
});

describe("sync protocol with the official ConvexClient", () => {
  it("resolves a mutation with its writes visible, and updates another client's subscription live", async () => {
    const ravi = stack.client("valid:ravi:ravi@example.com");
    const watcher = stack.client("valid:ravi:ravi@example.com");
    const first = nextValue<unknown>(
      (onUpdate, onError) => watcher.onUpdate(api.members.me, {}, onUpdate, onError),
      () => true,
    );
    expect(await first).toBeNull();
    const live = nextValue<{ profile: { fullName: string } } | null>(
      (onUpdate, onError) => watcher.onUpdate(api.members.me, {}, onUpdate, onError),
      (v) => v !== null,
    );
    const own = ravi.onUpdate(api.members.me, {}, () => {});
    await ravi.query(api.members.me, {});
    const started = performance.now();
    const id = await ravi.mutation(api.members.register, { profile: registrationForm("ravi@example.com") });
    if (id === null) throw new Error("registration refused");
    const mutationMs = performance.now() - started;
    expect(typeof id).toBe("string");
    // The promise resolves only once the mutation's writes are in the client's subscribed results.
    expect((ravi.client.localQueryResult("members:me", {}) as { profile: { _id: string } } | null)?.profile._id).toBe(
      id,
    );
    own();
    const me = await ravi.query(api.members.me, {});
    expect(me?.profile.fullName).toBe("Ravi Kumar");
    expect((await live)?.profile.fullName).toBe("Ravi Kumar");
    console.info(`register mutation round trip: ${mutationMs.toFixed(1)} ms`);
  });

  it("passes ConvexError data to the client, and refuses unauthenticated calls", async () => {
    const ravi = stack.client("valid:ravi:ravi@example.com");
    const error = await ravi
      .mutation(api.members.register, { profile: registrationForm("ravi@example.com", { fullName: "" }) })
      .catch((e: unknown) => e);
    if (error === null) throw new Error("registration refused");
    expect(error).toBeInstanceOf(ConvexError);
    expect((error as ConvexError<{ code: string; message: string }>).data).toMatchObject({ code: "invalid" });
    expect(typeof (error as ConvexError<{ message: string }>).data.message).toBe("string");

    const visitor = stack.client();
    const refused = await visitor
      .mutation(api.members.register, { profile: registrationForm("x@example.com") })
      .catch((e: unknown) => e);
    if (refused === null) throw new Error("registration refused");
    expect((refused as ConvexError<{ code: string }>).data.code).toBe("unauthenticated");
  });

  it("re-runs a subscription only for commits that write into what it read, once for all identical subscriptions", async () => {
    const token = "valid:ravi:ravi@example.com";
    const ravi = stack.client(token);
    await ravi.mutation(api.members.register, { profile: registrationForm("ravi@example.com") });
    const watchers = Array.from({ length: 5 }, () => stack.client(token));
    const names: string[][] = watchers.map(() => []);
    watchers.forEach((w, i) => w.onUpdate(api.members.me, {}, (me) => names[i]?.push(me?.profile.fullName ?? "")));
    await vi.waitFor(() => expect(names.every((n) => n.includes("Ravi Kumar"))).toBe(true));
    const quiet = stack.backend.stats().queryRuns;

    // Another member's registration writes profiles and contacts, but none of the rows Ravi's `me` read.
    const sita = stack.client("valid:sita:sita@example.com");
    await sita.mutation(api.members.register, {
      profile: registrationForm("sita@example.com", { fullName: "Sita Devi", gender: "Female" }),
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(stack.backend.stats().queryRuns, "an unrelated commit re-ran Ravi's subscriptions").toBe(quiet);

    // Ravi's own edit: one shared run updates all five subscribers.
    await ravi.mutation(api.members.update, { profile: editForm({ fullName: "Ravi Chowdary" }) });
    await vi.waitFor(() => expect(names.every((n) => n.at(-1) === "Ravi Chowdary")).toBe(true));
    expect(stack.backend.stats().queryRuns - quiet, "five identical subscriptions share one run").toBe(1);
  });

  it("keeps a result that ran after commits which landed while it waited for its turn: they are in it, so it runs once", async () => {
    const ravi = stack.http("valid:ravi:ravi@example.com");
    const raviId = await ravi.mutation(api.members.register, { profile: registrationForm("ravi@example.com") });
    if (raviId === null) throw new Error("registration refused");
    const sitaId = await stack.http("valid:sita:sita@example.com").mutation(api.members.register, {
      profile: registrationForm("sita@example.com", { fullName: "Sita Devi", gender: "Female" }),
    });
    if (sitaId === null) throw new Error("registration refused");
    await stack.backend.run(async (ctx) => {
      for (const id of [raviId, sitaId]) await ctx.db.patch("profiles", id, { status: "approved" });
    });
    // Sita's client connected and signed in (its first query runs with her identity).
    const sita = stack.client("valid:sita:sita@example.com");
    await nextValue(
      (onUpdate, onError) => sita.onUpdate(api.members.me, {}, onUpdate, onError),
      (me) => me !== null,
    );
    const quiet = stack.backend.stats().queryRuns;

    // A transaction holds the engine while Sita subscribes to her matches, then renames Ravi, who is on
    // her first page: her query's run waits behind it and reads the new name.
    const names: string[][] = [];
    const heights: string[][] = [];
    const held = stack.backend.run(async (ctx) => {
      await sleepOutsideConvex(400);
      await ctx.db.patch("profiles", raviId, { fullName: "Ravi Teja" });
    });
    sita.onUpdate(api.matches.list, { paginationOpts: { numItems: 10, cursor: null } }, (page) => {
      names.push(page.page.map((c) => c.fullName));
      heights.push(page.page.map((c) => c.height));
    });
    await held;
    await vi.waitFor(() => expect(names.at(-1)).toEqual(["Ravi Teja"]));
    await new Promise((r) => setTimeout(r, 200));
    expect(names, "Sita is never shown the name from before the commit").toEqual([["Ravi Teja"]]);
    expect(
      stack.backend.stats().queryRuns - quiet,
      "the run after the rename was kept, not discarded and run again",
    ).toBe(1);

    // A commit after her result's snapshot that writes into its range re-runs it, once. (His own edit of a
    // field that applies at once: an approved member's new name would wait for staff review.)
    await ravi.mutation(api.members.update, { profile: editForm({ fullName: "Ravi Teja", height: `5'10"` }) });
    await vi.waitFor(() => expect(heights.at(-1)).toEqual([`5'10"`]));
    expect(stack.backend.stats().queryRuns - quiet).toBe(2);
  });

  it("shows a member a change to their own profile made by someone else first (an urgent read turn), but not a change inside a list", async () => {
    const raviId = await stack
      .http("valid:ravi:ravi@example.com")
      .mutation(api.members.register, { profile: registrationForm("ravi@example.com") });
    if (raviId === null) throw new Error("registration refused");
    const sitaId = await stack.http("valid:sita:sita@example.com").mutation(api.members.register, {
      profile: registrationForm("sita@example.com", { fullName: "Sita Devi", gender: "Female" }),
    });
    if (sitaId === null) throw new Error("registration refused");
    await stack.backend.run(async (ctx) => await ctx.db.patch("profiles", raviId, { status: "approved" }));
    // Ravi watches his matches (a list); Sita, still pending, watches her own profile (a look-up).
    const ravi = stack.client("valid:ravi:ravi@example.com");
    const pages: string[][] = [];
    ravi.onUpdate(api.matches.list, { paginationOpts: { numItems: 10, cursor: null } }, (page) =>
      pages.push(page.page.map((c) => c.fullName)),
    );
    const sita = stack.client("valid:sita:sita@example.com");
    const statuses: string[] = [];
    sita.onUpdate(api.members.me, {}, (me) => statuses.push(me?.profile.status ?? ""));
    await vi.waitFor(() => expect([pages.length, statuses]).toEqual([1, ["pending"]]));
    const urgentTurns = () => stack.backend.stats().turns["urgent read"].heldMs.length;
    const before = urgentTurns();

    // Approving Sita writes the profile Sita's members.me looked up, and into Ravi's list (she joins it).
    await stack.backend.run(async (ctx) => await ctx.db.patch("profiles", sitaId, { status: "approved" }));
    await vi.waitFor(() => expect([pages.at(-1), statuses.at(-1)]).toEqual([["Sita Devi"], "approved"]));
    expect(urgentTurns() - before, "Sita's refresh is urgent, Ravi's page is not").toBe(1);

    // Renaming Sita again: Ravi's list changes (an ordinary read), Sita's own profile too (urgent).
    await stack.backend.run(async (ctx) => await ctx.db.patch("profiles", sitaId, { fullName: "Sita Rani" }));
    await vi.waitFor(() => expect(pages.at(-1)).toEqual(["Sita Rani"]));
    expect(urgentTurns() - before).toBe(2);
  });
});
