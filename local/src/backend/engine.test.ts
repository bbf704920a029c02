/**
 * Guards for the engine (engine/): it relies on convex-test's private internals, so these tests fail with a clear
 * message when an upgrade moves them, before anything subtler breaks.
 */
import { describe, expect, it, vi } from "vitest";
import { makeFunctionReference, mutationGeneric, queryGeneric } from "convex/server";
import { v } from "convex/values";
import { seededRandom } from "@matrimony/shared/seededRandom";
import schema from "../../../convex/schema";
import { tableOfId, type Commit } from "./documents";
import { createEngine } from "./engine";
import { convexTestVersion, PINNED_CONVEX_TEST_VERSION } from "./engine/internals";
import { ReadSet } from "./readSet";
import { buildModuleMap } from "./modules";

/** Functions with return validators, beside the project's: a page of cards whose fields are unions of many literals. */
const castes = Array.from({ length: 300 }, (_, i) => `caste${i}`);
const card = v.object({
  name: v.string(),
  caste: v.union(...castes.map((c) => v.literal(c))),
  note: v.optional(v.string()),
});
const returnsModule = {
  page: queryGeneric({
    args: { bad: v.boolean() },
    returns: v.array(card),
    handler: async (_ctx, { bad }) =>
      castes.map((caste, i) => ({ name: `m${i}`, caste: bad && i === 7 ? "unknown" : caste })),
  }),
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

describe("return values validated by compiled validators (engine/returnValidation.ts hands convex-test its functions behind a proxy)", () => {
  it("accepts a valid page and refuses a wrong value with convex-test's wording", async () => {
    const engine = await createEngine(schema, withReturnsModule());
    const page = makeFunctionReference<"query">("returnsTest:page");
    expect(await engine.t.query(page, { bad: false })).toHaveLength(300);
    await expect(engine.t.query(page, { bad: true })).rejects.toThrow(
      /Return value validation failed for query "returnsTest:page":\n.*Path: \[7\]\.caste/s,
    );
  });

  it("fails a mutation that returns a wrong value before it commits (convex-test committed it, then failed it)", async () => {
    const engine = await createEngine(schema, withReturnsModule());
    await expect(
      engine.t.mutation(makeFunctionReference<"mutation">("returnsTest:savesThenReturnsBadly"), {}),
    ).rejects.toThrow(/Return value validation failed for mutation "returnsTest:savesThenReturnsBadly"/);
    const saved = await engine.t.run(async (ctx) => await ctx.db.query("sweepCursors").collect());
    expect(saved, "a function that fails commits nothing, as on Convex").toEqual([]);
  });
});

describe("documents written are checked against the schema (compiled first, convex-test's message on a mismatch)", () => {
  it("saves a valid document and refuses an invalid one with convex-test's error", async () => {
    const engine = await createEngine(schema, buildModuleMap());
    await engine.t.run(async (ctx) => await ctx.db.insert("sweepCursors", { name: "valid", position: 1 }));
    const wrong = { name: "invalid", position: "one" } as unknown as { name: string; position: number };
    await expect(engine.t.run(async (ctx) => await ctx.db.insert("sweepCursors", wrong))).rejects.toThrow(
      /Validator error/,
    );
    const saved = await engine.t.run(async (ctx) => await ctx.db.query("sweepCursors").collect());
    expect(saved.map((d) => d.name)).toEqual(["valid"]);
  });
});

describe("convex-test internals the local backend relies on", () => {
  it(`is exactly convex-test ${PINNED_CONVEX_TEST_VERSION} (engine/ reaches into its private state)`, () => {
    expect(convexTestVersion(), "convex-test must stay pinned: review engine/ before upgrading").toBe(
      PINNED_CONVEX_TEST_VERSION,
    );
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
    engine.useSyscall(async (op, args, next) =>
      op === "1.0/storageGenerateUploadUrl" ? JSON.stringify("http://local/upload") : await next(op, args),
    );
    expect(await engine.t.run(async (ctx) => await ctx.storage.generateUploadUrl())).toBe("http://local/upload");
  });

  it("runs scheduled functions on real time, and their commits reach the commit hook", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const engine = await createEngine(schema, buildModuleMap());
      const commits: bigint[] = [];
      engine.onCommit((commit) => commits.push(commit.ts));
      // No internal function exists yet: schedule a public one that fails without auth; the job still runs.
      const jobId = await engine.t.run(
        async (ctx) =>
          await ctx.scheduler.runAfter(20, makeFunctionReference<"mutation">("members:register"), { profile: {} }),
      );
      const scheduledAt = commits.length;
      await vi.waitFor(() => expect((engine.readDocument(jobId)?.state as { kind: string }).kind).toBe("failed"), {
        timeout: 10_000,
      });
      expect(commits.length).toBeGreaterThan(scheduledAt);
    } finally {
      errors.mockRestore();
    }
  });

  it("gives every commit's writes to the hook, each document's value before and after", async () => {
    const engine = await createEngine(schema, buildModuleMap());
    const commits: Commit[] = [];
    engine.onCommit((commit) => commits.push(commit));
    const id = await engine.t.run(
      async (ctx) =>
        await ctx.db.insert("staff", { email: "a@example.com", role: "support", addedBy: "test", createdAt: 1 }),
    );
    await engine.t.run(async (ctx) => await ctx.db.patch(id, { role: "admin" }));
    await engine.t.run(async (ctx) => await ctx.db.delete(id));
    const writes = commits.map((c) =>
      c.writes.map((w) => ({ id: w.id, table: w.table, before: w.before?.role ?? null, after: w.after?.role ?? null })),
    );
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
    const insert = (email: string) =>
      engine.t.run(
        async (ctx) => await ctx.db.insert("staff", { email, role: "support", addedBy: "test", createdAt: 1 }),
      );
    const watched = await insert("watched@example.com");
    const reads = new ReadSet();
    await engine.recordReads(
      () =>
        engine.t.run(
          async (ctx) =>
            await ctx.db
              .query("staff")
              .withIndex("by_email", (q) => q.eq("email", "watched@example.com"))
              .unique(),
        ),
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
      () =>
        engine.t.run(
          async (ctx) => await ctx.db.query("staff").withIndex("by_email").paginate({ numItems: 2, cursor: null }),
        ),
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
    for (let i = 0; i < 100; i++)
      ids.push(await engine.t.run(async (ctx) => await ctx.storage.store(new Blob([`file ${i}`]))));
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
      for (let i = 0; i < 2000; i++)
        await ctx.db.insert("staff", {
          email: `user${String(i).padStart(4, "0")}@example.com`,
          role: roles[i % 2] ?? "support",
          createdAt: i,
        });
    });
    // Later commits move rows between ranges and delete some: the indexes follow every commit.
    await engine.t.run(async (ctx) => {
      const rows = await ctx.db
        .query("staff")
        .withIndex("by_email", (q) => q.gte("email", "user0100").lt("email", "user0110"))
        .collect();
      for (const row of rows) {
        if (row.createdAt % 3 === 0) await ctx.db.delete(row._id);
        else await ctx.db.patch(row._id, { role: row.role === "admin" ? "support" : "admin" });
      }
    });
    type Row = { email: string; role: string; _id: string };
    const all = (await engine.t.run(async (ctx) => await ctx.db.query("staff").collect())) as Row[];
    const byRoleEmail = (a: Row, b: Row) =>
      a.role === b.role ? (a.email < b.email ? -1 : 1) : a.role < b.role ? -1 : 1;
    const cases: Array<{ name: string; read: () => Promise<Row[]>; expected: Row[] }> = [
      {
        name: "equality and a bound, descending",
        read: () =>
          engine.t.run(
            async (ctx) =>
              await ctx.db
                .query("staff")
                .withIndex("by_role_and_email", (q) => q.eq("role", "admin").lt("email", "user0500"))
                .order("desc")
                .collect(),
          ),
        expected: all
          .filter((r) => r.role === "admin" && r.email < "user0500")
          .sort(byRoleEmail)
          .reverse(),
      },
      {
        name: "a range on the first field, take(7)",
        read: () =>
          engine.t.run(
            async (ctx) =>
              await ctx.db
                .query("staff")
                .withIndex("by_email", (q) => q.gt("email", "user0095").lte("email", "user0120"))
                .take(7),
          ),
        expected: all
          .filter((r) => r.email > "user0095" && r.email <= "user0120")
          .sort((a, b) => (a.email < b.email ? -1 : 1))
          .slice(0, 7),
      },
      {
        name: "a page",
        read: async () =>
          (
            await engine.t.run(
              async (ctx) =>
                await ctx.db
                  .query("staff")
                  .withIndex("by_role_and_email", (q) => q.eq("role", "support"))
                  .paginate({ numItems: 25, cursor: null }),
            )
          ).page,
        expected: all
          .filter((r) => r.role === "support")
          .sort(byRoleEmail)
          .slice(0, 25),
      },
      {
        name: "the transaction's own pending writes",
        read: () =>
          engine.t
            .run(async (ctx) => {
              await ctx.db.insert("staff", { email: "user0100x@example.com", role: "admin", createdAt: 1 });
              const first = await ctx.db
                .query("staff")
                .withIndex("by_email", (q) => q.gte("email", "user0100"))
                .first();
              if (first !== null) await ctx.db.delete(first._id);
              const rows = await ctx.db
                .query("staff")
                .withIndex("by_email", (q) => q.gte("email", "user0100").lt("email", "user0102"))
                .collect();
              throw Object.assign(new Error("rollback"), { rows });
            })
            .catch((e: { rows: Row[] }) => e.rows),
        expected: [
          ...all.filter((r) => r.email >= "user0100" && r.email < "user0102"),
          { email: "user0100x@example.com", role: "admin", _id: "" },
        ]
          .sort((a, b) => (a.email < b.email ? -1 : 1))
          .slice(1),
      },
    ];
    for (const { name, read, expected } of cases) {
      expect(
        (await read()).map((r) => r.email),
        name,
      ).toEqual(expected.map((r) => r.email));
    }

    const before = engine.documentsScanned();
    const one = await engine.t.run(
      async (ctx) =>
        await ctx.db
          .query("staff")
          .withIndex("by_email", (q) => q.eq("email", "user1500@example.com"))
          .unique(),
    );
    expect(one?.email).toBe("user1500@example.com");
    expect(
      engine.documentsScanned() - before,
      "DatabaseFake._resolveQuerySource must read documents only through _iterateDocs",
    ).toBeLessThanOrEqual(1);
  });
});

