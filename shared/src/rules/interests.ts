/**
 * Interests: one member tells another they are interested, the other accepts or declines.
 * The figures and the templates live here so the server, the app and the tests share them.
 */

export const INTEREST_STATUSES = ["pending", "accepted", "declined", "withdrawn", "expired"] as const;
export type InterestStatus = (typeof INTEREST_STATUSES)[number];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A sender may take an interest back for this long after sending it, while it is unanswered. */
export const WITHDRAW_WINDOW_MS = 24 * HOUR_MS;
/** An interest nobody answered expires after this; then the sender may send again. */
export const INTEREST_EXPIRY_MS = 30 * DAY_MS;
/** The most interests a member may send in a rolling day (server-checked, docs/security.md). */
export const DAILY_INTEREST_LIMIT = 15;
/** The longest own message with an interest, after contact details are removed. */
export const INTEREST_NOTE_MAX = 300;

/** The polite messages a sender may pick; the receiver reads them in their own language. */
export const INTEREST_TEMPLATES = ["liked", "family", "talk"] as const;
export type InterestTemplate = (typeof INTEREST_TEMPLATES)[number];
/** The polite replies: accept templates and decline templates. */
export const ACCEPT_TEMPLATES = ["happy", "family"] as const;
export const DECLINE_TEMPLATES = ["notMatch", "elsewhere"] as const;
export type AcceptTemplate = (typeof ACCEPT_TEMPLATES)[number];
export type DeclineTemplate = (typeof DECLINE_TEMPLATES)[number];

/**
 * What a card or member page shows between the viewer and another member:
 * - `none`: nothing live between them (never sent, withdrawn or expired): the viewer may send;
 * - `sent`: the viewer's interest waits for an answer; `received`: theirs waits for the viewer's;
 * - `acceptedByThem` ("Accepted you") / `acceptedByMe` ("You accepted");
 * - `declinedByThem` ("Declined": the viewer may not send again) / `declinedByMe` (the viewer may send later).
 */
export const INTEREST_STATES = [
  "none",
  "sent",
  "received",
  "acceptedByThem",
  "acceptedByMe",
  "declinedByThem",
  "declinedByMe",
] as const;
export type InterestState = (typeof INTEREST_STATES)[number];

/** True when an unanswered interest sent at `createdAt` has expired by `now`. */
export function isExpired(createdAt: number, now: number): boolean {
  return now - createdAt >= INTEREST_EXPIRY_MS;
}

/** The moment the sender can no longer withdraw an interest sent at `createdAt`. */
export function withdrawDeadline(createdAt: number): number {
  return createdAt + WITHDRAW_WINDOW_MS;
}

/** True when the sender may still withdraw an unanswered interest sent at `createdAt`. */
export function canWithdraw(createdAt: number, now: number): boolean {
  return now < withdrawDeadline(createdAt);
}

type Row = { status: InterestStatus; createdAt: number };

/** The effective status of an interest at `now`: an unanswered one past its expiry counts as expired. */
export function effectiveStatus(row: Row, now: number): InterestStatus {
  return row.status === "pending" && isExpired(row.createdAt, now) ? "expired" : row.status;
}

/**
 * The state between the viewer and another member from the latest interest each way (null when none).
 * An acceptance either way wins, then a waiting interest, then a decline; withdrawn and expired ones
 * leave nothing behind.
 */
export function interestState(mine: Row | null, theirs: Row | null, now: number): InterestState {
  const m = mine === null ? null : effectiveStatus(mine, now);
  const t = theirs === null ? null : effectiveStatus(theirs, now);
  if (m === "accepted") return "acceptedByThem";
  if (t === "accepted") return "acceptedByMe";
  if (m === "pending") return "sent";
  if (t === "pending") return "received";
  if (m === "declined") return "declinedByThem";
  if (t === "declined") return "declinedByMe";
  return "none";
}
