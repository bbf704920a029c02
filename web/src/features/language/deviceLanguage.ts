/**
 * Which language this device asks for, without the catalogues: the visitor entry (visitor.ts) needs it to
 * know whether the prerendered HTML is already in the right language, and must not load the i18n runtime
 * for that. i18n.ts re-exports these.
 */
import type { Language } from "./language";
import { languageOfPath } from "./languageInPath";

export const LANGUAGE_STORAGE_KEY = "tm.language";

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "te";
}

/** The device's remembered choice, if any. */
export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** A first visit follows the browser: Telugu when it asks for Telugu before English. */
export function browserLanguage(
  languages: readonly string[] = typeof navigator === "undefined" ? [] : navigator.languages,
): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split("-")[0];
    if (base === "te") return "te";
    if (base === "en") return "en";
  }
  return "en";
}

/**
 * The language a page opens in: the choice made on this device; without one, Telugu at a Telugu address
 * (/te/..., localizedUrls.ts), else the browser's language.
 */
export function bootLanguage(): Language {
  const pathname = typeof location === "undefined" ? "/" : location.pathname;
  return storedLanguage() ?? (languageOfPath(pathname) === "te" ? "te" : browserLanguage());
}
