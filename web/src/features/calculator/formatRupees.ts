const INDIAN_GROUPING = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** Whole rupees with Indian digit grouping: 100000 → "₹1,00,000". */
export function formatRupees(rupees: number): string {
  return `₹${INDIAN_GROUPING.format(rupees)}`;
}
