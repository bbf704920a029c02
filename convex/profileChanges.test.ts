import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { renderedText } from "./model/notifications/render";
import { convexErrorOf, editForm, makeT, seedConsole, seedMember, type T } from "./test.fixtures";

const page = { numItems: 50, cursor: null };

/** The edit page's form for a seeded member named "Arjun Rao" (a member sends every field back). */
const form = (overrides: Record<string, string> = {}) => editForm({ fullName: "Arjun Rao", ...overrides });

/** An approved Male Kamma member, with an approved Kamma and an approved Reddy woman to be matched with. */
async function world() {
  const { t, admin, support } = await seedConsole(makeT());
  const member = await seedMember(t, { gender: "Male", fullName: "Arjun Rao" });
  const kamma = await seedMember(t, { gender: "Female", caste: "Kamma" });
  const reddy = await seedMember(t, { gender: "Female", caste: "Reddy" });
  const matchIds = async () =>
    (await member.as.query(api.matches.list, { paginationOpts: page })).page.map((c) => c._id);
  return { t, admin, support, member, kamma, reddy, matchIds };
}

async function profileOf(t: T, id: Id<"profiles">) {
  return await t.run(async (ctx) => await ctx.db.get("profiles", id));
}
async function changesOf(t: T, id: Id<"profiles">) {
  return await t.run(
    async (ctx) =>
      await ctx.db
        .query("profileChanges")
        .withIndex("by_profileId", (q) => q.eq("profileId", id))
        .collect(),
  );
}
async function auditActions(t: T, target: string) {
  const rows = await t.run(async (ctx) => await ctx.db.query("auditLog").collect());
  return rows.filter((r) => r.target === target).map((r) => r.action);
}
async function notificationsOf(t: T, id: Id<"profiles">) {
  return await t.run(
    async (ctx) =>
      await ctx.db
        .query("notifications")
        .withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", id))
        .collect(),
  );
}

