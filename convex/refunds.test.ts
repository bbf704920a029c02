import { afterEach, describe, expect, test, vi } from "vitest";
import { DAY_MS } from "@matrimony/shared/rules/premium";
import { api, internal as internalApi } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { premiumAfterRefund } from "./model/invoices/refunds";
import { refundRequestBody } from "./model/payments/razorpayApi";
import { convexErrorOf, makeT, seedMember, seedStaff, useClock, type T } from "./test.fixtures";
import { fakeRazorpay, postWebhook, refundWebhookBody, seedInvoicedPayment, useRazorpayEnv } from "./test.payments";

useRazorpayEnv({
  BUSINESS_STATE: "Andhra Pradesh",
  BUSINESS_GSTIN: "37AAAAA0000A1Z5",
  BUSINESS_ADDRESS: "1 Road, Vijayawada",
});
afterEach(() => {
  vi.useRealTimers();
});

const NOW = "2026-11-28T10:00:00Z";

async function world(premiumDaysLeft = 365) {
  useClock(NOW);
  const rzp = fakeRazorpay();
  const t = makeT(rzp.modules);
  const until = Date.now() + premiumDaysLeft * DAY_MS;
  const m = await seedMember(t, { premiumUntil: until, preferredLanguage: "te" });
  const { paymentId } = await seedInvoicedPayment(t, m.id, { premiumUntil: until });
  const admin = await seedStaff(t, "admin");
  const support = await seedStaff(t, "support");
  return { t, rzp, m, paymentId, admin, support, until };
}

async function snapshot(t: T, paymentId: Id<"payments">, profileId: Id<"profiles">) {
  return await t.run(async (ctx) => ({
    payment: await ctx.db.get("payments", paymentId),
    profile: await ctx.db.get("profiles", profileId),
    refunds: await ctx.db.query("refunds").collect(),
    creditNotes: (await ctx.db.query("taxDocuments").collect()).filter((d) => d.kind === "creditNote"),
    notifications: (await ctx.db.query("notifications").collect()).filter((n) => n.kind === "paymentRefunded"),
  }));
}

describe("Razorpay's Refunds API request", () => {
  test("is the documented body: amount in paise, speed normal, receipt and notes", () => {
    expect(refundRequestBody({ amountPaise: 117882, receipt: "refund_abc", notes: { purpose: "refund" } })).toEqual({
      amount: 117882,
      speed: "normal",
      receipt: "refund_abc",
      notes: { purpose: "refund" },
    });
  });
});

