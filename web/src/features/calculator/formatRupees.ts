import { intlLocale } from "../../i18n";

/** Whole rupees with Indian digit grouping, in the language on screen: 100000 → "₹1,00,000". */
export function formatRupees(rupees: number): string {
  return new Intl.NumberFormat(intlLocale(), { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(
    rupees,
  );
}
