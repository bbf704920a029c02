import { describe, expect, test } from "vitest";
import { en } from "@matrimony/shared/messages";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { convexErrorOf, DAY, seedConsole, seedMember } from "../test.fixtures";

const page = { paginationOpts: { numItems: 50, cursor: null } };

/**
 * A console world with one open report: Ravi reported Sita as a fake profile. Ravi is Premium and revealed Sita
 * earlier.
 */
async function reported() {
  const world = await seedConsole();
  const { t } = world;
  const reporter = await seedMember(t, {
    gender: "Male",
    fullName: "Ravi Reporter",
    premiumUntil: Date.now() + 30 * DAY,
  });
  const target = await seedMember(t, { gender: "Female", fullName: "Sita Suspect" });
  await t.run(async (ctx) => {
    await ctx.db.insert("contactReveals", {
      viewerId: target.id,
      viewedId: reporter.id,
      revealedAt: Date.now() - 1000,
    });
  });
  const reportId = await reporter.as.mutation(api.safety.report, {
    profileId: target.id,
    reason: "fake_profile",
    details: "Photos from a film.",
  });
  return { ...world, reporter, target, reportId };
}

async function auditActions(w: Awaited<ReturnType<typeof reported>>): Promise<string[]> {
  return await w.t.run(async (ctx) => (await ctx.db.query("auditLog").collect()).map((e) => e.action));
}

