/**
 * Guards for engine.ts: it relies on convex-test's private internals, so these tests fail with a clear
 * message when an upgrade moves them, before anything subtler breaks.
 */
import { describe, expect, it, vi } from "vitest";
import { makeFunctionReference, mutationGeneric, queryGeneric } from "convex/server";
import { v } from "convex/values";
import schema from "../../../convex/schema";
import { convexTestVersion, createEngine, PINNED_CONVEX_TEST_VERSION, tableOfId, type Commit } from "./engine";
import { ReadSet } from "./readSet";
import { buildModuleMap } from "./modules";

/** Functions with return validators, beside the project's: a page of cards whose fields are unions of many literals. */
const castes = Array.from({ length: 300 }, (_, i) => `caste${i}`);
const card = v.object({ name: v.string(), caste: v.union(...castes.map((c) => v.literal(c))), note: v.optional(v.string()) });
const returnsModule = {
  page: queryGeneric({ args: { bad: v.boolean() }, returns: v.array(card), handler: async (_ctx, { bad }) => castes.map((caste, i) => ({ name: `m${i}`, caste: bad && i === 7 ? "unknown" : caste })) }),
  savesThenReturnsBadly: mutationGeneric({
    args: {},
    returns: v.number(),
    handler: async (ctx) => {
      await ctx.db.insert("sweepCursors", { name: "returns-test", position: 1 });
      return "not a number" as unknown as number;
    },
  }),
};
const withReturnsModule = () => ({ ...buildModuleMap(), "./returnsTest.ts": async () => returnsModule });

describe("return values validated by compiled validators (engine.ts hands convex-test its functions behind a proxy)", () => {
  it("accepts a valid page and refuses a wrong value with convex-test's wording", async () => {
    const engine = await createEngine(schema, withReturnsModule());
    const page = makeFunctionReference<"query">("returnsTest:page");
    expect(await engine.t.query(page, { bad: false })).toHaveLength(300);
    await expect(engine.t.query(page, { bad: true })).rejects.toThrow(/Return value validation failed for query "returnsTest:page":\n.*Path: \[7\]\.caste/s);
  });

  it("fails a mutation that returns a wrong value before it commits (convex-test committed it, then failed it)", async () => {
    const engine = await createEngine(schema, withReturnsModule());
    await expect(engine.t.mutation(makeFunctionReference<"mutation">("returnsTest:savesThenReturnsBadly"), {})).rejects.toThrow(
      /Return value validation failed for mutation "returnsTest:savesThenReturnsBadly"/,
    );
    const saved = await engine.t.run(async (ctx) => await ctx.db.query("sweepCursors").collect());
    expect(saved, "a function that fails commits nothing, as on Convex").toEqual([]);
  });
});

describe("documents written are checked against the schema (compiled first, convex-test's message on a mismatch)", () => {
  it("saves a valid document and refuses an invalid one with convex-test's error", async () => {
    const engine = await createEngine(schema, buildModuleMap());
    await engine.t.run(async (ctx) => await ctx.db.insert("sweepCursors", { name: "valid", position: 1 }));
    const wrong = { name: "invalid", position: "one" } as unknown as { name: string; position: number };
    await expect(engine.t.run(async (ctx) => await ctx.db.insert("sweepCursors", wrong))).rejects.toThrow(/Validator error/);
    const saved = await engine.t.run(async (ctx) => await ctx.db.query("sweepCursors").collect());
    expect(saved.map((d) => d.name)).toEqual(["valid"]);
  });
});

