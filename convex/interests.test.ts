import { afterEach, describe, expect, test, vi } from "vitest";
import { en } from "@matrimony/shared/messages";
import { DAILY_INTEREST_LIMIT, INTEREST_EXPIRY_MS, WITHDRAW_WINDOW_MS } from "@matrimony/shared/rules/interests";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { RESEND_AFTER_WITHDRAWAL_MS } from "./model/limits";
import { hasAcceptedInterestBetween, interestStateBetween } from "./model/interests/interests";
import { convexErrorOf, DAY, makeT, seedConsole, seedMember, useClock, type T } from "./test.fixtures";

const HOUR = 3_600_000;
const page = { paginationOpts: { numItems: 20, cursor: null } };

async function couple(t: T = makeT()) {
  const ravi = await seedMember(t, { gender: "Male", fullName: "Ravi" });
  const sita = await seedMember(t, { gender: "Female", fullName: "Sita" });
  return { t, ravi, sita };
}

afterEach(() => {
  vi.useRealTimers();
});

async function block(t: T, blockerId: Id<"profiles">, blockedId: Id<"profiles">) {
  await t.run(async (ctx) => {
    await ctx.db.insert("blocks", { blockerId, blockedId, createdAt: Date.now() });
  });
}

describe("interests: sending", () => {
  test("a sent interest shows as sent to the sender, received (and new) to the receiver, with its message", async () => {
    const { ravi, sita } = await couple();
    await ravi.as.mutation(api.interests.send, {
      profileId: sita.id,
      template: "family",
      note: "Namaste, I liked your profile.",
    });
    expect(await ravi.as.query(api.interests.between, { profileId: sita.id })).toMatchObject({
      state: "sent",
      template: null,
    });
    const theirs = await sita.as.query(api.interests.between, { profileId: ravi.id });
    expect(theirs).toMatchObject({
      state: "received",
      template: "family",
      note: "Namaste, I liked your profile.",
      withdrawUntil: null,
    });
    expect(await sita.as.query(api.interests.newCount, {})).toBe(1);
    const received = await sita.as.query(api.interests.list, { tab: "received", ...page });
    expect(received.page.map((r) => [r.other.fullName, r.direction, r.status, r.isNew])).toEqual([
      ["Ravi", "received", "pending", true],
    ]);
    const sent = await ravi.as.query(api.interests.list, { tab: "sent", ...page });
    expect(sent.page.map((r) => [r.other.fullName, r.direction])).toEqual([["Sita", "sent"]]);
    expect(sent.page[0]?.withdrawUntil).toBeGreaterThan(Date.now());
    // The public card only: no contact data in any answer.
    expect(JSON.stringify([received, sent])).not.toMatch(/@example\.com|\+91/);
  });

  test("phone numbers, emails and links are removed from the own message on the server", async () => {
    const { ravi, sita } = await couple();
    await ravi.as.mutation(api.interests.send, {
      profileId: sita.id,
      note: "Call me on 98765 43210 or mail ravi@gmail.com, see www.example.com",
    });
    const row = (await sita.as.query(api.interests.list, { tab: "received", ...page })).page[0];
    expect(row?.note).toBe("Call me on ••• or mail •••, see •••");
  });

  test.each([
    ["to oneself", "self", "invalid", en["interest.self"]],
    ["to the same gender", "sameGender", "invalid", en["interest.sameGender"]],
    ["to a pending member", "pending", "not_found", en["error.notFound"]],
    ["to a suspended member", "suspended", "not_found", en["error.notFound"]],
    ["to an unknown id", "unknown", "not_found", en["error.notFound"]],
    ["with no message at all", "noMessage", "invalid", en["interest.messageRequired"]],
    ["with only contact details as the message", "onlyContacts", "invalid", en["interest.messageRequired"]],
    ["with a message over 300 characters", "tooLong", "invalid", en["interest.noteTooLong"]],
  ] as const)("refused %s", async (_name, kind, code, message) => {
    const { t, ravi, sita } = await couple();
    const other = await seedMember(t, { gender: "Male" });
    const pending = await seedMember(t, { gender: "Female", status: "pending" });
    const suspended = await seedMember(t, { gender: "Female", status: "suspended" });
    const args = {
      self: { profileId: ravi.id, template: "liked" },
      sameGender: { profileId: other.id, template: "liked" },
      pending: { profileId: pending.id, template: "liked" },
      suspended: { profileId: suspended.id, template: "liked" },
      unknown: { profileId: "not-an-id", template: "liked" },
      noMessage: { profileId: sita.id },
      onlyContacts: { profileId: sita.id, note: " 9876543210 ravi@gmail.com " },
      tooLong: { profileId: sita.id, note: "a".repeat(301) },
    }[kind];
    expect(await convexErrorOf(ravi.as.mutation(api.interests.send, args as never))).toMatchObject({ code, message });
  });

  test("no duplicate: a second interest while one waits is refused, either way", async () => {
    const { ravi, sita } = await couple();
    await ravi.as.mutation(api.interests.send, { profileId: sita.id, template: "liked" });
    expect(
      await convexErrorOf(ravi.as.mutation(api.interests.send, { profileId: sita.id, template: "talk" })),
    ).toMatchObject({
      code: "conflict",
      message: en["interest.alreadySent"],
    });
    expect(
      await convexErrorOf(sita.as.mutation(api.interests.send, { profileId: ravi.id, template: "talk" })),
    ).toMatchObject({
      code: "conflict",
      message: en["interest.alreadyReceived"],
    });
  });

  test(`the daily limit: ${String(DAILY_INTEREST_LIMIT)} a rolling day, withdrawn ones included; the next day frees places`, async () => {
    const advance = useClock();
    const t = makeT();
    const ravi = await seedMember(t, { gender: "Male" });
    const women = [];
    for (let i = 0; i <= DAILY_INTEREST_LIMIT; i++) women.push(await seedMember(t, { gender: "Female" }));
    for (let i = 0; i < DAILY_INTEREST_LIMIT; i++) {
      const id = await ravi.as.mutation(api.interests.send, { profileId: women[i]!.id, template: "liked" });
      if (i === 0) await ravi.as.mutation(api.interests.withdraw, { interestId: id });
      advance(60_000);
    }
    const last = women[DAILY_INTEREST_LIMIT]!;
    const refused = await convexErrorOf(
      ravi.as.mutation(api.interests.send, { profileId: last.id, template: "liked" }),
    );
    expect(refused.code).toBe("rate_limited");
    expect(refused.message).toMatch(/You have sent as many interests as allowed for today \(15\)/);
    advance(DAY);
    await ravi.as.mutation(api.interests.send, { profileId: last.id, template: "liked" });
  });

  test("blocked either way: sending is refused as if the member did not exist, and nothing shows", async () => {
    for (const direction of ["byReceiver", "bySender"] as const) {
      const { t, ravi, sita } = await couple();
      await ravi.as.mutation(api.interests.send, { profileId: sita.id, template: "liked" });
      if (direction === "byReceiver") await block(t, sita.id, ravi.id);
      else await block(t, ravi.id, sita.id);
      expect(
        await convexErrorOf(ravi.as.mutation(api.interests.send, { profileId: sita.id, template: "talk" })),
      ).toMatchObject({
        code: "not_found",
      });
      expect(await sita.as.query(api.interests.newCount, {})).toBe(0);
      expect((await sita.as.query(api.interests.list, { tab: "received", ...page })).page).toEqual([]);
      expect((await ravi.as.query(api.interests.list, { tab: "sent", ...page })).page).toEqual([]);
      expect((await sita.as.query(api.interests.between, { profileId: ravi.id })).state).toBe("none");
      const id = (await t.run(async (ctx) => await ctx.db.query("interests").first()))!._id;
      expect(
        await convexErrorOf(sita.as.mutation(api.interests.accept, { interestId: id, reply: "happy" })),
      ).toMatchObject({
        code: "not_found",
      });
      expect(await convexErrorOf(ravi.as.mutation(api.interests.withdraw, { interestId: id }))).toMatchObject({
        code: "not_found",
      });
    }
  });
});

