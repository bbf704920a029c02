import { describe, expect, test } from "vitest";
import { en } from "@matrimony/shared/messages";
import { REPORT_REASONS } from "@matrimony/shared/rules/safety";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { sanitiseDetails } from "./model/safety/reports";
import { convexErrorOf, DAY, makeT, seedMember, type Caller, type T } from "./test.fixtures";

const page = { paginationOpts: { numItems: 50, cursor: null } };

/** A man and a woman who match each other (test.fixtures' default preferences), both approved. */
async function pair(t: T = makeT()) {
  const a = await seedMember(t, { gender: "Male", fullName: "Arjun A" });
  const b = await seedMember(t, { gender: "Female", fullName: "Bhavani B", premiumUntil: Date.now() + 30 * DAY });
  return { t, a, b };
}

async function matchIds(caller: Caller): Promise<Id<"profiles">[]> {
  return (await caller.query(api.matches.list, page)).page.map((c) => c._id);
}

/** Every read path a member can find another member on, as seen by `viewer` looking for `target`. */
async function findsAnywhere(viewer: Caller, target: Id<"profiles">): Promise<Record<string, boolean>> {
  const inMatches = (await matchIds(viewer)).includes(target);
  const recent = (await viewer.query(api.views.recent, {})).some((c) => c._id === target);
  const page = await viewer.query(api.members.get, { profileId: target });
  const shortlisted = (
    await viewer.query(api.safety.shortlist, { paginationOpts: { numItems: 50, cursor: null } })
  ).page.some((row) => row.profileId === target && row.card !== null);
  const viewedMe = (
    await viewer.query(api.viewers.viewedMe, { paginationOpts: { numItems: 50, cursor: null } })
  ).page.some((c) => c._id === target);
  const sawMyNumber = (
    await viewer.query(api.viewers.sawMyNumber, { paginationOpts: { numItems: 50, cursor: null } })
  ).page.some((c) => c._id === target);
  let interests = false;
  for (const tab of ["received", "sent"] as const) {
    const rows = (await viewer.query(api.interests.list, { tab, paginationOpts: { numItems: 50, cursor: null } })).page;
    interests ||= rows.some((r) => r.other._id === target);
  }
  return { inMatches, recent, page: page !== null, shortlisted, viewedMe, interests, sawMyNumber };
}

