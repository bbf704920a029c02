/**
 * An amount in words in the Indian numbering system (thousand, lakh, crore), as invoices print it:
 * 117882 paise → "Rupees One Thousand One Hundred Seventy Eight and Eighty Two Paise Only".
 */
const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 0–99. */
function twoDigits(n: number): string {
  if (n < 20) return ONES[n] ?? "";
  const unit = n % 10;
  return `${TENS[Math.floor(n / 10)] ?? ""}${unit === 0 ? "" : ` ${ONES[unit] ?? ""}`}`;
}

/** 1–999. */
function threeDigits(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds] ?? ""} Hundred`);
  if (rest > 0) parts.push(twoDigits(rest));
  return parts.join(" ");
}

/** A whole number in words, Indian system; crores above 99 are read as a number of crores. */
export function integerInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new Error("a non-negative whole number is required");
  if (n === 0) return "Zero";
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (crore > 0) parts.push(`${integerInWords(crore)} Crore`);
  if (lakh > 0) parts.push(`${twoDigits(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${twoDigits(thousand)} Thousand`);
  if (rest > 0) parts.push(threeDigits(rest));
  return parts.join(" ");
}

export function rupeesInWords(paise: number): string {
  if (!Number.isInteger(paise) || paise < 0) throw new Error("a non-negative whole number of paise is required");
  const rupees = Math.floor(paise / 100);
  const p = paise % 100;
  if (p === 0) return `Rupees ${integerInWords(rupees)} Only`;
  if (rupees === 0) return `${twoDigits(p)} Paise Only`;
  return `Rupees ${integerInWords(rupees)} and ${twoDigits(p)} Paise Only`;
}
