/** ₹1,178.82 from 117882 paise: Indian digit grouping, paise shown only when there are some. */
export function formatPaise(amountPaise: number, currency = "INR"): string {
  const rupees = amountPaise / 100;
  return new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency,
    minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(rupees);
}
