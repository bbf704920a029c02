/**
 * Razorpay's entities as its API returns them (only the fields this product and its tests read, plus the usual nulls).
 */

/** Razorpay answers `[]` for empty notes (a PHP quirk) and an object otherwise; the simulator does the same. */
export type Notes = Record<string, string> | never[];

export interface Order {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Notes;
  created_at: number;
}

export interface PaymentError {
  code: string;
  description: string;
  source: string;
  step: string;
  reason: string;
}

export interface Payment {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "captured" | "failed";
  order_id: string;
  invoice_id: null;
  international: false;
  method: "card";
  amount_refunded: number;
  refund_status: null | "partial" | "full";
  captured: boolean;
  description: string | null;
  card_id: string;
  bank: null;
  wallet: null;
  vpa: null;
  email: string;
  contact: string;
  notes: Notes;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: { auth_code: string | null };
  created_at: number;
}

export interface LinkPayment {
  amount: number;
  created_at: number;
  method: "card";
  payment_id: string;
  plink_id: string;
  status: "captured";
  updated_at: number;
}

export interface PaymentLink {
  id: string;
  accept_partial: false;
  amount: number;
  amount_paid: number;
  callback_method: string;
  callback_url: string;
  cancelled_at: 0;
  created_at: number;
  currency: string;
  customer: { name?: string; contact?: string; email?: string };
  description: string;
  expire_by: number;
  expired_at: 0;
  first_min_partial_amount: 0;
  notes: Notes | null;
  notify: { sms: boolean; email: boolean };
  order_id: string;
  payments: LinkPayment[] | null;
  reference_id: string;
  reminder_enable: boolean;
  reminders: never[];
  short_url: string;
  status: "created" | "paid";
  updated_at: number;
  upi_link: false;
  user_id: string;
}

export interface DeliveryAttempt {
  at: number;
  /** HTTP status, or null when the request never got an answer. */
  status: number | null;
  error?: string;
}

export interface Delivery {
  /** The `X-Razorpay-Event-Id`; a redelivery reuses it, as Razorpay's retries do. */
  eventId: string;
  event: string;
  /** The exact bytes sent and signed. */
  body: string;
  state: "pending" | "delivered" | "failed" | "skipped";
  attempts: DeliveryAttempt[];
  createdAt: number;
}

/** Razorpay's refund entity (https://razorpay.com/docs/api/refunds/). */
export interface Refund {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  notes: Notes;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: "pending" | "processed" | "failed";
  speed_processed: "normal";
  speed_requested: "normal" | "optimum";
}

export interface SimState {
  version: 1;
  orders: Record<string, Order>;
  payments: Record<string, Payment>;
  links: Record<string, PaymentLink>;
  /** Absent in files saved before refunds were simulated. */
  refunds?: Record<string, Refund>;
  deliveries: Delivery[];
}

export interface SimulatorOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  webhookUrl: string | null;
  /** Where the handler is mounted, e.g. http://127.0.0.1:3210/razorpay; its path is the prefix claimed. */
  publicBaseUrl: string;
  dataDir: string;
  log?: (line: string) => void;
  /** Milliseconds since the epoch; tests pin time with it. */
  now?: () => number;
  /** Browser origins allowed on `/sim/*` (Checkout's calls). Defaults to the two local apps. */
  allowedOrigins?: string[];
  /** Waits before each retry of a failed webhook delivery; its length is the number of retries. */
  webhookRetryDelaysMs?: number[];
}