describe("convex-test internals the local backend relies on", () => {
  it(`is exactly convex-test ${PINNED_CONVEX_TEST_VERSION} (engine.ts reaches into its private state)`, () => {
    expect(convexTestVersion(), "convex-test must stay pinned: review engine.ts before upgrading").toBe(PINNED_CONVEX_TEST_VERSION);
  });

  it("exposes its global store, the commit hook, documents, files and id counters", async () => {
    const engine = await createEngine(schema, buildModuleMap());
    const commits: bigint[] = [];
    engine.onCommit((commit) => commits.push(commit.ts));
    const id = await engine.t.run(async (ctx) => await ctx.storage.store(new Blob(["hello"], { type: "text/plain" })));
    expect(commits.length, "TransactionManager.commit wrapper must see each top-level commit").toBeGreaterThan(0);
    expect(engine.lastCommitTs()).toBe(commits.at(-1));
    expect(engine.readDocument(id)?._id, "DatabaseFake._documents must hold committed documents").toBe(id);
    expect(await engine.readFile(id)?.text(), "DatabaseFake._storage must hold file blobs").toBe("hello");
    const state = engine.state();

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
      engine.onCommit((commit) => commits.push(commit.ts));
      // No internal function exists yet: schedule a public one that fails without auth; the job still runs.
      const jobId = await engine.t.run(async (ctx) => await ctx.scheduler.runAfter(20, makeFunctionReference<"mutation">("members:register"), { profile: {} }));
      const scheduledAt = commits.length;
      await vi.waitFor(() => expect((engine.readDocument(jobId)?.state as { kind: string }).kind).toBe("failed"), { timeout: 10_000 });
      expect(commits.length).toBeGreaterThan(scheduledAt);
    } finally {
      errors.mockRestore();
    }
  });

  it("gives every commit's writes to the hook, each document's value before and after", async () => {
    const engine = await createEngine(schema, buildModuleMap());
    const commits: Commit[] = [];
    engine.onCommit((commit) => commits.push(commit));
    const id = await engine.t.run(async (ctx) => await ctx.db.insert("staff", { email: "a@example.com", role: "support", addedBy: "test", createdAt: 1 }));
    await engine.t.run(async (ctx) => await ctx.db.patch(id, { role: "admin" }));
    await engine.t.run(async (ctx) => await ctx.db.delete(id));
    const writes = commits.map((c) => c.writes.map((w) => ({ id: w.id, table: w.table, before: w.before?.role ?? null, after: w.after?.role ?? null })));
    expect(writes, "DatabaseFake._writes[0] must hold the pending top-level writes at commit").toEqual([
      [{ id, table: "staff", before: null, after: "support" }],
      [{ id, table: "staff", before: "support", after: "admin" }],
      [{ id, table: "staff", before: "admin", after: null }],
    ]);
  });

  it("records what a query read through the query syscalls, and matches writes against it", async () => {
    const engine = await createEngine(schema, buildModuleMap());
    const commits: Commit[] = [];
    engine.onCommit((commit) => commits.push(commit));
    const insert = (email: string) => engine.t.run(async (ctx) => await ctx.db.insert("staff", { email, role: "support", addedBy: "test", createdAt: 1 }));
    const watched = await insert("watched@example.com");
    const reads = new ReadSet();
    await engine.recordReads(
      () => engine.t.run(async (ctx) => await ctx.db.query("staff").withIndex("by_email", (q) => q.eq("email", "watched@example.com")).unique()),
      reads,
    );
    expect(reads.tablesTouched(), "the 1.0/queryStream syscall must carry the index range").toEqual(["staff"]);
    commits.length = 0;
    await insert("other@example.com");
    await engine.t.run(async (ctx) => await ctx.db.patch(watched, { role: "admin" }));
    const [other, same] = commits;
    expect(reads.intersects(other?.writes ?? []), "a write outside the range does not touch the read").toBe(false);
    expect(reads.intersects(same?.writes ?? []), "a write inside the range does").toBe(true);

    // A page covers only the part of the index order it read: writes past its end do not touch it.
    await insert("a@example.com");
    await insert("b@example.com");
    await insert("y@example.com");
    const page = new ReadSet();
    const first = await engine.recordReads(
      () => engine.t.run(async (ctx) => await ctx.db.query("staff").withIndex("by_email").paginate({ numItems: 2, cursor: null })),
      page,
    );
    expect(first.page.map((r) => r.email)).toEqual(["a@example.com", "b@example.com"]);
    commits.length = 0;
    await insert("z@example.com");
    await insert("aa@example.com");
    const [pastEnd, inside] = commits;
    expect(page.intersects(pastEnd?.writes ?? []), "1.0/queryPage's cursors must bound the page's read").toBe(false);
    expect(page.intersects(inside?.writes ?? [])).toBe(true);

    const byId = new ReadSet();
    await engine.recordReads(() => engine.t.run(async (ctx) => await ctx.db.get(watched)), byId);
    expect(byId.intersects(other?.writes ?? [])).toBe(false);
    expect(byId.intersects(same?.writes ?? []), "the 1.0/get syscall must carry the id").toBe(true);
  });

  it("gives documents and files unguessable ids: no neighbouring id names anything", async () => {
    const engine = await createEngine(schema, buildModuleMap());
    const ids: string[] = [];
    for (let i = 0; i < 100; i++) ids.push(await engine.t.run(async (ctx) => await ctx.storage.store(new Blob([`file ${i}`]))));
    expect(new Set(ids).size).toBe(100);
    for (const id of ids) {
      expect(tableOfId(id)).toBe("_storage");
      const digits = id.slice(0, id.length - "_storage".length);
      expect(digits).toMatch(/^[0-9]{30}$/);
      for (let step = -60n; step <= 60n; step++) {
        if (step === 0n) continue;
        const neighbour = `${(BigInt(digits) + step).toString().padStart(30, "0")}_storage`;
        expect(engine.readDocument(neighbour), `neighbour ${neighbour} of ${id}`).toBeNull();
      }
    }
  });

  it("answers index range reads from sorted indexes: the same rows as a table scan, looking only at the range", async () => {
    const engine = await createEngine(schema, buildModuleMap());
    const roles = ["admin", "support"] as const;
    await engine.t.run(async (ctx) => {
      for (let i = 0; i < 2000; i++) await ctx.db.insert("staff", { email: `user${String(i).padStart(4, "0")}@example.com`, role: roles[i % 2] ?? "support", createdAt: i });
    });
    // Later commits move rows between ranges and delete some: the indexes follow every commit.
    await engine.t.run(async (ctx) => {
      const rows = await ctx.db.query("staff").withIndex("by_email", (q) => q.gte("email", "user0100").lt("email", "user0110")).collect();
      for (const row of rows) {
        if (row.createdAt % 3 === 0) await ctx.db.delete(row._id);
        else await ctx.db.patch(row._id, { role: row.role === "admin" ? "support" : "admin" });
      }
    });
    type Row = { email: string; role: string; _id: string };
    const all = (await engine.t.run(async (ctx) => await ctx.db.query("staff").collect())) as Row[];
    const byRoleEmail = (a: Row, b: Row) => (a.role === b.role ? (a.email < b.email ? -1 : 1) : a.role < b.role ? -1 : 1);
    const cases: Array<{ name: string; read: () => Promise<Row[]>; expected: Row[] }> = [
      {
        name: "equality and a bound, descending",
        read: () => engine.t.run(async (ctx) => await ctx.db.query("staff").withIndex("by_role_and_email", (q) => q.eq("role", "admin").lt("email", "user0500")).order("desc").collect()),
        expected: all.filter((r) => r.role === "admin" && r.email < "user0500").sort(byRoleEmail).reverse(),
      },
      {
        name: "a range on the first field, take(7)",
        read: () => engine.t.run(async (ctx) => await ctx.db.query("staff").withIndex("by_email", (q) => q.gt("email", "user0095").lte("email", "user0120")).take(7)),
        expected: all.filter((r) => r.email > "user0095" && r.email <= "user0120").sort((a, b) => (a.email < b.email ? -1 : 1)).slice(0, 7),
      },
      {
        name: "a page",
        read: async () =>
          (await engine.t.run(async (ctx) => await ctx.db.query("staff").withIndex("by_role_and_email", (q) => q.eq("role", "support")).paginate({ numItems: 25, cursor: null }))).page,
        expected: all.filter((r) => r.role === "support").sort(byRoleEmail).slice(0, 25),
      },
      {
        name: "the transaction's own pending writes",
        read: () =>
          engine.t.run(async (ctx) => {
            await ctx.db.insert("staff", { email: "user0100x@example.com", role: "admin", createdAt: 1 });
            const first = await ctx.db.query("staff").withIndex("by_email", (q) => q.gte("email", "user0100")).first();
            if (first !== null) await ctx.db.delete(first._id);
            const rows = await ctx.db.query("staff").withIndex("by_email", (q) => q.gte("email", "user0100").lt("email", "user0102")).collect();
            throw Object.assign(new Error("rollback"), { rows });
          }).catch((e: { rows: Row[] }) => e.rows),
        expected: [...all.filter((r) => r.email >= "user0100" && r.email < "user0102"), { email: "user0100x@example.com", role: "admin", _id: "" }]
          .sort((a, b) => (a.email < b.email ? -1 : 1))
          .slice(1),
      },
    ];
    for (const { name, read, expected } of cases) {
      expect((await read()).map((r) => r.email), name).toEqual(expected.map((r) => r.email));
    }

    const before = engine.documentsScanned();
    const one = await engine.t.run(async (ctx) => await ctx.db.query("staff").withIndex("by_email", (q) => q.eq("email", "user1500@example.com")).unique());
    expect(one?.email).toBe("user1500@example.com");
    expect(engine.documentsScanned() - before, "DatabaseFake._resolveQuerySource must read documents only through _iterateDocs").toBeLessThanOrEqual(1);
  });
});