describe("block, both directions, on every read path", () => {
  // Matches, member page, recently viewed, shortlist (15C); who viewed me, who saw my number (15B);
  // interests (15A): each path is checked here from both sides, before and after the block.
  test.each([
    ["A blocks B", "a"],
    ["B blocks A", "b"],
  ] as const)("%s: neither finds the other, the page says not available, reveals are refused", async (_name, who) => {
    const { a, b } = await pair();
    // Before: each sees the other everywhere (opened the page, shortlisted).
    for (const [viewer, target] of [
      [a, b],
      [b, a],
    ] as const) {
      await viewer.as.mutation(api.views.record, { profileId: target.id });
      await viewer.as.mutation(api.safety.shortlistAdd, { profileId: target.id });
    }
    // A sends B an interest; B (Premium) saw A's number.
    await a.as.mutation(api.interests.send, { profileId: b.id, template: "liked" });
    await b.as.mutation(api.members.revealContact, { profileId: a.id });
    expect(await findsAnywhere(a.as, b.id)).toEqual({
      inMatches: true,
      recent: true,
      page: true,
      shortlisted: true,
      viewedMe: true,
      interests: true,
      sawMyNumber: true,
    });
    expect(await findsAnywhere(b.as, a.id)).toEqual({
      inMatches: true,
      recent: true,
      page: true,
      shortlisted: true,
      viewedMe: true,
      interests: true,
      sawMyNumber: false,
    });
    const [blocker, blocked] = who === "a" ? [a, b] : [b, a];
    await blocker.as.mutation(api.safety.block, { profileId: blocked.id });
    for (const [viewer, target] of [
      [a, b],
      [b, a],
    ] as const) {
      expect(await findsAnywhere(viewer.as, target.id)).toEqual({
        inMatches: false,
        recent: false,
        page: false,
        shortlisted: false,
        viewedMe: false,
        interests: false,
        sawMyNumber: false,
      });
      // Opening the page again is answered like a missing profile ("not available").
      expect(await convexErrorOf(viewer.as.mutation(api.views.record, { profileId: target.id }))).toMatchObject({
        code: "not_found",
      });
      expect(await convexErrorOf(viewer.as.mutation(api.safety.shortlistAdd, { profileId: target.id }))).toMatchObject({
        code: "not_found",
      });
    }
    // B is Premium: her reveal of A's number is refused while blocked, either way.
    expect(await convexErrorOf(b.as.mutation(api.members.revealContact, { profileId: a.id }))).toMatchObject({
      code: "not_found",
    });
  });

  test("the blocker lists and undoes their block; the blocked member never learns of it", async () => {
    const { a, b } = await pair();
    await a.as.mutation(api.views.record, { profileId: b.id });
    await a.as.mutation(api.safety.block, { profileId: b.id });
    const mine = await a.as.query(api.safety.blocked, page);
    expect(mine.page.map((r) => [r.profileId, r.fullName])).toEqual([[b.id, "Bhavani B"]]);
    expect((await b.as.query(api.safety.blocked, page)).page).toEqual([]);
    // B cannot undo A's block.
    await b.as.mutation(api.safety.unblock, { profileId: a.id });
    expect(await matchIds(b.as)).not.toContain(a.id);
    await a.as.mutation(api.safety.unblock, { profileId: b.id });
    expect(await matchIds(a.as)).toContain(b.id);
    expect(await matchIds(b.as)).toContain(a.id);
    expect(await a.as.query(api.members.get, { profileId: b.id })).not.toBeNull();
  });

  test("blocking oneself or an unknown id is refused with a message", async () => {
    const { t, a } = await pair();
    expect(await convexErrorOf(a.as.mutation(api.safety.block, { profileId: a.id }))).toEqual({
      code: "invalid",
      message: en["safety.self"],
    });
    const gone = await seedMember(t, { gender: "Female" });
    await t.run(async (ctx) => ctx.db.delete("profiles", gone.id));
    expect(await convexErrorOf(a.as.mutation(api.safety.block, { profileId: gone.id }))).toMatchObject({
      code: "not_found",
    });
    expect(await convexErrorOf(a.as.mutation(api.safety.block, { profileId: "nonsense" }))).toMatchObject({
      code: "not_found",
    });
  });

  test("blocks are rate limited (30 at once)", async () => {
    const t = makeT();
    const a = await seedMember(t, { gender: "Male" });
    const others = [];
    for (let i = 0; i < 31; i++) others.push(await seedMember(t, { gender: "Female" }));
    for (const o of others.slice(0, 30)) await a.as.mutation(api.safety.block, { profileId: o.id });
    const last = others[30];
    if (last === undefined) throw new Error("seed");
    expect(await convexErrorOf(a.as.mutation(api.safety.block, { profileId: last.id }))).toMatchObject({
      code: "rate_limited",
    });
  });
});

describe("not interested", () => {
  test("hides a profile from my matches only, listed, and undone", async () => {
    const { a, b } = await pair();
    await a.as.mutation(api.safety.hide, { profileId: b.id });
    await a.as.mutation(api.safety.hide, { profileId: b.id }); // twice is once
    expect(await matchIds(a.as)).not.toContain(b.id);
    // Not a block: B still sees A, and A may still open B's page.
    expect(await matchIds(b.as)).toContain(a.id);
    expect(await a.as.query(api.safety.relation, { profileId: b.id })).toEqual({ shortlisted: false, hidden: true });
    const hidden = await a.as.query(api.safety.hidden, page);
    expect(hidden.page.map((r) => [r.profileId, r.card?.fullName])).toEqual([[b.id, "Bhavani B"]]);
    await a.as.mutation(api.safety.unhide, { profileId: b.id });
    expect(await matchIds(a.as)).toContain(b.id);
    expect((await a.as.query(api.safety.hidden, page)).page).toEqual([]);
  });
});

