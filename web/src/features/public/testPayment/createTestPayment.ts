import { TEST_PAYMENT_RUPEES } from "@matrimony/shared/rules/pricing";
import { solveProof } from "@matrimony/shared/rules/proofOfWork";
import { config } from "../../../config";
import type { TestPaymentValues } from "./testPaymentSchema";

export const CREATE_PAYMENT_URL = `${config.convexSiteUrl}/api/payment/create-payment`;

export type TestPaymentField = "name" | "phoneNumber";

/** What the server answered: a link to pay at, or its reason for refusing (with the field to blame, if any). */
export type TestPaymentResult =
  | { success: true; paymentUrl: string }
  | { success: false; error: string | null; field: TestPaymentField | null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

type Proof = { challenge: string; nonce: string };

async function post(
  values: TestPaymentValues,
  proof: Proof | null,
  token: string | null,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(CREATE_PAYMENT_URL, {
    method: "POST",
    // A signed-in member is limited per account, not as an anonymous caller (model/payments/testPaymentProof.ts).
    headers: { "Content-Type": "application/json", ...(token === null ? {} : { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify({
      amount: TEST_PAYMENT_RUPEES,
      name: values.name,
      phoneNumber: values.phoneNumber,
      ...(proof === null ? {} : { proof }),
    }),
  });
  return { status: response.status, body: await response.json() };
}

/** The challenge of a 428 answer (the server asks for a proof of work past a few free links), or null. */
function challengeOf(status: number, body: unknown): { challenge: string; bits: number } | null {
  if (status !== 428 || !isRecord(body) || !isRecord(body.proof)) return null;
  const { challenge, bits } = body.proof;
  return typeof challenge === "string" && typeof bits === "number" && bits <= 24 ? { challenge, bits } : null;
}

/**
 * POST { amount: 1, name, phoneNumber } to the test-payment route (SPEC §7). When the server asks for a
 * proof of work (428), the browser solves it (about a second at most) and sends the request once more with
 * it, while the page shows its usual "creating your link". Refusals come back as `{ success: false, error }`
 * with a 4xx/5xx status and are returned; a network failure or a body that is not JSON throws, which the
 * page reports as 'Error initiating payment'. `token`: the signed-in member's Convex token, null for a visitor.
 */
export async function createTestPayment(
  values: TestPaymentValues,
  token: string | null = null,
): Promise<TestPaymentResult> {
  let { status, body } = await post(values, null, token);
  const asked = challengeOf(status, body);
  if (asked !== null)
    ({ status, body } = await post(
      values,
      { challenge: asked.challenge, nonce: await solveProof(asked.challenge, asked.bits) },
      token,
    ));
  if (!isRecord(body)) throw new Error(`Unexpected answer (HTTP ${String(status)})`);
  if (body.success === true && typeof body.paymentUrl === "string" && body.paymentUrl !== "") {
    return { success: true, paymentUrl: body.paymentUrl };
  }
  const field = body.field === "name" || body.field === "phoneNumber" ? body.field : null;
  return { success: false, error: typeof body.error === "string" ? body.error : null, field };
}
