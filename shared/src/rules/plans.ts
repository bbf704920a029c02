/**
 * Plans and coupons: the arithmetic the server charges by and the pages show. The plan catalogue lives in
 * the database (convex `plans`); the spec's one Premium plan is the default plan, defined here so that it
 * is the same everywhere (₹999 listed, 18% GST added, ₹1,178.82 charged, 365 days) and so that a payment
 * without a plan reads as it.
 */
import { PREMIUM_CHARGE } from "./pricing";
import { PREMIUM_VALIDITY_DAYS } from "./premium";

/** GST as integer basis points (1800 = 18%), so that tax is computed in integers. */
export const DEFAULT_GST_BASIS_POINTS = PREMIUM_CHARGE.gstPercent * 100;

/** The catalogue key of the spec's Premium plan; the console cannot reprice, shorten or retire it. */
export const DEFAULT_PLAN_KEY = "premium";

export type PlanTerms = {
  key: string;
  nameEn: string;
  nameTe: string;
  days: number;
  /** The listed price before GST, in paise. */
  pricePaise: number;
  gstRateBasisPoints: number;
  /** Contact reveals included over the plan's life; null: the daily cap alone (the spec's Premium). */
  contactReveals: number | null;
};

export const DEFAULT_PLAN: PlanTerms = {
  key: DEFAULT_PLAN_KEY,
  nameEn: "Premium",
  nameTe: "ప్రీమియం",
  days: PREMIUM_VALIDITY_DAYS,
  pricePaise: PREMIUM_CHARGE.displayRupees * 100,
  gstRateBasisPoints: DEFAULT_GST_BASIS_POINTS,
  contactReveals: null,
};

/** The catalogue a new deployment starts with: the spec's plan and two seasonal ones. */
export const SEED_PLANS: readonly PlanTerms[] = [
  DEFAULT_PLAN,
  {
    key: "premium-6m",
    nameEn: "Premium 6 months",
    nameTe: "ప్రీమియం 6 నెలలు",
    days: 180,
    pricePaise: 69_900,
    gstRateBasisPoints: DEFAULT_GST_BASIS_POINTS,
    contactReveals: 120,
  },
  {
    key: "premium-3m",
    nameEn: "Premium 3 months",
    nameTe: "ప్రీమియం 3 నెలలు",
    days: 90,
    pricePaise: 44_900,
    gstRateBasisPoints: DEFAULT_GST_BASIS_POINTS,
    contactReveals: 60,
  },
];

/** Bounds an admin's plan must keep: a day to two years; ₹1 to ₹50,000 before GST; GST 0–28%. */
export const PLAN_LIMITS = {
  minDays: 1,
  maxDays: 730,
  minPricePaise: 100,
  maxPricePaise: 5_000_000,
  maxGstBasisPoints: 2800,
  maxContactReveals: 10_000,
  maxNameLength: 60,
} as const;

/**
 * The most contact details a member may see a day, whatever the plan (docs/security.md); a plan's included
 * reveals are a further limit over its whole period, never a way past this one.
 */
export const DAILY_CONTACT_REVEALS = 20;

/** Razorpay's smallest charge; a coupon never takes an order below it. */
export const MIN_CHARGE_PAISE = 100;

/** n / d rounded half up, for non-negative integers. */
function divideRounded(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/** GST on a taxable amount, rounded half up to the paisa. */
export function gstPaise(taxablePaise: number, gstRateBasisPoints: number): number {
  return divideRounded(taxablePaise * gstRateBasisPoints, 10_000);
}

export type CouponTerms = { kind: "percent"; value: number } | { kind: "amount"; value: number };

/**
 * A coupon's discount on a plan's listed price (before GST): a whole percent of it rounded half up, or a
 * fixed amount in paise; never so much that the taxable amount falls below the smallest charge.
 */
export function couponDiscountPaise(listPricePaise: number, coupon: CouponTerms | null): number {
  if (coupon === null) return 0;
  const raw = coupon.kind === "percent" ? divideRounded(listPricePaise * coupon.value, 100) : coupon.value;
  return Math.max(0, Math.min(raw, listPricePaise - MIN_CHARGE_PAISE));
}

export type PlanBill = {
  listPricePaise: number;
  discountPaise: number;
  taxablePaise: number;
  gstPaise: number;
  /** What Razorpay charges: taxable + GST. */
  totalPaise: number;
};

/**
 * The bill of a plan with an optional coupon, in paise: the discount comes off the listed price, GST is
 * added to what remains. For the default plan without a coupon this is the spec's 99900 + 17982 = 117882.
 */
export function planBill(
  plan: { pricePaise: number; gstRateBasisPoints: number },
  coupon: CouponTerms | null,
): PlanBill {
  const discountPaise = couponDiscountPaise(plan.pricePaise, coupon);
  const taxablePaise = plan.pricePaise - discountPaise;
  const gst = gstPaise(taxablePaise, plan.gstRateBasisPoints);
  return {
    listPricePaise: plan.pricePaise,
    discountPaise,
    taxablePaise,
    gstPaise: gst,
    totalPaise: taxablePaise + gst,
  };
}

/** A coupon code as stored and matched: trimmed, upper case (the spec matches codes case-insensitively). */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Codes are 3–20 letters, digits, '-' or '_'. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,20}$/;
