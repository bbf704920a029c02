/**
 * The member's app language on the profile: members.setPreferredLanguage sets it, members.me and
 * exportMyData return it, the profile edit cannot touch it, and the console's member record and call card
 * show it to staff.
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { editForm, makeT, seedConsole, seedMember, type T } from "./test.fixtures";

const storedLanguage = async (t: T, id: Id<"profiles">) =>
  (await t.run(async (ctx) => await ctx.db.get("profiles", id)))?.preferredLanguage;

afterEach(() => {
  vi.useRealTimers();
});

describe("members.setPreferredLanguage", () => {
  test.each(["pending", "approved", "suspended"] as const)(
    "a %s member stores their choice, and members.me returns it",
    async (status) => {
      const t = makeT();
      const member = await seedMember(t, { status });
      expect((await member.as.query(api.members.me, {}))?.profile).not.toHaveProperty("preferredLanguage");
      expect(await member.as.mutation(api.members.setPreferredLanguage, { language: "te" })).toBeNull();
      expect((await member.as.query(api.members.me, {}))?.profile.preferredLanguage).toBe("te");
      await member.as.mutation(api.members.setPreferredLanguage, { language: "en" });
      expect((await member.as.query(api.members.me, {}))?.profile.preferredLanguage).toBe("en");
    },
  );

  test("changes only the caller's own profile", async () => {
    const t = makeT();
    const caller = await seedMember(t);
    const other = await seedMember(t);
    await caller.as.mutation(api.members.setPreferredLanguage, { language: "te" });
    expect(await storedLanguage(t, caller.id)).toBe("te");
    expect(await storedLanguage(t, other.id)).toBeUndefined();
  });

  test("patches only the language and updatedAt; the same choice again writes nothing", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-01T10:00:00Z"));
    const t = makeT();
    const member = await seedMember(t);
    const before = await t.run(async (ctx) => await ctx.db.get("profiles", member.id));
    vi.setSystemTime(new Date("2026-11-02T10:00:00Z"));
    await member.as.mutation(api.members.setPreferredLanguage, { language: "te" });
    const after = await t.run(async (ctx) => await ctx.db.get("profiles", member.id));
    expect(after).toEqual({ ...before, preferredLanguage: "te", updatedAt: Date.parse("2026-11-02T10:00:00Z") });

    vi.setSystemTime(new Date("2026-11-03T10:00:00Z"));
    await member.as.mutation(api.members.setPreferredLanguage, { language: "te" });
    expect(await t.run(async (ctx) => await ctx.db.get("profiles", member.id))).toEqual(after);
  });

  test.each([["fr"], ["TE"], [""], [null]])("refuses the language %j", async (language) => {
    const t = makeT();
    const member = await seedMember(t);
    await expect(
      member.as.mutation(api.members.setPreferredLanguage, { language } as unknown as { language: "en" }),
    ).rejects.toThrow(/Validator error/);
    expect(await storedLanguage(t, member.id)).toBeUndefined();
  });
});

describe("the profile edit cannot set or clear the language", () => {
  test("members.update ignores a language in the form and keeps the chosen one", async () => {
    const t = makeT();
    // Pending, so that the new name is stored at once (an approved member's waits for review).
    const member = await seedMember(t, { status: "pending" });
    await member.as.mutation(api.members.setPreferredLanguage, { language: "te" });
    await member.as.mutation(api.members.update, {
      profile: editForm({ fullName: "Ravi Teja", preferredLanguage: "en" }),
    });
    await member.as.mutation(api.members.update, {
      profile: editForm({ fullName: "Ravi Teja", preferredLanguage: "" }),
    });
    const me = await member.as.query(api.members.me, {});
    expect(me?.profile.fullName).toBe("Ravi Teja");
    expect(me?.profile.preferredLanguage).toBe("te");
  });

  test("members.update cannot set it on a member who never chose", async () => {
    const t = makeT();
    const member = await seedMember(t);
    await member.as.mutation(api.members.update, { profile: editForm({ preferredLanguage: "te" }) });
    expect(await storedLanguage(t, member.id)).toBeUndefined();
  });
});

test("exportMyData includes the chosen language", async () => {
  const t = makeT();
  const member = await seedMember(t);
  await member.as.mutation(api.members.setPreferredLanguage, { language: "te" });
  const data = JSON.parse(await member.as.query(api.members.exportMyData, {})) as { profile: Record<string, unknown> };
  expect(data.profile.preferredLanguage).toBe("te");
});

describe("the console shows the member's language, so staff answer in it", () => {
  test.each([
    ["te", "te"],
    ["en", "en"],
    [null, null],
  ] as const)("chosen %j → member record and call card carry %j", async (chosen, shown) => {
    const { t, support, admin } = await seedConsole();
    const member = await seedMember(t, { fullName: "Lakshmi Prasanna", mobileNumber: "+919876543210" });
    if (chosen !== null) await member.as.mutation(api.members.setPreferredLanguage, { language: chosen });
    for (const staff of [support, admin]) {
      expect((await staff.query(api.admin.members.get, { id: member.id }))?.preferredLanguage).toBe(shown);
      const { cards } = await staff.query(api.admin.lookup.find, { query: "9876543210" });
      expect(cards.map((c) => [c._id, c.preferredLanguage])).toEqual([[member.id, shown]]);
    }
  });
});
