import { intlLocale } from "../../i18n";

/**
 * ₹1,178.82 from 117882 paise: Indian digit grouping, paise shown only when there are some, or always
 * (`withPaise`, for the lines of a bill, so they align).
 */
export function formatPaise(amountPaise: number, currency = "INR", withPaise = false): string {
  const rupees = amountPaise / 100;
  return new Intl.NumberFormat(intlLocale(), {
    style: "currency",
    currency,
    minimumFractionDigits: withPaise || !Number.isInteger(rupees) ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(rupees);
}
