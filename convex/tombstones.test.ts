/**
 * A deleted account's old token: after the member deleted their account, the token
 * they still held created a new pending profile for a login that no longer exists. Now it is refused.
 */
import { describe, expect, test } from "vitest";
import { en } from "@matrimony/shared/messages";
import { api, internal } from "./_generated/api";
import { TOMBSTONE_MS } from "./model/members/tombstones";
import { convexErrorOf, identityFor, makeT, registrationForm, seedConsole, seedMember } from "./test.fixtures";

describe("members.register after the account was deleted", () => {
  test("the deleted member's token cannot register a new profile", async () => {
    const t = makeT();
    const m = await seedMember(t, { email: "ravi.kumar@example.com" });
    await m.as.mutation(api.members.deleteMyAccount, { confirm: true });
    expect(await convexErrorOf(m.as.mutation(api.members.register, { profile: registrationForm() }))).toEqual({
      code: "unauthenticated",
      message: en["error.accountDeleted"],
    });
    expect(await t.run(async (ctx) => (await ctx.db.query("profiles").collect()).length)).toBe(0);
  });

  test("nor can a member's token after an admin deleted the account", async () => {
    const { t, admin } = await seedConsole();
    const m = await seedMember(t, { email: "ravi.kumar@example.com" });
    await admin.mutation(api.admin.members.remove, { id: m.id, confirm: m.code });
    expect((await convexErrorOf(m.as.mutation(api.members.register, { profile: registrationForm() }))).code).toBe(
      "unauthenticated",
    );
  });

  test("the tombstone is short-lived: the daily cleanup removes it after a day", async () => {
    const t = makeT();
    const m = await seedMember(t, { email: "ravi.kumar@example.com" });
    await m.as.mutation(api.members.deleteMyAccount, { confirm: true });
    await t.run(async (ctx) => {
      for (const stone of await ctx.db.query("deletedIdentities").collect())
        await ctx.db.patch("deletedIdentities", stone._id, { deletedAt: Date.now() - TOMBSTONE_MS - 1 });
    });
    expect(await t.mutation(internal.housekeeping.pruneDeletedIdentities, {})).toBe(1);
    expect(await m.as.mutation(api.members.register, { profile: registrationForm() })).toBeTruthy();
  });

  test("a suspended member's bar outlives the tombstone and the login: a new login with the same email is refused", async () => {
    const { t, admin } = await seedConsole();
    const m = await seedMember(t, { email: "ravi.kumar@example.com" });
    await admin.mutation(api.admin.members.suspend, { id: m.id, reason: "Fake profile." });
    await m.as.mutation(api.members.deleteMyAccount, { confirm: true });
    await t.run(async (ctx) => {
      for (const stone of await ctx.db.query("deletedIdentities").collect())
        await ctx.db.patch("deletedIdentities", stone._id, { deletedAt: Date.now() - TOMBSTONE_MS - 1 });
    });
    expect(await t.mutation(internal.housekeeping.pruneDeletedIdentities, {})).toBe(1);
    // Both the old login and a brand-new one: no profile, a neutral answer (model/safety/records.ts).
    expect(await m.as.mutation(api.members.register, { profile: registrationForm() })).toBeNull();
    const fresh = t.withIdentity(identityFor("new_login", "ravi.kumar@example.com"));
    expect(
      await fresh.mutation(api.members.register, { profile: registrationForm({ mobileNumber: "91234 56789" }) }),
    ).toBeNull();
    expect(await t.run(async (ctx) => (await ctx.db.query("profiles").collect()).length)).toBe(0);
  });
});
