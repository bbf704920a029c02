/** ₹1,178.82 from paise, as the console shows amounts. */
export function formatRupees(paise: number): string {
  return new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(paise / 100);
}
