import type { FunctionArgs } from "convex/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { en } from "@matrimony/shared/messages";
import { DAY_MS, PREMIUM_VALIDITY_DAYS } from "@matrimony/shared/rules/premium";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { istDayStart } from "../model/admin/offline";
import { convexErrorOf, seedConsole, seedMember } from "../test.fixtures";
import { seedPaidPayment } from "../test.payments";

/** 14 Mar 2026, 12:00 in India: a fixed "now", so the arithmetic below is exact. */
const NOW = Date.UTC(2026, 2, 14, 6, 30);
const YEAR = PREMIUM_VALIDITY_DAYS * DAY_MS;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

type OfflineArgs = FunctionArgs<typeof api.admin.payments.recordOffline>;
type PaymentFilter = NonNullable<FunctionArgs<typeof api.admin.payments.list>["filter"]>;

const offline = (profileId: Id<"profiles">, overrides: Partial<OfflineArgs> = {}): OfflineArgs => ({
  profileId,
  amountPaise: 117882,
  reference: "UPI-4512",
  paidOn: NOW - DAY_MS,
  method: "upi" as const,
  ...overrides,
});

describe("offline payment: Premium arithmetic", () => {
  test.each([
    ["a member who never had Premium: 365 days from the payment", undefined, NOW - 2 * DAY_MS, NOW - 2 * DAY_MS + YEAR],
    [
      "a Premium member: 365 days added to the current expiry",
      NOW + 40 * DAY_MS,
      NOW - DAY_MS,
      NOW + 40 * DAY_MS + YEAR,
    ],
    ["a member whose Premium ended: 365 days from the payment", NOW - 10 * DAY_MS, NOW - DAY_MS, NOW - DAY_MS + YEAR],
    [
      "Premium that ended after a late-recorded payment: from that expiry",
      NOW - DAY_MS,
      NOW - 5 * DAY_MS,
      NOW - DAY_MS + YEAR,
    ],
  ])("%s", async (_name, premiumUntil, paidOn, expected) => {
    const { t, support, supportEmail } = await seedConsole();
    const member = await seedMember(t, { premiumUntil });
    const result = await support.mutation(api.admin.payments.recordOffline, offline(member.id, { paidOn }));
    expect(result.premiumUntil).toBe(expected);
    const me = await member.as.query(api.members.me, {});
    expect(me?.membership).toEqual({ plan: expected > NOW ? "Premium" : "Free", premiumUntil: expected });
    const row = await t.run(async (ctx) => await ctx.db.get("payments", result._id));
    expect(row).toMatchObject({
      profileId: member.id,
      provider: "offline",
      status: "paid",
      amountPaise: 117882,
      currency: "INR",
      paidAt: paidOn,
      premiumUntil: expected,
      recordedBy: supportEmail,
      method: "upi",
      reference: "UPI-4512",
      createdAt: NOW,
    });
  });

  test("a calendar date means the start of that day in India, in either spelling", async () => {
    const start = Date.UTC(2026, 2, 10) - 330 * 60_000;
    expect(istDayStart("2026-03-10")).toBe(start);
    expect(istDayStart("10/03/2026")).toBe(start);
    expect(istDayStart("31/02/2026")).toBeNull();
    const { t, admin } = await seedConsole();
    const member = await seedMember(t);
    const result = await admin.mutation(api.admin.payments.recordOffline, offline(member.id, { paidOn: "10/03/2026" }));
    expect(result.premiumUntil).toBe(start + YEAR);
    // Today counts (its start is past); tomorrow does not.
    await admin.mutation(
      api.admin.payments.recordOffline,
      offline(member.id, { paidOn: "2026-03-14", reference: "CASH-2" }),
    );
  });

  test.each([
    ["tomorrow's date", { paidOn: "15/03/2026" }, "console.paidOnFuture", "paidOn"],
    ["an instant an hour ahead", { paidOn: NOW + 3_600_000 }, "console.paidOnFuture", "paidOn"],
    ["a date over a year ago", { paidOn: NOW - 366 * DAY_MS }, "console.paidOnTooOld", "paidOn"],
    ["a date that does not exist", { paidOn: "30/02/2026" }, "console.paidOnInvalid", "paidOn"],
    ["text that is no date", { paidOn: "yesterday" }, "console.paidOnInvalid", "paidOn"],
    ["nothing paid", { amountPaise: 0 }, "console.amountInvalid", "amountPaise"],
    ["under a rupee", { amountPaise: 99 }, "console.amountInvalid", "amountPaise"],
    ["over ₹50,000", { amountPaise: 5_000_001 }, "console.amountInvalid", "amountPaise"],
    ["a fraction of a paisa", { amountPaise: 117882.5 }, "console.amountInvalid", "amountPaise"],
    ["no reference", { reference: "  " }, "console.referenceRequired", "reference"],
    ["a very long reference", { reference: "R".repeat(101) }, "console.referenceTooLong", "reference"],
  ] as const)("refuses %s", async (_name, overrides, key, field) => {
    const { t, support } = await seedConsole();
    const member = await seedMember(t);
    const error = await convexErrorOf(
      support.mutation(api.admin.payments.recordOffline, offline(member.id, overrides)),
    );
    expect(error).toEqual({ code: "invalid", message: en[key], field });
    expect((await member.as.query(api.members.me, {}))?.membership.plan).toBe("Free");
    expect(await t.run(async (ctx) => await ctx.db.query("payments").collect())).toEqual([]);
  });

  test("the same reference twice for a member is refused (a double click, two agents on one call)", async () => {
    const { t, support, admin } = await seedConsole();
    const member = await seedMember(t);
    await support.mutation(api.admin.payments.recordOffline, offline(member.id));
    expect(
      await convexErrorOf(
        admin.mutation(api.admin.payments.recordOffline, offline(member.id, { reference: " upi-4512 " })),
      ),
    ).toEqual({
      code: "conflict",
      message: en["console.duplicateReference"],
      field: "reference",
    });
  });

  test("is audited with the amount, method, reference and new expiry", async () => {
    const { t, support, supportEmail } = await seedConsole();
    const member = await seedMember(t);
    await support.mutation(api.admin.payments.recordOffline, offline(member.id));
    const log = await t.run(
      async (ctx) =>
        await ctx.db
          .query("auditLog")
          .withIndex("by_target_and_at", (q) => q.eq("target", member.code))
          .collect(),
    );
    expect(log).toEqual([
      expect.objectContaining({
        actor: supportEmail,
        action: "payment.recordOffline",
        details: expect.stringMatching(
          /^117882 paise by upi, ref UPI-4512, paid 2026-03-13T06:30:00\.000Z; Premium until 2027-03-13T06:30:00\.000Z$/,
        ),
      }),
    ]);
  });
});

