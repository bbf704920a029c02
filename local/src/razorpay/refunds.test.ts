import { validateWebhookSignature } from "razorpay/dist/utils/razorpay-utils";
import { describe, expect, it } from "vitest";
import { KEY_ID, simWithReceiver, waitFor, WEBHOOK_SECRET, type ReceivedWebhook } from "../test/razorpaySim";

const sim = simWithReceiver();

type EventBody = { event: string; contains: string[]; payload: Record<string, { entity: Record<string, unknown> }> };
const parse = (hook: ReceivedWebhook): EventBody => JSON.parse(hook.body) as EventBody;

async function paidPayment(): Promise<string> {
  const order = await sim.server.sdk().orders.create({ amount: 117882, currency: "INR", receipt: "r1" });
  const paid = await sim.server.post("/sim/pay", { order_id: order.id, key: KEY_ID });
  await waitFor(() => sim.receiver.received.length >= 2);
  sim.receiver.received.length = 0;
  return String(paid.body.razorpay_payment_id);
}

async function rejection(promise: Promise<unknown>): Promise<{ statusCode: number; error: Record<string, unknown> }> {
  try {
    await promise;
  } catch (err) {
    return err as { statusCode: number; error: Record<string, unknown> };
  }
  throw new Error("expected a rejection");
}

describe("refunds through the real razorpay SDK (POST /v1/payments/:id/refund)", () => {
  it("answers a pending refund, then sends refund.processed signed, with the refund and its payment", async () => {
    const paymentId = await paidPayment();
    const refund = await sim.server.sdk().payments.refund(paymentId, {
      amount: 17882,
      speed: "normal",
      receipt: "refund_x",
      notes: { purpose: "refund" },
    });
    expect(refund).toMatchObject({
      entity: "refund",
      amount: 17882,
      currency: "INR",
      payment_id: paymentId,
      status: "pending",
      receipt: "refund_x",
      notes: { purpose: "refund" },
    });
    expect(refund.id).toMatch(/^rfnd_/);
    await waitFor(() => sim.receiver.received.length >= 1);
    const [hook] = sim.receiver.received;
    if (!hook) throw new Error("no webhook");
    expect(validateWebhookSignature(hook.body, String(hook.headers["x-razorpay-signature"]), WEBHOOK_SECRET)).toBe(
      true,
    );
    const body = parse(hook);
    expect(body.event).toBe("refund.processed");
    expect(body.contains).toEqual(["refund", "payment"]);
    expect(body.payload.refund?.entity).toMatchObject({
      id: refund.id,
      status: "processed",
      amount: 17882,
      payment_id: paymentId,
    });
    expect(body.payload.payment?.entity).toMatchObject({
      id: paymentId,
      amount_refunded: 17882,
      refund_status: "partial",
    });
    const listed = await sim.server.sdk().payments.fetchMultipleRefund(paymentId);
    expect(listed.items.map((r) => r.id)).toEqual([refund.id]);
  });

  it("refuses more than is left, and sends refund.failed when told to fail", async () => {
    const paymentId = await paidPayment();
    const tooMuch = await rejection(sim.server.sdk().payments.refund(paymentId, { amount: 117883 }));
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.error.field).toBe("amount");
    await sim.server.sdk().payments.refund(paymentId, { amount: 117882, notes: { sim_outcome: "failed" } });
    await waitFor(() => sim.receiver.received.length >= 1);
    const [hook] = sim.receiver.received;
    if (!hook) throw new Error("no webhook");
    expect(parse(hook).event).toBe("refund.failed");
    expect(parse(hook).payload.refund?.entity).toMatchObject({ status: "failed" });
  });
});