describe("matches with exclusions", () => {
  /** Matches the viewer sees through every page, in order. */
  async function allMatches(caller: Caller, numItems: number): Promise<{ ids: Id<"profiles">[]; pageSizes: number[] }> {
    const ids: Id<"profiles">[] = [];
    const pageSizes: number[] = [];
    let cursor: string | null = null;
    for (;;) {
      // Pages past the first answer only once opened (the matchPages limit), as the app's "load more" does.
      if (cursor !== null) await caller.mutation(api.matches.openPage, { cursor });
      const r: { page: { _id: Id<"profiles"> }[]; isDone: boolean; continueCursor: string } = await caller.query(
        api.matches.list,
        {
          paginationOpts: { numItems, cursor },
        },
      );
      ids.push(...r.page.map((c) => c._id));
      pageSizes.push(r.page.length);
      if (r.isDone) break;
      cursor = r.continueCursor;
    }
    return { ids, pageSizes };
  }

  test("without blocks or hidden profiles, matches are exactly the rule's (same ids, order and page sizes as before)", async () => {
    const t = makeT();
    const viewer = await seedMember(t, { gender: "Male", partnerPreferenceType: "India", partnerstate: "Telangana" });
    const expected: Id<"profiles">[] = [];
    for (let i = 0; i < 30; i++) {
      // Every third one fails the rule (other state); the rest match.
      const fits = i % 3 !== 0;
      const m = await seedMember(t, {
        gender: "Female",
        partnerPreferenceType: "India",
        state: fits ? "Telangana" : "Andhra Pradesh",
        createdAt: 2_000_000 + i,
      });
      if (fits) expected.unshift(m.id);
    }
    // Rows that do not involve the viewer change nothing.
    const x = await seedMember(t, { gender: "Male" });
    await x.as.mutation(api.safety.block, { profileId: expected[0] as string });
    await x.as.mutation(api.safety.hide, { profileId: expected[1] as string });
    const { ids, pageSizes } = await allMatches(viewer.as, 7);
    expect(ids).toEqual(expected);
    expect(pageSizes).toEqual([7, 7, 6]);
  });

  test("excluded profiles are left out while pages stay full, neither dropping nor repeating others", async () => {
    const t = makeT();
    const viewer = await seedMember(t, { gender: "Male" });
    const all: Id<"profiles">[] = [];
    for (let i = 0; i < 40; i++) all.unshift((await seedMember(t, { gender: "Female", createdAt: 3_000_000 + i })).id);
    // Hide the newest 6 and block 4 more (two each way) among the first page's rows.
    const hidden = all.slice(0, 6);
    for (const id of hidden) await viewer.as.mutation(api.safety.hide, { profileId: id });
    const blockedByMe = all.slice(6, 8);
    for (const id of blockedByMe) await viewer.as.mutation(api.safety.block, { profileId: id });
    const blockingMe = all.slice(8, 10);
    await t.run(async (ctx) => {
      for (const id of blockingMe)
        await ctx.db.insert("blocks", { blockerId: id, blockedId: viewer.id, createdAt: Date.now() });
    });
    const excluded = new Set([...hidden, ...blockedByMe, ...blockingMe]);
    const first = await viewer.as.query(api.matches.list, { paginationOpts: { numItems: 10, cursor: null } });
    expect(first.page).toHaveLength(10);
    const { ids } = await allMatches(viewer.as, 10);
    expect(ids).toEqual(all.filter((id) => !excluded.has(id)));
  });
});

