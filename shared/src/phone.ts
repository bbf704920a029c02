/**
 * Phone numbers, stored in E.164 (`+919876543210`) so that one number has one spelling: support staff can
 * find a member by any way the number was typed, and the call/WhatsApp links work as they are.
 */

/** An Indian mobile number: 10 digits starting 6–9 (numbers starting 0–5 are landlines or unassigned). */
const INDIAN_MOBILE = /^[6-9]\d{9}$/;
/** E.164: a country code that does not start with 0, at most 15 digits in all; 8 is the shortest we accept. */
const E164_DIGITS = /^[1-9]\d{7,14}$/;
/** What people put between digits: spaces, dashes, dots, parentheses. */
const SEPARATORS = /[\s\-.()]/g;

/** The number in E.164, or null when it is not an Indian mobile or an international number. */
export function normalisePhone(input: string): string | null {
  const compact = input.replace(SEPARATORS, "");
  let international: string | null = null;
  if (compact.startsWith("+")) international = compact.slice(1);
  else if (compact.startsWith("00")) international = compact.slice(2);

  if (international !== null) {
    if (!E164_DIGITS.test(international)) return null;
    // A +91 number must be an Indian mobile: exactly 10 more digits starting 6–9.
    if (international.startsWith("91")) return INDIAN_MOBILE.test(international.slice(2)) ? `+${international}` : null;
    return `+${international}`;
  }
  if (!/^\d+$/.test(compact)) return null;
  if (INDIAN_MOBILE.test(compact)) return `+91${compact}`;
  // Trunk prefix 0 (098765 43210) or the country code without + (91 98765 43210).
  if (compact.length === 11 && compact.startsWith("0") && INDIAN_MOBILE.test(compact.slice(1)))
    return `+91${compact.slice(1)}`;
  if (compact.length === 12 && compact.startsWith("91") && INDIAN_MOBILE.test(compact.slice(2))) return `+${compact}`;
  return null;
}

/** `+91 98765 43210` for Indian numbers; other countries' groupings vary, so they are shown as stored. */
export function formatPhoneForDisplay(e164: string): string {
  const m = /^\+91([6-9]\d{4})(\d{5})$/.exec(e164);
  return m ? `+91 ${m[1] ?? ""} ${m[2] ?? ""}` : e164;
}

/**
 * The E.164 numbers a support agent's typed text could mean. A valid Indian or international spelling
 * gives that one number; bare digits that are neither (a caller reading out "44 20 7946 0958") are tried
 * as an international number without its +.
 */
export function phoneSearchCandidates(input: string): string[] {
  const direct = normalisePhone(input);
  if (direct) return [direct];
  const digits = input.replace(SEPARATORS, "");
  if (!/^\d+$/.test(digits)) return [];
  const asInternational = normalisePhone(`+${digits}`);
  return asInternational ? [asInternational] : [];
}
