"use node";
/**
 * The only calls to Razorpay's REST API, through its SDK (which needs Node). Thin on purpose: each takes
 * what to create, answers what Razorpay created or why it failed, and decides nothing; the callers in
 * payments.ts and http.ts hold the rules (so tests can swap this module for a fake).
 */
import Razorpay from "razorpay";
import { internalAction } from "./functions";
import {
  razorpayKeys,
  refundRequestBody,
  vOrderRequest,
  vOrderResult,
  vPaymentLinkRequest,
  vPaymentLinkResult,
  vRefundRequest,
  vRefundResult,
  type OrderResult,
  type RefundResult,
  type PaymentLinkResult,
  type ProviderFailure,
  type RazorpayKeys,
} from "./model/payments/razorpayApi";

/** Razorpay answers in well under a second; a hung call should fail the member's click, not hang it. */
const TIMEOUT_MS = 15_000;

type Axios = { defaults: { baseURL: string; timeout: number } };

function client(keys: RazorpayKeys): Razorpay {
  const rzp = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  // The SDK's types do not expose its axios instance (see local/src/razorpay/README.md).
  const rq = (rzp.api as unknown as { rq: Axios }).rq;
  if (keys.apiBase !== null) rq.defaults.baseURL = keys.apiBase;
  rq.defaults.timeout = TIMEOUT_MS;
  return rzp;
}

/**
 * What Razorpay said, for the log and the caller: only its status and error code. The SDK rejects with
 * `{ statusCode, error }`, or a TypeError when no answer came; the raw error is never logged, since
 * axios errors carry the request config and with it the key secret.
 */
function failure(what: string, e: unknown): ProviderFailure {
  const err = (typeof e === "object" && e !== null ? e : {}) as { statusCode?: unknown; error?: { code?: unknown } };
  const status = typeof err.statusCode === "number" ? err.statusCode : null;
  const code = typeof err.error?.code === "string" ? err.error.code : null;
  console.error(`Razorpay ${what} failed: ${status === null ? "no answer" : `HTTP ${String(status)} ${code ?? ""}`}`);
  return { ok: false, status, code };
}

const NOT_CONFIGURED: ProviderFailure = { ok: false, status: null, code: "not_configured" };

export const createRazorpayOrder = internalAction({
  args: vOrderRequest,
  returns: vOrderResult,
  handler: async (_ctx, { amountPaise, currency, receipt, notes }): Promise<OrderResult> => {
    const keys = razorpayKeys();
    if (keys === null) return NOT_CONFIGURED;
    try {
      const order = await client(keys).orders.create({ amount: amountPaise, currency, receipt, notes });
      return { ok: true, orderId: order.id, amountPaise: Number(order.amount), currency: order.currency };
    } catch (e) {
      return failure("order creation", e);
    }
  },
});

/** A unique `reference_id` (Razorpay refuses a repeat): time, then randomness, 27 characters. */
function referenceId(): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(16).padStart(2, "0")).join("");
  return `paye_${Date.now().toString(36)}_${random}`;
}

export const createRazorpayPaymentLink = internalAction({
  args: vPaymentLinkRequest,
  returns: vPaymentLinkResult,
  handler: async (_ctx, { amountPaise, currency, description, name, contact }): Promise<PaymentLinkResult> => {
    const keys = razorpayKeys();
    if (keys === null) return NOT_CONFIGURED;
    const reference = referenceId();
    try {
      const link = await client(keys).paymentLink.create({
        amount: amountPaise,
        currency,
        description,
        customer: { name, contact },
        // The page shows the link itself; no SMS or email goes to a number anyone may type in.
        notify: { sms: false, email: false },
        reminder_enable: false,
        reference_id: reference,
      });
      return { ok: true, linkId: link.id, shortUrl: link.short_url, referenceId: reference };
    } catch (e) {
      return failure("payment link creation", e);
    }
  },
});

/** A normal refund of a captured payment (model/invoices/refunds.ts decides when). */
export const createRazorpayRefund = internalAction({
  args: vRefundRequest,
  returns: vRefundResult,
  handler: async (_ctx, { paymentId, ...request }): Promise<RefundResult> => {
    const keys = razorpayKeys();
    if (keys === null) return NOT_CONFIGURED;
    try {
      const refund = await client(keys).payments.refund(paymentId, refundRequestBody(request));
      return { ok: true, refundId: refund.id, status: String(refund.status), amountPaise: Number(refund.amount) };
    } catch (e) {
      return failure("refund", e);
    }
  },
});
