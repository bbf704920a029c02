import { describe, expect, test, vi } from "vitest";
import { DAY_MS, PREMIUM_VALIDITY_DAYS } from "@matrimony/shared/rules/premium";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { hmacSha256Hex, verifyHmacSha256Hex } from "./model/hmacSignature";
import { parseWebhookEvent } from "./model/payments/razorpayWebhook";
import { makeT, seedMember, type T } from "./test.fixtures";
import { checkoutAnswer, postWebhook, RAZORPAY_TEST, seedOrder, useRazorpayEnv, webhookBody } from "./test.payments";

const YEAR = PREMIUM_VALIDITY_DAYS * DAY_MS;

/** Razorpay's published test vector for webhook signatures. */
const VECTOR = {
  body: '{"a":1,"b":2,"c":{"d":3}}',
  secret: "123456",
  signature: "2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc",
};

async function state(t: T, profileId: Id<"profiles">) {
  return await t.run(async (ctx) => {
    const profile = await ctx.db.get("profiles", profileId);
    const payments = await ctx.db
      .query("payments")
      .withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", profileId))
      .collect();
    const audit = await ctx.db.query("auditLog").collect();
    const events = await ctx.db.query("webhookEvents").collect();
    return {
      premiumUntil: profile?.premiumUntil ?? null,
      payments,
      paidRows: payments.filter((p) => p.status === "paid").length,
      grants: audit.filter((a) => a.action === "payment.paid").length,
      audit,
      events,
    };
  });
}

async function outcome(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  return ((await response.json()) as { status: string }).status;
}

/** An approved member with one open order. */
async function memberWithOrder(t: T, premiumUntil?: number) {
  const m = await seedMember(t, premiumUntil === undefined ? {} : { premiumUntil });
  const orderId = await seedOrder(t, m.id);
  return { ...m, orderId };
}

describe("webhook signatures", () => {
  test("Razorpay's test vector", async () => {
    expect(await hmacSha256Hex(VECTOR.secret, VECTOR.body)).toBe(VECTOR.signature);
    expect(await verifyHmacSha256Hex(VECTOR.secret, VECTOR.body, VECTOR.signature)).toBe(true);
    expect(
      await verifyHmacSha256Hex(VECTOR.secret, new TextEncoder().encode(VECTOR.body), VECTOR.signature.toUpperCase()),
    ).toBe(true);
  });

  test.each([
    ["one character changed", VECTOR.secret, VECTOR.body, `${VECTOR.signature.slice(0, -1)}d`],
    ["another secret", "1234567", VECTOR.body, VECTOR.signature],
    ["another body (a space added)", VECTOR.secret, '{"a":1, "b":2,"c":{"d":3}}', VECTOR.signature],
    ["a truncated signature", VECTOR.secret, VECTOR.body, VECTOR.signature.slice(0, 63)],
    ["an empty secret", "", VECTOR.body, VECTOR.signature],
  ])("%s does not verify", async (_label, secret, body, signature) => {
    expect(await verifyHmacSha256Hex(secret, body, signature)).toBe(false);
  });
});

describe("POST /razorpay/webhook with the test vector", () => {
  useRazorpayEnv({ RAZORPAY_WEBHOOK_SECRET: VECTOR.secret });

  test("a body signed as Razorpay signs it is accepted (and, being no payment event, ignored)", async () => {
    const t = makeT();
    const ok = await postWebhook(t, VECTOR.body, { signature: VECTOR.signature });
    expect(await outcome(ok)).toBe("ignored");
    const bad = await postWebhook(t, VECTOR.body, { signature: VECTOR.signature.replace("2f", "3f") });
    expect(bad.status).toBe(400);
  });
});