describe("interests: answering", () => {
  test("accept: both see it in Accepted, the cards say who accepted, and the privacy rule sees it", async () => {
    const { t, ravi, sita } = await couple();
    const id = await ravi.as.mutation(api.interests.send, { profileId: sita.id, template: "liked" });
    expect(await t.run(async (ctx) => await hasAcceptedInterestBetween(ctx, ravi.id, sita.id))).toBe(false);
    await sita.as.mutation(api.interests.accept, { interestId: id, reply: "happy" });
    expect((await ravi.as.query(api.interests.between, { profileId: sita.id })).state).toBe("acceptedByThem");
    expect((await sita.as.query(api.interests.between, { profileId: ravi.id })).state).toBe("acceptedByMe");
    for (const [a, b] of [
      [ravi.id, sita.id],
      [sita.id, ravi.id],
    ] as const) {
      expect(await t.run(async (ctx) => await hasAcceptedInterestBetween(ctx, a, b))).toBe(true);
    }
    expect(await t.run(async (ctx) => await interestStateBetween(ctx, ravi.id, sita.id))).toBe("acceptedByThem");
    const accepted = await ravi.as.query(api.interests.list, { tab: "accepted", ...page });
    expect(accepted.page.map((r) => [r.other.fullName, r.direction, r.reply])).toEqual([["Sita", "sent", "happy"]]);
    expect(
      (await sita.as.query(api.interests.list, { tab: "accepted", ...page })).page.map((r) => r.direction),
    ).toEqual(["received"]);
    expect((await sita.as.query(api.interests.list, { tab: "received", ...page })).page).toEqual([]);
    expect(await sita.as.query(api.interests.newCount, {})).toBe(0);
    // Accepted is final: no new interest either way, no second answer.
    expect(
      await convexErrorOf(sita.as.mutation(api.interests.send, { profileId: ravi.id, template: "liked" })),
    ).toMatchObject({
      message: en["interest.alreadyAccepted"],
    });
    expect(
      await convexErrorOf(sita.as.mutation(api.interests.decline, { interestId: id, reply: "notMatch" })),
    ).toMatchObject({
      code: "conflict",
      message: en["interest.notPending"],
    });
  });

  test("decline: the sender may not send again; the one who declined may send later", async () => {
    const { ravi, sita } = await couple();
    const id = await ravi.as.mutation(api.interests.send, { profileId: sita.id, template: "liked" });
    await sita.as.mutation(api.interests.decline, { interestId: id, reply: "elsewhere" });
    expect((await ravi.as.query(api.interests.between, { profileId: sita.id })).state).toBe("declinedByThem");
    expect((await sita.as.query(api.interests.between, { profileId: ravi.id })).state).toBe("declinedByMe");
    expect((await ravi.as.query(api.interests.list, { tab: "declined", ...page })).page.map((r) => r.reply)).toEqual([
      "elsewhere",
    ]);
    expect(
      await convexErrorOf(ravi.as.mutation(api.interests.send, { profileId: sita.id, template: "talk" })),
    ).toMatchObject({
      code: "conflict",
      message: en["interest.declinedBefore"],
    });
    await sita.as.mutation(api.interests.send, { profileId: ravi.id, template: "talk" });
    expect((await ravi.as.query(api.interests.between, { profileId: sita.id })).state).toBe("received");
  });

  test("only the receiver answers, only the sender withdraws", async () => {
    const { t, ravi, sita } = await couple();
    const other = await seedMember(t, { gender: "Female" });
    const id = await ravi.as.mutation(api.interests.send, { profileId: sita.id, template: "liked" });
    for (const call of [
      ravi.as.mutation(api.interests.accept, { interestId: id, reply: "happy" }),
      other.as.mutation(api.interests.decline, { interestId: id, reply: "notMatch" }),
      sita.as.mutation(api.interests.withdraw, { interestId: id }),
      ravi.as.mutation(api.interests.accept, { interestId: "junk", reply: "happy" }),
    ]) {
      expect(await convexErrorOf(call)).toMatchObject({ code: "not_found", message: en["error.notFound"] });
    }
  });

  test("withdraw: within 24 hours it disappears for the receiver; after that it is refused", async () => {
    const advance = useClock();
    const { ravi, sita } = await couple();
    const id = await ravi.as.mutation(api.interests.send, { profileId: sita.id, template: "liked" });
    advance(WITHDRAW_WINDOW_MS - HOUR);
    await ravi.as.mutation(api.interests.withdraw, { interestId: id });
    expect((await sita.as.query(api.interests.list, { tab: "received", ...page })).page).toEqual([]);
    expect(await sita.as.query(api.interests.newCount, {})).toBe(0);
    expect((await ravi.as.query(api.interests.between, { profileId: sita.id })).state).toBe("none");
    // Sending again to her is refused for 30 days after the withdrawal, then allowed.
    for (const wait of [0, RESEND_AFTER_WITHDRAWAL_MS - HOUR]) {
      advance(wait);
      expect(
        await convexErrorOf(ravi.as.mutation(api.interests.send, { profileId: sita.id, template: "talk" })),
      ).toMatchObject({
        code: "conflict",
        message: en["interest.withdrawnRecently"],
      });
    }
    expect(await sita.as.query(api.interests.newCount, {})).toBe(0);
    advance(HOUR);
    const again = await ravi.as.mutation(api.interests.send, { profileId: sita.id, template: "talk" });
    advance(WITHDRAW_WINDOW_MS);
    expect((await ravi.as.query(api.interests.between, { profileId: sita.id })).withdrawUntil).toBeNull();
    expect(await convexErrorOf(ravi.as.mutation(api.interests.withdraw, { interestId: again }))).toMatchObject({
      code: "conflict",
      message: en["interest.withdrawWindow"],
    });
  });
});

