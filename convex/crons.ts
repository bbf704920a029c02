import { cronJobs } from "convex/server";
import { internal } from "./_generated/api";

/** Daily housekeeping, in UTC (00:30 UTC is 06:00 IST). */
const crons = cronJobs();
// Membership is derived from premiumUntil on every read; this only records each expiry in the audit log.
crons.daily("record premium expiries", { hourUTC: 0, minuteUTC: 30 }, internal.payments.recordExpiries, {});
crons.daily("prune webhook event ids", { hourUTC: 0, minuteUTC: 45 }, internal.payments.pruneWebhookEvents, {});
crons.daily(
  "prune deleted-account tombstones",
  { hourUTC: 1, minuteUTC: 5 },
  internal.housekeeping.pruneDeletedIdentities,
  {},
);
// Deleted members' safety records are kept one year, as the privacy policy says (model/safety/records.ts).
crons.daily(
  "prune safety records older than a year",
  { hourUTC: 1, minuteUTC: 10 },
  internal.housekeeping.pruneSafetyRecordsDaily,
  {},
);
crons.daily("prune expired SMS codes", { hourUTC: 1, minuteUTC: 15 }, internal.verification.pruneExpiredCodes, {});
// Uploads never attached to a photo within an hour are deleted (model/members/orphanUploads.ts).
crons.hourly("delete orphan uploads", { minuteUTC: 20 }, internal.housekeeping.deleteOrphanUploads, {});
// Unanswered interests expire after 30 days: reads treat them so at once; this records it
// (model/interests/interestFlow.ts).
crons.hourly("expire unanswered interests", { minuteUTC: 35 }, internal.interests.expireUnanswered, {});
// Profiles written before birthYear existed get it without anyone remembering a manual run
// (model/members/birthYear.ts).
crons.hourly("backfill birth years", { minuteUTC: 50 }, internal.housekeeping.backfillBirthYear, {});
// Notifications: Premium ending in 7 days (once per premiumUntil); the outbox's lost sends.
crons.daily("notify premium ending", { hourUTC: 0, minuteUTC: 40 }, internal.notifications.notifyPremiumEndingSoon, {});

// Copy-paste outreach remembers text fingerprints for a week (model/conversations/outreach.ts).
crons.daily(
  "prune outreach fingerprints",
  { hourUTC: 1, minuteUTC: 25 },
  internal.conversations.pruneOutreachTexts,
  {},
);
crons.interval("retry the notification outbox", { minutes: 5 }, internal.notifications.sweepOutbox, {});
// Answered proof-of-work challenges are kept only while they could be replayed (model/payments/testPaymentProof.ts).
crons.hourly("prune spent proofs of work", { minuteUTC: 55 }, internal.limits.pruneSpentProofsHourly, {});
// Logins of deleted accounts whose deletion's scheduled run was lost or died (model/identityDeletion/outbox.ts).
crons.interval("retry identity deletions", { minutes: 5 }, internal.admin.identity.sweep, {});
export default crons;
