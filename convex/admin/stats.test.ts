import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { DAY_MS } from "@matrimony/shared/rules/premium";
import { api } from "../_generated/api";
import { istDate, istMonthStart } from "../model/admin/stats";
import { seedConsole, seedMember } from "../test.fixtures";
import { seedPaidPayment } from "../test.payments";

/** 3 Apr 2026, 10:00 in India. */
const NOW = Date.UTC(2026, 3, 3, 4, 30);
/** 1 Apr 2026, 00:00 in India (31 Mar 18:30 UTC). */
const MONTH_START = Date.UTC(2026, 2, 31, 18, 30);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("dashboard", () => {
  test("India's calendar: month start and days", () => {
    expect(istMonthStart(NOW)).toBe(MONTH_START);
    expect(istDate(MONTH_START)).toBe("2026-04-01");
    expect(istDate(MONTH_START - 1)).toBe("2026-03-31");
  });

  test("counts on a seeded world", async () => {
    const { t, support } = await seedConsole();
    const today = NOW - 60_000;
    // Registrations: 2 today, 1 yesterday, 1 at the first charted day's start, 1 just before the chart.
    const firstDay = MONTH_START + 2 * DAY_MS - 29 * DAY_MS;
    await seedMember(t, { status: "pending", createdAt: today });
    await seedMember(t, { status: "pending", createdAt: today - 1 });
    await seedMember(t, { status: "approved", createdAt: today - DAY_MS, premiumUntil: NOW + DAY_MS });
    await seedMember(t, { status: "rejected", createdAt: firstDay });
    await seedMember(t, { status: "suspended", createdAt: firstDay - 1 });
    const premium = await seedMember(t, {
      status: "approved",
      createdAt: NOW - 100 * DAY_MS,
      premiumUntil: NOW + 300 * DAY_MS,
    });
    await seedMember(t, { status: "approved", createdAt: NOW - 200 * DAY_MS, premiumUntil: NOW - 1 });
    // Revenue this month (India): two paid this month, one paid the minute before the month, one failed.
    await seedPaidPayment(t, premium.id, { amountPaise: 117882, paidAt: MONTH_START });
    await seedPaidPayment(t, premium.id, { amountPaise: 50000, paidAt: NOW - 1000, provider: "offline" });
    await seedPaidPayment(t, premium.id, { amountPaise: 99999, paidAt: MONTH_START - 60_000 });
    await seedPaidPayment(t, premium.id, { amountPaise: 77777, status: "failed", paidAt: undefined });

    const d = await support.query(api.admin.stats.dashboard, {});
    expect(d).toMatchObject({
      pending: 2,
      byStatus: { pending: 2, approved: 3, rejected: 1, suspended: 1 },
      premium: 2,
      revenueThisMonthPaise: 167882,
      paymentsThisMonth: 2,
      capped: [],
      generatedAt: NOW,
    });
    expect(d.registrationsPerDay).toHaveLength(30);
    expect(d.registrationsPerDay[0]).toEqual({ date: "2026-03-05", count: 1 });
    expect(d.registrationsPerDay.at(-2)).toEqual({ date: "2026-04-02", count: 1 });
    expect(d.registrationsPerDay.at(-1)).toEqual({ date: "2026-04-03", count: 2 });
    expect(d.registrationsPerDay.reduce((n, day) => n + day.count, 0)).toBe(4);
  });
});
