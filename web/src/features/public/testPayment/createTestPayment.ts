import { TEST_PAYMENT_RUPEES } from "@matrimony/shared/rules/pricing";
import { config } from "../../../config";
import type { TestPaymentValues } from "./testPaymentSchema";

export const CREATE_PAYMENT_URL = `${config.convexSiteUrl}/api/payment/create-payment`;

export type TestPaymentField = "name" | "phoneNumber";

/** What the server answered: a link to pay at, or its reason for refusing (with the field to blame, if any). */
export type TestPaymentResult =
  { success: true; paymentUrl: string } | { success: false; error: string | null; field: TestPaymentField | null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * POST { amount: 1, name, phoneNumber } to the test-payment route (SPEC §7). Refusals come back as
 * `{ success: false, error }` with a 4xx/5xx status and are returned; a network failure or a body that is
 * not JSON throws, which the page reports as 'Error initiating payment'.
 */
export async function createTestPayment(values: TestPaymentValues): Promise<TestPaymentResult> {
  const response = await fetch(CREATE_PAYMENT_URL, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ amount: TEST_PAYMENT_RUPEES, name: values.name, phoneNumber: values.phoneNumber }),
  });
  const body: unknown = await response.json();
  if (!isRecord(body)) throw new Error(`Unexpected answer (HTTP ${String(response.status)})`);
  if (body.success === true && typeof body.paymentUrl === "string" && body.paymentUrl !== "") {
    return { success: true, paymentUrl: body.paymentUrl };
  }
  const field = body.field === "name" || body.field === "phoneNumber" ? body.field : null;
  return { success: false, error: typeof body.error === "string" ? body.error : null, field };
}