describe("an approved member's change of a reviewed field waits for staff", () => {
  test("a caste change does not change what matches return until staff approve it", async () => {
    const w = await world();
    expect(await w.matchIds()).toEqual([w.kamma.id]);

    await w.member.as.mutation(api.members.update, { profile: form({ caste: "Reddy" }) });

    expect(await w.matchIds()).toEqual([w.kamma.id]);
    expect((await profileOf(w.t, w.member.id))?.caste).toBe("Kamma");
    const me = await w.member.as.query(api.members.me, {});
    expect(me?.profile.caste).toBe("Kamma");
    expect(me?.pendingChange?.values).toEqual({ caste: "Reddy" });

    // The queue shows the approved and the proposed value side by side, to support agents too.
    const queue = await w.support.query(api.admin.profileChanges.list, { paginationOpts: page });
    expect(queue.page.map((r) => [r.profileCode, r.changes])).toEqual([
      [w.member.code, [{ field: "caste", current: "Kamma", proposed: "Reddy" }]],
    ]);

    const [row] = queue.page;
    if (row === undefined) throw new Error("the change is not in the queue");
    await w.admin.mutation(api.admin.profileChanges.approve, { id: row._id });

    expect(await w.matchIds()).toEqual([w.reddy.id]);
    expect((await w.member.as.query(api.members.me, {}))?.pendingChange).toBeUndefined();
    expect(await changesOf(w.t, w.member.id)).toEqual([]);
    expect(await auditActions(w.t, w.member.code)).toEqual([
      "member.profileChange.submit",
      "member.profileChange.approve",
    ]);
    const notes = await notificationsOf(w.t, w.member.id);
    expect(notes.map((n) => [n.kind, n.params])).toEqual([["profileChange", { decision: "granted" }]]);
  });

  test("reject: the profile keeps its values and the member reads the chosen reason in their language", async () => {
    const w = await world();
    await w.member.as.mutation(api.members.update, {
      profile: form({ religion: "Converted Christian", maritalStatus: "Divorced" }),
    });
    const [change] = await changesOf(w.t, w.member.id);
    if (change === undefined) throw new Error("no change waits");

    await w.admin.mutation(api.admin.profileChanges.reject, { id: change._id, reason: "proofNeeded" });

    const profile = await profileOf(w.t, w.member.id);
    expect([profile?.religion, profile?.maritalStatus]).toEqual(["Hindu", "Single"]);
    expect(await changesOf(w.t, w.member.id)).toEqual([]);
    expect(await auditActions(w.t, w.member.code)).toEqual([
      "member.profileChange.submit",
      "member.profileChange.reject",
    ]);
    const [note] = await notificationsOf(w.t, w.member.id);
    if (note === undefined) throw new Error("the member was not told");
    expect([note.kind, note.params]).toEqual(["profileChange", { decision: "rejected", changeReason: "proofNeeded" }]);
    expect(renderedText(note.kind, note.params, "en").body).toContain("We need proof of this change.");
    expect(renderedText(note.kind, note.params, "te").body).toContain("ఈ మార్పుకు ఆధారం కావాలి.");
    // Decided once: a second decision finds nothing.
    expect((await convexErrorOf(w.admin.mutation(api.admin.profileChanges.approve, { id: change._id }))).code).toBe(
      "not_found",
    );
  });

  test("other fields apply at once; later edits update the one open change", async () => {
    const w = await world();
    await w.member.as.mutation(api.members.update, { profile: form({ caste: "Reddy", education: "M.Tech" }) });
    expect((await profileOf(w.t, w.member.id))?.education).toBe("M.Tech");

    await w.member.as.mutation(api.members.update, { profile: form({ caste: "Reddy", fullName: "Arjun Kumar Rao" }) });
    let changes = await changesOf(w.t, w.member.id);
    expect(changes.map((c) => c.values)).toEqual([{ caste: "Reddy", fullName: "Arjun Kumar Rao" }]);

    // Sending the approved value again takes that field out of the change.
    await w.member.as.mutation(api.members.update, { profile: form({ caste: "Kamma", fullName: "Arjun Kumar Rao" }) });
    changes = await changesOf(w.t, w.member.id);
    expect(changes.map((c) => c.values)).toEqual([{ fullName: "Arjun Kumar Rao" }]);
    expect((await profileOf(w.t, w.member.id))?.fullName).toBe("Arjun Rao");

    await w.member.as.mutation(api.members.withdrawProfileChange, {});
    expect(await changesOf(w.t, w.member.id)).toEqual([]);
    expect((await w.member.as.query(api.members.me, {}))?.profile.fullName).toBe("Arjun Rao");
  });

  test("before approval (pending, rejected) edits apply directly", async () => {
    for (const status of ["pending", "rejected"] as const) {
      const t = makeT();
      const m = await seedMember(t, { gender: "Male", fullName: "Arjun Rao", status });
      await m.as.mutation(api.members.update, { profile: form({ caste: "Reddy", fullName: "Arjun Kumar" }) });
      const profile = await profileOf(t, m.id);
      expect([status, profile?.caste, profile?.fullName]).toEqual([status, "Reddy", "Arjun Kumar"]);
      expect(await changesOf(t, m.id)).toEqual([]);
    }
  });

  test("at most 3 changes sent for review a day; an unchanged save costs nothing", async () => {
    const w = await world();
    for (const caste of ["Reddy", "Gowda", "Reddy"]) {
      await w.member.as.mutation(api.members.update, { profile: form({ caste }) });
      // Saving the form again (another field edited) sends the same change: no new token.
      await w.member.as.mutation(api.members.update, { profile: form({ caste, height: `5'9"` }) });
    }
    const refused = await convexErrorOf(
      w.member.as.mutation(api.members.update, { profile: form({ caste: "Gowda" }) }),
    );
    expect(refused.code).toBe("rate_limited");
    expect(refused.message).toMatch(
      /^You have sent several changes of your name, marital status, caste or religion for review today/,
    );
    expect((await changesOf(w.t, w.member.id)).map((c) => c.values)).toEqual([{ caste: "Reddy" }]);
  });

  test("a deleted member's change leaves the queue", async () => {
    const w = await world();
    await w.member.as.mutation(api.members.update, { profile: form({ caste: "Reddy" }) });
    await w.member.as.mutation(api.members.deleteMyAccount, { confirm: true });
    expect((await w.admin.query(api.admin.profileChanges.list, { paginationOpts: page })).page).toEqual([]);
    expect(await w.t.run(async (ctx) => await ctx.db.query("profileChanges").collect())).toEqual([]);
  });
});
