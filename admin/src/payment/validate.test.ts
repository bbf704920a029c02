import { describe, expect, it } from "vitest";
import { METHOD_REQUIRED, parseRupees, PROFILE_CODE_INVALID, validateOfflinePayment } from "./validate";

// 5 Feb 2025, 12:00 in India.
const NOW = Date.UTC(2025, 1, 5, 6, 30);
const valid = {
  profileCode: "TM23ABCD",
  amountRupees: "1178.82",
  reference: "UPI 42",
  paidOn: "2025-02-05",
  method: "upi",
};
const check = (values: Record<string, string>, needsProfileCode = true) =>
  validateOfflinePayment(values, { needsProfileCode, nowMs: NOW });

describe("offline payment form", () => {
  it("accepts a complete payment", () => {
    expect(check(valid)).toEqual({});
    expect(check({ ...valid, amountRupees: "1,178.82" })).toEqual({});
    expect(check({ ...valid, profileCode: "tm 23ab-cd" })).toEqual({});
  });

  it.each([
    ["", "Enter the amount paid, between ₹1 and ₹50,000."],
    ["0.50", "Enter the amount paid, between ₹1 and ₹50,000."],
    ["50000.01", "Enter the amount paid, between ₹1 and ₹50,000."],
    ["12.345", "Enter the amount paid, between ₹1 and ₹50,000."],
    ["abc", "Enter the amount paid, between ₹1 and ₹50,000."],
  ])("refuses the amount %j", (amountRupees, message) => {
    expect(check({ ...valid, amountRupees })).toEqual({ amountRupees: message });
  });

  it("needs a reference, a date in the last year and a method", () => {
    expect(check({ ...valid, reference: "  " }).reference).toMatch(/payment reference/);
    expect(check({ ...valid, reference: "x".repeat(101) }).reference).toMatch(/under 100/);
    expect(check({ ...valid, paidOn: "2025-02-06" }).paidOn).toBe("The payment date cannot be in the future.");
    expect(check({ ...valid, paidOn: "2024-02-01" }).paidOn).toBe("The payment date is more than a year ago.");
    expect(check({ ...valid, paidOn: "" }).paidOn).toBe("Enter the payment date as DD/MM/YYYY.");
    expect(check({ ...valid, method: "" }).method).toBe(METHOD_REQUIRED);
  });

  it("needs a profile code only where the member is not known yet", () => {
    expect(check({ ...valid, profileCode: "TM1" }).profileCode).toBe(PROFILE_CODE_INVALID);
    expect(check({ ...valid, profileCode: "" }, false)).toEqual({});
  });

  it("reads rupees as people type them", () => {
    expect(parseRupees("1,17,882")).toBe(117882);
    expect(parseRupees("₹ 999")).toBe(999);
    expect(parseRupees(999.5)).toBe(999.5);
    expect(parseRupees("9.999")).toBeNull();
  });
});
