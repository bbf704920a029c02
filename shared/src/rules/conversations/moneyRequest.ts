/**
 * Money requests in a conversation (English, Telugu, Tenglish): the reader gets a warning banner and the
 * conversation is flagged into the console's safety queue with the excerpt.
 *
 * Contract used by `convex/model/conversations`: keep these signatures.
 */
export type MoneyKind = "transfer" | "bank" | "upi" | "customs" | "travel" | "loan" | "investment" | "crypto" | "emergency";

export type MoneyResult = { flagged: boolean; kinds: MoneyKind[] };

export function detectMoneyRequest(text: string): MoneyResult {
  const flagged = /\b(send|transfer)\b.*\b(money|rs|inr|rupees)\b/i.test(text);
  return { flagged, kinds: flagged ? ["transfer"] : [] };
}
