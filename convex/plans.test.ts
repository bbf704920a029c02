import { describe, expect, test } from "vitest";
import { DAY_MS } from "@matrimony/shared/rules/premium";
import { PREMIUM_CHARGE } from "@matrimony/shared/rules/pricing";
import { api, internal } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { convexErrorOf, makeT, seedMember, type T } from "./test.fixtures";
import { checkoutAnswer, fakeRazorpay, postWebhook, RAZORPAY_TEST, useRazorpayEnv, webhookBody } from "./test.payments";

type CouponSeed = Partial<Omit<Doc<"coupons">, "_id" | "_creationTime">>;

async function seedCatalogue(t: T): Promise<Record<string, Id<"plans">>> {
  await t.mutation(internal.plans.seedCatalogue, {});
  const rows = await t.run(async (ctx) => ctx.db.query("plans").collect());
  return Object.fromEntries(rows.map((r) => [r.key, r._id]));
}

async function seedCoupon(t: T, code: string, seed: CouponSeed = {}): Promise<Id<"coupons">> {
  return await t.run(async (ctx) =>
    ctx.db.insert("coupons", {
      code,
      kind: "percent",
      value: 20,
      uses: 0,
      active: true,
      updatedAt: Date.now(),
      ...seed,
    }),
  );
}

async function rowsOf(t: T, profileId: Id<"profiles">) {
  return await t.run(async (ctx) =>
    ctx.db
      .query("payments")
      .withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", profileId))
      .collect(),
  );
}

async function premiumUntilOf(t: T, profileId: Id<"profiles">): Promise<number | null> {
  return await t.run(async (ctx) => (await ctx.db.get("profiles", profileId))?.premiumUntil ?? null);
}

async function usesOf(t: T, id: Id<"coupons">): Promise<number> {
  return await t.run(async (ctx) => (await ctx.db.get("coupons", id))?.uses ?? -1);
}

describe("plans.list and the seed", () => {
  test("before the seed, the default plan from code is the only one on sale", async () => {
    const t = makeT();
    const plans = await t.query(api.plans.list, {});
    expect(plans).toEqual([
      expect.objectContaining({
        _id: null,
        key: "premium",
        days: 365,
        pricePaise: 99_900,
        totalPaise: PREMIUM_CHARGE.amountPaise,
        isDefault: true,
        contactReveals: null,
      }),
    ]);
  });

  test("the seed adds the default, 6- and 3-month plans once; retired plans are not listed", async () => {
    const t = makeT();
    expect(await t.mutation(internal.plans.seedCatalogue, {})).toBe(3);
    expect(await t.mutation(internal.plans.seedCatalogue, {})).toBe(0);
    const plans = await t.query(api.plans.list, {});
    expect(plans.map((p) => [p.key, p.days, p.totalPaise])).toEqual([
      ["premium", 365, 117_882],
      ["premium-6m", 180, 82_482],
      ["premium-3m", 90, 52_982],
    ]);
    const threeMonths = plans[2]?._id;
    if (!threeMonths) throw new Error("no 3-month plan");
    await t.run(async (ctx) => ctx.db.patch("plans", threeMonths, { active: false }));
    expect((await t.query(api.plans.list, {})).map((p) => p.key)).toEqual(["premium", "premium-6m"]);
  });
});