describe("interests: expiry and the new count", () => {
  test("unanswered for 30 days: expired on read, cannot be answered, the sender may send again; the sweep records it", async () => {
    const advance = useClock();
    const { t, ravi, sita } = await couple();
    const id = await ravi.as.mutation(api.interests.send, { profileId: sita.id, template: "liked" });
    advance(INTEREST_EXPIRY_MS - HOUR);
    expect((await sita.as.query(api.interests.between, { profileId: ravi.id })).state).toBe("received");
    advance(HOUR);
    expect((await sita.as.query(api.interests.between, { profileId: ravi.id })).state).toBe("none");
    expect((await sita.as.query(api.interests.list, { tab: "received", ...page })).page).toEqual([]);
    expect(await sita.as.query(api.interests.newCount, {})).toBe(0);
    expect(
      await convexErrorOf(sita.as.mutation(api.interests.accept, { interestId: id, reply: "happy" })),
    ).toMatchObject({
      message: en["interest.notPending"],
    });
    expect(await t.mutation(internal.interests.expireUnanswered, {})).toBe(1);
    expect(await t.run(async (ctx) => (await ctx.db.get("interests", id))?.status)).toBe("expired");
    expect(await t.mutation(internal.interests.expireUnanswered, {})).toBe(0);
    await ravi.as.mutation(api.interests.send, { profileId: sita.id, template: "talk" });
    expect((await sita.as.query(api.interests.between, { profileId: ravi.id })).state).toBe("received");
  });

  test("the new count clears when the receiver opens Received; a pending member always has 0", async () => {
    const { t, ravi, sita } = await couple();
    const arjun = await seedMember(t, { gender: "Male" });
    const pending = await seedMember(t, { gender: "Female", status: "pending" });
    await ravi.as.mutation(api.interests.send, { profileId: sita.id, template: "liked" });
    await arjun.as.mutation(api.interests.send, { profileId: sita.id, template: "talk" });
    expect(await sita.as.query(api.interests.newCount, {})).toBe(2);
    await sita.as.mutation(api.interests.markSeen, {});
    expect(await sita.as.query(api.interests.newCount, {})).toBe(0);
    const rows = (await sita.as.query(api.interests.list, { tab: "received", ...page })).page;
    expect(rows.map((r) => r.isNew)).toEqual([false, false]);
    expect(await pending.as.query(api.interests.newCount, {})).toBe(0);
  });

  test("Accepted merges both directions newest answer first, and pages", async () => {
    const advance = useClock();
    const t = makeT();
    const ravi = await seedMember(t, { gender: "Male", fullName: "Ravi" });
    const names = ["A", "B", "C", "D"];
    const women = [];
    for (const name of names) women.push(await seedMember(t, { gender: "Female", fullName: name }));
    // Ravi sends to A and C; B and D send to Ravi; answers come in the order A, B, C, D.
    const ids: Id<"interests">[] = [];
    for (const [i, w] of women.entries()) {
      ids.push(
        i % 2 === 0
          ? await ravi.as.mutation(api.interests.send, { profileId: w.id, template: "liked" })
          : await w.as.mutation(api.interests.send, { profileId: ravi.id, template: "liked" }),
      );
      advance(1000);
    }
    for (const [i, w] of women.entries()) {
      if (i % 2 === 0) await w.as.mutation(api.interests.accept, { interestId: ids[i]!, reply: "family" });
      else await ravi.as.mutation(api.interests.accept, { interestId: ids[i]!, reply: "happy" });
      advance(1000);
    }
    const first = await ravi.as.query(api.interests.list, {
      tab: "accepted",
      paginationOpts: { numItems: 3, cursor: null },
    });
    expect(first.page.map((r) => r.other.fullName)).toEqual(["D", "C", "B"]);
    expect(first.isDone).toBe(false);
    const second = await ravi.as.query(api.interests.list, {
      tab: "accepted",
      paginationOpts: { numItems: 3, cursor: first.continueCursor },
    });
    expect(second.page.map((r) => r.other.fullName)).toEqual(["A"]);
  });

  test("a deleted member's interests go with their account", async () => {
    const { t, ravi, sita } = await couple();
    await ravi.as.mutation(api.interests.send, { profileId: sita.id, template: "liked" });
    await ravi.as.mutation(api.members.deleteMyAccount, { confirm: true });
    expect(await t.run(async (ctx) => await ctx.db.query("interests").collect())).toEqual([]);
    expect(await sita.as.query(api.interests.newCount, {})).toBe(0);
  });
});

