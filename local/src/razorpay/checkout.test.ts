import { runInNewContext } from "node:vm";
import { validatePaymentVerification } from "razorpay/dist/utils/razorpay-utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeDocument } from "../test/fakeDom";
import {
  APP_ORIGIN,
  KEY_ID,
  KEY_SECRET,
  makeDataDir,
  removeDataDir,
  startSim,
  type SimServer,
} from "../test/razorpaySim";

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

async function newOrder(amount = 117882): Promise<string> {
  return (await server.sdk().orders.create({ amount, currency: "INR" })).id;
}

describe("Checkout's Pay and Fail endpoints", () => {
  it("Pay answers a signature that Razorpay's own verifier accepts", async () => {
    const orderId = await newOrder();
    const { status, body } = await server.post("/sim/pay", { order_id: orderId, key: KEY_ID });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(["razorpay_order_id", "razorpay_payment_id", "razorpay_signature"]);
    expect(body.razorpay_order_id).toBe(orderId);
    const paymentId = body.razorpay_payment_id as string;
    const signature = body.razorpay_signature as string;
    expect(validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, KEY_SECRET)).toBe(true);
    expect(validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, "another_secret")).toBe(
      false,
    );
    expect(server.sim.payments().find((p) => p.id === paymentId)).toMatchObject({ status: "captured", method: "card" });
  });

  it("refuses a second payment of a paid order, an unknown key and an unknown order", async () => {
    const orderId = await newOrder();
    expect((await server.post("/sim/pay", { order_id: orderId, key: KEY_ID })).status).toBe(200);
    expect((await server.post("/sim/pay", { order_id: orderId, key: KEY_ID })).status).toBe(400);
    const wrongKey = await server.post("/sim/pay", { order_id: await newOrder(), key: "rzp_test_other" });
    expect(wrongKey.status).toBe(401);
    expect((await server.post("/sim/pay", { order_id: "order_AAAAAAAAAAAAAA", key: KEY_ID })).status).toBe(400);
  });

  it("Fail answers what Checkout hands to payment.failed listeners", async () => {
    const orderId = await newOrder();
    const { status, body } = await server.post("/sim/fail", { order_id: orderId, key: KEY_ID });
    expect(status).toBe(200);
    const paymentId = server.sim.payments().find((p) => p.order_id === orderId)?.id;
    expect(body).toEqual({
      error: {
        code: "BAD_REQUEST_ERROR",
        description: "Payment failed",
        source: "customer",
        step: "payment_authorization",
        reason: "payment_failed",
        metadata: { order_id: orderId, payment_id: paymentId },
      },
    });
    // The order stays payable after a failure, as a retry in Checkout needs.
    expect((await server.post("/sim/pay", { order_id: orderId, key: KEY_ID })).status).toBe(200);
  });

  it("lets the app origins call it and refuses others", async () => {
    const preflight = await fetch(`${server.base}/sim/pay`, {
      method: "OPTIONS",
      headers: {
        Origin: APP_ORIGIN,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(APP_ORIGIN);
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/Content-Type/i);
    const allowed = await server.post("/sim/pay", { order_id: await newOrder(), key: KEY_ID }, { Origin: APP_ORIGIN });
    expect(allowed.status).toBe(200);
    const refused = await server.post(
      "/sim/pay",
      { order_id: await newOrder(), key: KEY_ID },
      { Origin: "http://evil.example" },
    );
    expect(refused.status).toBe(403);
  });
});

