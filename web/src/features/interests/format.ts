import { intlLocale } from "../../i18n";

/** "24 Nov, 6:30 pm" in the language on screen and India's time zone: when a withdrawal window ends. */
export function formatDateTime(ms: number): string {
  return new Intl.DateTimeFormat(intlLocale(), {
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "Asia/Kolkata",
  }).format(ms);
}
