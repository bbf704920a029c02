/**
 * Every rate limit of the backend, in one table (convex-helpers' `rateLimit`, state in the `rateLimits`
 * table of the schema). Each figure says why: generous for a person, a wall for a scraper or a script.
 * The limits below count in the database, so they hold across every client and every connection.
 */
import { defineRateLimits } from "convex-helpers/server/rateLimit";
import { en, type MessageKey } from "@matrimony/shared/messages";
import { fillTemplate } from "@matrimony/shared/copy/template";
import { ConvexError } from "convex/values";
import type { MutationCtx } from "../_generated/server";
import type { AppErrorData } from "./errors";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const LIMITS = {
  /**
   * Member pages opened per member: a family reading profiles opens dozens a day; 50 at once, then one
   * every ~10 minutes (150 a day). A scraper that opened 500 pages in 5 s stops at the 51st.
   */
  memberPageViews: { kind: "token bucket", rate: 150, period: DAY, capacity: 50 },
  /**
   * Pages of the matches list past the first, per member (`matches.openPage`): a family reads a few pages of
   * 12 cards at a sitting; 20 at once, then 60 a day (720 cards) is far above that. A script paging through
   * every match stops at the 21st page in a row. Re-opening a page and the first page cost nothing.
   */
  matchPages: { kind: "token bucket", rate: 60, period: DAY, capacity: 20 },
  /** Upload URLs per member: 6 photos and some retries; an upload loop stops at the 11th. */
  uploadUrls: { kind: "token bucket", rate: 20, period: HOUR, capacity: 10 },
  /**
   * The /paye test page's payment links (each is a Razorpay API call; model/payments/testPaymentProof.ts).
   * A signed-in caller, per account: a person retries a few times; 150 calls in 1.7 s made 150 links before.
   */
  testPaymentPerAccount: { kind: "token bucket", rate: 5, period: 10 * MINUTE, capacity: 5 },
  /**
   * Anonymous links free of a proof of work, per address: a few, since many members share an address
   * behind carrier NAT. Past it a link costs a proof of work; nobody is refused.
   */
  testPaymentFreePerClient: { kind: "token bucket", rate: 3, period: 10 * MINUTE, capacity: 3 },
  /** Anonymous links free of a proof of work, all addresses together (addresses are cheap to change). */
  testPaymentFreeSite: { kind: "token bucket", rate: 60, period: HOUR, capacity: 30 },
  /** Staff opening one member's full contacts (record or call card): a busy support day, not an export. */
  staffContactViews: { kind: "token bucket", rate: 300, period: DAY, capacity: 60 },
  /**
   * SMS codes (model/verification/codes.ts), per member and per number: a member who mistypes
   * or does not receive the SMS asks again a few times; 5 an hour and 10 a day stop a script sending SMS
   * (which cost money) or aiming at one number from many accounts, and bound guessing to 50 tries a day.
   */
  smsCodesPerMemberHour: { kind: "token bucket", rate: 5, period: HOUR, capacity: 5 },
  smsCodesPerMemberDay: { kind: "token bucket", rate: 10, period: DAY, capacity: 10 },
  smsCodesPerNumberHour: { kind: "token bucket", rate: 5, period: HOUR, capacity: 5 },
  smsCodesPerNumberDay: { kind: "token bucket", rate: 10, period: DAY, capacity: 10 },
  /**
   * Reports per member: a member meets a bad profile now and then; 5 at once and 10 a day stop
   * a member who reports everyone they dislike from flooding the queue.
   */
  reports: { kind: "token bucket", rate: 10, period: DAY, capacity: 5 },
  /** Blocks per member: 30 a day is far above a person's need and keeps one member's block set small. */
  blocks: { kind: "token bucket", rate: 30, period: DAY, capacity: 30 },
  /**
   * ID photos and selfies sent for verification, per member: an ID and a selfie, a retake or two
   * and a new try after a rejection fit in 4 at once and 6 a day; an upload loop stops at the 5th.
   */
  verificationUploads: { kind: "token bucket", rate: 6, period: DAY, capacity: 4 },
  /**
   * Changes of the partner preference's type (India, NRI, no preference) or state, per member: each change
   * points the matches list at another set of members, so switching back and forth collects the cards of
   * every state. A family settling its preference changes it once or twice; 4 a day leaves room for a
   * correction, while a member walking through India's 36 states and territories needs days per sweep.
   */
  preferenceSwitches: { kind: "token bucket", rate: 4, period: DAY, capacity: 4 },
  /**
   * Changes of reviewed profile fields (name, marital status, caste, religion) sent for review, per member:
   * a real correction is made once, perhaps fixed once more; 3 a day leaves that room, while switching
   * caste and religion back and forth to see other members' cards stops at the fourth, even when staff
   * approve each change.
   */
  profileChanges: { kind: "token bucket", rate: 3, period: DAY, capacity: 3 },
  /**
   * Messages per sender (docs/conversations.md "Limits"). A person typing short lines sends a few a
   * minute in a lively exchange: 20 at once, then one every 3 seconds. A script pasting into every
   * conversation stops at the 21st.
   */
  messagesPerMinute: { kind: "token bucket", rate: 20, period: MINUTE, capacity: 20 },
  /**
   * 300 messages a day across all conversations: a long evening's talk with two or three families is a
   * hundred or two; a sender writing to dozens of members all day stops here.
   */
  messagesPerDay: { kind: "token bucket", rate: 300, period: DAY, capacity: 300 },
  /**
   * New conversations started per member per day: each needs an accepted interest (at most 15 interests
   * are sent a day), so 10 a day is above a family's need and caps a member working through accepted
   * interests to collect contacts.
   */
  conversationsPerDay: { kind: "token bucket", rate: 10, period: DAY, capacity: 10 },
  /**
   * Biodata share links made per member (docs/biodata.md): a family sends its biodata to a few relatives
   * and brokers and makes a new link now and then; 5 at once and 10 a day. Making and revoking links in a
   * loop (to get round the active-link limit) stops at the 6th.
   */
  biodataLinks: { kind: "token bucket", rate: 10, period: DAY, capacity: 5 },
  /**
   * Counted openings of one shared biodata link: a forwarded link is opened by dozens of relatives; past
   * 100 at once and 500 a day further openings still show the biodata but are not counted, so a script
   * cannot inflate the owner's view count.
   */
  biodataViews: { kind: "token bucket", rate: 500, period: DAY, capacity: 100 },
  /**
   * WhatsApp opt-ins per member (model/whatsapp/optIns.ts): each writes a consent record; a member turns
   * WhatsApp on once, perhaps again after stopping it. 3 at once and 6 a day; a script toggling it stops.
   */
  whatsappOptIns: { kind: "token bucket", rate: 6, period: DAY, capacity: 3 },
  /**
   * Coupon codes tried per member (a price asked for or an order made with a code): a member types a code
   * or two, perhaps mistyped; 10 at once and 20 a day. Guessing codes one by one stops at the 11th.
   */
  couponTries: { kind: "token bucket", rate: 20, period: DAY, capacity: 10 },
  /**
   * Push subscriptions saved per member (`push.subscribe`): a family's few phones, a browser that renews its
   * subscription now and then; 10 at once and 20 a day. A script filling the table stops at the 11th.
   */
  pushSubscriptions: { kind: "token bucket", rate: 20, period: DAY, capacity: 10 },
  /**
   * Tax invoice and credit note PDFs made per caller (each is drawn afresh): a member downloads one or two,
   * support a few dozen in a busy hour; 20 at once then 60 an hour stops a loop burning the backend's CPU.
   */
  taxDocumentDownloads: { kind: "token bucket", rate: 60, period: HOUR, capacity: 20 },
  /** Refund proposals and decisions per staff member: a day's corrections, not a script emptying the account. */
  refundActions: { kind: "token bucket", rate: 30, period: DAY, capacity: 10 },
  /**
   * Photo requests per member: each notifies another member, so a member asking everyone without photos is
   * noise in many inboxes. A family asks a handful a day; 10 at once and 20 a day.
   */
  photoRequests: { kind: "token bucket", rate: 20, period: DAY, capacity: 10 },
} as const;

