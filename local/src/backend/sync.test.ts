import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConvexError } from "convex/values";
import { api } from "../../../convex/_generated/api";
import { nextValue, registrationForm, startTestStack, type TestStack } from "./testing";

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
    const first = nextValue<unknown>((onUpdate, onError) => watcher.onUpdate(api.members.me, {}, onUpdate, onError), () => true);
    expect(await first).toBeNull();
    const live = nextValue<{ profile: { fullName: string } } | null>(
      (onUpdate, onError) => watcher.onUpdate(api.members.me, {}, onUpdate, onError),
      (v) => v !== null,
    );
    const own = ravi.onUpdate(api.members.me, {}, () => {});
    await ravi.query(api.members.me, {});
    const started = performance.now();
    const id = await ravi.mutation(api.members.register, { profile: registrationForm("ravi@example.com") });
    const mutationMs = performance.now() - started;
    expect(typeof id).toBe("string");
    // The promise resolves only once the mutation's writes are in the client's subscribed results.
    expect((ravi.client.localQueryResult("members:me", {}) as { profile: { _id: string } } | null)?.profile._id).toBe(id);
    own();
    const me = await ravi.query(api.members.me, {});
    expect(me?.profile.fullName).toBe("Ravi Kumar");
    expect((await live)?.profile.fullName).toBe("Ravi Kumar");
    console.info(`register mutation round trip: ${mutationMs.toFixed(1)} ms`);
  });

  it("passes ConvexError data to the client, and refuses unauthenticated calls", async () => {
    const ravi = stack.client("valid:ravi:ravi@example.com");
    const error = await ravi.mutation(api.members.register, { profile: registrationForm("ravi@example.com", { fullName: "" }) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConvexError);
    expect((error as ConvexError<{ code: string; message: string }>).data).toMatchObject({ code: "invalid" });
    expect(typeof (error as ConvexError<{ message: string }>).data.message).toBe("string");

    const visitor = stack.client();
    const refused = await visitor.mutation(api.members.register, { profile: registrationForm("x@example.com") }).catch((e: unknown) => e);
    expect((refused as ConvexError<{ code: string }>).data.code).toBe("unauthenticated");
  });
});
