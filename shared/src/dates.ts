/**
 * Dates. The audience lives in India, so calendar days (age, expiry dates) are days in Asia/Kolkata,
 * computed with its fixed +05:30 offset (India has no daylight saving) so the host's zone and locale never matter.
 */

export type Dob = { day: number; month: number; year: number };

/** Legal minimum age to marry in India: 21 for grooms, 18 for brides. */
export const MIN_AGE = { Male: 21, Female: 18 } as const;
/** The terms' minimum age for everyone (SPEC §5, §9). */
export const TERMS_MIN_AGE = 18;

const IST_OFFSET_MS = 330 * 60 * 1000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(month: number, year: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The calendar date in India at an instant. */
function istParts(ms: number): Dob {
  const d = new Date(ms + IST_OFFSET_MS);
  return { day: d.getUTCDate(), month: d.getUTCMonth() + 1, year: d.getUTCFullYear() };
}

function pad2(n: number): string {
  return String(n).padStart(2, "0");
}

/** Strict DD/MM/YYYY (two-digit day and month, four-digit year) naming a day that exists; else null. */
export function parseDob(text: string): Dob | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const day = Number(m[1]);
  const month = Number(m[2]);
  const year = Number(m[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(month, year)) return null;
  return { day, month, year };
}

/**
 * Age in whole years on the Indian calendar date of `at`; a birthday not yet reached that year counts one
 * less. Someone born on 29 February comes of age on 1 March in non-leap years.
 */
export function ageOn(dob: Dob, at: Date): number {
  const today = istParts(at.getTime());
  const reached = today.month > dob.month || (today.month === dob.month && today.day >= dob.day);
  return today.year - dob.year - (reached ? 0 : 1);
}

export function ageFromDobText(text: string, nowMs: number): number | null {
  const dob = parseDob(text);
  return dob ? ageOn(dob, new Date(nowMs)) : null;
}

/** DD/MM/YYYY in India, e.g. '21/11/2027': the spec's expiryDate. */
export function formatIndianDate(ms: number): string {
  const { day, month, year } = istParts(ms);
  return `${pad2(day)}/${pad2(month)}/${String(year)}`;
}

/** The spec's registrationDate: an ISO string in UTC. */
export function formatIsoDate(ms: number): string {
  return new Date(ms).toISOString();
}

/** '21 Nov 2027' in India, for screens. */
export function formatDisplayDate(ms: number): string {
  const { day, month, year } = istParts(ms);
  return `${String(day)} ${MONTHS[month - 1] ?? ""} ${String(year)}`;
}
