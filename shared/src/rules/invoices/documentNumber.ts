/**
 * Tax invoice and credit note numbers. GST rule 46(b) allows at most 16 characters, unique within the
 * financial year and consecutive; each series keeps its own counter per financial year (convex
 * model/invoices/counters.ts), so a number is "<series>/<yy-yy>/<6 digits>", e.g. INV/26-27/000123.
 */
import type { FinancialYear } from "./financialYear";

export const DOCUMENT_SERIES = { invoice: "INV", creditNote: "CN" } as const;
export type DocumentKind = keyof typeof DOCUMENT_SERIES;

export const MAX_DOCUMENT_NUMBER_LENGTH = 16;
/** Six digits: a million documents a year per series before the format would have to change. */
export const SEQUENCE_DIGITS = 6;
export const MAX_SEQUENCE = 10 ** SEQUENCE_DIGITS - 1;

export function documentNumber(kind: DocumentKind, year: FinancialYear, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_SEQUENCE) {
    throw new Error(`document sequence out of range: ${String(sequence)}`);
  }
  return `${DOCUMENT_SERIES[kind]}/${year.label}/${String(sequence).padStart(SEQUENCE_DIGITS, "0")}`;
}
