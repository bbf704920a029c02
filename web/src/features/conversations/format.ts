import { intlLocale } from "../../i18n";
import { t } from "../../i18n";
import type { MessagePart, OtherMember } from "./types";

const ZONE = "Asia/Kolkata";

function dayOf(ms: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    ms,
  );
}

/**
 * When a message was sent, as a chat shows it, in India's time zone: the time today ("2:05 pm"), the day
 * and time before ("11 Jun, 2:05 pm"), with the year when it is not this year's.
 */
export function formatMessageTime(ms: number, now: number = Date.now()): string {
  const time: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit", timeZone: ZONE };
  if (dayOf(ms) === dayOf(now)) return new Intl.DateTimeFormat(intlLocale(), time).format(ms);
  const sameYear = dayOf(ms).slice(0, 4) === dayOf(now).slice(0, 4);
  return new Intl.DateTimeFormat(intlLocale(), {
    ...time,
    day: "numeric",
    month: "short",
    ...(sameYear ? {} : { year: "numeric" }),
  }).format(ms);
}

/** The list's time: the time today, else the day ("11 Jun"), else with the year. */
export function formatListTime(ms: number, now: number = Date.now()): string {
  if (dayOf(ms) === dayOf(now))
    return new Intl.DateTimeFormat(intlLocale(), { hour: "numeric", minute: "2-digit", timeZone: ZONE }).format(ms);
  const sameYear = dayOf(ms).slice(0, 4) === dayOf(now).slice(0, 4);
  return new Intl.DateTimeFormat(intlLocale(), {
    day: "numeric",
    month: "short",
    ...(sameYear ? {} : { year: "numeric" }),
    timeZone: ZONE,
  }).format(ms);
}

/** The other member's name as shown: "Member left" when their account is gone. */
export function otherName(other: OtherMember): string {
  return other.name === "" ? t("conversations.memberLeft") : other.name;
}

/** A message's parts as one line of plain text (the list's preview, a screen reader's label). */
export function partsText(parts: readonly MessagePart[]): string {
  return parts.map((part) => (part.kind === "text" ? part.text : t("conversations.masked"))).join("");
}