describe("POST /razorpay/webhook", () => {
  useRazorpayEnv();

  test.each([
    ["a signature made with another secret", { secret: "wrong_secret" }],
    ["a forged signature", { signature: "0".repeat(64) }],
    ["no signature", { signature: "" }],
  ])("%s is a 400 and changes nothing", async (_label, options) => {
    const t = makeT();
    const m = await memberWithOrder(t);
    const response = await postWebhook(
      t,
      webhookBody("payment.captured", { orderId: m.orderId, paymentId: "pay_Bad" }),
      options,
    );
    expect(response.status).toBe(400);
    const s = await state(t, m.id);
    expect(s.premiumUntil).toBeNull();
    expect(s.payments.map((p) => p.status)).toEqual(["created"]);
    expect(s.events).toHaveLength(0);
  });

  test("the same event delivered three times grants Premium once", async () => {
    const t = makeT();
    const m = await memberWithOrder(t);
    const body = webhookBody("payment.captured", { orderId: m.orderId, paymentId: "pay_Thrice00001", method: "upi" });
    const before = Date.now();
    const outcomes = [];
    for (let i = 0; i < 3; i++)
      outcomes.push(await outcome(await postWebhook(t, body, { eventId: "evt_Same0000001" })));
    expect(outcomes).toEqual(["paid", "duplicate", "duplicate"]);
    const s = await state(t, m.id);
    expect(s.paidRows).toBe(1);
    expect(s.grants).toBe(1);
    expect(s.events).toHaveLength(1);
    expect(s.payments[0]).toMatchObject({ status: "paid", paymentId: "pay_Thrice00001", method: "upi" });
    expect(s.premiumUntil).toBeGreaterThanOrEqual(before + YEAR);
    expect(s.premiumUntil).toBeLessThanOrEqual(Date.now() + YEAR);
  });

  test("payment.captured and order.paid for one payment grant once", async () => {
    const t = makeT();
    const m = await memberWithOrder(t);
    const payment = { orderId: m.orderId, paymentId: "pay_BothEvents01" };
    expect(await outcome(await postWebhook(t, webhookBody("payment.captured", payment)))).toBe("paid");
    expect(await outcome(await postWebhook(t, webhookBody("order.paid", payment)))).toBe("already_paid");
    const s = await state(t, m.id);
    expect([s.paidRows, s.grants]).toEqual([1, 1]);
  });

  test("an event without an event id is still applied once (by the payment)", async () => {
    const t = makeT();
    const m = await memberWithOrder(t);
    const body = webhookBody("order.paid", { orderId: m.orderId, paymentId: "pay_NoEventId01" });
    expect(await outcome(await postWebhook(t, body, { eventId: null }))).toBe("paid");
    expect(await outcome(await postWebhook(t, body, { eventId: null }))).toBe("already_paid");
    const s = await state(t, m.id);
    expect([s.paidRows, s.grants, s.events.length]).toEqual([1, 1, 0]);
  });

  test("webhook before confirm: confirm finds it paid and extends nothing", async () => {
    const t = makeT();
    const m = await memberWithOrder(t);
    expect(
      await outcome(
        await postWebhook(t, webhookBody("payment.captured", { orderId: m.orderId, paymentId: "pay_HookFirst01" })),
      ),
    ).toBe("paid");
    const granted = (await state(t, m.id)).premiumUntil;
    const confirmed = await m.as.mutation(api.payments.confirm, await checkoutAnswer(m.orderId, "pay_HookFirst01"));
    expect(confirmed).toMatchObject({ alreadyConfirmed: true, premiumUntil: granted, paymentId: "pay_HookFirst01" });
    const s = await state(t, m.id);
    expect([s.paidRows, s.grants, s.premiumUntil]).toEqual([1, 1, granted]);
  });

  test("webhook after confirm: already paid, nothing extended", async () => {
    const t = makeT();
    const m = await memberWithOrder(t);
    const confirmed = await m.as.mutation(api.payments.confirm, await checkoutAnswer(m.orderId, "pay_ConfFirst01"));
    expect(confirmed.alreadyConfirmed).toBe(false);
    for (const event of ["payment.captured", "order.paid"] as const) {
      expect(
        await outcome(await postWebhook(t, webhookBody(event, { orderId: m.orderId, paymentId: "pay_ConfFirst01" }))),
      ).toBe("already_paid");
    }
    const s = await state(t, m.id);
    expect([s.paidRows, s.grants, s.premiumUntil]).toEqual([1, 1, confirmed.premiumUntil]);
  });

  test("payment.failed after payment.captured changes nothing", async () => {
    const t = makeT();
    const m = await memberWithOrder(t);
    await postWebhook(t, webhookBody("payment.captured", { orderId: m.orderId, paymentId: "pay_Captured01" }));
    const granted = (await state(t, m.id)).premiumUntil;
    expect(
      await outcome(
        await postWebhook(t, webhookBody("payment.failed", { orderId: m.orderId, paymentId: "pay_LateFail01" })),
      ),
    ).toBe("stale");
    const s = await state(t, m.id);
    expect(s.payments[0]).toMatchObject({ status: "paid", paymentId: "pay_Captured01" });
    expect(s.payments[0]?.failureReason).toBeUndefined();
    expect([s.paidRows, s.grants, s.premiumUntil]).toEqual([1, 1, granted]);
  });

  test("a failed attempt is recorded with its reason, and a retry that succeeds still pays", async () => {
    const t = makeT();
    const m = await memberWithOrder(t);
    const failed = webhookBody("payment.failed", {
      orderId: m.orderId,
      paymentId: "pay_Declined01",
      error: "Your card was declined.",
    });
    expect(await outcome(await postWebhook(t, failed))).toBe("failed");
    let s = await state(t, m.id);
    expect(s.payments[0]).toMatchObject({ status: "failed", failureReason: "Your card was declined." });
    expect(s.premiumUntil).toBeNull();
    expect((await m.as.query(api.payments.history, {}))[0]).toMatchObject({
      status: "failed",
      failureReason: "Your card was declined.",
    });

    expect(
      await outcome(
        await postWebhook(t, webhookBody("payment.captured", { orderId: m.orderId, paymentId: "pay_Retry00001" })),
      ),
    ).toBe("paid");
    s = await state(t, m.id);
    expect(s.payments[0]).toMatchObject({ status: "paid", paymentId: "pay_Retry00001" });
    expect(s.payments[0]?.failureReason).toBeUndefined();
    expect([s.paidRows, s.grants]).toEqual([1, 1]);
  });

  test.each([
    ["amount", { amountPaise: 100 }],
    ["currency", { currency: "USD" }],
  ])("a captured payment whose %s differs from the order grants nothing", async (_label, mismatch) => {
    const t = makeT();
    const m = await memberWithOrder(t);
    for (const event of ["payment.captured", "order.paid"] as const) {
      const body = webhookBody(event, { orderId: m.orderId, paymentId: "pay_Mismatch01", ...mismatch });
      expect(await outcome(await postWebhook(t, body))).toBe("mismatch");
    }
    const s = await state(t, m.id);
    expect(s.premiumUntil).toBeNull();
    expect(s.payments.map((p) => p.status)).toEqual(["created"]);
    expect(s.audit.filter((a) => a.action === "payment.mismatch")).toHaveLength(2);
    expect([s.paidRows, s.grants]).toEqual([0, 0]);
  });

  test("renewal by webhook extends from the current expiry", async () => {
    const t = makeT();
    const current = Date.now() + 20 * DAY_MS;
    const m = await memberWithOrder(t, current);
    await postWebhook(t, webhookBody("payment.captured", { orderId: m.orderId, paymentId: "pay_Renewal001" }));
    expect((await state(t, m.id)).premiumUntil).toBe(current + YEAR);
  });

  test("an order we did not create (e.g. a payment link's) is acknowledged and ignored", async () => {
    const t = makeT();
    const m = await memberWithOrder(t);
    const response = await postWebhook(
      t,
      webhookBody("order.paid", { orderId: "order_PaymentLink1", paymentId: "pay_Link000001", amountPaise: 100 }),
    );
    expect(await outcome(response)).toBe("ignored");
    const s = await state(t, m.id);
    expect([s.paidRows, s.grants, s.premiumUntil, s.events.length]).toEqual([0, 0, null, 0]);
  });

  test.each(["payment_link.paid", "refund.processed"] as const)(
    "a %s event is acknowledged and ignored",
    async (event) => {
      const t = makeT();
      const m = await memberWithOrder(t);
      expect(
        await outcome(await postWebhook(t, webhookBody(event, { orderId: m.orderId, paymentId: "pay_Other00001" }))),
      ).toBe("ignored");
      const s = await state(t, m.id);
      expect([s.paidRows, s.events.length]).toEqual([0, 0]);
    },
  );

  test("a payment for a deleted member's order is recorded paid without a profile to grant", async () => {
    const t = makeT();
    const orderId = await seedOrder(t, undefined);
    expect(
      await outcome(await postWebhook(t, webhookBody("payment.captured", { orderId, paymentId: "pay_Orphan0001" }))),
    ).toBe("paid");
    const row = await t.run(async (ctx) =>
      ctx.db
        .query("payments")
        .withIndex("by_orderId", (q) => q.eq("orderId", orderId))
        .first(),
    );
    expect(row).toMatchObject({ status: "paid", paymentId: "pay_Orphan0001" });
    expect(row?.premiumUntil).toBeUndefined();
  });

  test("a body that is not JSON, correctly signed, is acknowledged and ignored", async () => {
    const t = makeT();
    expect(await outcome(await postWebhook(t, "not json"))).toBe("ignored");
  });
});

