import { describe, expect, it } from "vitest";
import { maskEmail, maskPhone } from "./masking";

describe("masked contacts", () => {
  it.each([
    ["+919876543210", "+91 98•••••210"],
    ["+447911123456", "+447••••••456"],
    ["+1234567", "+123•567"],
    ["+12345", "••••••"],
  ])("%s → %s", (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  it.each([
    ["ravi.kumar@example.com", "ra•••@example.com"],
    ["r@example.com", "r•••@example.com"],
    ["not-an-email", "•••"],
  ])("%s → %s", (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
