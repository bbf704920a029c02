/** Razorpay's three signatures, all hex HMAC-SHA256 (see razorpay/dist/utils/razorpay-utils). */
import { createHmac } from "node:crypto";

export function hmacHex(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(payload).digest("hex");
}

/** Checkout's `razorpay_signature`, made with the key secret. */
export function checkoutSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(`${orderId}|${paymentId}`, keySecret);
}

/** The payment-link callback's `razorpay_signature`, made with the key secret. */
export function paymentLinkSignature(
  link: { id: string; reference_id: string; status: string },
  paymentId: string,
  keySecret: string,
): string {
  return hmacHex(`${link.id}|${link.reference_id}|${link.status}|${paymentId}`, keySecret);
}

/** `X-Razorpay-Signature` of a webhook: the raw body, made with the webhook secret. */
export function webhookSignature(rawBody: string, webhookSecret: string): string {
  return hmacHex(rawBody, webhookSecret);
}
