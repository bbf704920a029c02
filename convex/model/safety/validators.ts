import { literals } from "convex-helpers/validators";
import { REPORT_REASONS, REPORT_STATUSES, SAFETY_RECORD_REASONS } from "@matrimony/shared/rules/safety";

/** Validators of the reports and safety records tables and functions, from shared/rules/safety.ts's lists. */
export const vReportReason = literals(...REPORT_REASONS);
export const vReportStatus = literals(...REPORT_STATUSES);
export const vSafetyRecordReason = literals(...SAFETY_RECORD_REASONS);