describe("interests: the console's member record", () => {
  test("staff see interests sent and received with their status, message and reply; expired ones read as expired", async () => {
    const advance = useClock();
    const { t, ravi, sita } = await couple();
    const { support } = await seedConsole(t);
    const arjun = await seedMember(t, { gender: "Male", fullName: "Arjun" });
    const id = await ravi.as.mutation(api.interests.send, {
      profileId: sita.id,
      template: "liked",
      note: "From Guntur",
    });
    await sita.as.mutation(api.interests.accept, { interestId: id, reply: "happy" });
    await arjun.as.mutation(api.interests.send, { profileId: sita.id, template: "talk" });
    advance(INTEREST_EXPIRY_MS);
    const record = await support.query(api.admin.members.get, { id: sita.id });
    expect(record?.interests.sent).toEqual([]);
    expect(record?.interests.received.map((e) => [e.other.fullName, e.status, e.template, e.note, e.reply])).toEqual([
      ["Arjun", "expired", "talk", null, null],
      ["Ravi", "accepted", "liked", "From Guntur", "happy"],
    ]);
    const his = await support.query(api.admin.members.get, { id: ravi.id });
    expect(his?.interests.sent.map((e) => [e.other.fullName, e.status])).toEqual([["Sita", "accepted"]]);
  });
});