describe("a full refund of a Razorpay payment", () => {
  test("support proposes, an admin approves, Razorpay is asked, the webhook settles it once", async () => {
    const { t, rzp, m, paymentId, admin, support } = await world();
    const refundId = await support.as.mutation(api.admin.refunds.propose, {
      paymentId,
      amountPaise: 117882,
      reason: "Charged twice for one order",
    });
    // Support cannot approve.
    expect((await convexErrorOf(support.as.action(api.admin.refunds.approve, { refundId }))).code).toBe("forbidden");
    expect(await admin.as.action(api.admin.refunds.approve, { refundId })).toBe("processing");
    expect(rzp.refunds).toHaveLength(1);
    expect(rzp.refunds[0]).toMatchObject({
      amountPaise: 117882,
      receipt: `refund_${refundId}`.slice(0, 40),
      notes: { purpose: "refund", reason: "Charged twice for one order" },
    });
    const paymentRow = (await snapshot(t, paymentId, m.id)).payment;
    expect(rzp.refunds[0]?.paymentId).toBe(paymentRow?.paymentId);

    const body = refundWebhookBody("refund.processed", {
      refundId: "rfnd_Fake000001",
      paymentId: paymentRow?.paymentId ?? "",
      amountPaise: 117882,
    });
    expect(await (await postWebhook(t, body, { eventId: "evt_R1" })).json()).toEqual({ status: "refund_processed" });
    // The same event again, and the same refund under another event id: nothing more.
    expect(await (await postWebhook(t, body, { eventId: "evt_R1" })).json()).toEqual({ status: "duplicate" });
    expect(await (await postWebhook(t, body, { eventId: "evt_R2" })).json()).toEqual({ status: "stale" });

    const s = await snapshot(t, paymentId, m.id);
    expect(s.payment?.refundedPaise).toBe(117882);
    expect(s.refunds[0]).toMatchObject({
      status: "processed",
      razorpayRefundId: "rfnd_Fake000001",
      proposedBy: support.email,
      decidedBy: admin.email,
    });
    // Premium granted by this payment ends now (365 days taken back, never below now).
    expect(s.profile?.premiumUntil).toBe(Date.now());
    expect(s.creditNotes).toHaveLength(1);
    expect(s.creditNotes[0]).toMatchObject({
      number: "CN/26-27/000001",
      invoiceNumber: "INV/26-27/000001",
      totalPaise: 117882,
      taxablePaise: 99900,
      cgstPaise: 8991,
      sgstPaise: 8991,
    });
    expect(s.notifications).toHaveLength(1);
    expect(s.notifications[0]?.params).toMatchObject({ amountPaise: 117882, decision: "revoked" });
    // The member sees and downloads the credit note.
    const docs = await m.as.query(api.invoices.mine, {});
    expect(docs.map((d) => d.number).sort()).toEqual(["CN/26-27/000001", "INV/26-27/000001"]);
    const note = docs.find((d) => d.kind === "creditNote");
    if (note === undefined) throw new Error("no credit note");
    expect((await m.as.action(api.invoices.pdf, { documentId: note._id })).fileName).toBe("CN-26-27-000001.pdf");
  });

  test("a webhook that arrives before Razorpay's answer is recorded settles the refund in flight; the answer then changes nothing", async () => {
    const { t, m, paymentId, admin } = await world();
    const refundId = await admin.as.mutation(api.admin.refunds.propose, {
      paymentId,
      amountPaise: 117882,
      reason: "Never became Premium",
    });
    const pay = (await snapshot(t, paymentId, m.id)).payment?.paymentId ?? "";
    // The approval is recorded before the request is sent; the webhook comes in between.
    await t.run(async (ctx) => {
      await ctx.db.patch("refunds", refundId, { status: "approved", decidedBy: admin.email });
    });
    const body = refundWebhookBody("refund.processed", {
      refundId: "rfnd_Early00001",
      paymentId: pay,
      amountPaise: 117882,
    });
    expect(await (await postWebhook(t, body)).json()).toEqual({ status: "refund_processed" });
    const status = await t.mutation(internalRecordAnswer(), {
      refundId,
      answer: { ok: true, refundId: "rfnd_Early00001", status: "pending" },
    });
    expect(status).toBe("processed");
    const s = await snapshot(t, paymentId, m.id);
    expect(s.refunds[0]).toMatchObject({ status: "processed", razorpayRefundId: "rfnd_Early00001" });
    expect(s.creditNotes).toHaveLength(1);
    expect(s.payment?.refundedPaise).toBe(117882);
  });

  test("refund.failed marks it failed, twice or late changes nothing, and a new proposal may follow", async () => {
    const { t, m, paymentId, admin, until } = await world();
    const refundId = await admin.as.mutation(api.admin.refunds.propose, {
      paymentId,
      amountPaise: 117882,
      reason: "Wrong amount",
    });
    await admin.as.action(api.admin.refunds.approve, { refundId });
    const pay = (await snapshot(t, paymentId, m.id)).payment?.paymentId ?? "";
    const failed = refundWebhookBody("refund.failed", {
      refundId: "rfnd_Fake000001",
      paymentId: pay,
      amountPaise: 117882,
    });
    expect(await (await postWebhook(t, failed)).json()).toEqual({ status: "refund_failed" });
    expect(await (await postWebhook(t, failed)).json()).toEqual({ status: "stale" });
    const processedLate = refundWebhookBody("refund.processed", {
      refundId: "rfnd_Fake000001",
      paymentId: pay,
      amountPaise: 117882,
    });
    expect(await (await postWebhook(t, processedLate)).json()).toEqual({ status: "stale" });
    const s = await snapshot(t, paymentId, m.id);
    expect([s.refunds[0]?.status, s.payment?.refundedPaise, s.profile?.premiumUntil, s.creditNotes.length]).toEqual([
      "failed",
      undefined,
      until,
      0,
    ]);
    await admin.as.mutation(api.admin.refunds.propose, {
      paymentId,
      amountPaise: 117882,
      reason: "Wrong amount, again",
    });
  });

  test("Razorpay refusing the request fails it with a clear message and no credit note", async () => {
    const { t, rzp, m, paymentId, admin } = await world();
    const refundId = await admin.as.mutation(api.admin.refunds.propose, {
      paymentId,
      amountPaise: 10000,
      reason: "Overcharged",
    });
    rzp.failure = { ok: false, status: 400, code: "BAD_REQUEST_ERROR" };
    const error = await convexErrorOf(admin.as.action(api.admin.refunds.approve, { refundId }));
    expect(error.code).toBe("unavailable");
    const s = await snapshot(t, paymentId, m.id);
    expect(s.refunds[0]).toMatchObject({ status: "failed", failureReason: "Razorpay refused: BAD_REQUEST_ERROR" });
    expect(s.creditNotes).toHaveLength(0);
  });
});