describe("ordering a plan", () => {
  useRazorpayEnv();

  test("no plan named: the spec's default plan, ₹1,178.82 for 365 days", async () => {
    const rzp = fakeRazorpay();
    const t = makeT(rzp.modules);
    await seedCatalogue(t);
    const m = await seedMember(t);
    const options = await m.as.action(api.payments.createOrder, {});
    expect(options.amount).toBe(PREMIUM_CHARGE.amountPaise);
    expect(options.description).toBe("Upgrade to Premium Plan");
    const [row] = await rowsOf(t, m.id);
    expect(row).toMatchObject({
      amountPaise: 117_882,
      planDays: 365,
      listPricePaise: 99_900,
      discountPaise: 0,
      gstRateBasisPoints: 1800,
    });
    expect(row?.couponCode).toBeUndefined();
  });

  test("a 3-month plan with a coupon: the server's price, the terms kept on the row", async () => {
    const rzp = fakeRazorpay();
    const t = makeT(rzp.modules);
    const plans = await seedCatalogue(t);
    await seedCoupon(t, "WELCOME20");
    const m = await seedMember(t);
    const options = await m.as.action(api.payments.createOrder, {
      planId: plans["premium-3m"],
      couponCode: " welcome20 ",
    });
    // 44900 − 20% = 35920; + 18% GST (6465.6 → 6466) = 42386.
    expect(options.amount).toBe(42_386);
    expect(rzp.orders[0]).toMatchObject({ amountPaise: 42_386, notes: { plan: "premium-3m" } });
    const [row] = await rowsOf(t, m.id);
    expect(row).toMatchObject({
      planId: plans["premium-3m"],
      planDays: 90,
      listPricePaise: 44_900,
      discountPaise: 8_980,
      couponCode: "WELCOME20",
      amountPaise: 42_386,
      planContactReveals: 60,
    });
  });

  test("a retired plan cannot be bought, an unknown one is not found, and nothing is ordered", async () => {
    const rzp = fakeRazorpay();
    const t = makeT(rzp.modules);
    const plans = await seedCatalogue(t);
    const sixMonths = plans["premium-6m"];
    if (!sixMonths) throw new Error("no 6-month plan");
    await t.run(async (ctx) => ctx.db.patch("plans", sixMonths, { active: false }));
    const m = await seedMember(t);
    expect(await convexErrorOf(m.as.action(api.payments.createOrder, { planId: sixMonths }))).toMatchObject({
      code: "conflict",
      message: "This plan is no longer sold. Please choose another plan.",
    });
    await t.run(async (ctx) => ctx.db.delete("plans", sixMonths));
    expect(await convexErrorOf(m.as.action(api.payments.createOrder, { planId: sixMonths }))).toMatchObject({
      code: "not_found",
    });
    expect(rzp.orders).toHaveLength(0);
    expect(await rowsOf(t, m.id)).toHaveLength(0);
  });

  test.each([
    ["an unknown code", "NOSUCH", {}, "Invalid coupon code"],
    ["a retired coupon", "OLD10", { active: false }, "Invalid coupon code"],
    ["a coupon not valid yet", "LATER10", { validFrom: Date.now() + DAY_MS }, "This coupon cannot be used yet."],
    ["an expired coupon", "GONE10", { validUntil: Date.now() - DAY_MS }, "This coupon has expired."],
    ["a used-up coupon", "FULL10", { maxUsesTotal: 5, uses: 5 }, "This coupon has been used up."],
    ["a code of junk", "a b;c", {}, "Invalid coupon code"],
  ] as const)("%s is refused with a clear message and no order", async (_label, code, seed, message) => {
    const rzp = fakeRazorpay();
    const t = makeT(rzp.modules);
    await seedCatalogue(t);
    if (code !== "NOSUCH" && code !== "a b;c") await seedCoupon(t, code, seed);
    const m = await seedMember(t);
    expect((await convexErrorOf(m.as.action(api.payments.createOrder, { couponCode: code }))).message).toBe(message);
    expect(rzp.orders).toHaveLength(0);
  });

  test("a once-per-member coupon: a second order with it is refused while the first is open or paid", async () => {
    const rzp = fakeRazorpay();
    const t = makeT(rzp.modules);
    await seedCatalogue(t);
    await seedCoupon(t, "ONCE", { maxUsesPerMember: 1 });
    const m = await seedMember(t);
    await m.as.action(api.payments.createOrder, { couponCode: "ONCE" });
    expect((await convexErrorOf(m.as.action(api.payments.createOrder, { couponCode: "once" }))).message).toBe(
      "You have already used this coupon.",
    );
    // Another member may still use it.
    const other = await seedMember(t, { gender: "Male" });
    expect((await other.as.action(api.payments.createOrder, { couponCode: "ONCE" })).amount).toBeLessThan(
      PREMIUM_CHARGE.amountPaise,
    );
  });

  test("coupon guessing stops at the rate limit", async () => {
    const t = makeT();
    await seedCatalogue(t);
    const m = await seedMember(t);
    for (let i = 0; i < 10; i++)
      expect((await convexErrorOf(m.as.action(api.payments.quote, { couponCode: `GUESS${String(i)}` }))).code).toBe(
        "invalid",
      );
    expect((await convexErrorOf(m.as.action(api.payments.quote, { couponCode: "GUESS10" }))).code).toBe("rate_limited");
    // Asking a price without a coupon costs nothing.
    expect((await m.as.action(api.payments.quote, {})).terms.amountPaise).toBe(PREMIUM_CHARGE.amountPaise);
  });

  test("quote says where a renewal starts: after the current expiry (no proration)", async () => {
    const t = makeT();
    const plans = await seedCatalogue(t);
    const until = Date.now() + 20 * DAY_MS;
    const m = await seedMember(t, { premiumUntil: until });
    const q = await m.as.action(api.payments.quote, { planId: plans["premium-3m"] });
    expect(q.premiumUntilNow).toBe(until);
    expect(q.premiumUntilAfter).toBe(until + 90 * DAY_MS);
  });
});

