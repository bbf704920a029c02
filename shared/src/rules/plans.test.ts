import { describe, expect, it } from "vitest";
import { PREMIUM_CHARGE } from "./pricing";
import {
  couponDiscountPaise,
  DEFAULT_PLAN,
  gstPaise,
  MIN_CHARGE_PAISE,
  normaliseCouponCode,
  planBill,
  SEED_PLANS,
} from "./plans";

describe("planBill", () => {
  it("charges the spec's ₹1,178.82 for the default plan without a coupon", () => {
    const bill = planBill(DEFAULT_PLAN, null);
    expect(bill).toEqual({
      listPricePaise: 99_900,
      discountPaise: 0,
      taxablePaise: 99_900,
      gstPaise: 17_982,
      totalPaise: PREMIUM_CHARGE.amountPaise,
    });
    expect(DEFAULT_PLAN.days).toBe(365);
    expect(DEFAULT_PLAN.contactReveals).toBeNull();
  });
  it("takes a percent coupon off the listed price and adds GST to the rest", () => {
    const bill = planBill({ pricePaise: 44_900, gstRateBasisPoints: 1800 }, { kind: "percent", value: 20 });
    expect(bill.discountPaise).toBe(8_980);
    expect(bill.taxablePaise).toBe(35_920);
    expect(bill.gstPaise).toBe(6_466); // 6465.6 rounded half up
    expect(bill.totalPaise).toBe(42_386);
  });
  it("takes an amount coupon, never below the smallest charge", () => {
    expect(couponDiscountPaise(44_900, { kind: "amount", value: 10_000 })).toBe(10_000);
    expect(couponDiscountPaise(44_900, { kind: "amount", value: 1_000_000 })).toBe(44_900 - MIN_CHARGE_PAISE);
    expect(couponDiscountPaise(44_900, { kind: "percent", value: 100 })).toBe(44_900 - MIN_CHARGE_PAISE);
  });
  it("rounds GST half up", () => {
    expect(gstPaise(1, 1800)).toBe(0);
    expect(gstPaise(25, 1800)).toBe(5); // 4.5
  });
  it("seeds the default plan and a 3- and 6-month plan, each with a distinct key", () => {
    expect(SEED_PLANS.map((p) => p.days).sort((a, b) => a - b)).toEqual([90, 180, 365]);
    expect(new Set(SEED_PLANS.map((p) => p.key)).size).toBe(SEED_PLANS.length);
  });
  it("matches codes ignoring case and spaces", () => {
    expect(normaliseCouponCode("  welcome20 ")).toBe("WELCOME20");
  });
});
