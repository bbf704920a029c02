/**
 * Guards for engine.ts: it relies on convex-test's private internals, so these tests fail with a clear
 * message when an upgrade moves them, before anything subtler breaks.
 */
import { describe, expect, it, vi } from "vitest";
import { makeFunctionReference } from "convex/server";
import schema from "../../../convex/schema";
import { convexTestVersion, createEngine, PINNED_CONVEX_TEST_VERSION } from "./engine";
import { buildModuleMap } from "./modules";

describe("convex-test internals the local backend relies on", () => {
  it(`is exactly convex-test ${PINNED_CONVEX_TEST_VERSION} (engine.ts reaches into its private state)`, () => {
    expect(convexTestVersion(), "convex-test must stay pinned: review engine.ts before upgrading").toBe(PINNED_CONVEX_TEST_VERSION);
  });

  it("exposes its global store, the commit hook, documents, files and id counters", async () => {
    const engine = await createEngine(schema, buildModuleMap());
    const commits: bigint[] = [];
    engine.onCommit((ts) => commits.push(ts));
    const id = await engine.t.run(async (ctx) => await ctx.storage.store(new Blob(["hello"], { type: "text/plain" })));
    expect(commits.length, "TransactionManager.commit wrapper must see each top-level commit").toBeGreaterThan(0);
    expect(engine.lastCommitTs()).toBe(commits.at(-1));
    expect(engine.readDocument(id)?._id, "DatabaseFake._documents must hold committed documents").toBe(id);
    expect(await engine.readFile(id)?.text(), "DatabaseFake._storage must hold file blobs").toBe("hello");
    const state = engine.state();
    expect(state.nextDocId).toBeGreaterThan(10000);

    const copy = await createEngine(schema, buildModuleMap());
    copy.load(state);
    expect(copy.readDocument(id)).toEqual(engine.readDocument(id));
    expect(copy.lastCommitTs()).toBe(engine.lastCommitTs());
    const next = await copy.t.run(async (ctx) => await ctx.storage.store(new Blob(["x"])));
    expect(next, "restored id counters must not reuse ids").not.toBe(id);
  });

  it("lets middleware rewrite async syscalls (storage URLs)", async () => {
    const engine = await createEngine(schema, buildModuleMap());
    engine.useSyscall(async (op, args, next) => (op === "1.0/storageGenerateUploadUrl" ? JSON.stringify("http://local/upload") : await next(op, args)));
    expect(await engine.t.run(async (ctx) => await ctx.storage.generateUploadUrl())).toBe("http://local/upload");
  });

  it("runs scheduled functions on real time, and their commits reach the commit hook", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const engine = await createEngine(schema, buildModuleMap());
      const commits: bigint[] = [];
      engine.onCommit((ts) => commits.push(ts));
      // No internal function exists yet: schedule a public one that fails without auth; the job still runs.
      const jobId = await engine.t.run(async (ctx) => await ctx.scheduler.runAfter(20, makeFunctionReference<"mutation">("members:register"), { profile: {} }));
      const scheduledAt = commits.length;
      await vi.waitFor(() => expect((engine.readDocument(jobId)?.state as { kind: string }).kind).toBe("failed"), { timeout: 3000 });
      expect(commits.length).toBeGreaterThan(scheduledAt);
    } finally {
      errors.mockRestore();
    }
  });
});
