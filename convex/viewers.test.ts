/** Who viewed me, who saw my number and the live notice's query: order, once each, blocks, deletions, bounds. */
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { DAY, makeT, seedMember, type T } from "./test.fixtures";

const first = (n: number) => ({ paginationOpts: { numItems: n, cursor: null } });

async function members(t: T, n: number) {
  const out = [];
  for (let i = 0; i < n; i++)
    out.push(await seedMember(t, { gender: "Male", fullName: `Viewer ${i}`, premiumUntil: Date.now() + 30 * DAY }));
  return out;
}

async function block(t: T, blockerId: Id<"profiles">, blockedId: Id<"profiles">) {
  await t.run(async (ctx) => await ctx.db.insert("blocks", { blockerId, blockedId, createdAt: Date.now() }));
}

describe("viewers.viewedMe", () => {
  test("newest opening first, each member once with the date of their latest opening", async () => {
    const t = makeT();
    const me = await seedMember(t, { gender: "Female" });
    const [a, b] = await members(t, 2);
    await a!.as.mutation(api.views.record, { profileId: me.id });
    await b!.as.mutation(api.views.record, { profileId: me.id });
    await new Promise((r) => setTimeout(r, 5));
    await a!.as.mutation(api.views.record, { profileId: me.id });
    const page = await me.as.query(api.viewers.viewedMe, first(10));
    expect(page.page.map((c) => c.fullName)).toEqual(["Viewer 0", "Viewer 1"]);
    expect(page.page[0]!.viewedAt).toBeGreaterThan(page.page[1]!.viewedAt);
  });

  test("blocked members (either way), suspended and deleted ones are left out; the owner's own opening never counts", async () => {
    const t = makeT();
    const me = await seedMember(t, { gender: "Female" });
    const [blockedByMe, blockedMe, suspended, deleted, kept] = await members(t, 5);
    for (const m of [blockedByMe, blockedMe, suspended, deleted, kept])
      await m!.as.mutation(api.views.record, { profileId: me.id });
    await me.as.mutation(api.views.record, { profileId: me.id });
    await block(t, me.id, blockedByMe!.id);
    await block(t, blockedMe!.id, me.id);
    await t.run(async (ctx) => {
      await ctx.db.patch("profiles", suspended!.id, { status: "suspended" });
      await ctx.db.delete("profiles", deleted!.id);
    });
    const page = await me.as.query(api.viewers.viewedMe, first(10));
    expect(page.page.map((c) => c.fullName)).toEqual(["Viewer 4"]);
  });

  test("pages are bounded whatever the client asks, and carry on with the cursor", async () => {
    const t = makeT();
    const me = await seedMember(t, { gender: "Female" });
    const viewers = await members(t, 3);
    for (const v of viewers) await v.as.mutation(api.views.record, { profileId: me.id });
    const one = await me.as.query(api.viewers.viewedMe, first(1));
    expect(one.page).toHaveLength(1);
    const rest = await me.as.query(api.viewers.viewedMe, {
      paginationOpts: { numItems: 100000, cursor: one.continueCursor },
    });
    expect(rest.page).toHaveLength(2);
    expect(new Set([...one.page, ...rest.page].map((c) => c._id)).size).toBe(3);
  });
});

describe("viewers.sawMyNumber and viewers.latestNumberReveal", () => {
  test("every reveal is listed, newest first; the notice names the newest; blocked viewers drop out of both", async () => {
    const t = makeT();
    const me = await seedMember(t, { gender: "Female", mobileNumber: "+919800000001" });
    const [a, b] = await members(t, 2);
    expect(await me.as.query(api.viewers.latestNumberReveal, {})).toBeNull();
    for (const m of [a!, b!, a!]) {
      await m.as.mutation(api.views.record, { profileId: me.id });
      await m.as.mutation(api.members.revealContact, { profileId: me.id });
      await new Promise((r) => setTimeout(r, 2));
    }
    const list = await me.as.query(api.viewers.sawMyNumber, first(10));
    expect(list.page.map((r) => ("left" in r ? null : r.fullName))).toEqual(["Viewer 0", "Viewer 1", "Viewer 0"]);
    expect(list.page.every((r) => "approved" in r && r.approved)).toBe(true);
    // The list of who saw my number never carries anyone's number.
    expect(JSON.stringify(list)).not.toContain("+91");
    expect((await me.as.query(api.viewers.latestNumberReveal, {}))?.fullName).toBe("Viewer 0");

    await block(t, me.id, a!.id);
    expect(
      (await me.as.query(api.viewers.sawMyNumber, first(10))).page.map((r) => ("left" in r ? null : r.fullName)),
    ).toEqual(["Viewer 1"]);
    expect((await me.as.query(api.viewers.latestNumberReveal, {}))?.fullName).toBe("Viewer 1");
  });

  test("a suspended viewer's reveal stays listed (it is the owner's defence), marked as no longer shown", async () => {
    const t = makeT();
    const me = await seedMember(t, { gender: "Female" });
    const [a] = await members(t, 1);
    await a!.as.mutation(api.views.record, { profileId: me.id });
    await a!.as.mutation(api.members.revealContact, { profileId: me.id });
    await t.run(async (ctx) => await ctx.db.patch("profiles", a!.id, { status: "suspended" }));
    const list = await me.as.query(api.viewers.sawMyNumber, first(10));
    expect(list.page.map((r) => ("left" in r ? [] : [r.fullName, r.approved]))).toEqual([["Viewer 0", false]]);
  });

  test("a viewer who deleted their account after a report stays listed by the code they had (safety record)", async () => {
    const t = makeT();
    const me = await seedMember(t, { gender: "Female", premiumUntil: Date.now() + 86_400_000 });
    const [a, c] = await members(t, 2);
    await a!.as.mutation(api.members.revealContact, { profileId: me.id });
    await c!.as.mutation(api.members.revealContact, { profileId: me.id });
    await me.as.mutation(api.safety.report, { profileId: a!.id, reason: "asked_for_money" });
    await a!.as.mutation(api.members.deleteMyAccount, { confirm: true });
    // Viewer 1 had nothing against them: their reveal goes with their account.
    await c!.as.mutation(api.members.deleteMyAccount, { confirm: true });
    const code = await t.run(async (ctx) => (await ctx.db.query("safetyRecords").first())?.profileCode);
    const list = await me.as.query(api.viewers.sawMyNumber, first(10));
    expect(list.page).toEqual([expect.objectContaining({ _id: a!.id, profileCode: code, left: true })]);
    expect(JSON.stringify(list)).not.toContain("Viewer 0");
  });
});
