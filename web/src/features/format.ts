import { intlLocale } from "../i18n";

/**
 * Dates as members read them, in the language on screen and India's time zone: "11 Jun 2027",
 * "11, జూన్ 2027".
 */
export function formatDate(ms: number): string {
  return new Intl.DateTimeFormat(intlLocale(), {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(ms);
}
