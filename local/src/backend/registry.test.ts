import { describe, expect, it } from "vitest";
import { internalMutationGeneric, internalQueryGeneric, queryGeneric } from "convex/server";
import { createRegistry, FunctionNotFound } from "./registry";
import { nextRun } from "./cronSchedule";

const fake = {
  "./_generated/api.js": async () => ({}),
  "./notes.ts": async () => ({
    list: queryGeneric({ args: {}, handler: async () => [] }),
    secret: internalQueryGeneric({ args: {}, handler: async () => "secret" }),
    wipe: internalMutationGeneric({ args: {}, handler: async () => null }),
  }),
};

describe("function registry", () => {
  const registry = createRegistry(fake);

  it("resolves public functions by canonical path", async () => {
    expect(await registry.resolve("notes:list", "query")).toMatchObject({ udfPath: "notes:list", kind: "query" });
    expect(await registry.resolve("notes.js:list", "any")).toMatchObject({ udfPath: "notes:list", kind: "query" });
    expect(
      (await registry.resolve("notes:list", "query")).argsValidator,
      "the function's exported args validator",
    ).toEqual({ type: "object", value: {} });
  });

  it("refuses internal functions to clients, and allows them to admin calls", async () => {
    await expect(registry.resolve("notes:secret", "query")).rejects.toThrow(FunctionNotFound);
    await expect(registry.resolve("notes:wipe", "mutation")).rejects.toThrow(
      /Could not find public function for 'notes:wipe'/,
    );
    expect(await registry.resolve("notes:secret", "query", true)).toMatchObject({
      udfPath: "notes:secret",
      kind: "query",
    });
  });

  it("refuses unknown, system and mistyped functions", async () => {
    await expect(registry.resolve("notes:nope", "query")).rejects.toThrow(FunctionNotFound);
    await expect(registry.resolve("_generated/api:x", "query")).rejects.toThrow(FunctionNotFound);
    await expect(registry.resolve("notes:list", "mutation")).rejects.toThrow(/defined as query/);
  });
});

describe("cron schedules", () => {
  const at = Date.UTC(2026, 0, 5, 10, 30); // a Monday
  it("computes the next run of every schedule kind in UTC", () => {
    expect(nextRun({ type: "interval", minutes: 5 }, at)).toBe(at + 300_000);
    expect(nextRun({ type: "hourly", minuteUTC: 15 }, at)).toBe(Date.UTC(2026, 0, 5, 11, 15));
    expect(nextRun({ type: "daily", hourUTC: 2, minuteUTC: 0 }, at)).toBe(Date.UTC(2026, 0, 6, 2, 0));
    expect(nextRun({ type: "weekly", dayOfWeek: "sunday", hourUTC: 0 }, at)).toBe(Date.UTC(2026, 0, 11, 0, 0));
    expect(nextRun({ type: "monthly", day: 1, hourUTC: 0 }, at)).toBe(Date.UTC(2026, 1, 1, 0, 0));
    expect(nextRun({ type: "cron", cron: "*/10 * * * *" }, at)).toBe(Date.UTC(2026, 0, 5, 10, 40));
  });
});
