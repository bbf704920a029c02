import type { FunctionReturnType } from "convex/server";
import { describe, expect, test } from "vitest";
import { en } from "@matrimony/shared/messages";
import { api } from "../_generated/api";
import { classifySearch } from "../model/admin/search";
import { convexErrorOf, DAY, seedConsole, seedMember, type T } from "../test.fixtures";
import { seedPaidPayment } from "../test.payments";

async function seedCaller(t: T) {
  return await seedMember(t, {
    fullName: "Lakshmi Prasanna",
    profileCode: "TM7K3QXD",
    email: "lakshmi.p@example.com",
    mobileNumber: "+919876543210",
    altMobileNumber: "+919440012345",
    premiumUntil: Date.now() + 100 * DAY,
  });
}

describe("support lookup", () => {
  test.each([
    ["9876543210", "phone"],
    ["+91 98765 43210", "phone"],
    ["098765-43210", "phone"],
    ["0091 98765 43210", "phone"],
    ["94400 12345", "phone"],
    ["TM7K3QXD", "code"],
    ["tm 7k3-qxd", "code"],
    ["LAKSHMI.P@example.com ", "email"],
    ["Lakshmi", "name"],
    ["prasanna", "name"],
  ] as const)("%j finds the member (by %s)", async (query, matchedBy) => {
    const { t, support } = await seedConsole();
    const member = await seedCaller(t);
    await seedMember(t, { fullName: "Other Lakshman", gender: "Male" });
    const result = await support.query(api.admin.lookup.find, { query });
    expect(result.matchedBy).toBe(matchedBy);
    expect(result.cards.map((c) => c._id)).toEqual([member.id]);
  });

  test("the call card has what the agent needs at once", async () => {
    const { t, support, supportEmail } = await seedConsole();
    const member = await seedCaller(t);
    for (let i = 1; i <= 4; i++) await seedPaidPayment(t, member.id, { createdAt: i, paymentId: `pay_${String(i)}` });
    for (let i = 1; i <= 4; i++)
      await support.mutation(api.admin.notes.add, { profileId: member.id, text: `Call ${String(i)}` });
    const [card] = (await support.query(api.admin.lookup.find, { query: "9876543210" })).cards;
    expect(card).toMatchObject({
      fullName: "Lakshmi Prasanna",
      profileCode: "TM7K3QXD",
      status: "approved",
      plan: "Premium",
      premiumUntil: expect.any(Number),
      // Masked on the card; in full only through viewContacts, audited (contactViews.test.ts).
      mobile: "+91 98•••••210",
      altMobile: "+91 94•••••345",
      email: "la•••@example.com",
    });
    expect(card?.lastPayments.map((p) => p.paymentId)).toEqual(["pay_4", "pay_3", "pay_2"]);
    expect(card?.lastNotes.map((n) => [n.text, n.author])).toEqual([
      ["Call 4", supportEmail],
      ["Call 3", supportEmail],
      ["Call 2", supportEmail],
    ]);
  });

  test.each(["", "   ", "9999999999", "TM2222222", "nobody@example.com", "Zzyzx"])("%j finds nobody", async (query) => {
    const { t, support } = await seedConsole();
    await seedCaller(t);
    expect((await support.query(api.admin.lookup.find, { query })).cards).toEqual([]);
  });

  test("a name shared by many gives at most ten cards", async () => {
    const { t, support } = await seedConsole();
    for (let i = 0; i < 12; i++) await seedMember(t, { fullName: `Ramesh ${String(i)}` });
    expect((await support.query(api.admin.lookup.find, { query: "Ramesh" })).cards).toHaveLength(10);
  });

  test.each([
    ["98765 43210", "phone"],
    ["+44 20 7946 0958", "phone"],
    ["12345", "name"],
    ["a@b", "email"],
    ["TM7K3QXD", "code"],
    ["TM7K3QXO", "name"],
  ] as const)("classifySearch(%j) → %s", (text, kind) => {
    expect(classifySearch(text)?.kind).toBe(kind);
  });
});

describe("call notes", () => {
  test("two clicks: add from the card, then see it on the card, the member page and the notes list", async () => {
    const { t, support, supportEmail } = await seedConsole();
    const member = await seedCaller(t);
    const other = await seedMember(t);
    const id = await support.mutation(api.admin.notes.add, {
      profileId: member.id,
      text: "  Mother called: wants a new photo.  ",
    });
    await support.mutation(api.admin.notes.add, { profileId: other.id, text: "Asked about the fee." });
    const mine: FunctionReturnType<typeof api.admin.notes.list> = await support.query(api.admin.notes.list, {
      paginationOpts: { numItems: 10, cursor: null },
      filter: { profileId: member.id },
    });
    expect(mine.page).toEqual([
      expect.objectContaining({
        _id: id,
        profileId: member.id,
        profileCode: "TM7K3QXD",
        author: supportEmail,
        text: "Mother called: wants a new photo.",
      }),
    ]);
    const all = await support.query(api.admin.notes.list, { paginationOpts: { numItems: 10, cursor: null } });
    expect(all.page.map((n) => n.text)).toEqual(["Asked about the fee.", "Mother called: wants a new photo."]);
    const log = await t.run(
      async (ctx) =>
        await ctx.db
          .query("auditLog")
          .withIndex("by_action_and_at", (q) => q.eq("action", "note.add"))
          .collect(),
    );
    expect(log[0]).toMatchObject({ actor: supportEmail, target: "TM7K3QXD", details: `note ${id}` });
    // The note's words stay out of the audit log (it is deleted with the member; the log is not).
    expect(JSON.stringify(log)).not.toContain("Mother");
  });

  test.each([
    ["", "console.noteRequired"],
    ["x".repeat(2001), "console.noteTooLong"],
  ] as const)("refuses %j", async (text, key) => {
    const { t, support } = await seedConsole();
    const member = await seedCaller(t);
    expect(await convexErrorOf(support.mutation(api.admin.notes.add, { profileId: member.id, text }))).toEqual({
      code: "invalid",
      message: en[key],
      field: "text",
    });
  });
});