describe("admin/reports queue", () => {
  test("lists open reports oldest first with both members; the page shows details, history, reveals and notes", async () => {
    const w = await reported();
    const list = await w.support.query(api.admin.reports.list, { ...page, filter: { status: "open" } });
    expect(
      list.page.map((r) => [r.reason, r.reporter?.fullName, r.reported?.fullName, r.status, r.hasDetails]),
    ).toEqual([["fake_profile", "Ravi Reporter", "Sita Suspect", "open", true]]);
    const detail = await w.support.query(api.admin.reports.get, { id: w.reportId });
    expect(detail).toMatchObject({
      details: "Photos from a film.",
      reportsAgainst: [{ _id: w.reportId }],
      revealsBy: [{ profileId: w.reporter.id, fullName: "Ravi Reporter" }],
      notes: [],
    });
    await w.support.mutation(api.admin.reports.addNote, {
      id: w.reportId,
      text: "Called Ravi: photos are from a Telugu film.",
    });
    expect((await w.admin.query(api.admin.reports.get, { id: w.reportId }))?.notes.map((n) => n.text)).toEqual([
      "Called Ravi: photos are from a Telugu film.",
    ]);
    expect(
      await convexErrorOf(w.support.mutation(api.admin.reports.addNote, { id: w.reportId, text: "  " })),
    ).toMatchObject({ code: "invalid", field: "text" });
    expect(await auditActions(w)).toContain("report.note");
  });

  test.each(["dismiss", "warn", "suspend", "delete"] as const)(
    "support agents cannot %s (the server refuses)",
    async (action) => {
      const w = await reported();
      expect(
        await convexErrorOf(
          w.support.mutation(api.admin.reports.act, { id: w.reportId, action, reason: "x", confirm: "x" }),
        ),
      ).toMatchObject({
        code: "forbidden",
      });
      expect((await w.admin.query(api.admin.reports.get, { id: w.reportId }))?.status).toBe("open");
    },
  );

  test("dismiss: reviewed, the reporter sees it reviewed in general terms, audited", async () => {
    const w = await reported();
    await w.admin.mutation(api.admin.reports.act, { id: w.reportId, action: "dismiss" });
    const detail = await w.admin.query(api.admin.reports.get, { id: w.reportId });
    expect(detail).toMatchObject({ status: "dismissed", reviewedBy: expect.stringContaining("admin") as string });
    const mine = await w.reporter.as.query(api.safety.myReportList, page);
    expect(mine.page[0]?.reviewedAt).toEqual(expect.any(Number));
    expect(Object.keys(mine.page[0] ?? {}).sort()).toEqual([
      "_id",
      "createdAt",
      "reason",
      "reportedName",
      "reviewedAt",
    ]);
    expect(await auditActions(w)).toContain("report.dismiss");
    // Acting twice is refused.
    expect(await convexErrorOf(w.admin.mutation(api.admin.reports.act, { id: w.reportId, action: "warn" }))).toEqual({
      code: "conflict",
      message: en["safety.reportAlreadyReviewed"],
    });
  });

  test("warn: the member sees a notice until they acknowledge it", async () => {
    const w = await reported();
    await w.admin.mutation(api.admin.reports.act, { id: w.reportId, action: "warn" });
    expect(await w.target.as.query(api.safety.notices, {})).toEqual([
      { _id: expect.any(String) as string, reason: "fake_profile", createdAt: expect.any(Number) as number },
    ]);
    expect(await auditActions(w)).toContain("report.warn");
  });

  test("suspend: needs a reason, reuses the console's suspension, closes every open report against the member", async () => {
    const w = await reported();
    const other = await seedMember(w.t, { gender: "Male" });
    const second = await other.as.mutation(api.safety.report, { profileId: w.target.id, reason: "asked_for_money" });
    expect(
      await convexErrorOf(w.admin.mutation(api.admin.reports.act, { id: w.reportId, action: "suspend", reason: " " })),
    ).toMatchObject({
      code: "invalid",
      field: "reason",
    });
    await w.admin.mutation(api.admin.reports.act, {
      id: w.reportId,
      action: "suspend",
      reason: "Fake profile: photos from a film.",
    });
    const profile = await w.t.run(async (ctx) => ctx.db.get("profiles", w.target.id));
    expect(profile).toMatchObject({ status: "suspended", statusReason: "Fake profile: photos from a film." });
    expect((await w.admin.query(api.admin.reports.get, { id: second }))?.status).toBe("suspended");
    expect(await auditActions(w)).toEqual(expect.arrayContaining(["member.suspend", "report.suspend"]));
    const open = await w.admin.query(api.admin.reports.list, { ...page, filter: { status: "open" } });
    expect(open.page).toEqual([]);
  });

  test("delete: typing the profile code deletes the member; the report stays reviewed for the reporter, beside the safety record", async () => {
    const w = await reported();
    const code = (await w.t.run(async (ctx) => ctx.db.get("profiles", w.target.id)))?.profileCode ?? "";
    expect(
      await convexErrorOf(
        w.admin.mutation(api.admin.reports.act, { id: w.reportId, action: "delete", confirm: "TM000000" }),
      ),
    ).toMatchObject({
      code: "invalid",
      field: "confirm",
    });
    await w.admin.mutation(api.admin.reports.act, { id: w.reportId, action: "delete", confirm: code });
    expect(await w.t.run(async (ctx) => ctx.db.get("profiles", w.target.id))).toBeNull();
    const detail = await w.admin.query(api.admin.reports.get, { id: w.reportId });
    // The report keeps its details beside the member's safety record for a year (model/safety/records.ts).
    expect(detail).toMatchObject({ status: "deleted", reported: null, details: expect.any(String) as string });
    expect(detail?.reportedRecord).toMatchObject({
      profileCode: code,
      reasons: ["reported", "removedForCause"],
      barred: true,
    });
    expect((await w.reporter.as.query(api.safety.myReportList, page)).page[0]?.reviewedAt).toEqual(expect.any(Number));
    expect(await auditActions(w)).toEqual(expect.arrayContaining(["member.delete", "report.delete"]));
    // As `members.remove` does: the identity's deletion is queued, by this admin.
    const queued = await w.t.run(async (ctx) => await ctx.db.query("identityDeletions").collect());
    expect(queued).toEqual([
      expect.objectContaining({
        profileCode: code,
        attempts: 0,
        status: "queued",
        requestedBy: expect.stringContaining("admin") as string,
      }),
    ]);
  });

  test("one member's reports, the member record's safety lists, and the dashboard's open count", async () => {
    const w = await reported();
    const fan = await seedMember(w.t, { gender: "Male", fullName: "Fan Shortlister" });
    await fan.as.mutation(api.safety.shortlistAdd, { profileId: w.target.id });
    const byMember = await w.support.query(api.admin.reports.list, { ...page, filter: { reportedId: w.target.id } });
    expect(byMember.page.map((r) => r._id)).toEqual([w.reportId]);
    const record = await w.support.query(api.admin.members.get, { id: w.target.id });
    expect(record?.safety).toMatchObject({
      shortlistedBy: [{ fullName: "Fan Shortlister" }],
      blockedBy: [{ fullName: "Ravi Reporter" }],
      blocked: [],
      reportsAgainst: [
        { _id: w.reportId, reason: "fake_profile", status: "open", reporter: { fullName: "Ravi Reporter" } },
      ],
    });
    expect((await w.admin.query(api.admin.stats.dashboard, {})).openReports).toBe(1);
    await w.admin.mutation(api.admin.reports.act, { id: w.reportId, action: "dismiss" });
    expect((await w.admin.query(api.admin.stats.dashboard, {})).openReports).toBe(0);
  });

  test("filter by status and a member together reads only that member's reports", async () => {
    const w = await reported();
    const r = await w.admin.query(api.admin.reports.list, {
      ...page,
      filter: { status: "dismissed", reportedId: w.target.id as Id<"profiles"> },
    });
    expect(r.page).toEqual([]);
  });
});