/**
 * Copy-paste outreach: the same text (ignoring case, spacing and punctuation) sent by one member into this
 * many different conversations within OUTREACH_WINDOW is flagged to the safety queue. Greetings are
 * short and alike by nature, so only texts of OUTREACH_MIN_LENGTH characters or more are compared.
 */
export const OUTREACH_RECIPIENTS = 3;
export const OUTREACH_WINDOW = 7 * DAY;
export const OUTREACH_MIN_LENGTH = 40;

export type LimitName = keyof typeof LIMITS;

/** The most contact details (reveals) a member may see a day: see docs/security.md for the figure. */
export { DAILY_CONTACT_REVEALS } from "@matrimony/shared/rules/plans";

/**
 * The most interests a member may send in a rolling day (15, shared/rules/interests.ts): a family writing
 * to the profiles they liked this week sends a few; a broker messaging every match stops at the 16th.
 */
export { DAILY_INTEREST_LIMIT } from "@matrimony/shared/rules/interests";

/**
 * After withdrawing an interest, the same sender may not send to the same member again for 30 days (a
 * decline already stops the sender for good): send, withdraw, send again used to put a new interest and a
 * new mail in front of the member each time, a way to pester someone the daily limit did not stop.
 */
export const RESEND_AFTER_WITHDRAWAL_MS = 30 * DAY;

