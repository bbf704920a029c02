/**
 * Block and report: the reasons a member can give, the limits on a report's details, and the
 * outcomes a staff review can have. Shared by the backend (validation), the app and the console.
 */

/** Why a member reports another, in the order the form offers them. */
export const REPORT_REASONS = [
  "fake_profile",
  "already_married",
  "broker_or_commercial",
  "asked_for_money",
  "abusive_or_obscene",
  "photos_not_this_person",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The optional free-text details of a report: enough to explain, not an essay. */
export const REPORT_DETAILS_MAX = 1000;

/**
 * A report's state: open until staff review it; then the outcome of the review. `closed` is a report
 * whose reported member deleted their own account before a review.
 */
export const REPORT_STATUSES = ["open", "dismissed", "warned", "suspended", "deleted", "closed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The actions an admin takes on an open report (support agents can only add notes). */
export const REPORT_ACTIONS = ["dismiss", "warn", "suspend", "delete"] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** The longest staff note on a report, and the longest suspension reason (as the console's suspend). */
export const REPORT_NOTE_MAX = 2000;

/**
 * Why a deleted member's safety record was kept (convex/model/safety/records.ts): a report against them,
 * a staff warning, a suspension, a deletion by staff after a report, or the harvesting watch.
 */
export const SAFETY_RECORD_REASONS = ["reported", "warned", "suspended", "removedForCause", "flagged"] as const;
export type SafetyRecordReason = (typeof SAFETY_RECORD_REASONS)[number];

/** How long a deleted member's safety record is kept: one year (stated in the privacy policy). */
export const SAFETY_RECORD_MS = 365 * 86_400_000;

/**
 * Members revealing at least this many numbers in a day are on the harvesting watch: the console lists them
 * even below its cap, and a deletion keeps their safety record ("flagged").
 */
export const REVEAL_WATCH = 10;
