import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEY_ID, makeDataDir, removeDataDir, startSim, type SimServer } from "../test/razorpaySim";

let server: SimServer;
let dir: string;

beforeAll(async () => {
  dir = await makeDataDir();
  server = await startSim(dir);
});
afterAll(async () => {
  await server.stop();
  await removeDataDir(dir);
});

/** The SDK rejects with `{ statusCode, error }`; this returns it. */
async function rejection(promise: Promise<unknown>): Promise<{ statusCode: number; error: Record<string, unknown> }> {
  try {
    await promise;
  } catch (err) {
    return err as { statusCode: number; error: Record<string, unknown> };
  }
  throw new Error("expected a rejection");
}

describe("orders through the real razorpay SDK", () => {
  it("creates an order and reads it back", async () => {
    const rzp = server.sdk();
    const created = await rzp.orders.create({
      amount: 117882,
      currency: "INR",
      receipt: "prem_k57abc_1712345678",
      notes: { member: "k57abc" },
    });
    expect(created).toMatchObject({
      entity: "order",
      amount: 117882,
      amount_paid: 0,
      amount_due: 117882,
      currency: "INR",
      receipt: "prem_k57abc_1712345678",
      offer_id: null,
      status: "created",
      attempts: 0,
      notes: { member: "k57abc" },
    });
    expect(created.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(Number.isInteger(created.created_at)).toBe(true);
    expect(await rzp.orders.fetch(created.id)).toEqual(created);
    expect(await rzp.orders.fetchPayments(created.id)).toEqual({ entity: "collection", count: 0, items: [] });
  });

  it("answers empty notes as [] like Razorpay", async () => {
    const created = await server.sdk().orders.create({ amount: 100, currency: "INR" });
    expect(created.notes).toEqual([]);
    expect(created.receipt).toBeNull();
  });

  it.each([
    [{ amount: 99 }, "amount", "The amount must be atleast INR 1.00"],
    [{ amount: 100.5 }, "amount", "The amount must be an integer."],
    [{}, "amount", "The amount field is required."],
    [{ amount: 1000, currency: "USD" }, "currency", "The selected currency is invalid."],
    [{ amount: 1000, receipt: "r".repeat(41) }, "receipt", "The receipt may not be greater than 40 characters."],
    [{ amount: 1000, colour: "blue" }, "colour", "colour is/are not required and should not be sent"],
  ])("refuses %j with Razorpay's validation error", async (input, field, description) => {
    const err = await rejection(server.sdk().orders.create({ currency: "INR", ...input } as never));
    expect(err).toEqual({
      statusCode: 400,
      error: {
        code: "BAD_REQUEST_ERROR",
        description,
        field,
        source: "business",
        step: "payment_initiation",
        reason: "input_validation_failed",
        metadata: {},
      },
    });
  });

  it("accepts a 40-character receipt", async () => {
    const created = await server.sdk().orders.create({ amount: 100, currency: "INR", receipt: "r".repeat(40) });
    expect(created.receipt).toHaveLength(40);
  });

  it("answers 400 'The id provided does not exist' for an unknown id", async () => {
    const err = await rejection(server.sdk().orders.fetch("order_AAAAAAAAAAAAAA"));
    expect(err.statusCode).toBe(400);
    expect(err.error).toMatchObject({ code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" });
    expect((await rejection(server.sdk().payments.fetch("pay_AAAAAAAAAAAAAA"))).statusCode).toBe(400);
  });
});

describe("authentication", () => {
  const na = { code: "BAD_REQUEST_ERROR", source: "NA", step: "NA", reason: "NA", metadata: {} };

  it("refuses a wrong secret with 401", async () => {
    const err = await rejection(server.sdk(KEY_ID, "wrong").orders.create({ amount: 100, currency: "INR" }));
    expect(err).toEqual({ statusCode: 401, error: { ...na, description: "Authentication failed" } });
  });

  it("refuses an unknown key with 401", async () => {
    const err = await rejection(server.sdk("rzp_test_SomebodyElse01", "x").orders.fetch("order_AAAAAAAAAAAAAA"));
    expect(err).toEqual({ statusCode: 401, error: { ...na, description: "The api key provided is invalid" } });
  });

  it("refuses a request without credentials with 401", async () => {
    const answer = await fetch(`${server.base}/v1/orders/order_AAAAAAAAAAAAAA`);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({
      error: { ...na, description: "Please provide your api key for authentication purposes." },
    });
  });

  it("answers 404 for an unknown API path, and leaves other paths to the host server", async () => {
    const auth = `Basic ${Buffer.from(`${KEY_ID}:local_test_key_secret_0001`).toString("base64")}`;
    const answer = await fetch(`${server.base}/v1/nothing_here`, { headers: { Authorization: auth } });
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("BAD_REQUEST_ERROR");
    expect((await fetch(`${server.origin}/elsewhere`)).status).toBe(404);
    expect(await (await fetch(`${server.origin}/razorpayx`)).text()).toBe("not the simulator's");
  });
});

describe("payments through the SDK", () => {
  it("lists an order's payments, fetches one, and refuses to capture it twice", async () => {
    const rzp = server.sdk();
    const order = await rzp.orders.create({ amount: 117882, currency: "INR" });
    const failed = await server.post("/sim/fail", { order_id: order.id, key: KEY_ID });
    const paid = await server.post("/sim/pay", {
      order_id: order.id,
      key: KEY_ID,
      email: "a@example.com",
      contact: "+919876543210",
    });
    const paymentId = paid.body.razorpay_payment_id as string;
    expect(paymentId).toMatch(/^pay_[A-Za-z0-9]{14}$/);

    const payments = await rzp.orders.fetchPayments(order.id);
    expect(payments.count).toBe(2);
    const payment = await rzp.payments.fetch(paymentId);
    expect(payment).toMatchObject({
      entity: "payment",
      amount: 117882,
      currency: "INR",
      status: "captured",
      captured: true,
      method: "card",
      order_id: order.id,
      email: "a@example.com",
      contact: "+919876543210",
      error_code: null,
    });
    const failedId = (failed.body.error as { metadata: { payment_id: string } }).metadata.payment_id;
    expect(await rzp.payments.fetch(failedId)).toMatchObject({
      status: "failed",
      captured: false,
      error_code: "BAD_REQUEST_ERROR",
      error_reason: "payment_failed",
      error_step: "payment_authorization",
    });
    expect(await rzp.orders.fetch(order.id)).toMatchObject({
      status: "paid",
      amount_paid: 117882,
      amount_due: 0,
      attempts: 2,
    });

    const err = await rejection(rzp.payments.capture(paymentId, 117882, "INR"));
    expect(err.statusCode).toBe(400);
    expect(err.error.description).toBe("This payment has already been captured");
  });
});
