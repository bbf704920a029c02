import type { FunctionArgs } from "convex/server";
import { describe, expect, test } from "vitest";
import { api } from "../_generated/api";
import { seedConsole, type T } from "../test.fixtures";

type AuditFilter = NonNullable<FunctionArgs<typeof api.admin.audit.list>["filter"]>;

/** Five entries at known times: two staff, members and the system. */
async function seedLog(t: T) {
  const rows = [
    { actor: "asha@matrimony.test", action: "member.approve", target: "TM222222", at: 1000 },
    { actor: "asha@matrimony.test", action: "member.suspend", target: "TM333333", at: 2000 },
    { actor: "ravi@matrimony.test", action: "member.approve", target: "TM333333", at: 3000 },
    { actor: "member:TM333333", action: "member.deleteAccount", target: "TM333333", at: 4000 },
    { actor: "system", action: "premium.expired", target: "TM222222", at: 5000 },
  ];
  await t.run(async (ctx) => {
    for (const row of rows) await ctx.db.insert("auditLog", row);
  });
}

describe("audit log", () => {
  test.each<[string, AuditFilter, number[]]>([
    ["everything, newest first", {}, [5000, 4000, 3000, 2000, 1000]],
    ["by actor (any case)", { actor: "ASHA@matrimony.test" }, [2000, 1000]],
    ["by a member actor", { actor: "member:TM333333" }, [4000]],
    ["by action", { action: "member.approve" }, [3000, 1000]],
    ["by target", { target: "TM333333" }, [4000, 3000, 2000]],
    ["by target and actor", { target: "TM333333", actor: "asha@matrimony.test" }, [2000]],
    ["by target and action", { target: "TM333333", action: "member.approve" }, [3000]],
    ["by actor and action", { actor: "asha@matrimony.test", action: "member.suspend" }, [2000]],
    ["by time", { from: 2000, to: 4000 }, [4000, 3000, 2000]],
    ["by target and time", { target: "TM222222", from: 1001 }, [5000]],
  ])("%s", async (_name, filter, expected) => {
    const { t, admin } = await seedConsole();
    await seedLog(t);
    const result = await admin.query(api.admin.audit.list, { paginationOpts: { numItems: 20, cursor: null }, filter });
    expect(result.page.map((e) => e.at)).toEqual(expected);
  });

  test("oldest first, page by page; entries carry null for what they lack", async () => {
    const { t, admin } = await seedConsole();
    await seedLog(t);
    await t.run(async (ctx) => {
      await ctx.db.insert("auditLog", { actor: "system", action: "cron.ran", at: 6000 });
    });
    const first = await admin.query(api.admin.audit.list, {
      paginationOpts: { numItems: 4, cursor: null },
      sort: { field: "at", order: "asc" },
    });
    expect(first.page.map((e) => e.at)).toEqual([1000, 2000, 3000, 4000]);
    const rest = await admin.query(api.admin.audit.list, {
      paginationOpts: { numItems: 4, cursor: first.continueCursor },
      sort: { field: "at", order: "asc" },
    });
    expect(rest.page.map((e) => e.at)).toEqual([5000, 6000]);
    expect(rest.isDone).toBe(true);
    expect(rest.page[1]).toMatchObject({ actor: "system", action: "cron.ran", target: null, details: null });
  });
});
