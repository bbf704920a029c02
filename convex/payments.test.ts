import { ConvexError } from "convex/values";
import { describe, expect, test } from "vitest";
import { en } from "@matrimony/shared/messages";
import { DAY_MS, PREMIUM_VALIDITY_DAYS } from "@matrimony/shared/rules/premium";
import { PREMIUM_CHARGE } from "@matrimony/shared/rules/pricing";
import { SITE } from "@matrimony/shared/site";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { MAX_ORDERS_PER_DAY, receiptFor } from "./model/payments/orders";
import { hmacSha256Hex } from "./model/hmacSignature";
import { DAY, makeT, seedMember, seedStaff, type T } from "./test.fixtures";
import { checkoutAnswer, fakeRazorpay, RAZORPAY_TEST, seedOrder, useRazorpayEnv } from "./test.payments";

const YEAR = PREMIUM_VALIDITY_DAYS * DAY_MS;

async function errorOf(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof ConvexError) return e.data as { code: string; message: string };
    throw e;
  }
  throw new Error("expected the call to fail");
}

async function paymentsOf(t: T, profileId: Id<"profiles">) {
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

async function auditActions(t: T, action: string): Promise<number> {
  return (await t.run(async (ctx) => ctx.db.query("auditLog").collect())).filter((r) => r.action === action).length;
}

describe("payments.createOrder", () => {
  useRazorpayEnv();

  test("opens an order for the server's price and answers Checkout's options, never a secret", async () => {
    const rzp = fakeRazorpay();
    const t = makeT(rzp.modules);
    const m = await seedMember(t, {
      gender: "Male",
      fullName: "Ravi Kumar",
      email: "ravi@example.com",
      mobileNumber: "+919876543210",
    });
    const options = await m.as.action(api.payments.createOrder, {});
    expect(options).toEqual({
      key: RAZORPAY_TEST.keyId,
      order_id: "order_Fake000001",
      amount: 117882,
      currency: "INR",
      name: SITE.name,
      description: "Upgrade to Premium Plan",
      prefill: { name: "Ravi Kumar", email: "ravi@example.com", contact: "+919876543210" },
      theme: { color: SITE.themeColor },
    });
    expect(JSON.stringify(options)).not.toContain(RAZORPAY_TEST.keySecret);
    expect(rzp.orders).toHaveLength(1);
    const [asked] = rzp.orders;
    expect(asked).toMatchObject({
      amountPaise: PREMIUM_CHARGE.amountPaise,
      currency: "INR",
      notes: { profileCode: m.code },
    });
    expect(asked?.receipt.length).toBeLessThanOrEqual(40);
    expect(asked?.receipt).toContain(m.code);
    const rows = await paymentsOf(t, m.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: "razorpay",
      orderId: "order_Fake000001",
      amountPaise: 117882,
      currency: "INR",
      status: "created",
      receipt: asked?.receipt,
    });
  });

  test("the client cannot pass an amount: extra arguments are refused before anything happens", async () => {
    const rzp = fakeRazorpay();
    const t = makeT(rzp.modules);
    const m = await seedMember(t);
    await expect(m.as.action(api.payments.createOrder, { amount: 100 } as never)).rejects.toThrow(/amount/);
    expect(rzp.orders).toHaveLength(0);
    expect(await paymentsOf(t, m.id)).toHaveLength(0);
  });

  test("a receipt never exceeds Razorpay's 40 characters", () => {
    expect(receiptFor("TM7K3QXDLONGCODE", 8.64e15).length).toBeLessThanOrEqual(40);
    expect(receiptFor("TM7K3QXD", Date.UTC(2026, 0, 1))).toMatch(/^prem_TM7K3QXD_[0-9a-z]+$/);
  });

  test.each([
    ["pending member", "pending", "not_approved", "error.notApproved"],
    ["suspended member", "suspended", "not_approved", "error.notApproved"],
  ] as const)("a %s cannot pay", async (_label, status, code, key) => {
    const rzp = fakeRazorpay();
    const t = makeT(rzp.modules);
    const m = await seedMember(t, { status });
    expect(await errorOf(m.as.action(api.payments.createOrder, {}))).toEqual({ code, message: en[key], key });
    expect(rzp.orders).toHaveLength(0);
  });

  test("staff without a member profile and visitors are refused", async () => {
    const rzp = fakeRazorpay();
    const t = makeT(rzp.modules);
    const staff = await seedStaff(t, "admin");
    expect((await errorOf(staff.as.action(api.payments.createOrder, {}))).code).toBe("no_profile");
    expect((await errorOf(t.action(api.payments.createOrder, {}))).code).toBe("unauthenticated");
    expect(rzp.orders).toHaveLength(0);
  });

  test("Razorpay failing is a clear error and records nothing", async () => {
    const rzp = fakeRazorpay();
    rzp.failure = { ok: false, status: 500, code: "SERVER_ERROR" };
    const t = makeT(rzp.modules);
    const m = await seedMember(t);
    expect(await errorOf(m.as.action(api.payments.createOrder, {}))).toEqual({
      code: "unavailable",
      message: en["payment.providerFailed"],
    });
    expect(await paymentsOf(t, m.id)).toHaveLength(0);
  });

  test(`at most ${String(MAX_ORDERS_PER_DAY)} orders a day per member`, async () => {
    const rzp = fakeRazorpay();
    const t = makeT(rzp.modules);
    const m = await seedMember(t);
    for (let i = 0; i < MAX_ORDERS_PER_DAY; i++) await seedOrder(t, m.id, { createdAt: Date.now() - i * 60_000 });
    expect(await errorOf(m.as.action(api.payments.createOrder, {}))).toEqual({
      code: "conflict",
      message: en["payment.tooManyAttempts"],
    });
    await seedOrder(t, m.id, { createdAt: Date.now() - 2 * DAY });
    expect(rzp.orders).toHaveLength(0);
  });
});

