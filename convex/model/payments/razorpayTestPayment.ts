/**
 * `POST /api/payment/create-payment`, the /paye test page's call (SPEC §2, §7): its input checks and its
 * CORS policy. The endpoint needs no sign-in, so it accepts only what the page sends: the fixed test
 * amount (₹1, SPEC §9), never an amount of the caller's choosing, so it cannot be used to raise payment
 * links for other sums in the business's name.
 */
import { TEXT_LIMITS } from "@matrimony/shared/constants";
import { en, type MessageKey } from "@matrimony/shared/messages";
import { normalisePhone } from "@matrimony/shared/phone";
import { TEST_PAYMENT_RUPEES } from "@matrimony/shared/rules/pricing";
import type { Proof } from "./testPaymentProof";

export const TEST_PAYMENT = {
  amountPaise: TEST_PAYMENT_RUPEES * 100,
  currency: "INR",
  description: `Test payment of ₹${String(TEST_PAYMENT_RUPEES)}`,
} as const;

/** Far above what the page sends; a larger body is refused before it is parsed. */
export const MAX_TEST_PAYMENT_BODY = 4 * 1024;

export type TestPaymentField = "amount" | "name" | "phoneNumber";
export type TestPaymentRequest = { name: string; contact: string; proof: Proof | null };
export type Checked = { ok: true; value: TestPaymentRequest } | { ok: false; error: string; field?: TestPaymentField };

function refuse(key: MessageKey, field?: TestPaymentField): Checked {
  return field === undefined ? { ok: false, error: en[key] } : { ok: false, error: en[key], field };
}

/** The amount as the page may send it: the number 1, or the text "1" from a form field. */
function isTestAmount(amount: unknown): boolean {
  if (typeof amount === "number") return amount === TEST_PAYMENT_RUPEES;
  return typeof amount === "string" && amount.trim() === String(TEST_PAYMENT_RUPEES);
}

/** Check the JSON text of the request, field by field in the page's order; the first problem is answered. */
export function checkTestPaymentRequest(raw: string): Checked {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return refuse("testPayment.invalidBody");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return refuse("testPayment.invalidBody");
  const { amount, name, phoneNumber, proof } = body as Record<string, unknown>;
  const fullName = typeof name === "string" ? name.trim() : "";
  if (fullName === "") return refuse("testPayment.nameRequired", "name");
  if (fullName.length > TEXT_LIMITS.name) return refuse("validation.nameTooLong", "name");
  const phone = typeof phoneNumber === "string" ? phoneNumber.trim() : "";
  if (phone === "") return refuse("testPayment.phoneRequired", "phoneNumber");
  const contact = normalisePhone(phone);
  if (contact === null) return refuse("validation.phoneInvalid", "phoneNumber");
  if (!isTestAmount(amount)) return refuse("testPayment.amountInvalid", "amount");
  return { ok: true, value: { name: fullName, contact, proof: proofOf(proof) } };
}

/** A proof of work the page sent after being asked for one (`{ challenge, nonce }`); anything else is none. */
function proofOf(value: unknown): Proof | null {
  if (typeof value !== "object" || value === null) return null;
  const { challenge, nonce } = value as Record<string, unknown>;
  if (typeof challenge !== "string" || typeof nonce !== "string" || challenge.length > 100 || nonce.length > 20)
    return null;
  return { challenge, nonce };
}

/** The member app's origins in local mode (docs/architecture.md), used when APP_ORIGIN is unset. */
export const LOCAL_APP_ORIGINS = ["http://127.0.0.1:5173", "http://localhost:5173"] as const;

/**
 * Browser origins allowed to call the endpoint: `APP_ORIGIN` (comma-separated) when set; otherwise, in
 * local mode only (`LOCAL_AUTH_ISSUER` set), the local member app; otherwise none. Production must set
 * APP_ORIGIN to the member app's origin.
 */
export function allowedOrigins(vars: { APP_ORIGIN?: string; LOCAL_AUTH_ISSUER?: string }): string[] {
  const configured = (vars.APP_ORIGIN ?? "")
    .split(",")
    .map((o) => o.trim().replace(/\/+$/, ""))
    .filter((o) => o !== "");
  if (configured.length > 0) return configured;
  return vars.LOCAL_AUTH_ISSUER ? [...LOCAL_APP_ORIGINS] : [];
}

/**
 * The CORS headers for a request from `origin`: none for a caller that names no origin (not a browser
 * page: CORS does not apply), the allow headers for an allowed origin, "refused" for any other page.
 */
export function corsHeaders(origin: string | null, allowed: readonly string[]): Record<string, string> | "refused" {
  if (origin === null) return {};
  if (!allowed.includes(origin)) return "refused";
  return {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Methods": "POST, OPTIONS",
    // Authorization: a signed-in member's Convex token, for the per-account limit.
    "Access-Control-Allow-Headers": "Content-Type, Authorization",
    "Access-Control-Max-Age": "600",
    Vary: "Origin",
  };
}