describe("lazy index range reads (lazyQuery.ts): convex-test's results, at the cost of what they return", () => {
  type Staff = { _id: string; email: string; role: "admin" | "support"; addedBy?: string; createdAt: number };
  type RangeBuilder = {
    eq(f: string, v: unknown): RangeBuilder;
    gt(f: string, v: unknown): RangeBuilder;
    gte(f: string, v: unknown): RangeBuilder;
    lt(f: string, v: unknown): RangeBuilder;
    lte(f: string, v: unknown): RangeBuilder;
  };
  type FilterBuilder = {
    field(f: string): unknown;
    eq(a: unknown, b: unknown): unknown;
    gt(a: unknown, b: unknown): unknown;
    lt(a: unknown, b: unknown): unknown;
    or(...e: unknown[]): unknown;
  };
  /** A query on `staff` as data, so one case runs the same on two engines. */
  type Case = {
    index: "by_email" | "by_role_and_email" | "by_creation_time";
    role?: "admin" | "support";
    lower?: { op: "gt" | "gte"; value: string | number };
    upper?: { op: "lt" | "lte"; value: string | number };
    order: "asc" | "desc";
    filter: "none" | "recent" | "admins" | "unsigned-or-old";
    read:
      | { kind: "collect" }
      | { kind: "take"; n: number }
      | { kind: "first" }
      | { kind: "page"; numItems: number; startPage: number; maximumRowsRead?: number; bounded: boolean };
    writes: boolean;
  };
  const emailOf = (i: number) => `u${String(i).padStart(4, "0")}@example.com`;
  const ROWS = 600;

  function query(db: unknown, c: Case) {
    type Q = {
      withIndex(name: string, r?: (q: RangeBuilder) => RangeBuilder): Q;
      order(o: string): Q;
      filter(f: (q: FilterBuilder) => unknown): Q;
    };
    const field = c.index === "by_creation_time" ? "_creationTime" : "email";
    let q = (db as { query(t: string): Q }).query("staff").withIndex(c.index, (r) => {
      let b = c.role === undefined ? r : r.eq("role", c.role);
      if (c.lower !== undefined) b = b[c.lower.op](field, c.lower.value);
      if (c.upper !== undefined) b = b[c.upper.op](field, c.upper.value);
      return b;
    });
    q = q.order(c.order);
    if (c.filter === "recent") q = q.filter((f) => f.gt(f.field("createdAt"), 300));
    if (c.filter === "admins") q = q.filter((f) => f.eq(f.field("role"), "admin"));
    if (c.filter === "unsigned-or-old")
      q = q.filter((f) => f.or(f.eq(f.field("addedBy"), undefined), f.lt(f.field("createdAt"), 100)));
    return q as unknown as {
      collect(): Promise<Staff[]>;
      take(n: number): Promise<Staff[]>;
      first(): Promise<Staff | null>;
      paginate(o: {
        numItems: number;
        cursor: string | null;
        endCursor?: string | null;
        maximumRowsRead?: number;
      }): Promise<{
        page: Staff[];
        isDone: boolean;
        continueCursor: string;
        splitCursor?: string | null;
        pageStatus?: string | null;
      }>;
    };
  }

  function randomCase(next: () => number, creationTimes: number[]): Case {
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
    const index = pick(["by_email", "by_role_and_email", "by_creation_time"] as const);
    const value = () =>
      index === "by_creation_time" ? (pick(creationTimes) ?? 0) : emailOf(Math.floor(next() * ROWS * 1.1));
    const bounded = next() < 0.3;
    return {
      index,
      // Now and then a range convex-test refuses (bounds on email without the role): the same error.
      role: index === "by_role_and_email" && next() < 0.9 ? pick(["admin", "support"] as const) : undefined,
      lower:
        (index !== "by_role_and_email" || next() < 0.8) && next() < 0.5
          ? { op: pick(["gt", "gte"] as const), value: value() }
          : undefined,
      upper:
        (index !== "by_role_and_email" || next() < 0.8) && next() < 0.5
          ? { op: pick(["lt", "lte"] as const), value: value() }
          : undefined,
      order: pick(["asc", "desc"] as const),
      filter: pick(["none", "none", "recent", "admins", "unsigned-or-old"] as const),
      read: pick([
        { kind: "collect" },
        { kind: "take", n: Math.floor(next() * 30) },
        { kind: "first" },
        {
          kind: "page",
          numItems: 1 + Math.floor(next() * 40),
          startPage: Math.floor(next() * 4),
          maximumRowsRead: next() < 0.3 ? 5 + Math.floor(next() * 60) : undefined,
          bounded,
        },
      ] as const),
      writes: next() < 0.6,
    };
  }

  /** The transaction's own writes before it reads: moves within and between ranges, deletes, inserts. */
  async function pendingWrites(
    db: {
      get(id: string): Promise<Staff | null>;
      patch(id: string, v: object): Promise<void>;
      delete(id: string): Promise<void>;
      insert(t: string, v: object): Promise<string>;
    },
    ids: string[],
    seed: number,
  ) {
    const next = seededRandom(seed);
    for (let i = 0; i < 12; i++) {
      const id = ids[Math.floor(next() * ids.length)] as string;
      if ((await db.get(id)) === null) continue;
      const action = next();
      if (action < 0.3) await db.delete(id);
      else if (action < 0.6)
        await db.patch(id, { role: next() < 0.5 ? "admin" : "support", createdAt: Math.floor(next() * 600) });
      else if (action < 0.8) await db.patch(id, { email: `${emailOf(Math.floor(next() * ROWS))}.moved${seed}-${i}` });
      else
        await db.insert("staff", {
          email: `${emailOf(Math.floor(next() * ROWS))}.new${seed}-${i}`,
          role: "admin",
          createdAt: Math.floor(next() * 600),
        });
    }
  }

  /** One case on one engine: what it read, with cursors named by the email of the document they point at. */
  async function run(engine: Awaited<ReturnType<typeof createEngine>>, c: Case, seed: number, ids: string[]) {
    // The page to start from and the one to end at (a re-run of a page with its end pinned), from committed
    // documents only, so both engines get the same cursors.
    const cursors: Array<string | null> = [null];
    if (c.read.kind === "page") {
      for (let p = 0; p < c.read.startPage + 1; p++) {
        const cursor = cursors.at(-1) ?? null;
        const page = await engine.t
          .run(async (ctx) => await query(ctx.db, c).paginate({ numItems: 7, cursor }))
          .catch(() => null);
        if (page === null) break;
        cursors.push(page.continueCursor);
        if (page.isDone) break;
      }
    }
    const outcome = await engine.t
      .run(async (ctx) => {
        const db = ctx.db as unknown as Parameters<typeof pendingWrites>[0];
        if (c.writes) await pendingWrites(db, ids, seed);
        const read = c.read;
        let result: unknown;
        if (read.kind === "collect") result = await query(ctx.db, c).collect();
        else if (read.kind === "take") result = await query(ctx.db, c).take(read.n);
        else if (read.kind === "first") result = await query(ctx.db, c).first();
        else {
          const start = Math.min(read.startPage, cursors.length - 2);
          const cursor = cursors[Math.max(0, start)] ?? null;
          const endCursor = read.bounded ? (cursors[Math.max(0, start) + 1] ?? null) : undefined;
          result = await query(ctx.db, c).paginate({
            numItems: read.numItems,
            cursor,
            endCursor,
            maximumRowsRead: read.maximumRowsRead,
          });
        }
        const everyone = (await ctx.db.query("staff").collect()) as unknown as Staff[];
        throw Object.assign(new Error("rollback"), { outcome: { result, everyone } });
      })
      .catch(
        (e: { outcome?: { result: unknown; everyone: Staff[] }; message?: string }) =>
          e.outcome ?? { error: e.message },
      );
    if ("error" in outcome) return { error: outcome.error, committedCursors: cursors };
    const emails = new Map(outcome.everyone.map((s) => [s._id, s.email]));
    const named = (cursor: string | null | undefined) => {
      if (typeof cursor !== "string" || cursor === "_end_cursor" || cursor === "") return cursor;
      const keys = JSON.parse(cursor) as Array<string | null>;
      return `at ${emails.get(JSON.parse(keys.at(-1) ?? "null") as string) ?? "?"}`;
    };
    const r = outcome.result as
      | Staff[]
      | Staff
      | null
      | {
          page: Staff[];
          isDone: boolean;
          continueCursor: string;
          splitCursor?: string | null;
          pageStatus?: string | null;
        };
    if (r === null || !("page" in r))
      return { rows: r === null ? null : (Array.isArray(r) ? r : [r]).map((s) => s.email), committedCursors: cursors };
    return {
      rows: r.page.map((s) => s.email),
      isDone: r.isDone,
      continueCursor: named(r.continueCursor),
      splitCursor: named(r.splitCursor),
      pageStatus: r.pageStatus ?? null,
      committedCursors: cursors,
    };
  }

  async function twoEngines() {
    const lazy = await createEngine(schema, buildModuleMap());
    const next = seededRandom(7);
    const ids = await lazy.t.run(async (ctx) => {
      const out: string[] = [];
      for (let i = 0; i < ROWS; i++) {
        const row = {
          email: emailOf(Math.floor(next() * ROWS * 1.1)) + `.${i}`,
          role: next() < 0.4 ? ("admin" as const) : ("support" as const),
          createdAt: Math.floor(next() * 600),
        };
        out.push(await ctx.db.insert("staff", next() < 0.3 ? row : { ...row, addedBy: "test" }));
      }
      return out;
    });
    // A later commit moves and deletes rows, so the sorted indexes have followed commits too.
    await lazy.t.run(async (ctx) => {
      for (const id of ids.slice(0, 40))
        await (ctx.db as unknown as Parameters<typeof pendingWrites>[0]).patch(id, {
          email: `${emailOf(Math.floor(next() * ROWS))}.later`,
        });
      for (const id of ids.slice(40, 60)) await ctx.db.delete(id as never);
    });
    const scan = await createEngine(schema, buildModuleMap(), { sortedIndexReads: false });
    scan.load(lazy.state());
    const creationTimes = (
      (await lazy.t.run(async (ctx) => await ctx.db.query("staff").collect())) as unknown as Staff[]
    ).map((s) => (s as unknown as { _creationTime: number })._creationTime);
    return { lazy, scan, ids, creationTimes };
  }

  it("answers 300 random reads (ranges, orders, filters, limits, pages from cursors, pending writes) exactly as convex-test's table scan", async () => {
    const { lazy, scan, ids, creationTimes } = await twoEngines();
    const next = seededRandom(42);
    for (let n = 0; n < 300; n++) {
      const c = randomCase(next, creationTimes);
      const seed = 1000 + n;
      const [got, expected] = [await run(lazy, c, seed, ids), await run(scan, c, seed, ids)];
      expect(got, `case ${n}: ${JSON.stringify(c)}`).toEqual(expected);
    }
  }, 120_000);

  it("agrees on unique() and its error, an empty range, a page past the end, and convex-test's range errors", async () => {
    const { lazy, scan } = await twoEngines();
    for (const engine of [lazy, scan]) {
      const one = await engine.t.run(
        async (ctx) =>
          await ctx.db
            .query("staff")
            .withIndex("by_email", (q) => q.gte("email", "u0100").lt("email", "u0101"))
            .collect(),
      );
      expect(one.length).toBeGreaterThan(1);
      const email = one[0]?.email ?? "";
      expect(
        await engine.t.run(
          async (ctx) =>
            (
              await ctx.db
                .query("staff")
                .withIndex("by_email", (q) => q.eq("email", email))
                .unique()
            )?.email,
        ),
      ).toBe(email);
      await expect(
        engine.t.run(
          async (ctx) =>
            await ctx.db
              .query("staff")
              .withIndex("by_email", (q) => q.gte("email", "u0100").lt("email", "u0101"))
              .unique(),
        ),
      ).rejects.toThrow(/unique\(\) query returned more than one result/);
      expect(
        await engine.t.run(
          async (ctx) =>
            await ctx.db
              .query("staff")
              .withIndex("by_email", (q) => q.eq("email", "nobody"))
              .collect(),
        ),
      ).toEqual([]);
      // A page that fills up on the range's last document is the last page (convex-test looks one ahead).
      const exact = await engine.t.run(
        async (ctx) =>
          await ctx.db
            .query("staff")
            .withIndex("by_email", (q) => q.gte("email", "u0100").lt("email", "u0101"))
            .paginate({ numItems: one.length, cursor: null }),
      );
      expect(exact).toMatchObject({ isDone: true, continueCursor: "_end_cursor" });
      const pastEnd = await engine.t.run(
        async (ctx) =>
          await ctx.db.query("staff").withIndex("by_email").paginate({ numItems: 5, cursor: "_end_cursor" }),
      );
      expect(pastEnd).toMatchObject({ page: [], isDone: true, continueCursor: "_end_cursor" });
      const wrongOrder = (q: RangeBuilder) => q.eq("email", "x").eq("role", "admin");
      await expect(
        engine.t.run(
          async (ctx) =>
            await ctx.db
              .query("staff")
              .withIndex("by_role_and_email", wrongOrder as never)
              .collect(),
        ),
      ).rejects.toThrow(/withIndex/);
    }
  });

  it("looks at what it returns, not at the range: take, first, a page and a page from a cursor", async () => {
    const { lazy } = await twoEngines();
    const cost = async (read: (db: unknown) => Promise<unknown>) => {
      const before = lazy.documentsScanned();
      await lazy.t.run(async (ctx) => await read(ctx.db));
      return lazy.documentsScanned() - before;
    };
    const wide = (db: unknown, order: "asc" | "desc") =>
      query(db, {
        index: "by_role_and_email",
        role: "support",
        order,
        filter: "none",
        read: { kind: "collect" },
        writes: false,
      });
    expect(await cost((db) => wide(db, "asc").collect()), "the whole range, for scale").toBeGreaterThan(300);
    expect(await cost((db) => wide(db, "desc").take(5))).toBeLessThanOrEqual(5);
    expect(await cost((db) => wide(db, "asc").first())).toBeLessThanOrEqual(1);
    // A page looks one document past its last to know whether it is the last page.
    expect(await cost((db) => wide(db, "desc").paginate({ numItems: 20, cursor: null }))).toBeLessThanOrEqual(21);
    const { continueCursor } = await lazy.t.run(
      async (ctx) => await wide(ctx.db, "asc").paginate({ numItems: 150, cursor: null }),
    );
    expect(await cost((db) => wide(db, "asc").paginate({ numItems: 20, cursor: continueCursor }))).toBeLessThanOrEqual(
      21,
    );
    // With a filter it reads on until it has found what it returns.
    const admins = await cost((db) =>
      query(db, { index: "by_email", order: "asc", filter: "admins", read: { kind: "collect" }, writes: false }).take(
        10,
      ),
    );
    expect(admins).toBeGreaterThanOrEqual(10);
    expect(admins).toBeLessThan(60);
  });

  it("forgets a transaction's query streams when it ends, also those its caller stopped reading early", async () => {
    const { lazy } = await twoEngines();
    await lazy.t.run(async (ctx) => {
      // One stream read once and left open (convex-helpers' streams stop like this), one read to its end.
      const open = ctx.db.query("staff").withIndex("by_email")[Symbol.asyncIterator]();
      await open.next();
      const scan = ctx.db.query("staff").fullTableScan()[Symbol.asyncIterator]();
      await scan.next();
      await ctx.db
        .query("staff")
        .withIndex("by_email", (q) => q.gte("email", "u05"))
        .collect();
      expect(lazy.openQueryStreams()).toBeGreaterThanOrEqual(2);
    });
    expect(lazy.openQueryStreams(), "convex-test kept every stream's remaining results until the process ended").toBe(
      0,
    );
  });

  it("records for a stream only the part of the range it read: a write past it re-runs nothing", async () => {
    const engine = await createEngine(schema, buildModuleMap());
    const commits: Commit[] = [];
    engine.onCommit((commit) => commits.push(commit));
    const insert = (email: string) =>
      engine.t.run(async (ctx) => await ctx.db.insert("staff", { email, role: "support", createdAt: 1 }));
    for (const email of ["b@x", "d@x", "f@x", "h@x"]) await insert(email);
    const firstTwo = new ReadSet();
    const read = await engine.recordReads(
      () =>
        engine.t.run(async (ctx) => (await ctx.db.query("staff").withIndex("by_email").take(2)).map((s) => s.email)),
      firstTwo,
    );
    expect(read).toEqual(["b@x", "d@x"]);
    const whole = new ReadSet();
    await engine.recordReads(
      () =>
        engine.t.run(
          async (ctx) =>
            await ctx.db
              .query("staff")
              .withIndex("by_email", (q) => q.gte("email", "c"))
              .collect(),
        ),
      whole,
    );
    commits.length = 0;
    await insert("g@x");
    await insert("c@x");
    const [past, inside] = commits;
    expect(firstTwo.intersects(past?.writes ?? []), "g is past the two documents read").toBe(false);
    expect(firstTwo.intersects(inside?.writes ?? []), "c comes before d, the last one read").toBe(true);
    expect(whole.intersects(past?.writes ?? []), "a stream read to its end holds its whole range").toBe(true);
  });
});
