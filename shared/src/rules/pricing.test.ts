import { describe, expect, it } from "vitest";
import {
  calculateBill,
  COUPONS,
  findCoupon,
  PLANS,
  PREMIUM_CHARGE,
  premiumBill,
  premiumChargePaise,
  TEST_PAYMENT_RUPEES,
} from "./pricing";

describe("Premium upgrade charge (SPEC §9)", () => {
  it("shows 999 including GST but charges 999 + 18% = 1178.82 rupees", () => {
    expect(PREMIUM_CHARGE.amountPaise).toBe(117882);
    expect(premiumChargePaise()).toBe(117882);
    expect(premiumChargePaise(999, 18)).toBe(PREMIUM_CHARGE.amountPaise);
    expect(PREMIUM_CHARGE.displayText).toBe("Premium Plan: ₹999 (including GST)");
    expect(PREMIUM_CHARGE.currency).toBe("INR");
  });
  it("computes other prices in integers", () => {
    expect(premiumChargePaise(1000, 18)).toBe(118000);
    expect(premiumChargePaise(100, 0)).toBe(10000);
  });
  it("as a bill: plan ₹999 + GST ₹179.82 = ₹1,178.82 payable, lines adding up", () => {
    const bill = premiumBill();
    expect(bill).toEqual({ planPaise: 99900, gstPaise: 17982, totalPaise: 117882 });
    expect(bill.planPaise + bill.gstPaise).toBe(bill.totalPaise);
  });
  it("test payment is 1 rupee", () => {
    expect(TEST_PAYMENT_RUPEES).toBe(1);
  });
});

describe("findCoupon", () => {
  it.each([
    ["WELCOME20", "WELCOME20", 20],
    ["welcome20", "WELCOME20", 20],
    ["  Welcome20 ", "WELCOME20", 20],
    ["KARANKI10", "KARANKI10", 10],
    ["karanki10", "KARANKI10", 10],
  ])("%j → %s (%i%%)", (typed, code, percent) => {
    expect(findCoupon(typed)).toEqual({ code, percent });
  });
  it.each(["", "WELCOME", "WELCOME 20", "KARANKI20", "toString", "__proto__", "constructor"])(
    "%j is not a coupon",
    (typed) => {
      expect(findCoupon(typed)).toBeNull();
    },
  );
  it("lists exactly the two coupons", () => {
    expect(COUPONS).toEqual({ WELCOME20: 20, KARANKI10: 10 });
  });
});

describe("calculateBill (coupon on the price after offer; whole rupees)", () => {
  // Exact values: India 5599 − 20% = 4479.20; NRI 6599 − 17% = 5477.17.
  const table = [
    { plan: "India", typed: null, offer: 1120, after: 4479, coupon: 0, total: 4479 },
    { plan: "India", typed: "WELCOME20", offer: 1120, after: 4479, coupon: 896, total: 3583 }, // 3583.36
    { plan: "India", typed: "KARANKI10", offer: 1120, after: 4479, coupon: 448, total: 4031 }, // 4031.28
    { plan: "India", typed: "welcome20", offer: 1120, after: 4479, coupon: 896, total: 3583 },
    { plan: "India", typed: "BOGUS", offer: 1120, after: 4479, coupon: 0, total: 4479 },
    { plan: "NRI", typed: null, offer: 1122, after: 5477, coupon: 0, total: 5477 },
    { plan: "NRI", typed: "WELCOME20", offer: 1122, after: 5477, coupon: 1095, total: 4382 }, // 4381.736
    { plan: "NRI", typed: "KARANKI10", offer: 1122, after: 5477, coupon: 548, total: 4929 }, // 4929.453
    { plan: "NRI", typed: "karanki10", offer: 1122, after: 5477, coupon: 548, total: 4929 },
    { plan: "NRI", typed: "BOGUS", offer: 1122, after: 5477, coupon: 0, total: 5477 },
  ] as const;
  it.each(table)("$plan with $typed → $total", ({ plan, typed, offer, after, coupon, total }) => {
    const bill = calculateBill(plan, typed === null ? null : findCoupon(typed));
    expect(bill).toEqual({
      basePrice: PLANS[plan].basePrice,
      offerDiscount: offer,
      priceAfterOffer: after,
      couponDiscount: coupon,
      total,
    });
    expect(bill.basePrice - bill.offerDiscount).toBe(bill.priceAfterOffer);
    expect(bill.priceAfterOffer - bill.couponDiscount).toBe(bill.total);
  });
  it("total is the exact total rounded to whole rupees", () => {
    for (const plan of ["India", "NRI"] as const) {
      for (const percent of [0, 10, 20]) {
        const { basePrice, offerPercent } = PLANS[plan];
        const exact = (basePrice * (1 - offerPercent / 100) * (100 - percent)) / 100;
        expect(calculateBill(plan, { percent }).total).toBe(Math.round(exact));
      }
    }
  });
  it("clamps nonsense percentages", () => {
    expect(calculateBill("India", { percent: 150 }).total).toBe(0);
    expect(calculateBill("India", { percent: -5 }).total).toBe(4479);
  });
});
