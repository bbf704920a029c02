import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { makeT, seedMember } from "./test.fixtures";

describe("views", () => {
  test("recent lists each profile once, newest view first, dropping deleted and unapproved ones", async () => {
    const t = makeT();
    const viewer = await seedMember(t, { gender: "Male" });
    const a = await seedMember(t, { gender: "Female", fullName: "A" });
    const b = await seedMember(t, { gender: "Female", fullName: "B" });
    const c = await seedMember(t, { gender: "Female", fullName: "C" });
    const d = await seedMember(t, { gender: "Female", fullName: "D" });
    for (const target of [a, b, c, a, d]) {
      await viewer.as.mutation(api.views.record, { profileId: target.id });
      await new Promise((r) => setTimeout(r, 2));
    }
    await t.run(async (ctx) => {
      await ctx.db.delete("profiles", c.id);
      await ctx.db.patch("profiles", d.id, { status: "suspended" });
    });
    const recent = await viewer.as.query(api.views.recent, {});
    expect(recent.map((r) => r.fullName)).toEqual(["A", "B"]);
    expect(JSON.stringify(recent)).not.toMatch(/@example\.com|\+91/);
  });

  test("viewing oneself records nothing; a pending profile cannot be recorded", async () => {
    const t = makeT();
    const viewer = await seedMember(t, { gender: "Male" });
    const pending = await seedMember(t, { gender: "Female", status: "pending" });
    await viewer.as.mutation(api.views.record, { profileId: viewer.id });
    await expect(viewer.as.mutation(api.views.record, { profileId: pending.id })).rejects.toThrow();
    expect(await viewer.as.query(api.views.recent, {})).toEqual([]);
  });
});
