/**
 * The contract between the default-runtime functions and the Node actions that call Razorpay's REST API
 * through its SDK (`convex/paymentsNode.ts`): what they are asked, what they answer, and the keys. Kept
 * apart from model/payments/orders.ts so the Node bundle pulls in nothing else.
 */
import { v, type Infer } from "convex/values";
import { env } from "../../_generated/server";

export type RazorpayKeys = { keyId: string; keySecret: string; apiBase: string | null };

/**
 * The API keys from the deployment's environment, or null when either is missing. `RAZORPAY_API_BASE`
 * (local mode only) points the SDK at the simulator. Secrets stay on the server: never returned, logged,
 * or passed as a function argument.
 */
export function razorpayKeys(): RazorpayKeys | null {
  const keyId = env.RAZORPAY_KEY_ID?.trim() ?? "";
  const keySecret = env.RAZORPAY_KEY_SECRET?.trim() ?? "";
  if (keyId === "" || keySecret === "") return null;
  const apiBase = env.RAZORPAY_API_BASE?.trim() ?? "";
  return { keyId, keySecret, apiBase: apiBase === "" ? null : apiBase };
}

export function webhookSecret(): string | null {
  const secret = env.RAZORPAY_WEBHOOK_SECRET?.trim() ?? "";
  return secret === "" ? null : secret;
}

/** Why a call to Razorpay failed, as far as it said: its HTTP status and error code (null: no answer). */
const vProviderFailure = v.object({
  ok: v.literal(false),
  status: v.union(v.number(), v.null()),
  code: v.union(v.string(), v.null()),
});
export type ProviderFailure = Infer<typeof vProviderFailure>;

export const vOrderRequest = {
  amountPaise: v.number(),
  currency: v.string(),
  /** At most 40 characters (Razorpay's limit). */
  receipt: v.string(),
  notes: v.record(v.string(), v.string()),
};

export const vOrderResult = v.union(
  v.object({ ok: v.literal(true), orderId: v.string(), amountPaise: v.number(), currency: v.string() }),
  vProviderFailure,
);
export type OrderResult = Infer<typeof vOrderResult>;

export const vPaymentLinkRequest = {
  amountPaise: v.number(),
  currency: v.string(),
  description: v.string(),
  name: v.string(),
  /** E.164. */
  contact: v.string(),
};

export const vPaymentLinkResult = v.union(
  v.object({ ok: v.literal(true), linkId: v.string(), shortUrl: v.string(), referenceId: v.string() }),
  vProviderFailure,
);
export type PaymentLinkResult = Infer<typeof vPaymentLinkResult>;

/**
 * A refund request (Razorpay Refunds API, https://razorpay.com/docs/api/refunds/create-normal/):
 * `POST /v1/payments/:id/refund` with `amount` in paise, `speed` "normal", `notes` and `receipt`.
 */
export const vRefundRequest = {
  paymentId: v.string(),
  amountPaise: v.number(),
  /** Our refund row's id, so Razorpay's refund and ours can be matched by hand (at most 40 characters). */
  receipt: v.string(),
  notes: v.record(v.string(), v.string()),
};

export const vRefundResult = v.union(
  v.object({ ok: v.literal(true), refundId: v.string(), status: v.string(), amountPaise: v.number() }),
  vProviderFailure,
);
export type RefundResult = Infer<typeof vRefundResult>;

/** The request body Razorpay's Refunds API is sent (the SDK posts it as it is). */
export function refundRequestBody(request: { amountPaise: number; receipt: string; notes: Record<string, string> }): {
  amount: number;
  speed: "normal";
  receipt: string;
  notes: Record<string, string>;
} {
  return { amount: request.amountPaise, speed: "normal", receipt: request.receipt, notes: request.notes };
}
