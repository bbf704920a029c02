/**
 * The language an address asks for, read from its /te prefix. A leaf (no route table): the visitor entry
 * reads it on every prerendered page, and should not carry the table (localizedUrls.ts has the rest).
 */
import type { Language } from "./language";

export const TELUGU_PREFIX = "/te";

/** The language an address asks for: Telugu under /te, English elsewhere. */
export function languageOfPath(pathname: string): Language {
  return pathname === TELUGU_PREFIX || pathname.startsWith(`${TELUGU_PREFIX}/`) ? "te" : "en";
}

/** The route an address shows, without its language prefix: /te/faq → /faq, /te/ → /. */
export function routeOfPath(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname;
  const rest = pathname.slice(TELUGU_PREFIX.length);
  return rest === "" ? "/" : rest;
}