describe("shortlist", () => {
  test("add from a card, list newest first, ids for the buttons, remove; a suspended profile shows as unavailable", async () => {
    const t = makeT();
    const a = await seedMember(t, { gender: "Male" });
    const b = await seedMember(t, { gender: "Female", fullName: "Bhavani B" });
    const c = await seedMember(t, { gender: "Female", fullName: "Chandana C" });
    await a.as.mutation(api.safety.shortlistAdd, { profileId: b.id });
    await a.as.mutation(api.safety.shortlistAdd, { profileId: c.id });
    await a.as.mutation(api.safety.shortlistAdd, { profileId: c.id });
    expect((await a.as.query(api.safety.shortlist, page)).page.map((r) => r.card?.fullName)).toEqual([
      "Chandana C",
      "Bhavani B",
    ]);
    expect(new Set(await a.as.query(api.safety.shortlistedIdList, {}))).toEqual(new Set([b.id, c.id]));
    await t.run(async (ctx) => ctx.db.patch("profiles", c.id, { status: "suspended" }));
    const rows = (await a.as.query(api.safety.shortlist, page)).page;
    expect(rows.map((r) => [r.profileId, r.card === null])).toEqual([
      [c.id, true],
      [b.id, false],
    ]);
    await a.as.mutation(api.safety.shortlistRemove, { profileId: c.id });
    expect((await a.as.query(api.safety.shortlist, page)).page.map((r) => r.profileId)).toEqual([b.id]);
    expect(await convexErrorOf(a.as.mutation(api.safety.shortlistAdd, { profileId: a.id }))).toEqual({
      code: "invalid",
      message: en["safety.self"],
    });
  });

  test("pages are capped at 50 rows whatever the client asks", async () => {
    const { a } = await pair();
    const r = await a.as.query(api.safety.shortlist, { paginationOpts: { numItems: 100000, cursor: null } });
    expect(r.page.length).toBeLessThanOrEqual(50);
  });
});

describe("report", () => {
  test.each(REPORT_REASONS.map((r) => [r]))(
    "reason %s: filed, blocks both ways, listed for the reporter as under review, audited",
    async (reason) => {
      const { t, a, b } = await pair();
      const id = await a.as.mutation(api.safety.report, {
        profileId: b.id,
        reason,
        details: "  Asked for ₹50,000\u200B before meeting.\r\n\n\n\nTwice. ",
      });
      const row = await t.run(async (ctx) => ctx.db.get("reports", id));
      expect(row).toMatchObject({
        reporterId: a.id,
        reportedId: b.id,
        reason,
        status: "open",
        details: "Asked for ₹50,000 before meeting.\n\nTwice.",
      });
      expect(await matchIds(a.as)).not.toContain(b.id);
      expect(await matchIds(b.as)).not.toContain(a.id);
      const mine = await a.as.query(api.safety.myReportList, page);
      expect(mine.page).toEqual([
        { _id: id, reason, createdAt: row?.createdAt, reviewedAt: null, reportedName: "Bhavani B" },
      ]);
      // The reported member never sees the report.
      expect((await b.as.query(api.safety.myReportList, page)).page).toEqual([]);
      const audit = await t.run(async (ctx) => ctx.db.query("auditLog").collect());
      expect(audit.map((e) => e.action)).toContain("report.file");
    },
  );

  test("a second open report on the same member is refused; details over 1000 characters are refused", async () => {
    const { a, b } = await pair();
    expect(
      await convexErrorOf(
        a.as.mutation(api.safety.report, { profileId: b.id, reason: "other", details: "x".repeat(1001) }),
      ),
    ).toEqual({
      code: "invalid",
      message: en["safety.detailsTooLong"],
      field: "details",
    });
    await a.as.mutation(api.safety.report, { profileId: b.id, reason: "other" });
    expect(await convexErrorOf(a.as.mutation(api.safety.report, { profileId: b.id, reason: "fake_profile" }))).toEqual({
      code: "conflict",
      message: en["safety.alreadyReported"],
    });
  });

  test("reports are rate limited: the 6th at once is refused with when to retry", async () => {
    const t = makeT();
    const a = await seedMember(t, { gender: "Male" });
    for (let i = 0; i < 5; i++) {
      const o = await seedMember(t, { gender: "Female" });
      await a.as.mutation(api.safety.report, { profileId: o.id, reason: "fake_profile" });
    }
    const sixth = await seedMember(t, { gender: "Female" });
    expect(
      await convexErrorOf(a.as.mutation(api.safety.report, { profileId: sixth.id, reason: "fake_profile" })),
    ).toMatchObject({ code: "rate_limited" });
  });

  test("an unknown reason is refused by the validator", async () => {
    const { a, b } = await pair();
    await expect(a.as.mutation(api.safety.report, { profileId: b.id, reason: "spam" as "other" })).rejects.toThrow(
      /Validator|validator/,
    );
  });
});

