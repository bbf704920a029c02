/** Input checks for order and payment link creation, with Razorpay's error texts and fields. */
import { badRequest } from "./errors";
import type { Notes } from "./types";

export interface OrderInput {
  amount: number;
  currency: string;
  receipt: string | null;
  notes: Notes;
}

export interface LinkInput {
  amount: number;
  currency: string;
  description: string;
  customer: { name?: string; contact?: string; email?: string };
  notify: { sms: boolean; email: boolean };
  reference_id: string;
  callback_url: string;
  callback_method: string;
  notes: Notes | null;
  reminder_enable: boolean;
  expire_by: number;
}

const ORDER_FIELDS = new Set([
  "amount",
  "currency",
  "receipt",
  "notes",
  "payment_capture",
  "partial_payment",
  "first_payment_min_amount",
]);
const LINK_FIELDS = new Set([
  "amount",
  "currency",
  "description",
  "customer",
  "notify",
  "reference_id",
  "callback_url",
  "callback_method",
  "notes",
  "reminder_enable",
  "expire_by",
  "accept_partial",
  "first_min_partial_amount",
  "upi_link",
  "options",
]);

function rejectUnknown(body: Record<string, unknown>, known: ReadonlySet<string>): void {
  const extra = Object.keys(body).filter((key) => !known.has(key));
  if (extra.length > 0) throw badRequest(`${extra.join(", ")} is/are not required and should not be sent`, extra[0]);
}

function amountOf(value: unknown): number {
  if (value === undefined || value === null || value === "")
    throw badRequest("The amount field is required.", "amount");
  // Razorpay accepts an integer sent as a string (form posts), but not a fraction.
  const amount = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof amount !== "number" || !Number.isInteger(amount))
    throw badRequest("The amount must be an integer.", "amount");
  if (amount < 100) throw badRequest("The amount must be atleast INR 1.00", "amount");
  return amount;
}

function currencyOf(value: unknown): string {
  const currency = value ?? "INR";
  // The simulated account, like this product's, takes Indian rupees only.
  if (currency !== "INR") throw badRequest("The selected currency is invalid.", "currency");
  return currency;
}

function optionalText(value: unknown, field: string, label: string, max: number): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") throw badRequest(`The ${label} must be a string.`, field);
  if (value.length > max) throw badRequest(`The ${label} may not be greater than ${max} characters.`, field);
  return value;
}

function notesOf(value: unknown): Notes {
  if (value === undefined || value === null) return [];
  if (typeof value !== "object" || Array.isArray(value)) {
    if (Array.isArray(value) && value.length === 0) return [];
    throw badRequest("Notes should be provided as a dictionary", "notes");
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > 15) throw badRequest("Number of fields in notes should be less than or equal to 15", "notes");
  const notes: Record<string, string> = {};
  for (const [key, item] of entries) {
    if (typeof item === "object" && item !== null)
      throw badRequest("Notes values themselves should not be an array", "notes");
    const text = String(item);
    if (text.length > 512) throw badRequest("Notes value cannot be greater 512 characters", "notes");
    notes[key] = text;
  }
  return entries.length === 0 ? [] : notes;
}

export function validateOrder(body: Record<string, unknown>): OrderInput {
  rejectUnknown(body, ORDER_FIELDS);
  return {
    amount: amountOf(body.amount),
    currency: currencyOf(body.currency),
    receipt: optionalText(body.receipt, "receipt", "receipt", 40),
    notes: notesOf(body.notes),
  };
}

function customerOf(value: unknown): LinkInput["customer"] {
  if (value === undefined || value === null) return {};
  if (typeof value !== "object" || Array.isArray(value)) throw badRequest("The customer must be an array.", "customer");
  const raw = value as Record<string, unknown>;
  const customer: LinkInput["customer"] = {};
  const name = optionalText(raw.name, "customer.name", "customer.name", 255);
  const contact = optionalText(raw.contact, "customer.contact", "customer.contact", 20);
  const email = optionalText(raw.email, "customer.email", "customer.email", 255);
  if (contact !== null && !/^\+?[0-9 -]{8,18}$/.test(contact))
    throw badRequest("The contact format is invalid.", "customer.contact");
  if (email !== null && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    throw badRequest("The email must be a valid email address.", "customer.email");
  if (name !== null) customer.name = name;
  if (contact !== null) customer.contact = contact;
  if (email !== null) customer.email = email;
  return customer;
}

function notifyOf(value: unknown): LinkInput["notify"] {
  if (value === undefined || value === null) return { sms: false, email: false };
  if (typeof value !== "object" || Array.isArray(value)) throw badRequest("The notify must be an array.", "notify");
  const raw = value as Record<string, unknown>;
  return { sms: raw.sms === true || raw.sms === "1", email: raw.email === true || raw.email === "1" };
}

function callbackOf(urlValue: unknown, methodValue: unknown): { url: string; method: string } {
  const url = optionalText(urlValue, "callback_url", "callback url", 2048);
  if (url === null) return { url: "", method: "" };
  try {
    new URL(url);
  } catch {
    throw badRequest("The callback url format is invalid.", "callback_url");
  }
  // Razorpay redirects payment-link callbacks with GET only.
  if (methodValue !== undefined && methodValue !== "get")
    throw badRequest("The selected callback method is invalid.", "callback_method");
  return { url, method: "get" };
}

export function validateLink(body: Record<string, unknown>): LinkInput {
  rejectUnknown(body, LINK_FIELDS);
  const callback = callbackOf(body.callback_url, body.callback_method);
  const expireBy = body.expire_by;
  if (expireBy !== undefined && (typeof expireBy !== "number" || !Number.isInteger(expireBy))) {
    throw badRequest("The expire by must be an integer.", "expire_by");
  }
  return {
    amount: amountOf(body.amount),
    currency: currencyOf(body.currency),
    description: optionalText(body.description, "description", "description", 2048) ?? "",
    customer: customerOf(body.customer),
    notify: notifyOf(body.notify),
    reference_id: optionalText(body.reference_id, "reference_id", "reference id", 40) ?? "",
    callback_url: callback.url,
    callback_method: callback.method,
    notes: body.notes === undefined ? null : notesOf(body.notes),
    reminder_enable: body.reminder_enable === true,
    expire_by: typeof expireBy === "number" ? expireBy : 0,
  };
}

const REFUND_FIELDS = new Set(["amount", "speed", "notes", "receipt"]);

export interface RefundInput {
  /** Null: the whole amount not yet refunded. */
  amount: number | null;
  speed: "normal" | "optimum";
  notes: Notes;
  receipt: string | null;
}

/** `POST /v1/payments/:id/refund`'s body (https://razorpay.com/docs/api/refunds/create-normal/). */
export function validateRefund(body: Record<string, unknown>): RefundInput {
  rejectUnknown(body, REFUND_FIELDS);
  const speed = body.speed ?? "normal";
  if (speed !== "normal" && speed !== "optimum") throw badRequest("The selected speed is invalid.", "speed");
  return {
    amount: body.amount === undefined || body.amount === null ? null : amountOf(body.amount),
    speed,
    notes: notesOf(body.notes),
    receipt: optionalText(body.receipt, "receipt", "receipt", 40),
  };
}
