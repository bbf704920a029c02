/**
 * Premium membership arithmetic. The spec stores isPaidMember and an expiry date (§3); we store only the
 * expiry instant, so "paid" can never outlive its expiry.
 */
export const PREMIUM_VALIDITY_DAYS = 365;
export const DAY_MS = 86_400_000;
export const EXPIRY_REMINDER_DAYS = 7;

/** Premium while the expiry lies strictly in the future. */
export function isPremium(premiumUntil: number | undefined, nowMs: number): boolean {
  return premiumUntil !== undefined && premiumUntil > nowMs;
}

/**
 * The new expiry after a payment at `paidAtMs` for a plan of `days` (the default plan's 365): that many
 * days after payment, or after the current expiry when that is still in the future, so that renewing
 * early, or buying another plan while Premium, never loses paid days (no proration).
 */
export function premiumExtendedUntil(
  currentUntil: number | undefined,
  paidAtMs: number,
  days: number = PREMIUM_VALIDITY_DAYS,
): number {
  const from = currentUntil !== undefined && currentUntil > paidAtMs ? currentUntil : paidAtMs;
  return from + days * DAY_MS;
}

export function membershipLabel(premiumUntil: number | undefined, nowMs: number): "Free" | "Premium" {
  return isPremium(premiumUntil, nowMs) ? "Premium" : "Free";
}

/** Whole days left, counting a started day as a day (1 ms left is 1 day); null when not Premium. */
export function daysUntilExpiry(premiumUntil: number | undefined, nowMs: number): number | null {
  if (premiumUntil === undefined || !isPremium(premiumUntil, nowMs)) return null;
  return Math.ceil((premiumUntil - nowMs) / DAY_MS);
}

/** Remind a Premium member in the last 7 days before expiry. */
export function showsExpiryReminder(premiumUntil: number | undefined, nowMs: number): boolean {
  const days = daysUntilExpiry(premiumUntil, nowMs);
  return days !== null && days <= EXPIRY_REMINDER_DAYS;
}