describe("granting a plan exactly once", () => {
  useRazorpayEnv();

  async function orderedThreeMonths(premiumUntil?: number) {
    const rzp = fakeRazorpay();
    const t = makeT(rzp.modules);
    const plans = await seedCatalogue(t);
    const coupon = await seedCoupon(t, "KARANKI10", { value: 10 });
    const m = await seedMember(t, premiumUntil === undefined ? {} : { premiumUntil });
    const options = await m.as.action(api.payments.createOrder, {
      planId: plans["premium-3m"],
      couponCode: "KARANKI10",
    });
    return { t, m, coupon, orderId: options.order_id, amount: options.amount };
  }

  test("the same event three times, then order.paid and a confirm: 90 days once, one coupon use", async () => {
    const { t, m, coupon, orderId, amount } = await orderedThreeMonths();
    const before = Date.now();
    const body = webhookBody("payment.captured", { orderId, paymentId: "pay_Plan3m00001", amountPaise: amount });
    const outcomes = [];
    for (let i = 0; i < 3; i++)
      outcomes.push(
        ((await (await postWebhook(t, body, { eventId: "evt_Plan3m" })).json()) as { status: string }).status,
      );
    expect(outcomes).toEqual(["paid", "duplicate", "duplicate"]);
    const orderPaid = await postWebhook(
      t,
      webhookBody("order.paid", { orderId, paymentId: "pay_Plan3m00001", amountPaise: amount }),
    );
    expect(((await orderPaid.json()) as { status: string }).status).toBe("already_paid");
    const confirmed = await m.as.mutation(api.payments.confirm, await checkoutAnswer(orderId, "pay_Plan3m00001"));
    expect(confirmed.alreadyConfirmed).toBe(true);
    const until = await premiumUntilOf(t, m.id);
    expect(until).toBeGreaterThanOrEqual(before + 90 * DAY_MS);
    expect(until).toBeLessThanOrEqual(Date.now() + 90 * DAY_MS);
    expect(await usesOf(t, coupon)).toBe(1);
    const rows = await rowsOf(t, m.id);
    expect(rows.filter((r) => r.status === "paid")).toHaveLength(1);
  });

  test("out of order: a late failure after the grant changes nothing; a webhook for the list price is a mismatch", async () => {
    const { t, m, coupon, orderId, amount } = await orderedThreeMonths();
    // Razorpay reporting the undiscounted amount is not this order's payment.
    const wrong = await postWebhook(
      t,
      webhookBody("payment.captured", { orderId, paymentId: "pay_Wrong000001", amountPaise: 52_982 }),
    );
    expect(((await wrong.json()) as { status: string }).status).toBe("mismatch");
    expect(await premiumUntilOf(t, m.id)).toBeNull();
    await m.as.mutation(api.payments.confirm, await checkoutAnswer(orderId, "pay_Late0000001"));
    const granted = await premiumUntilOf(t, m.id);
    const failed = await postWebhook(
      t,
      webhookBody("payment.failed", { orderId, paymentId: "pay_Late0000000", amountPaise: amount }),
    );
    expect(((await failed.json()) as { status: string }).status).toBe("stale");
    expect(await premiumUntilOf(t, m.id)).toBe(granted);
    expect(await usesOf(t, coupon)).toBe(1);
  });

  test("renewal while Premium: the plan's days are added after the current expiry", async () => {
    const current = Date.now() + 30 * DAY_MS;
    const { t, m, orderId } = await orderedThreeMonths(current);
    await m.as.mutation(api.payments.confirm, await checkoutAnswer(orderId, "pay_Renew000001"));
    expect(await premiumUntilOf(t, m.id)).toBe(current + 90 * DAY_MS);
  });

  test("an order's terms hold even if the plan is repriced or retired before it is paid", async () => {
    const { t, m, orderId, amount } = await orderedThreeMonths();
    await t.run(async (ctx) => {
      const plan = await ctx.db
        .query("plans")
        .withIndex("by_key", (q) => q.eq("key", "premium-3m"))
        .unique();
      if (plan) await ctx.db.patch("plans", plan._id, { days: 30, pricePaise: 10_000, active: false });
    });
    const before = Date.now();
    const res = await postWebhook(
      t,
      webhookBody("payment.captured", { orderId, paymentId: "pay_Terms000001", amountPaise: amount }),
    );
    expect(((await res.json()) as { status: string }).status).toBe("paid");
    expect(await premiumUntilOf(t, m.id)).toBeGreaterThanOrEqual(before + 90 * DAY_MS);
  });
});

test("the fixtures' key is the suite's", () => {
  expect(RAZORPAY_TEST.keyId).toMatch(/^rzp_test_/);
});
