/** How the console writes money and time: rupees with Indian grouping, dates on India's calendar. */
const TIME_ZONE = "Asia/Kolkata";
const IST_OFFSET_MS = 330 * 60_000;

/** "₹1,17,882" or "₹1,178.82" from paise (whole rupees without decimals). */
export function formatRupees(paise: number): string {
  const whole = paise % 100 === 0;
  return new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(paise / 100);
}

/** "1,23,456": a count with Indian grouping. */
export function formatCount(n: number): string {
  return new Intl.NumberFormat("en-IN").format(n);
}

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: TIME_ZONE,
});
const dateTimeFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: TIME_ZONE,
});

/** "5 Feb 2025" (India's calendar day), or "—". */
export function formatDate(ms: number | null | undefined): string {
  return typeof ms === "number" ? dateFormat.format(ms) : "—";
}

export function formatDateTime(ms: number | null | undefined): string {
  return typeof ms === "number" ? dateTimeFormat.format(ms) : "—";
}

/** Today in India as "YYYY-MM-DD" (a date input's value). */
export function todayInIndia(nowMs: number = Date.now()): string {
  return new Date(nowMs + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** "YYYY-MM-DD" of a day `days` before today in India. */
export function daysAgoInIndia(days: number, nowMs: number = Date.now()): string {
  return todayInIndia(nowMs - days * 86_400_000);
}

export const STATUS_LABELS: Record<string, string> = {
  pending: "Awaiting approval",
  approved: "Approved",
  rejected: "Rejected",
  suspended: "Suspended",
};

export const METHOD_LABELS: Record<string, string> = {
  cash: "Cash",
  upi: "UPI",
  bank_transfer: "Bank transfer",
  cheque: "Cheque",
  other: "Other",
};