describe("partial refunds and offline payments", () => {
  test("a partial refund keeps Premium unless the admin ends it; the credit note is for the part", async () => {
    const { t, rzp, m, paymentId, admin, until } = await world();
    rzp.refundStatus = "processed";
    const keep = await admin.as.mutation(api.admin.refunds.propose, {
      paymentId,
      amountPaise: 17882,
      reason: "Charged more than the plan",
    });
    expect(await admin.as.action(api.admin.refunds.approve, { refundId: keep })).toBe("processed");
    let s = await snapshot(t, paymentId, m.id);
    expect([s.payment?.refundedPaise, s.profile?.premiumUntil]).toEqual([17882, until]);
    expect(s.creditNotes[0]).toMatchObject({
      totalPaise: 17882,
      taxablePaise: 15154,
      cgstPaise: 1364,
      sgstPaise: 1364,
    });
    expect(s.notifications[0]?.params).toMatchObject({ amountPaise: 17882, until });
    // More than what is left is refused; ending Premium on a second partial refund shortens it by the plan's days.
    expect(
      (
        await convexErrorOf(
          admin.as.mutation(api.admin.refunds.propose, { paymentId, amountPaise: 100001, reason: "x" }),
        )
      ).code,
    ).toBe("invalid");
    const end = await admin.as.mutation(api.admin.refunds.propose, {
      paymentId,
      amountPaise: 50000,
      reason: "Member asked to stop",
      endPremium: true,
    });
    await admin.as.action(api.admin.refunds.approve, { refundId: end });
    s = await snapshot(t, paymentId, m.id);
    expect(s.profile?.premiumUntil).toBe(Date.now());
    expect(s.creditNotes.map((c) => c.number).sort()).toEqual(["CN/26-27/000001", "CN/26-27/000002"]);
  });

  test("an offline payment is refunded by recording how the money went back", async () => {
    useClock(NOW);
    const t = makeT();
    const m = await seedMember(t);
    const admin = await seedStaff(t, "admin");
    const { _id: paymentId } = await admin.as.mutation(api.admin.payments.recordOffline, {
      profileId: m.id,
      amountPaise: 117882,
      reference: "CASH-77",
      paidOn: "2026-11-27",
      method: "cash",
    });
    const refundId = await admin.as.mutation(api.admin.refunds.propose, {
      paymentId,
      amountPaise: 117882,
      reason: "Paid twice, by cash and UPI",
    });
    expect((await convexErrorOf(admin.as.action(api.admin.refunds.approve, { refundId }))).code).toBe("invalid");
    expect(
      await admin.as.action(api.admin.refunds.approve, {
        refundId,
        offline: { method: "upi", reference: "UTR 998877" },
      }),
    ).toBe("processed");
    const s = await snapshot(t, paymentId, m.id);
    expect(s.refunds[0]).toMatchObject({ status: "processed", offlineMethod: "upi", offlineReference: "UTR 998877" });
    expect(s.creditNotes[0]).toMatchObject({ number: "CN/26-27/000001", transactionRef: "UTR 998877" });
    expect(s.profile?.premiumUntil).toBe(Date.now());
  });

  test("bad proposals get clear refusals", async () => {
    const { t, m, paymentId, admin } = await world();
    const cases: [Record<string, unknown>, string][] = [
      [{ amountPaise: 50 }, "invalid"],
      [{ amountPaise: 1.5 }, "invalid"],
      [{ amountPaise: 117883 }, "invalid"],
      [{ reason: "   " }, "invalid"],
      [{ reason: "x".repeat(501) }, "invalid"],
    ];
    for (const [override, code] of cases) {
      const args = { paymentId, amountPaise: 117882, reason: "Double charge", ...override } as {
        paymentId: Id<"payments">;
        amountPaise: number;
        reason: string;
      };
      expect((await convexErrorOf(admin.as.mutation(api.admin.refunds.propose, args))).code).toBe(code);
    }
    await admin.as.mutation(api.admin.refunds.propose, { paymentId, amountPaise: 1000, reason: "Double charge" });
    expect(
      (
        await convexErrorOf(
          admin.as.mutation(api.admin.refunds.propose, { paymentId, amountPaise: 1000, reason: "Again" }),
        )
      ).code,
    ).toBe("conflict");
    const unpaid = await t.run(async (ctx) =>
      ctx.db.insert("payments", {
        profileId: m.id,
        provider: "razorpay",
        orderId: "order_X",
        amountPaise: 117882,
        currency: "INR",
        status: "created",
        createdAt: Date.now(),
      }),
    );
    expect(
      (
        await convexErrorOf(
          admin.as.mutation(api.admin.refunds.propose, { paymentId: unpaid, amountPaise: 1000, reason: "x" }),
        )
      ).code,
    ).toBe("conflict");
  });
});

