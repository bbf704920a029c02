import { describe, expect, test } from "vitest";
import { en } from "@matrimony/shared/messages";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { convexErrorOf, DAY, seedConsole, seedMember, storeFile, type T } from "../test.fixtures";

const page = (numItems = 10, cursor: string | null = null) => ({ numItems, cursor });

async function auditOf(t: T, action: string) {
  return await t.run(
    async (ctx) =>
      await ctx.db
        .query("auditLog")
        .withIndex("by_action_and_at", (q) => q.eq("action", action))
        .collect(),
  );
}

describe("approval queue", () => {
  test("pending members only, oldest first, with photos and key fields, page by page", async () => {
    const { t, support } = await seedConsole();
    const base = Date.now() - 10 * DAY;
    const first = await seedMember(t, { status: "pending", fullName: "First Pending", createdAt: base });
    await seedMember(t, { status: "approved", createdAt: base + 1 });
    const second = await seedMember(t, {
      status: "pending",
      fullName: "Second Pending",
      gender: "Male",
      createdAt: base + 2,
    });
    const third = await seedMember(t, { status: "pending", fullName: "Third Pending", createdAt: base + 3 });
    const storageId = await storeFile(t, new Uint8Array([0xff, 0xd8]), "image/jpeg");
    await t.run(async (ctx) => {
      await ctx.db.insert("photos", {
        profileId: first.id,
        storageId,
        order: 0,
        contentType: "image/jpeg",
        size: 2,
        createdAt: 0,
      });
    });

    const one = await support.query(api.admin.approvals.list, { paginationOpts: page(2) });
    expect(one.page.map((r) => r._id)).toEqual([first.id, second.id]);
    expect(one.isDone).toBe(false);
    expect(one.page[0]).toMatchObject({
      fullName: "First Pending",
      status: "pending",
      fatherName: "Father",
      height: `5'4"`,
    });
    expect(one.page[0]?.photos).toHaveLength(1);
    expect(one.page[0]?.photos[0]?.url).toEqual(expect.any(String));
    expect(one.page[0]?.email).toMatch(/@example.com$/);

    const two = await support.query(api.admin.approvals.list, { paginationOpts: page(2, one.continueCursor) });
    expect(two.page.map((r) => r._id)).toEqual([third.id]);
    expect(two.isDone).toBe(true);

    const newest = await support.query(api.admin.approvals.list, {
      paginationOpts: page(),
      sort: { field: "createdAt", order: "desc" },
    });
    expect(newest.page.map((r) => r._id)).toEqual([third.id, second.id, first.id]);
    const men = await support.query(api.admin.approvals.list, { paginationOpts: page(), filter: { gender: "Male" } });
    expect(men.page.map((r) => r._id)).toEqual([second.id]);
    const lately = await support.query(api.admin.approvals.list, {
      paginationOpts: page(),
      filter: { createdFrom: base + 2 },
    });
    expect(lately.page.map((r) => r._id)).toEqual([second.id, third.id]);
  });
});