describe("webhook event ids", () => {
  test("the daily cron forgets ids older than 30 days, in batches", async () => {
    const t = makeT();
    const now = Date.now();
    await t.run(async (ctx) => {
      for (const [eventId, age] of [
        ["evt_Old", 31 * DAY_MS],
        ["evt_Recent", 29 * DAY_MS],
        ["evt_New", 0],
      ] as const) {
        await ctx.db.insert("webhookEvents", {
          eventId,
          event: "payment.captured",
          outcome: "paid",
          receivedAt: now - age,
        });
      }
    });
    expect(await t.mutation(internal.payments.pruneWebhookEvents, {})).toBe(1);
    const left = await t.run(async (ctx) => ctx.db.query("webhookEvents").collect());
    expect(left.map((e) => e.eventId).sort()).toEqual(["evt_New", "evt_Recent"]);
  });
});

describe("POST /razorpay/webhook without its secret", () => {
  useRazorpayEnv({ RAZORPAY_WEBHOOK_SECRET: "" });

  test("answers 503 (Razorpay retries later) and writes nothing", async () => {
    const t = makeT();
    const m = await memberWithOrder(t);
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await postWebhook(
      t,
      webhookBody("payment.captured", { orderId: m.orderId, paymentId: "pay_NoSecret01" }),
      { secret: RAZORPAY_TEST.webhookSecret },
    );
    expect(response.status).toBe(503);
    expect(spy.mock.calls.flat().join(" ")).not.toContain(RAZORPAY_TEST.webhookSecret);
    spy.mockRestore();
    expect((await state(t, m.id)).paidRows).toBe(0);
  });
});

describe("parseWebhookEvent", () => {
  test.each([
    ["payment.captured", "captured"],
    ["order.paid", "captured"],
    ["payment.failed", "failed"],
  ] as const)("%s is read from payload.payment.entity", (event, kind) => {
    const parsed = parseWebhookEvent(webhookBody(event, { orderId: "order_A", paymentId: "pay_B", method: "card" }));
    expect(parsed).toMatchObject({
      event,
      kind,
      orderId: "order_A",
      paymentId: "pay_B",
      amountPaise: 117882,
      currency: "INR",
      method: "card",
    });
  });

  test.each([
    ["no payload", JSON.stringify({ event: "payment.captured" })],
    [
      "an amount that is text",
      JSON.stringify({
        event: "payment.captured",
        payload: { payment: { entity: { id: "pay_1", order_id: "order_1", amount: "117882", currency: "INR" } } },
      }),
    ],
    [
      "no order id",
      JSON.stringify({
        event: "payment.captured",
        payload: { payment: { entity: { id: "pay_1", amount: 117882, currency: "INR" } } },
      }),
    ],
    ["an array", "[]"],
  ])("%s gives null", (_label, raw) => {
    expect(parseWebhookEvent(raw)).toBeNull();
  });
});