describe("sanitiseDetails", () => {
  test.each([
    [undefined, undefined],
    ["   ", undefined],
    ["a\r\nb", "a\nb"],
    ["\u200Bpadded\uFEFF", "padded"],
    ["one\n\n\n\ntwo", "one\n\ntwo"],
    ["e\u0301", "é"],
    // ZWNJ inside Telugu stays: it chooses the conjunct form.
    ["పెళ్\u200Cళి", "పెళ్\u200Cళి"],
  ])("%j → %j", (input, expected) => {
    expect(sanitiseDetails(input)).toBe(expected);
  });

  test.each([["x\u0000y"], ["abc\u202Eexe.jpg"]])(
    "hidden characters in %j are refused with the forms' message",
    async (input) => {
      expect(await convexErrorOf(Promise.resolve().then(() => sanitiseDetails(input)))).toEqual({
        code: "invalid",
        message: en["validation.hiddenCharacters"],
        field: "details",
      });
    },
  );
});

describe("account deletion purges the safety rows", () => {
  test("a deleted member's shortlists and blocks go; a report against them stays open for staff (safety record)", async () => {
    const { t, a, b } = await pair();
    await a.as.mutation(api.safety.shortlistAdd, { profileId: b.id });
    await b.as.mutation(api.safety.hide, { profileId: a.id });
    const reportId = await a.as.mutation(api.safety.report, {
      profileId: b.id,
      reason: "fake_profile",
      details: "about B",
    });
    await b.as.mutation(api.members.deleteMyAccount, { confirm: true });
    const left = await t.run(async (ctx) => ({
      shortlists: await ctx.db.query("shortlists").collect(),
      hidden: await ctx.db.query("hiddenProfiles").collect(),
      blocks: await ctx.db.query("blocks").collect(),
      report: await ctx.db.get("reports", reportId),
    }));
    expect(left.shortlists).toEqual([]);
    expect(left.hidden).toEqual([]);
    expect(left.blocks).toEqual([]);
    // Deleting the account no longer closes the report or wipes it: staff still review it (model/safety/records.ts).
    expect(left.report).toMatchObject({ status: "open", reportedId: b.id, details: "about B" });
    const mine = await a.as.query(api.safety.myReportList, page);
    expect(mine.page[0]).toMatchObject({ _id: reportId, reportedName: null, reviewedAt: null });
  });
});

describe("notices", () => {
  test("a warning shows until its member acknowledges it; nobody else can", async () => {
    const { t, a, b } = await pair();
    const noticeId = await t.run(async (ctx) =>
      ctx.db.insert("memberNotices", { profileId: b.id, reason: "asked_for_money", createdAt: Date.now() }),
    );
    expect(await b.as.query(api.safety.notices, {})).toEqual([
      { _id: noticeId, reason: "asked_for_money", createdAt: expect.any(Number) as number },
    ]);
    expect(await a.as.query(api.safety.notices, {})).toEqual([]);
    expect(await convexErrorOf(a.as.mutation(api.safety.acknowledge, { noticeId }))).toEqual({
      code: "not_found",
      message: en["safety.noticeNotFound"],
    });
    await b.as.mutation(api.safety.acknowledge, { noticeId });
    expect(await b.as.query(api.safety.notices, {})).toEqual([]);
  });
});
