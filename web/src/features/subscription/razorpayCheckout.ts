/**
 * Razorpay Checkout in the browser: the script is loaded once, on demand (the real one in production,
 * the local simulator's in local mode, config.razorpayCheckoutUrl), and opened with the options the
 * server made (payments.createOrder). Outcomes come back as one of three callbacks.
 */
import type { FunctionReturnType } from "convex/server";
import { config } from "../../config";
import type { api } from "../../convexApi";

export type CheckoutOptions = FunctionReturnType<typeof api.payments.createOrder>;

/** What Checkout's success handler receives; payments.confirm takes it as is. */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface CheckoutFailure {
  error?: { description?: string; reason?: string };
}

interface RazorpayInstance {
  open(): void;
  on(event: "payment.failed", listener: (failure: CheckoutFailure) => void): void;
}
type RazorpayConstructor = new (
  options: CheckoutOptions & {
    handler: (response: CheckoutSuccess) => void;
    modal: { ondismiss: () => void };
  },
) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

export function loadCheckout(src: string = config.razorpayCheckoutUrl): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error("Checkout did not load.")));
    script.onerror = () => reject(new Error("Checkout did not load."));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null; // let a retry load it again
    throw error;
  });
  return loading;
}

export interface CheckoutCallbacks {
  onSuccess(response: CheckoutSuccess): void;
  /** The member closed Checkout. `afterFailure` when a payment attempt inside it had failed. */
  onDismiss(afterFailure: boolean): void;
  onFailure(reason: string | null): void;
}

export function openCheckout(
  Razorpay: RazorpayConstructor,
  options: CheckoutOptions,
  callbacks: CheckoutCallbacks,
): void {
  let failed = false;
  const checkout = new Razorpay({
    ...options,
    handler: (response) => callbacks.onSuccess(response),
    modal: { ondismiss: () => callbacks.onDismiss(failed) },
  });
  checkout.on("payment.failed", (failure) => {
    failed = true;
    callbacks.onFailure(failure.error?.description ?? failure.error?.reason ?? null);
  });
  checkout.open();
}