describe("checkout.js", () => {
  async function loadScript(): Promise<{
    Razorpay: new (options: Record<string, unknown>) => CheckoutInstance;
    document: FakeDocument;
  }> {
    const answer = await fetch(`${server.base}/checkout.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^application\/javascript/);
    const source = await answer.text();
    const document = new FakeDocument();
    const window: { Razorpay?: new (options: Record<string, unknown>) => CheckoutInstance } = {};
    runInNewContext(source, { window, document, fetch });
    if (!window.Razorpay) throw new Error("checkout.js did not define window.Razorpay");
    return { Razorpay: window.Razorpay, document };
  }

  interface CheckoutInstance {
    open(): CheckoutInstance;
    close(): void;
    on(event: string, callback: (data: unknown) => void): CheckoutInstance;
  }

  function options(orderId: string, extra: Record<string, unknown>): Record<string, unknown> {
    return {
      key: KEY_ID,
      amount: 117882,
      currency: "INR",
      name: "Telugu Matrimony",
      description: "Upgrade to Premium Plan",
      order_id: orderId,
      prefill: { name: "Sita", email: "sita@example.com", contact: "+919876543210" },
      theme: { color: "#b3134b" },
      ...extra,
    };
  }

  it("shows the site name, description and amount in rupees, and Pay calls handler with a valid signature", async () => {
    const { Razorpay, document } = await loadScript();
    const orderId = await newOrder();
    const response = await new Promise<Record<string, string>>((resolve) => {
      const checkout = new Razorpay(options(orderId, { handler: resolve }));
      checkout.open();
      const text = document.body.allText();
      expect(text).toContain("Telugu Matrimony");
      expect(text).toContain("Upgrade to Premium Plan");
      expect(text).toContain("₹1,178.82");
      const overlay = document.body.find("overlay");
      expect(overlay?.children[0]?.getAttribute("role")).toBe("dialog");
      expect(overlay?.children[0]?.getAttribute("aria-modal")).toBe("true");
      expect(document.activeElement).toBe(document.body.find("pay"));
      document.body.find("pay")?.dispatch("click");
    });
    expect(response.razorpay_order_id).toBe(orderId);
    expect(
      validatePaymentVerification(
        { order_id: orderId, payment_id: response.razorpay_payment_id ?? "" },
        response.razorpay_signature ?? "",
        KEY_SECRET,
      ),
    ).toBe(true);
    expect(document.body.children).toHaveLength(0);
    expect(server.sim.payments().find((p) => p.id === response.razorpay_payment_id)).toMatchObject({
      description: "Upgrade to Premium Plan",
      email: "sita@example.com",
      contact: "+919876543210",
    });
  });

  it("Fail calls payment.failed listeners and keeps the dialog open; Close calls modal.ondismiss", async () => {
    const { Razorpay, document } = await loadScript();
    const orderId = await newOrder();
    let dismissed = 0;
    const checkout = new Razorpay(
      options(orderId, { handler: () => undefined, modal: { ondismiss: () => dismissed++ } }),
    );
    const failure = await new Promise<{ error: Record<string, unknown> }>((resolve) => {
      checkout.on("payment.failed", (data) => resolve(data as { error: Record<string, unknown> }));
      checkout.open();
      document.body.find("fail")?.dispatch("click");
    });
    expect(failure.error).toMatchObject({
      code: "BAD_REQUEST_ERROR",
      description: "Payment failed",
      step: "payment_authorization",
      reason: "payment_failed",
    });
    expect(failure.error.metadata).toMatchObject({ order_id: orderId });
    expect(document.body.children).toHaveLength(1);
    expect(document.body.find("status")?.textContent).toMatch(/failed/i);
    document.body.find("close")?.dispatch("click");
    expect(dismissed).toBe(1);
    expect(document.body.children).toHaveLength(0);

    // Escape dismisses too; close() from the page does not call ondismiss.
    checkout.open();
    document.body.find("overlay")?.dispatch("keydown", { key: "Escape" });
    expect(dismissed).toBe(2);
    checkout.open();
    checkout.close();
    expect(dismissed).toBe(2);
    expect(document.body.children).toHaveLength(0);
  });

  it("requires a key, as Checkout does", async () => {
    const { Razorpay } = await loadScript();
    expect(() => new Razorpay({ amount: 100 })).toThrow(/key/);
  });
});