/** Empty counts as unset; stubbing them also hides keys another suite of this worker left in process.env. */
const NO_KEYS = { RAZORPAY_KEY_ID: "", RAZORPAY_KEY_SECRET: "" };

describe("payments.createOrder without Razorpay keys", () => {
  useRazorpayEnv(NO_KEYS);

  test("is a clear error, not a crash, and calls nobody", async () => {
    const rzp = fakeRazorpay();
    const t = makeT(rzp.modules);
    const m = await seedMember(t);
    expect(await errorOf(m.as.action(api.payments.createOrder, {}))).toEqual({
      code: "unavailable",
      message: en["payment.unavailable"],
    });
    expect(rzp.orders).toHaveLength(0);
  });
});

describe("payments.confirm", () => {
  useRazorpayEnv();

  test("a valid Checkout answer marks the payment paid and grants 365 days of Premium", async () => {
    const t = makeT();
    const m = await seedMember(t);
    const orderId = await seedOrder(t, m.id);
    const before = Date.now();
    const result = await m.as.mutation(api.payments.confirm, await checkoutAnswer(orderId, "pay_Valid0000001"));
    const after = Date.now();
    expect(result).toMatchObject({ status: "paid", orderId, paymentId: "pay_Valid0000001", alreadyConfirmed: false });
    expect(result.premiumUntil).toBeGreaterThanOrEqual(before + YEAR);
    expect(result.premiumUntil).toBeLessThanOrEqual(after + YEAR);
    expect(await premiumUntilOf(t, m.id)).toBe(result.premiumUntil);
    const [row] = await paymentsOf(t, m.id);
    expect(row).toMatchObject({ status: "paid", paymentId: "pay_Valid0000001", premiumUntil: result.premiumUntil });
    expect(row?.paidAt).toBeGreaterThanOrEqual(before);
    expect((await m.as.query(api.members.me, {}))?.membership.plan).toBe("Premium");
  });

  test("confirming again answers the same and extends nothing", async () => {
    const t = makeT();
    const m = await seedMember(t);
    const orderId = await seedOrder(t, m.id);
    const answer = await checkoutAnswer(orderId, "pay_Twice0000001");
    const first = await m.as.mutation(api.payments.confirm, answer);
    const second = await m.as.mutation(api.payments.confirm, answer);
    expect(second).toEqual({ ...first, alreadyConfirmed: true });
    expect(await premiumUntilOf(t, m.id)).toBe(first.premiumUntil);
    expect(await auditActions(t, "payment.paid")).toBe(1);
  });

  const flip = (s: string) => s.slice(0, -1) + (s.endsWith("0") ? "1" : "0");
  test.each([
    [
      "one character changed",
      async (o: string, p: string) => ({
        ...(await checkoutAnswer(o, p)),
        razorpay_signature: flip((await checkoutAnswer(o, p)).razorpay_signature),
      }),
    ],
    ["made with another secret", async (o: string, p: string) => await checkoutAnswer(o, p, "not_the_key_secret")],
    [
      "made with the webhook secret",
      async (o: string, p: string) => await checkoutAnswer(o, p, RAZORPAY_TEST.webhookSecret),
    ],
    [
      "of another payment id",
      async (o: string, p: string) => ({ ...(await checkoutAnswer(o, "pay_Other0000001")), razorpay_payment_id: p }),
    ],
    [
      "not hex",
      async (o: string, p: string) => ({ ...(await checkoutAnswer(o, p)), razorpay_signature: "zz".repeat(32) }),
    ],
    ["empty", async (o: string, p: string) => ({ ...(await checkoutAnswer(o, p)), razorpay_signature: "" })],
  ])("a signature %s is refused and changes nothing", async (_label, answerFor) => {
    const t = makeT();
    const m = await seedMember(t);
    const orderId = await seedOrder(t, m.id);
    expect(await errorOf(m.as.mutation(api.payments.confirm, await answerFor(orderId, "pay_Forged000001")))).toEqual({
      code: "invalid",
      message: en["payment.verificationFailed"],
    });
    expect(await premiumUntilOf(t, m.id)).toBeNull();
    expect((await paymentsOf(t, m.id)).map((r) => r.status)).toEqual(["created"]);
  });

  test("another member's order is not found, even correctly signed", async () => {
    const t = makeT();
    const owner = await seedMember(t);
    const thief = await seedMember(t);
    const orderId = await seedOrder(t, owner.id);
    expect(
      await errorOf(thief.as.mutation(api.payments.confirm, await checkoutAnswer(orderId, "pay_Stolen000001"))),
    ).toEqual({
      code: "not_found",
      message: en["payment.orderNotFound"],
    });
    expect(await premiumUntilOf(t, thief.id)).toBeNull();
    expect(await premiumUntilOf(t, owner.id)).toBeNull();
  });

  test("an order we never created is not found", async () => {
    const t = makeT();
    const m = await seedMember(t);
    expect(
      (
        await errorOf(
          m.as.mutation(api.payments.confirm, await checkoutAnswer("order_Unknown00001", "pay_X0000000001")),
        )
      ).code,
    ).toBe("not_found");
  });

  test("a checkout signature matches Razorpay's construction (order_id|payment_id, key secret)", async () => {
    const answer = await checkoutAnswer("order_ABC", "pay_XYZ", "secret");
    expect(answer.razorpay_signature).toBe(await hmacSha256Hex("secret", "order_ABC|pay_XYZ"));
  });
});

