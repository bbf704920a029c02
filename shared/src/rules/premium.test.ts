import { describe, expect, it } from "vitest";
import {
  DAY_MS,
  daysUntilExpiry,
  EXPIRY_REMINDER_DAYS,
  isPremium,
  membershipLabel,
  PREMIUM_VALIDITY_DAYS,
  premiumExtendedUntil,
  showsExpiryReminder,
} from "./premium";

const now = Date.UTC(2026, 0, 15, 6, 0, 0);

describe("isPremium and membershipLabel", () => {
  it.each([
    [undefined, false],
    [now - 1, false],
    [now, false], // strictly after now
    [now + 1, true],
    [now + 30 * DAY_MS, true],
  ])("premiumUntil %s → %s", (until, premium) => {
    expect(isPremium(until, now)).toBe(premium);
    expect(membershipLabel(until, now)).toBe(premium ? "Premium" : "Free");
  });
});

describe("premiumExtendedUntil", () => {
  it("gives 365 days from payment to a free member", () => {
    expect(PREMIUM_VALIDITY_DAYS).toBe(365);
    expect(DAY_MS).toBe(86_400_000);
    expect(premiumExtendedUntil(undefined, now)).toBe(now + 365 * DAY_MS);
  });
  it("counts from payment when the old expiry has passed", () => {
    expect(premiumExtendedUntil(now - 10 * DAY_MS, now)).toBe(now + 365 * DAY_MS);
    expect(premiumExtendedUntil(now, now)).toBe(now + 365 * DAY_MS);
  });
  it("extends from the current expiry when it is still in the future", () => {
    const current = now + 20 * DAY_MS;
    expect(premiumExtendedUntil(current, now)).toBe(current + 365 * DAY_MS);
  });
  it("grants a plan's own days, stacked after a current expiry", () => {
    expect(premiumExtendedUntil(undefined, now, 90)).toBe(now + 90 * DAY_MS);
    const current = now + 20 * DAY_MS;
    expect(premiumExtendedUntil(current, now, 180)).toBe(current + 180 * DAY_MS);
  });
});

describe("expiry reminder", () => {
  it.each([
    [undefined, null, false],
    [now - DAY_MS, null, false],
    [now + 1, 1, true],
    [now + DAY_MS, 1, true],
    [now + DAY_MS + 1, 2, true],
    [now + 7 * DAY_MS, 7, true],
    [now + 7 * DAY_MS + 1, 8, false],
    [now + 365 * DAY_MS, 365, false],
  ])("premiumUntil %s → %s days, reminder %s", (until, days, reminder) => {
    expect(daysUntilExpiry(until, now)).toBe(days);
    expect(showsExpiryReminder(until, now)).toBe(reminder);
  });
  it("reminds for 7 days", () => {
    expect(EXPIRY_REMINDER_DAYS).toBe(7);
  });
});
