/**
 * Masked contact details for lists: enough to tell two members apart on a call ("the one ending
 * 210"), too little to dial. Full details are shown only on one member's record or call card, audited.
 */

const DOT = "•";

/** `+91 98•••••210` for an Indian mobile; other numbers keep their first 4 and last 3 characters. */
export function maskPhone(e164: string): string {
  const indian = /^\+91(\d{2})\d{5}(\d{3})$/.exec(e164);
  if (indian) return `+91 ${indian[1] ?? ""}${DOT.repeat(5)}${indian[2] ?? ""}`;
  if (e164.length <= 7) return DOT.repeat(e164.length);
  return `${e164.slice(0, 4)}${DOT.repeat(e164.length - 7)}${e164.slice(-3)}`;
}

/** `ra•••@example.com`: the first two letters of the mailbox name, the domain whole. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return DOT.repeat(3);
  return `${email.slice(0, Math.min(2, at))}${DOT.repeat(3)}${email.slice(at)}`;
}
