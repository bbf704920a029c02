/**
 * The offline payment form's checks, in the browser, with the server's own messages (shared/messages):
 * the server checks the same again (convex/model/admin/offline.ts) and its answer is shown on the field.
 */
import { en } from "@matrimony/shared/messages";
import { isProfileCode } from "@matrimony/shared/profileCode";
import { daysAgoInIndia, todayInIndia } from "../format";

export const OFFLINE_METHODS = ["cash", "upi", "bank_transfer", "cheque", "other"] as const;
export const MIN_RUPEES = 1;
export const MAX_RUPEES = 50_000;
export const MAX_PAID_AGE_DAYS = 365;

export interface OfflinePaymentValues {
  profileCode?: string;
  amountRupees?: string | number;
  reference?: string;
  paidOn?: string;
  method?: string;
}

export const PROFILE_CODE_INVALID = "Enter the member's profile code: TM and six letters or digits.";
export const METHOD_REQUIRED = "Choose how the member paid.";

/** Rupees with at most two decimals ("1,178.82", "999"), or null. */
export function parseRupees(value: unknown): number | null {
  const text =
    typeof value === "number" ? String(value) : typeof value === "string" ? value.replace(/[,\s₹]/g, "") : "";
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Number(text);
}

export function validateOfflinePayment(
  values: OfflinePaymentValues,
  options: { needsProfileCode: boolean; nowMs?: number },
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (options.needsProfileCode && !isProfileCode(values.profileCode ?? "")) errors.profileCode = PROFILE_CODE_INVALID;
  const rupees = parseRupees(values.amountRupees);
  if (rupees === null || rupees < MIN_RUPEES || rupees > MAX_RUPEES) errors.amountRupees = en["console.amountInvalid"];
  const reference = (values.reference ?? "").trim();
  if (reference === "") errors.reference = en["console.referenceRequired"];
  else if (reference.length > 100) errors.reference = en["console.referenceTooLong"];
  const paidOn = values.paidOn ?? "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(paidOn)) errors.paidOn = en["console.paidOnInvalid"];
  else if (paidOn > todayInIndia(options.nowMs)) errors.paidOn = en["console.paidOnFuture"];
  else if (paidOn < daysAgoInIndia(MAX_PAID_AGE_DAYS, options.nowMs)) errors.paidOn = en["console.paidOnTooOld"];
  if (!OFFLINE_METHODS.includes((values.method ?? "") as (typeof OFFLINE_METHODS)[number]))
    errors.method = METHOD_REQUIRED;
  return errors;
}
