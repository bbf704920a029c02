import { describe, expect, it } from "vitest";
import { formatPhoneForDisplay, normalisePhone, phoneSearchCandidates } from "./phone";

describe("normalisePhone", () => {
  it.each([
    // Indian mobiles, every common spelling
    ["9876543210", "+919876543210"],
    ["98765 43210", "+919876543210"],
    ["98765-43210", "+919876543210"],
    ["987.654.3210", "+919876543210"],
    ["(98765) 43210", "+919876543210"],
    [" 9876543210 ", "+919876543210"],
    ["09876543210", "+919876543210"],
    ["098765 43210", "+919876543210"],
    ["919876543210", "+919876543210"],
    ["91 98765 43210", "+919876543210"],
    ["+919876543210", "+919876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["+91-98765-43210", "+919876543210"],
    ["+91 (98765) 43210", "+919876543210"],
    ["0091 98765 43210", "+919876543210"],
    ["6000000000", "+916000000000"],
    ["7012345678", "+917012345678"],
    ["8123456789", "+918123456789"],
    ["9198765432", "+919198765432"], // 10 digits starting 9: a mobile, not a country code
    // International
    ["+1 415 555 2671", "+14155552671"],
    ["+44 20 7946 0958", "+442079460958"],
    ["0044 20 7946 0958", "+442079460958"],
    ["+971 50 123 4567", "+971501234567"],
    ["+65 8123 4567", "+6581234567"],
    ["+61 412 345 678", "+61412345678"],
    ["+123456789012345", "+123456789012345"], // 15 digits, the E.164 maximum
    ["+12345678", "+12345678"], // 8 digits, the shortest accepted
  ])("%j → %s", (input, e164) => {
    expect(normalisePhone(input)).toBe(e164);
  });

  it.each([
    "",
    "   ",
    "12345",
    "5876543210", // Indian numbers starting 0–5 are not mobiles
    "1234567890",
    "987654321", // 9 digits
    "98765432101", // 11 digits without a leading 0
    "0987654321", // 0 + 9 digits
    "919876543", // 91 + 7 digits
    "929876543210", // 12 digits not starting 91
    "+91 12345 67890", // +91 but not a mobile
    "+91 98765 4321", // +91 with 9 digits
    "+91 98765 432100", // +91 with 11 digits
    "+0 123 456 789", // country codes never start with 0
    "+1234567", // 7 digits
    "+1234567890123456", // 16 digits
    "++919876543210",
    "+91+9876543210",
    "98765x43210",
    "phone: 9876543210",
    "9876543210 ext 12",
    "+",
    "00",
  ])("%j → null", (input) => {
    expect(normalisePhone(input)).toBeNull();
  });
});

describe("formatPhoneForDisplay", () => {
  it.each([
    ["+919876543210", "+91 98765 43210"],
    ["+14155552671", "+14155552671"],
    ["not a phone", "not a phone"],
  ])("%s → %s", (e164, shown) => {
    expect(formatPhoneForDisplay(e164)).toBe(shown);
  });
  it("round-trips through normalisePhone", () => {
    expect(normalisePhone(formatPhoneForDisplay("+919876543210"))).toBe("+919876543210");
  });
});

describe("phoneSearchCandidates", () => {
  it.each([
    ["98765 43210", ["+919876543210"]],
    ["+91-98765-43210", ["+919876543210"]],
    ["098765 43210", ["+919876543210"]],
    ["0091 9876543210", ["+919876543210"]],
    ["+44 20 7946 0958", ["+442079460958"]],
    ["44 20 7946 0958", ["+442079460958"]], // read out without the +
    ["1 415 555 2671", ["+14155552671"]],
    ["12345", []],
    ["", []],
    ["Ravi", []],
  ])("%j → %j", (typed, expected) => {
    expect(phoneSearchCandidates(typed)).toEqual(expected);
  });
});