/**
 * How long an interest's mail (and SMS) waits before it is sent: a sender who withdraws in the first
 * minutes takes the message back before it reaches the member's inbox (the outbox skips a withdrawn one).
 * Short enough that a real interest still arrives while the sender is on the site.
 */
export const INTEREST_MAIL_DELAY_MS = 10 * MINUTE;

/** The most rows one page of a member-facing list returns (matches); the console caps at 100 (adminLists). */
export const MEMBER_PAGE_SIZE = 50;

/**
 * Rows of one long list of the data download (pages I viewed, who viewed mine, numbers I saw) read per
 * query: a Convex query reads a bounded amount, and a member active for years has tens of thousands of
 * views. The download carries the first part and the app reads on part by part.
 */
export const EXPORT_PART_ROWS = 1000;
/** Payment rows in the download: orders are limited to 10 a day, so this bound only keeps the read finite. */
export const EXPORT_PAYMENTS_MAX = 5000;

const limiter = defineRateLimits(LIMITS);

/** "about 3 hours", "12 minutes", "a few seconds": how long until the caller may go on. */
export function waitText(ms: number): string {
  const minutes = Math.ceil(ms / MINUTE);
  if (ms < MINUTE) return "a minute";
  if (minutes < 60) return `${String(minutes)} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.round(ms / HOUR);
  return `about ${String(hours)} hour${hours === 1 ? "" : "s"}`;
}

/** The ConvexError a limited caller gets: code `rate_limited`, when to retry (ms epoch) and after how long (s). */
export function rateLimitedError(
  key: MessageKey,
  retryAt: number,
  now: number = Date.now(),
): ConvexError<AppErrorData> {
  const wait = Math.max(0, retryAt - now);
  const params = { wait: waitText(wait) };
  return new ConvexError<AppErrorData>({
    code: "rate_limited",
    message: fillTemplate(en[key], params),
    // The app writes the message in the member's language from the key, with the wait from `retryAt`.
    key,
    params,
    retryAt: Math.ceil(retryAt),
    retryAfter: Math.ceil(wait / 1000),
  });
}

/** Take one token of `name` for `key`, or throw `rate_limited` with the member's message. */
export async function consume(ctx: MutationCtx, name: LimitName, key: string, message: MessageKey): Promise<void> {
  const { ok, retryAt } = await limiter.rateLimit(ctx, { name, key });
  if (!ok) throw rateLimitedError(message, retryAt ?? Date.now());
}

/** Take one token without throwing: `{ ok: false, retryAt }` when the limit is reached (HTTP routes). */
export async function tryConsume(
  ctx: MutationCtx,
  name: LimitName,
  key: string,
): Promise<{ ok: true } | { ok: false; retryAt: number }> {
  const { ok, retryAt } = await limiter.rateLimit(ctx, { name, key });
  return ok ? { ok: true } : { ok: false, retryAt: retryAt ?? Date.now() };
}

/**
 * Who is calling an HTTP route, for per-client limits: the first address of `X-Forwarded-For` (the
 * deployment's front forwards the caller's address), else `X-Real-IP`; callers with neither share a key.
 */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  const real = request.headers.get("x-real-ip")?.trim();
  return (forwarded || real || "unknown").slice(0, 64);
}
