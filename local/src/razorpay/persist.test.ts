import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createRazorpaySimulator } from "./index";
import { KEY_ID, KEY_SECRET, makeDataDir, removeDataDir, startReceiver, startSim, waitFor } from "../test/razorpaySim";

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map(removeDataDir));
});

describe("persistence", () => {
  it("keeps orders, payments, links and deliveries across a restart", async () => {
    const dir = await makeDataDir();
    dirs.push(dir);
    const first = await startSim(dir);
    const order = await first.sdk().orders.create({ amount: 117882, currency: "INR", receipt: "keep" });
    const paid = await first.post("/sim/pay", { order_id: order.id, key: KEY_ID });
    const link = await first
      .sdk()
      .paymentLink.create({ amount: 500, currency: "INR", reference_id: "keep_1", customer: { name: "Keep" } });
    const deliveries = first.sim.deliveries().length;
    await first.stop();

    const second = await startSim(dir);
    try {
      expect(await second.sdk().orders.fetch(order.id)).toMatchObject({
        id: order.id,
        status: "paid",
        receipt: "keep",
      });
      expect(await second.sdk().payments.fetch(String(paid.body.razorpay_payment_id))).toMatchObject({
        status: "captured",
      });
      expect(await second.sdk().paymentLink.fetch(link.id)).toMatchObject({ reference_id: "keep_1" });
      await expect(
        second
          .sdk()
          .paymentLink.create({ amount: 500, currency: "INR", reference_id: "keep_1", customer: { name: "Keep" } }),
      ).rejects.toMatchObject({ statusCode: 400 });
      expect(second.sim.deliveries()).toHaveLength(deliveries);
    } finally {
      await second.stop();
    }
  });

  it("resumes a webhook still pending at shutdown", async () => {
    const dir = await makeDataDir();
    dirs.push(dir);
    const receiver = await startReceiver();
    receiver.script.push(503);
    // A long retry delay: the retry would only happen after the restart.
    const first = await startSim(dir, { webhookUrl: receiver.url, webhookRetryDelaysMs: [60_000] });
    const order = await first.sdk().orders.create({ amount: 100, currency: "INR" });
    await first.post("/sim/fail", { order_id: order.id, key: KEY_ID });
    await waitFor(() => receiver.received.length === 1);
    await waitFor(() => first.sim.deliveries()[0]?.attempts.length === 1);
    await first.stop();

    const second = await startSim(dir, { webhookUrl: receiver.url });
    try {
      await waitFor(() => second.sim.deliveries()[0]?.state === "delivered");
      expect(receiver.received.map((hook) => hook.status)).toEqual([503, 200]);
      expect(receiver.received[1]?.headers["x-razorpay-event-id"]).toBe(
        receiver.received[0]?.headers["x-razorpay-event-id"],
      );
    } finally {
      await second.stop();
      await receiver.stop();
    }
  });

  it("refuses to start on a corrupt state file rather than silently starting empty", async () => {
    const dir = await makeDataDir();
    dirs.push(dir);
    await writeFile(join(dir, "razorpay.json"), "{ torn");
    await expect(
      createRazorpaySimulator({
        keyId: KEY_ID,
        keySecret: KEY_SECRET,
        webhookSecret: "w",
        webhookUrl: null,
        publicBaseUrl: "http://127.0.0.1:1/razorpay",
        dataDir: dir,
        log: () => undefined,
      }),
    ).rejects.toThrow(/not valid JSON/);
  });
});
