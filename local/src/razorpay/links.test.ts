import { validatePaymentVerification, validateWebhookSignature } from "razorpay/dist/utils/razorpay-utils";
import { describe, expect, it } from "vitest";
import { KEY_SECRET, simWithReceiver, waitFor, WEBHOOK_SECRET } from "../test/razorpaySim";

const sim = simWithReceiver();

const CALLBACK = "http://127.0.0.1:5173/paye/done";

function createLink(referenceId: string, extra: Record<string, unknown> = {}) {
  return sim.server.sdk().paymentLink.create({
    amount: 117882,
    currency: "INR",
    description: "Test payment",
    customer: { name: "Sita Rama", contact: "+919876543210", email: "sita@example.com" },
    notify: { sms: false, email: false },
    reference_id: referenceId,
    callback_url: CALLBACK,
    callback_method: "get",
    ...extra,
  });
}

/** Posts a link page's form as a browser would, without following the redirect. */
function submit(linkId: string, action: "pay" | "fail", origin = sim.server.origin): Promise<Response> {
  return fetch(`${sim.server.base}/pl/${linkId}/${action}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: "",
  });
}

describe("payment links", () => {
  it("creates a link through the SDK and refuses a duplicate reference_id", async () => {
    const link = await createLink("paye_1001");
    expect(link.id).toMatch(/^plink_[A-Za-z0-9]{14}$/);
    expect(link).toMatchObject({
      amount: 117882,
      amount_paid: 0,
      currency: "INR",
      status: "created",
      reference_id: "paye_1001",
      description: "Test payment",
      callback_url: CALLBACK,
      callback_method: "get",
      customer: { name: "Sita Rama", contact: "+919876543210", email: "sita@example.com" },
      short_url: `${sim.server.base}/pl/${link.id}`,
    });
    expect(await sim.server.sdk().paymentLink.fetch(link.id)).toEqual(link);
    try {
      await createLink("paye_1001");
      throw new Error("expected a rejection");
    } catch (err) {
      expect(err).toMatchObject({ statusCode: 400, error: { code: "BAD_REQUEST_ERROR", field: "reference_id" } });
    }
  });

  it("refuses invalid input with Razorpay's errors", async () => {
    await expect(createLink("paye_bad_amount", { amount: 50 })).rejects.toMatchObject({
      statusCode: 400,
      error: { code: "BAD_REQUEST_ERROR", field: "amount" },
    });
    await expect(createLink("paye_bad_url", { callback_url: "not a url" })).rejects.toMatchObject({
      statusCode: 400,
      error: { field: "callback_url" },
    });
  });

  it("serves a page with the amount and description", async () => {
    const link = await createLink("paye_1002");
    const page = await fetch(link.short_url);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain("₹1,178.82");
    expect(html).toContain("Test payment");
    expect(html).toContain(`/razorpay/pl/${link.id}/pay`);
  });

  it("Pay redirects to callback_url with Razorpay's signed parameters and sends the webhooks", async () => {
    const link = await createLink("paye_1003");
    const answer = await submit(link.id, "pay");
    expect(answer.status).toBe(303);
    const target = new URL(answer.headers.get("location") ?? "");
    expect(`${target.origin}${target.pathname}`).toBe(CALLBACK);
    const q = Object.fromEntries(target.searchParams);
    expect(q).toMatchObject({
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: "paye_1003",
      razorpay_payment_link_status: "paid",
    });
    expect(
      validatePaymentVerification(
        {
          payment_link_id: q.razorpay_payment_link_id ?? "",
          payment_link_reference_id: q.razorpay_payment_link_reference_id ?? "",
          payment_link_status: q.razorpay_payment_link_status ?? "",
          payment_id: q.razorpay_payment_id ?? "",
        },
        q.razorpay_signature ?? "",
        KEY_SECRET,
      ),
    ).toBe(true);

    const fetched = await sim.server.sdk().paymentLink.fetch(link.id);
    expect(fetched).toMatchObject({ status: "paid", amount_paid: 117882 });
    // The SDK's types mistype `payments`; read it as Razorpay sends it.
    const payments = (fetched as unknown as { payments: unknown[] }).payments;
    expect(payments[0]).toMatchObject({ payment_id: q.razorpay_payment_id, status: "captured" });

    await waitFor(() => sim.receiver.received.length >= 3);
    const bodies = sim.receiver.received.map(
      (hook) =>
        JSON.parse(hook.body) as {
          event: string;
          contains: string[];
          payload: Record<string, { entity: { id: string; status: string } }>;
        },
    );
    expect(bodies.map((body) => body.event).sort()).toEqual(["order.paid", "payment.captured", "payment_link.paid"]);
    const linkPaid = bodies.find((body) => body.event === "payment_link.paid");
    expect(linkPaid?.contains).toEqual(["payment_link", "order", "payment"]);
    expect(linkPaid?.payload.payment_link?.entity).toMatchObject({ id: link.id, status: "paid" });
    expect(linkPaid?.payload.payment?.entity).toMatchObject({ id: q.razorpay_payment_id, status: "captured" });
    for (const hook of sim.receiver.received) {
      expect(validateWebhookSignature(hook.body, String(hook.headers["x-razorpay-signature"]), WEBHOOK_SECRET)).toBe(
        true,
      );
    }

    // A paid link cannot be paid again.
    expect((await submit(link.id, "pay")).status).toBe(409);
    expect(await (await fetch(link.short_url)).text()).toContain("has been paid");
  });

  it("Fail records a failed payment and sends payment.failed; the link stays payable", async () => {
    const link = await createLink("paye_1004");
    const answer = await submit(link.id, "fail");
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("Payment failed");
    await waitFor(() => sim.receiver.received.length >= 1);
    expect(JSON.parse(sim.receiver.received[0]?.body ?? "{}")).toMatchObject({ event: "payment.failed" });
    expect((await sim.server.sdk().paymentLink.fetch(link.id)).status).toBe("created");
    expect((await submit(link.id, "pay")).status).toBe(303);
  });

  it("refuses a form post from another site", async () => {
    const link = await createLink("paye_1005");
    expect((await submit(link.id, "pay", "http://evil.example")).status).toBe(403);
    expect((await sim.server.sdk().paymentLink.fetch(link.id)).status).toBe("created");
  });
});
