import type { FunctionReturnType } from "convex/server";
import type { api } from "../../convexApi";

export type ReportRow = FunctionReturnType<typeof api.admin.reports.list>["page"][number] & { id: string };
export type ReportDetail = NonNullable<FunctionReturnType<typeof api.admin.reports.get>> & { id: string };