describe("payments.confirm without Razorpay keys", () => {
  useRazorpayEnv(NO_KEYS);

  test("is a clear error", async () => {
    const t = makeT();
    const m = await seedMember(t);
    const orderId = await seedOrder(t, m.id);
    expect(
      (await errorOf(m.as.mutation(api.payments.confirm, await checkoutAnswer(orderId, "pay_NoKeys000001")))).code,
    ).toBe("unavailable");
  });
});

describe("expiry and renewal arithmetic", () => {
  useRazorpayEnv();

  test.each([
    ["renewing while Premium extends from the current expiry", 30 * DAY, "expiry"],
    ["renewing on the last day extends from the current expiry", 60_000, "expiry"],
    ["paying after expiry counts from the payment", -5 * DAY, "payment"],
    ["a first payment counts from the payment", null, "payment"],
  ] as const)("%s", async (_label, offset, from) => {
    const t = makeT();
    const current = offset === null ? undefined : Date.now() + offset;
    const m = await seedMember(t, { premiumUntil: current });
    const orderId = await seedOrder(t, m.id);
    const before = Date.now();
    const { premiumUntil } = await m.as.mutation(
      api.payments.confirm,
      await checkoutAnswer(orderId, "pay_Renew0000001"),
    );
    const after = Date.now();
    if (from === "expiry") {
      expect(premiumUntil).toBe((current ?? 0) + YEAR);
    } else {
      expect(premiumUntil).toBeGreaterThanOrEqual(before + YEAR);
      expect(premiumUntil).toBeLessThanOrEqual(after + YEAR);
    }
  });

  test("past premiumUntil a member is Free everywhere (derived on read)", async () => {
    const t = makeT();
    const lapsed = await seedMember(t, { gender: "Male", premiumUntil: Date.now() - 1 });
    const other = await seedMember(t, { gender: "Female" });
    expect((await lapsed.as.query(api.members.me, {}))?.membership).toMatchObject({ plan: "Free" });
    await other.as.mutation(api.views.record, { profileId: lapsed.id });
    expect((await other.as.query(api.members.get, { profileId: lapsed.id }))?.isPremium).toBe(false);
    expect((await errorOf(lapsed.as.mutation(api.members.revealContact, { profileId: other.id }))).code).toBe(
      "premium_required",
    );
  });

  test("the daily cron records each expiry of the last days once", async () => {
    const t = makeT();
    const now = Date.now();
    const justExpired = await seedMember(t, { premiumUntil: now - 3_600_000 });
    const yesterday = await seedMember(t, { premiumUntil: now - 30 * 3_600_000 });
    const stillPremium = await seedMember(t, { premiumUntil: now + DAY });
    const longAgo = await seedMember(t, { premiumUntil: now - 10 * DAY });
    const neverPaid = await seedMember(t);
    expect(await t.mutation(internal.payments.recordExpiries, {})).toBe(2);
    expect(await t.mutation(internal.payments.recordExpiries, {})).toBe(0);
    const entries = (await t.run(async (ctx) => ctx.db.query("auditLog").collect())).filter(
      (r) => r.action === "premium.expired",
    );
    expect(entries.map((e) => e.target).sort()).toEqual([justExpired.code, yesterday.code].sort());
    for (const m of [stillPremium, longAgo, neverPaid]) expect(entries.map((e) => e.target)).not.toContain(m.code);
  });

  test("a member who renews and lapses again gets a new expiry entry", async () => {
    const t = makeT();
    const m = await seedMember(t, { premiumUntil: Date.now() - 3_600_000 });
    expect(await t.mutation(internal.payments.recordExpiries, {})).toBe(1);
    await t.run(async (ctx) => ctx.db.patch("profiles", m.id, { premiumUntil: Date.now() - 60_000 }));
    expect(await t.mutation(internal.payments.recordExpiries, {})).toBe(1);
    expect(await auditActions(t, "premium.expired")).toBe(2);
  });
});