describe("approve and reject", () => {
  test("approving switches the member's own view at once and writes the audit log", async () => {
    const { t, admin, adminEmail } = await seedConsole();
    const member = await seedMember(t, { status: "pending" });
    expect((await member.as.query(api.members.me, {}))?.profile.status).toBe("pending");
    await admin.mutation(api.admin.approvals.approve, { id: member.id });
    // members.me is what the member's open app subscribes to: its next answer is the approved profile.
    expect((await member.as.query(api.members.me, {}))?.profile.status).toBe("approved");
    await expect(member.as.query(api.matches.list, { paginationOpts: page() })).resolves.toBeDefined();
    expect(await auditOf(t, "member.approve")).toEqual([
      expect.objectContaining({ actor: adminEmail, target: member.code, details: "pending → approved" }),
    ]);
  });

  test.each([
    ["pending", "ok"],
    ["rejected", "ok"],
    ["approved", "conflict"],
    ["suspended", "conflict"],
  ] as const)("approve a %s member → %s", async (status, outcome) => {
    const { t, admin } = await seedConsole();
    const member = await seedMember(t, { status });
    const call = admin.mutation(api.admin.approvals.approve, { id: member.id });
    if (outcome === "ok") await call;
    else expect(await convexErrorOf(call)).toEqual({ code: "conflict", message: en["console.cannotApprove"] });
  });

  test("rejecting needs a reason, which the member then reads", async () => {
    const { t, admin, adminEmail } = await seedConsole();
    const member = await seedMember(t, { status: "pending" });
    expect(await convexErrorOf(admin.mutation(api.admin.approvals.reject, { id: member.id, reason: "   " }))).toEqual({
      code: "invalid",
      message: en["console.reasonRequired"],
      field: "reason",
    });
    expect(
      await convexErrorOf(admin.mutation(api.admin.approvals.reject, { id: member.id, reason: "x".repeat(501) })),
    ).toMatchObject({
      code: "invalid",
      message: en["console.reasonTooLong"],
    });
    await admin.mutation(api.admin.approvals.reject, { id: member.id, reason: "  Photo does not show your face.  " });
    const me = await member.as.query(api.members.me, {});
    expect(me?.profile).toMatchObject({ status: "rejected", statusReason: "Photo does not show your face." });
    expect((await auditOf(t, "member.reject"))[0]).toMatchObject({
      actor: adminEmail,
      details: "pending → rejected: Photo does not show your face.",
    });
    // Approving later (an appeal) clears the reason.
    await admin.mutation(api.admin.approvals.approve, { id: member.id });
    expect((await member.as.query(api.members.me, {}))?.profile.statusReason).toBeUndefined();
  });

  test("only pending members can be rejected; a deleted one is not found", async () => {
    const { t, admin } = await seedConsole();
    const approved = await seedMember(t);
    expect(
      await convexErrorOf(admin.mutation(api.admin.approvals.reject, { id: approved.id, reason: "No." })),
    ).toMatchObject({ code: "conflict" });
    const gone = await seedMember(t, { status: "pending" });
    await t.run(async (ctx) => await ctx.db.delete("profiles", gone.id));
    expect(await convexErrorOf(admin.mutation(api.admin.approvals.approve, { id: gone.id }))).toMatchObject({
      code: "not_found",
    });
  });
});

describe("bulk approve", () => {
  test("approves what it can and reports the rest", async () => {
    const { t, admin } = await seedConsole();
    const a = await seedMember(t, { status: "pending" });
    const b = await seedMember(t, { status: "pending" });
    const already = await seedMember(t, { status: "approved" });
    const gone = await seedMember(t, { status: "pending" });
    await t.run(async (ctx) => await ctx.db.delete("profiles", gone.id));
    const result = await admin.mutation(api.admin.approvals.approveMany, {
      ids: [a.id, b.id, already.id, gone.id, a.id],
    });
    expect(result).toEqual({
      approved: [a.id, b.id],
      skipped: [
        { id: already.id, code: "conflict" },
        { id: gone.id, code: "not_found" },
      ],
    });
    expect((await auditOf(t, "member.approve")).map((e) => e.target).sort()).toEqual([a.code, b.code].sort());
  });

  test("at most 50 at a time", async () => {
    const { t, admin } = await seedConsole();
    const ids: Id<"profiles">[] = [];
    for (let i = 0; i < 51; i++) ids.push((await seedMember(t, { status: "pending" })).id);
    expect(await convexErrorOf(admin.mutation(api.admin.approvals.approveMany, { ids }))).toEqual({
      code: "invalid",
      message: en["console.tooManyIds"],
      field: "ids",
    });
    expect((await admin.mutation(api.admin.approvals.approveMany, { ids: ids.slice(0, 50) })).approved).toHaveLength(
      50,
    );
  });
});
