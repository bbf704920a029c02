import { validateWebhookSignature } from "razorpay/dist/utils/razorpay-utils";
import { describe, expect, it } from "vitest";
import { webhookSignature } from "./signatures";
import { KEY_ID, simWithReceiver, waitFor, WEBHOOK_SECRET, type ReceivedWebhook } from "../test/razorpaySim";

const sim = simWithReceiver();

interface EventBody {
  entity: string;
  account_id: string;
  event: string;
  contains: string[];
  payload: Record<string, { entity: Record<string, unknown> }>;
  created_at: number;
}

const parse = (hook: ReceivedWebhook): EventBody => JSON.parse(hook.body) as EventBody;
const events = (): string[] => sim.receiver.received.map((hook) => parse(hook).event);

async function newOrder(): Promise<string> {
  return (await sim.server.sdk().orders.create({ amount: 117882, currency: "INR", receipt: "r1" })).id;
}

describe("webhooks", () => {
  it("signs the raw body as Razorpay does (Razorpay's own test vector)", () => {
    expect(webhookSignature('{"a":1,"b":2,"c":{"d":3}}', "123456")).toBe(
      "2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc",
    );
  });

  it("sends payment.captured and order.paid after Pay, signed, with unique event ids", async () => {
    const orderId = await newOrder();
    const paid = await sim.server.post("/sim/pay", { order_id: orderId, key: KEY_ID });
    await waitFor(() => sim.receiver.received.length >= 2);
    expect(events().sort()).toEqual(["order.paid", "payment.captured"]);
    for (const hook of sim.receiver.received) {
      expect(hook.headers["content-type"]).toBe("application/json");
      expect(validateWebhookSignature(hook.body, String(hook.headers["x-razorpay-signature"]), WEBHOOK_SECRET)).toBe(
        true,
      );
      expect(validateWebhookSignature(hook.body, String(hook.headers["x-razorpay-signature"]), "other")).toBe(false);
      const body = parse(hook);
      expect(body).toMatchObject({ entity: "event", account_id: sim.server.sim.accountId });
      expect(Number.isInteger(body.created_at)).toBe(true);
      expect(body.payload.payment?.entity).toMatchObject({
        id: paid.body.razorpay_payment_id,
        order_id: orderId,
        amount: 117882,
        currency: "INR",
        status: "captured",
      });
    }
    const ids = sim.receiver.received.map((hook) => hook.headers["x-razorpay-event-id"]);
    expect(new Set(ids).size).toBe(2);
    const orderPaid = sim.receiver.received.map(parse).find((body) => body.event === "order.paid");
    expect(orderPaid?.contains).toEqual(["payment", "order"]);
    expect(orderPaid?.payload.order?.entity).toMatchObject({
      id: orderId,
      status: "paid",
      amount_paid: 117882,
      receipt: "r1",
    });
    const captured = sim.receiver.received.map(parse).find((body) => body.event === "payment.captured");
    expect(captured?.contains).toEqual(["payment"]);
    expect(sim.server.logs.join("\n")).not.toContain(WEBHOOK_SECRET);
  });

  it("sends payment.failed after Fail", async () => {
    const orderId = await newOrder();
    await sim.server.post("/sim/fail", { order_id: orderId, key: KEY_ID });
    await waitFor(() => sim.receiver.received.length >= 1);
    const [hook] = sim.receiver.received;
    if (!hook) throw new Error("no webhook");
    expect(parse(hook)).toMatchObject({
      event: "payment.failed",
      contains: ["payment"],
      payload: { payment: { entity: { order_id: orderId, status: "failed", error_reason: "payment_failed" } } },
    });
    expect(validateWebhookSignature(hook.body, String(hook.headers["x-razorpay-signature"]), WEBHOOK_SECRET)).toBe(
      true,
    );
  });

  it("retries a delivery answered with 500, keeping its event id and body", async () => {
    sim.receiver.script.push(500, 502);
    const orderId = await newOrder();
    await sim.server.post("/sim/fail", { order_id: orderId, key: KEY_ID });
    await waitFor(() => sim.receiver.received.length >= 3);
    expect(sim.receiver.received.map((hook) => hook.status)).toEqual([500, 502, 200]);
    expect(new Set(sim.receiver.received.map((hook) => hook.headers["x-razorpay-event-id"])).size).toBe(1);
    expect(new Set(sim.receiver.received.map((hook) => hook.body)).size).toBe(1);
    const eventId = String(sim.receiver.received[0]?.headers["x-razorpay-event-id"]);
    // The receiver records a request before its answer reaches the simulator.
    const delivery = await waitFor(() =>
      sim.server.sim.deliveries().find((item) => item.eventId === eventId && item.state === "delivered"),
    );
    expect(delivery.attempts.map((attempt) => attempt.status)).toEqual([500, 502, 200]);
  });

  it("gives up after its retries and records the failure", async () => {
    sim.receiver.script.push(500, 500, 500);
    await sim.server.post("/sim/fail", { order_id: await newOrder(), key: KEY_ID });
    const eventId = String((await waitFor(() => sim.receiver.received[0])).headers["x-razorpay-event-id"]);
    const delivery = await waitFor(() =>
      sim.server.sim.deliveries().find((item) => item.eventId === eventId && item.state === "failed"),
    );
    expect(delivery.attempts).toHaveLength(3);
    expect(sim.server.logs.some((line) => line.includes(eventId) && line.includes("given up"))).toBe(true);
  });

  it("redelivers an event with the same id, body and signature (for de-duplication tests)", async () => {
    await sim.server.post("/sim/pay", { order_id: await newOrder(), key: KEY_ID });
    await waitFor(() => sim.receiver.received.length >= 2);
    const first = sim.receiver.received[0];
    if (!first) throw new Error("no webhook");
    const eventId = String(first.headers["x-razorpay-event-id"]);
    const attempt = await sim.server.sim.redeliver(eventId);
    expect(attempt.status).toBe(200);
    const answer = await sim.server.post(`/sim/deliveries/${eventId}/redeliver`, {});
    expect(answer.status).toBe(200);
    const replays = sim.receiver.received.slice(2);
    expect(replays).toHaveLength(2);
    for (const replay of replays) {
      expect(replay.headers["x-razorpay-event-id"]).toBe(eventId);
      expect(replay.body).toBe(first.body);
      expect(replay.headers["x-razorpay-signature"]).toBe(first.headers["x-razorpay-signature"]);
    }
    const listed = (await (await fetch(`${sim.server.base}/sim/deliveries`)).json()) as {
      items: { eventId: string }[];
    };
    expect(listed.items.some((item) => item.eventId === eventId)).toBe(true);
    expect((await sim.server.post("/sim/deliveries/NoSuchEvent/redeliver", {})).status).toBe(400);
  });

  it("answers Pay while the webhook receiver is still busy", async () => {
    let release = (): void => undefined;
    sim.receiver.hold = new Promise<void>((resolve) => (release = resolve));
    try {
      const paid = await sim.server.post("/sim/pay", { order_id: await newOrder(), key: KEY_ID });
      expect(paid.status).toBe(200);
      expect(sim.receiver.received).toHaveLength(0);
    } finally {
      sim.receiver.hold = null;
      release();
    }
    await waitFor(() => sim.receiver.received.length >= 2);
  });
});