describe("payments.history", () => {
  test("the member's own payments, newest first, in the page's shape", async () => {
    const t = makeT();
    const m = await seedMember(t);
    const other = await seedMember(t);
    const now = Date.now();
    await seedOrder(t, m.id, {
      orderId: "order_Old",
      createdAt: now - 400 * DAY,
      status: "paid",
      paymentId: "pay_Old",
      paidAt: now - 400 * DAY,
      premiumUntil: now - 35 * DAY,
      method: "card",
    });
    await seedOrder(t, m.id, {
      orderId: "order_Failed",
      createdAt: now - DAY,
      status: "failed",
      paymentId: "pay_Failed",
      failureReason: "Card declined",
    });
    await seedOrder(t, m.id, {
      orderId: "order_New",
      createdAt: now,
      status: "paid",
      paymentId: "pay_New",
      paidAt: now,
      premiumUntil: now + YEAR,
      method: "upi",
    });
    await seedOrder(t, other.id, { orderId: "order_NotMine" });
    await t.run(async (ctx) =>
      ctx.db.insert("payments", {
        profileId: m.id,
        provider: "offline",
        amountPaise: 99900,
        currency: "INR",
        status: "paid",
        reference: "UPI-REF-1",
        method: "upi",
        recordedBy: "admin@x",
        paidAt: now - 2 * DAY,
        premiumUntil: now + 300 * DAY,
        createdAt: now - 2 * DAY,
      }),
    );
    const rows = await m.as.query(api.payments.history, {});
    expect(rows.map((r) => r.orderId ?? r.transactionId)).toEqual([
      "order_New",
      "order_Failed",
      "UPI-REF-1",
      "order_Old",
    ]);
    expect(rows[0]).toEqual({
      _id: expect.any(String),
      provider: "razorpay",
      status: "paid",
      amountPaise: 117882,
      currency: "INR",
      transactionId: "pay_New",
      orderId: "order_New",
      method: "upi",
      createdAt: now,
      paidAt: now,
      premiumUntil: now + YEAR,
      failureReason: null,
    });
    expect(rows[1]).toMatchObject({
      status: "failed",
      failureReason: "Card declined",
      paidAt: null,
      premiumUntil: null,
    });
    expect(rows[2]).toMatchObject({ provider: "offline", transactionId: "UPI-REF-1", orderId: null });
    expect(await other.as.query(api.payments.history, {})).toHaveLength(1);
  });
});
