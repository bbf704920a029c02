/**
 * India's financial year runs 1 April to 31 March, and the day is India's (IST, UTC+5:30, no daylight
 * saving): a payment at 23:00 UTC on 31 March is already 1 April in India, so it opens the next year.
 */
const IST_OFFSET_MS = 330 * 60_000;

export type FinancialYear = {
  /** The calendar year the financial year starts in (2026 for April 2026 – March 2027). */
  startYear: number;
  /** Short label used in document numbers: "26-27". */
  label: string;
};

export function financialYearOf(instantMs: number): FinancialYear {
  const ist = new Date(instantMs + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  // getUTCMonth: 0 = January, 3 = April.
  const startYear = ist.getUTCMonth() >= 3 ? year : year - 1;
  const two = (n: number) => String(n % 100).padStart(2, "0");
  return { startYear, label: `${two(startYear)}-${two(startYear + 1)}` };
}

/** The calendar date in India of an instant, as "DD/MM/YYYY" (the date printed on an invoice). */
export function istDate(instantMs: number): string {
  const ist = new Date(instantMs + IST_OFFSET_MS);
  const dd = String(ist.getUTCDate()).padStart(2, "0");
  const mm = String(ist.getUTCMonth() + 1).padStart(2, "0");
  return `${dd}/${mm}/${String(ist.getUTCFullYear())}`;
}
