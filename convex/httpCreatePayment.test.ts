import { describe, expect, test } from "vitest";
import { en } from "@matrimony/shared/messages";
import { allowedOrigins, checkTestPaymentRequest, LOCAL_APP_ORIGINS } from "./model/payments/razorpayTestPayment";
import { makeT, type T } from "./test.fixtures";
import { fakeRazorpay, useRazorpayEnv } from "./test.payments";

const APP = "https://app.telugumatrimony.example";
const PATH = "/api/payment/create-payment";
const VALID = { amount: 1, name: "Ravi Kumar", phoneNumber: "98765 43210" };

function post(t: T, body: unknown, headers: Record<string, string> = { Origin: APP }): Promise<Response> {
  return t.fetch(PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

type Answer = { success: boolean; paymentUrl?: string; error?: string; field?: string };

describe("POST /api/payment/create-payment", () => {
  useRazorpayEnv({ APP_ORIGIN: `${APP}/` });

  test("creates a ₹1 payment link for the page and answers its URL, with CORS for the app", async () => {
    const rzp = fakeRazorpay();
    const t = makeT(rzp.modules);
    const response = await post(t, { ...VALID, name: "  Ravi Kumar " });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(APP);
    expect(response.headers.get("vary")).toBe("Origin");
    expect((await response.json()) as Answer).toEqual({
      success: true,
      paymentUrl: "https://rzp.io/i/plink_Fake000001",
    });
    expect(rzp.links).toEqual([
      {
        amountPaise: 100,
        currency: "INR",
        description: "Test payment of ₹1",
        name: "Ravi Kumar",
        contact: "+919876543210",
      },
    ]);
  });

  test('the amount may come as the text "1" from a form field', async () => {
    const rzp = fakeRazorpay();
    const response = await post(makeT(rzp.modules), { ...VALID, amount: "1" });
    expect(response.status).toBe(200);
  });

  const bad: Array<[string, unknown, string, string | undefined]> = [
    ["a body that is not JSON", "amount=1&name=x", en["testPayment.invalidBody"], undefined],
    ["a JSON array", [VALID], en["testPayment.invalidBody"], undefined],
    ["no name", { ...VALID, name: undefined }, en["testPayment.nameRequired"], "name"],
    ["a blank name", { ...VALID, name: "   " }, en["testPayment.nameRequired"], "name"],
    ["a name that is not text", { ...VALID, name: 42 }, en["testPayment.nameRequired"], "name"],
    ["a name over 100 characters", { ...VALID, name: "R".repeat(101) }, en["validation.nameTooLong"], "name"],
    ["no phone number", { ...VALID, phoneNumber: "" }, en["testPayment.phoneRequired"], "phoneNumber"],
    [
      "a phone number that is no number",
      { ...VALID, phoneNumber: "12345" },
      en["validation.phoneInvalid"],
      "phoneNumber",
    ],
    [
      "a phone number sent as a JSON number",
      { ...VALID, phoneNumber: 9876543210 },
      en["testPayment.phoneRequired"],
      "phoneNumber",
    ],
    ["no amount", { ...VALID, amount: undefined }, en["testPayment.amountInvalid"], "amount"],
    ["another amount", { ...VALID, amount: 999 }, en["testPayment.amountInvalid"], "amount"],
    ["an amount in paise", { ...VALID, amount: 100 }, en["testPayment.amountInvalid"], "amount"],
    ["a fractional amount", { ...VALID, amount: 1.5 }, en["testPayment.amountInvalid"], "amount"],
    ["an amount that is not a number", { ...VALID, amount: "one" }, en["testPayment.amountInvalid"], "amount"],
  ];
  test.each(bad)("%s is a 400 with its message, and no link is made", async (_label, body, error, field) => {
    const rzp = fakeRazorpay();
    const response = await post(makeT(rzp.modules), body);
    expect(response.status).toBe(400);
    expect(response.headers.get("access-control-allow-origin")).toBe(APP);
    const answer = (await response.json()) as Answer;
    expect(answer).toEqual(field === undefined ? { success: false, error } : { success: false, error, field });
    expect(rzp.links).toHaveLength(0);
  });

  test("a body over 4 KB is refused unread", async () => {
    const rzp = fakeRazorpay();
    const response = await post(makeT(rzp.modules), { ...VALID, padding: "x".repeat(5000) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as Answer).success).toBe(false);
  });

  test("another site's page is refused (403), with no CORS grant and no link", async () => {
    const rzp = fakeRazorpay();
    const response = await post(makeT(rzp.modules), VALID, { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect((await response.json()) as Answer).toEqual({ success: false, error: en["testPayment.originNotAllowed"] });
    expect(rzp.links).toHaveLength(0);
  });

  test("a caller that is not a browser page (no Origin) gets no CORS headers", async () => {
    const rzp = fakeRazorpay();
    const response = await post(makeT(rzp.modules), VALID, {});
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  test.each([
    [APP, 204, APP],
    ["https://evil.example", 403, null],
  ])("the preflight from %s answers %i", async (origin, status, allow) => {
    const response = await makeT().fetch(PATH, {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });
    expect(response.status).toBe(status);
    expect(response.headers.get("access-control-allow-origin")).toBe(allow);
    if (allow !== null) {
      expect(response.headers.get("access-control-allow-methods")).toContain("POST");
      expect(response.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("content-type");
      // A signed-in member's page sends its Convex token, for the per-account limit.
      expect(response.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
    }
  });

  test("Razorpay failing is a 502 with a clear message", async () => {
    const rzp = fakeRazorpay();
    rzp.failure = { ok: false, status: 400, code: "BAD_REQUEST_ERROR" };
    const response = await post(makeT(rzp.modules), VALID);
    expect(response.status).toBe(502);
    expect((await response.json()) as Answer).toEqual({ success: false, error: en["payment.providerFailed"] });
  });
});

describe("POST /api/payment/create-payment without Razorpay keys", () => {
  useRazorpayEnv({ APP_ORIGIN: APP, RAZORPAY_KEY_ID: "", RAZORPAY_KEY_SECRET: "" });

  test("answers 503 and calls nobody", async () => {
    const rzp = fakeRazorpay();
    const response = await post(makeT(rzp.modules), VALID);
    expect(response.status).toBe(503);
    expect((await response.json()) as Answer).toEqual({ success: false, error: en["payment.unavailable"] });
    expect(rzp.links).toHaveLength(0);
  });
});

describe("allowed origins", () => {
  test.each([
    [
      "APP_ORIGIN wins, trimmed, trailing slash dropped",
      { APP_ORIGIN: " https://a.example/ , https://b.example", LOCAL_AUTH_ISSUER: "x" },
      ["https://a.example", "https://b.example"],
    ],
    [
      "local mode defaults to the local member app",
      { APP_ORIGIN: undefined, LOCAL_AUTH_ISSUER: "http://127.0.0.1:3210/auth" },
      [...LOCAL_APP_ORIGINS],
    ],
    ["production without APP_ORIGIN allows no page", { APP_ORIGIN: undefined, LOCAL_AUTH_ISSUER: undefined }, []],
  ])("%s", (_label, vars, expected) => {
    expect(allowedOrigins(vars)).toEqual(expected);
  });

  test("checkTestPaymentRequest checks in the page's order: name, phone, amount", () => {
    expect(checkTestPaymentRequest(JSON.stringify({ amount: 5, phoneNumber: "x" }))).toMatchObject({
      ok: false,
      field: "name",
    });
    expect(checkTestPaymentRequest(JSON.stringify({ amount: 5, name: "A", phoneNumber: "x" }))).toMatchObject({
      ok: false,
      field: "phoneNumber",
    });
    expect(
      checkTestPaymentRequest(JSON.stringify({ amount: 5, name: "A", phoneNumber: "+44 20 7946 0958" })),
    ).toMatchObject({ ok: false, field: "amount" });
  });
});