describe("limits", () => {
  test("proposals are rate limited per staff member", async () => {
    const { paymentId, admin } = await world();
    for (let i = 0; i < 10; i += 1) {
      const refundId = await admin.as.mutation(api.admin.refunds.propose, {
        paymentId,
        amountPaise: 1000,
        reason: `Try ${String(i)}`,
      });
      await admin.as.mutation(api.admin.refunds.reject, { refundId });
    }
    expect(
      (
        await convexErrorOf(
          admin.as.mutation(api.admin.refunds.propose, { paymentId, amountPaise: 1000, reason: "One more" }),
        )
      ).code,
    ).toBe("rate_limited");
  });
});

describe("premiumAfterRefund", () => {
  const now = Date.parse(NOW);
  test.each([
    ["full refund takes back the year", now + 400 * DAY_MS, 365, true, false, now + 35 * DAY_MS],
    ["never below now", now + 100 * DAY_MS, 365, true, false, now],
    ["partial refund keeps Premium", now + 100 * DAY_MS, 365, false, false, null],
    ["partial refund ending Premium", now + 100 * DAY_MS, 30, false, true, now + 70 * DAY_MS],
    ["already Free: nothing", now - DAY_MS, 365, true, false, null],
  ] as const)("%s", (_label, current, days, full, end, expected) => {
    expect(premiumAfterRefund(current, days, full, end, now)).toBe(expected);
  });
});

function internalRecordAnswer() {
  // The answer step of admin/refunds.approve, called as the action would after the webhook.
  return internalApi.admin.refunds.recordRazorpayAnswer;
}
