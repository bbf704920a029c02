/**
 * Razorpay's signatures, checked with Web Crypto so that they run in Convex's default runtime (queries,
 * mutations, HTTP actions) without Node: both are hex HMAC-SHA256 (model/hmacSignature.ts).
 * - Checkout's `razorpay_signature`: of `order_id|razorpay_payment_id`, with the key secret.
 * - A webhook's `X-Razorpay-Signature`: of the raw request body, with the webhook secret.
 */

/** What Checkout signs: the order id we stored, a pipe, the payment id Checkout returned. */
export function checkoutPayload(orderId: string, paymentId: string): string {
  return `${orderId}|${paymentId}`;
}
