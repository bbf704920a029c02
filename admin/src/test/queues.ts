/** Set-up shared by the console's queue tests: the reports and the verifications. */
import type { FunctionReturnType } from "convex/server";
import { api } from "../convexApi";
import { FakeConvex, paginate } from "./fakeConvex";
import { memberRecord } from "./fixtures";

/** A busy two-core machine renders react-admin slowly: generous waits, the same assertions. */
export const SLOW = { timeout: 15_000 };

/**
 * A console where the member record opens (fixtures' memberRecord) and the member list is empty; a queue adds its own
 * functions.
 */
export function consoleWithMember(): FakeConvex {
  return new FakeConvex()
    .on("admin/members:get", () => memberRecord)
    .on("admin/members:list", (args) => paginate([], args));
}

type DashboardStats = FunctionReturnType<typeof api.admin.stats.dashboard>;

/** The dashboard's answer with every figure at zero but `figures`. */
export function dashboardStats(figures: Partial<DashboardStats>, generatedAt: number): DashboardStats {
  return {
    pending: 0,
    byStatus: { pending: 0, approved: 0, rejected: 0, suspended: 0 },
    premium: 0,
    openReports: 0,
    openVerifications: 0,
    openSafety: 0,
    revenueThisMonthPaise: 0,
    paymentsThisMonth: 0,
    registrationsPerDay: [],
    capped: [],
    generatedAt,
    ...figures,
  };
}
