/**
 * Prices. Two things the spec keeps apart (§9): the Premium upgrade, shown as ₹999 including GST but charged
 * with 18% GST added on top (₹1178.82), and the /pay calculator with its plans and coupons.
 */

/** Both readings kept, as the spec says: the text shows 999, the checkout charges 999 × 1.18 in paise. */
export const PREMIUM_CHARGE = {
  displayRupees: 999,
  gstPercent: 18,
  amountPaise: 117882,
  currency: "INR",
  displayText: "Premium Plan: ₹999 (including GST)",
} as const;

/** Rupees plus GST, in paise: rupees × (100 + gst) / 100 × 100, kept in integers (999 × 118 = 117882). */
export function premiumChargePaise(displayRupees = 999, gstPercent = 18): number {
  return displayRupees * (100 + gstPercent);
}

/** Premium's validity in days (SPEC §9), named on every page that sells it. */
export const PREMIUM_DAYS = 365;

/**
 * The Premium charge as the lines of a bill, in paise: the plan's listed price, the GST the checkout adds
 * to it, and the amount payable (what Razorpay charges). The lines add up exactly.
 */
export function premiumBill(): { planPaise: number; gstPaise: number; totalPaise: number } {
  const planPaise = PREMIUM_CHARGE.displayRupees * 100;
  return { planPaise, gstPaise: PREMIUM_CHARGE.amountPaise - planPaise, totalPaise: PREMIUM_CHARGE.amountPaise };
}

/** The /paye test page charges 1 rupee (§9). */
export const TEST_PAYMENT_RUPEES = 1;

export const PLANS = {
  India: { basePrice: 5599, offerPercent: 20 },
  NRI: { basePrice: 6599, offerPercent: 17 },
} as const;
export type PlanKey = keyof typeof PLANS;

export const COUPONS = { WELCOME20: 20, KARANKI10: 10 } as const;
export type CouponCode = keyof typeof COUPONS;

function isCouponCode(code: string): code is CouponCode {
  return Object.prototype.hasOwnProperty.call(COUPONS, code);
}

/** The coupon a member typed, matched after trimming and case-insensitively (§5); null when unknown. */
export function findCoupon(code: string): { code: CouponCode; percent: number } | null {
  const key = code.trim().toUpperCase();
  return isCouponCode(key) ? { code: key, percent: COUPONS[key] } : null;
}

export type Bill = {
  basePrice: number;
  offerDiscount: number;
  priceAfterOffer: number;
  couponDiscount: number;
  total: number;
};

/** n / d rounded half up, for non-negative integers, without floating-point drift. */
function divideRounded(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/** A percentage as integer hundredths of a percent, clamped to 0–100%. */
function basisPoints(percent: number): number {
  return Math.min(10_000, Math.max(0, Math.round(percent * 100)));
}

/**
 * The calculator's bill in whole rupees. The coupon applies to the price after the offer (§9).
 * Rounding: the two running prices (after offer, and the total) are the exact amounts rounded half up, so
 * the total is exactly what §9 says ("totals are rounded to whole rupees"); each discount line is then the
 * difference of the rounded prices, so the displayed lines always add up:
 * basePrice − offerDiscount = priceAfterOffer, priceAfterOffer − couponDiscount = total.
 */
export function calculateBill(plan: PlanKey, coupon: { percent: number } | null): Bill {
  const { basePrice, offerPercent } = PLANS[plan];
  const offerKeep = 10_000 - basisPoints(offerPercent);
  const couponKeep = 10_000 - basisPoints(coupon?.percent ?? 0);
  const priceAfterOffer = divideRounded(basePrice * offerKeep, 10_000);
  const total = divideRounded(basePrice * offerKeep * couponKeep, 100_000_000);
  return {
    basePrice,
    offerDiscount: basePrice - priceAfterOffer,
    priceAfterOffer,
    couponDiscount: priceAfterOffer - total,
    total,
  };
}