describe("payment list and page", () => {
  async function seedPayments() {
    const { t, support, admin } = await seedConsole();
    const asha = await seedMember(t, { fullName: "Asha" });
    const ravi = await seedMember(t, { fullName: "Ravi", gender: "Male" });
    const ids = {
      ashaPaid: await seedPaidPayment(t, asha.id, { createdAt: NOW - 5 * DAY_MS, paidAt: NOW - 5 * DAY_MS }),
      raviFailed: await seedPaidPayment(t, ravi.id, {
        status: "failed",
        paidAt: undefined,
        premiumUntil: undefined,
        createdAt: NOW - 4 * DAY_MS,
      }),
      raviPaid: await seedPaidPayment(t, ravi.id, { createdAt: NOW - 3 * DAY_MS, paidAt: NOW - 3 * DAY_MS }),
      offline: await seedPaidPayment(t, asha.id, {
        provider: "offline",
        createdAt: NOW - 2 * DAY_MS,
        paidAt: NOW - 9 * DAY_MS,
        reference: "CHQ-1",
      }),
      orphan: await seedPaidPayment(t, undefined, { createdAt: NOW - DAY_MS, paidAt: NOW - DAY_MS }),
    };
    return { t, support, admin, asha, ravi, ids };
  }
  const page = { numItems: 20, cursor: null };

  test.each([
    ["everything, newest first", {}, undefined, ["orphan", "offline", "raviPaid", "raviFailed", "ashaPaid"]],
    ["by status", { status: "failed" }, undefined, ["raviFailed"]],
    ["by provider", { provider: "offline" }, undefined, ["offline"]],
    ["by member", { profileIdOf: "ravi" }, undefined, ["raviPaid", "raviFailed"]],
    ["by member and status", { profileIdOf: "ravi", status: "paid" }, undefined, ["raviPaid"]],
    ["by status and provider", { status: "paid", provider: "razorpay" }, undefined, ["orphan", "raviPaid", "ashaPaid"]],
    [
      "by creation dates",
      { createdFrom: NOW - 4.5 * DAY_MS, createdTo: NOW - 2.5 * DAY_MS },
      undefined,
      ["raviPaid", "raviFailed"],
    ],
    [
      "paid ones by payment date",
      { status: "paid" },
      { field: "paidAt", order: "asc" },
      ["offline", "ashaPaid", "raviPaid", "orphan"],
    ],
    [
      "oldest first",
      { provider: "razorpay" },
      { field: "createdAt", order: "asc" },
      ["ashaPaid", "raviFailed", "raviPaid", "orphan"],
    ],
  ] as const)("lists %s", async (_name, rawFilter, sort, expected) => {
    const w = await seedPayments();
    const { profileIdOf, ...rest }: Omit<PaymentFilter, "profileId"> & { profileIdOf?: "ravi" } = rawFilter;
    const filter: PaymentFilter = { ...rest, ...(profileIdOf ? { profileId: w[profileIdOf].id } : {}) };
    const result = await w.support.query(api.admin.payments.list, {
      paginationOpts: page,
      filter,
      ...(sort ? { sort } : {}),
    });
    expect(result.page.map((r) => r._id)).toEqual(expected.map((k) => w.ids[k]));
  });

  test("sorting by payment date needs the paid filter", async () => {
    const w = await seedPayments();
    expect(
      await convexErrorOf(
        w.support.query(api.admin.payments.list, { paginationOpts: page, sort: { field: "paidAt", order: "desc" } }),
      ),
    ).toEqual({
      code: "invalid",
      message: en["console.sortNotSupported"],
      field: "sort",
    });
  });

  test("rows name the member, or nobody once the member was deleted", async () => {
    const w = await seedPayments();
    expect(await w.support.query(api.admin.payments.get, { id: w.ids.offline })).toMatchObject({
      profileId: w.asha.id,
      profileCode: w.asha.code,
      fullName: "Asha",
      provider: "offline",
      reference: "CHQ-1",
    });
    expect(await w.support.query(api.admin.payments.get, { id: w.ids.orphan })).toMatchObject({
      profileId: null,
      profileCode: null,
      fullName: null,
    });
  });
});
