/**
 * Bulk export of contacts by support and invisible harvesting: lists mask
 * numbers, a member's full contacts are opened one at a time and audited, admins see per-agent counts and
 * the members who collect numbers, and suspend them from there.
 */
import { describe, expect, test } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { LIMITS } from "../model/limits";
import { convexErrorOf, DAY, seedConsole, seedMember } from "../test.fixtures";

const page = { paginationOpts: { numItems: 100, cursor: null } };

describe("support's member list", () => {
  test("shows masked numbers and emails only: 337 pairs cannot be read off it", async () => {
    const { t, support } = await seedConsole();
    await seedMember(t, { email: "lakshmi.p@example.com", mobileNumber: "+919876543210" });
    await seedMember(t, { email: "ravi@example.com", mobileNumber: "+919000012345" });
    const rows = (await support.query(api.admin.members.list, page)).page;
    expect(rows.map((r) => [r.mobileNumber, r.email]).sort()).toEqual([
      ["+91 90•••••345", "ra•••@example.com"],
      ["+91 98•••••210", "la•••@example.com"],
    ]);
    const text = JSON.stringify(rows);
    expect(text).not.toContain("9876543210");
    expect(text).not.toContain("lakshmi.p@");
  });
});

describe("one member's full contacts", () => {
  test("opened on purpose, each view audited (who, whom, when, where)", async () => {
    const { t, support, supportEmail } = await seedConsole();
    const m = await seedMember(t, {
      email: "lakshmi.p@example.com",
      mobileNumber: "+919876543210",
      altMobileNumber: "+919440012345",
    });
    expect(await support.mutation(api.admin.members.viewContacts, { id: m.id, where: "callCard" })).toEqual({
      email: "lakshmi.p@example.com",
      mobileNumber: "+919876543210",
      altMobileNumber: "+919440012345",
    });
    const entries = await t.run(async (ctx) => await ctx.db.query("auditLog").collect());
    expect(entries.map((e) => [e.actor, e.action, e.target, e.details])).toEqual([
      [supportEmail, "contacts.view", m.code, "callCard"],
    ]);
    expect(entries[0]?.at).toBeGreaterThan(Date.now() - 60_000);
  });

  test(`an agent opening contacts in bulk is stopped at ${String(LIMITS.staffContactViews.capacity + 1)} in a row`, async () => {
    const { t, support } = await seedConsole();
    const m = await seedMember(t);
    for (let i = 0; i < LIMITS.staffContactViews.capacity; i++)
      await support.mutation(api.admin.members.viewContacts, { id: m.id, where: "record" });
    const refused = await convexErrorOf(
      support.mutation(api.admin.members.viewContacts, { id: m.id, where: "record" }),
    );
    expect(refused).toMatchObject({ code: "rate_limited" });
    expect(refused.message).toMatch(/You can open more in \d+ minutes?\./);
  });
});

describe("harvesting view", () => {
  test("admins see per-agent contact views, members revealing many numbers and members held by a limit; support does not", async () => {
    const { t, admin, support, supportEmail } = await seedConsole();
    const collector = await seedMember(t, {
      gender: "Male",
      fullName: "Collector Chandu",
      premiumUntil: Date.now() + 30 * DAY,
    });
    const scraper = await seedMember(t, { gender: "Male", fullName: "Scraper Sai" });
    const quiet = await seedMember(t, {
      gender: "Male",
      fullName: "Quiet Quadri",
      premiumUntil: Date.now() + 30 * DAY,
    });
    const women: Id<"profiles">[] = [];
    for (let i = 0; i <= LIMITS.memberPageViews.capacity; i++)
      women.push((await seedMember(t, { gender: "Female" })).id);
    for (const id of women.slice(0, 20)) await collector.as.mutation(api.members.revealContact, { profileId: id });
    await quiet.as.mutation(api.members.revealContact, { profileId: women[0] as Id<"profiles"> });
    for (const id of women.slice(0, LIMITS.memberPageViews.capacity + 1))
      await scraper.as.mutation(api.views.record, { profileId: id }).catch(() => null);
    for (const id of women.slice(0, 3)) await support.mutation(api.admin.members.viewContacts, { id, where: "record" });

    const view = await admin.query(api.admin.harvesting.overview, {});
    expect(view.members.map((m) => [m.fullName, m.revealsLastDay, m.atRevealCap, m.limited])).toEqual([
      ["Collector Chandu", 20, true, []],
      ["Scraper Sai", 0, false, ["memberPageViews"]],
    ]);
    expect(view.agents).toEqual([
      { email: supportEmail, contactViewsLastDay: 3, contactViewsLastWeek: 3, limited: false },
    ]);
    expect((await convexErrorOf(support.query(api.admin.harvesting.overview, {}))).code).toBe("forbidden");

    // Suspended from there, audited by the suspension itself.
    await admin.mutation(api.admin.members.suspend, { id: collector.id, reason: "Collecting phone numbers." });
    const after = await admin.query(api.admin.harvesting.overview, {});
    expect(after.members[0]).toMatchObject({ fullName: "Collector Chandu", status: "suspended" });
    const actions = await t.run(async (ctx) => (await ctx.db.query("auditLog").collect()).map((e) => e.action));
    expect(actions).toContain("member.suspend");
  });
});

describe("approval card", () => {
  test("flags a mobile number another member registered (main or alternate)", async () => {
    const { t, admin } = await seedConsole();
    const first = await seedMember(t, { mobileNumber: "+919876543210" });
    const other = await seedMember(t, { mobileNumber: "+919000000001", altMobileNumber: "+919876543210" });
    await seedMember(t, { status: "pending", mobileNumber: "+919876543210" });
    await seedMember(t, { status: "pending", mobileNumber: "+919111111111" });
    const rows = (await admin.query(api.admin.approvals.list, page)).page;
    expect(rows.map((r) => r.sameMobileAs)).toEqual([[first.code, other.code].sort(), []]);
  });
});
