/**
 * The member app's one i18n instance: Lingui's core (ICU MessageFormat: placeholders, plurals, selects)
 * over the shared catalogues, English (`shared/src/copy/*.ts`) and Telugu (`shared/src/copy/te/*.ts`),
 * which have exactly the same keys (shared/src/copy/te/parity.test.ts), so a key is typed (MessageKey)
 * and never missing in either language.
 *
 * Why Lingui: its runtime is a few KB (i18next with react-i18next is ~19 KB gzip, react-intl ~24 KB; the
 * landing page has a 150 KB budget), and it speaks ICU plurals through Intl.PluralRules. Messages are
 * compiled on load by Lingui's own compiler.
 *
 * The core messages and the layout's copy ship with the app; each area's page copy (public pages, account,
 * member pages, subscription) is fetched with the first page of that area (Router.tsx), in the language on
 * screen, so the landing page downloads neither every page's words nor the other language's.
 *
 * The language: the member's choice on this device (localStorage), else the browser's (`te` → Telugu),
 * else English; a member's choice is also stored on their profile (features/language). Switching loads
 * the other language's words for every area already on screen, then re-renders the app in place
 * (LanguageRoot), so no form input is lost and the URL stays the same.
 */
import { i18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { MessageKey } from "@matrimony/shared/messages";
import { coreMessages } from "@matrimony/shared/copy/core";
import { layoutCopy } from "@matrimony/shared/copy/layout";
import { coreMessagesTe } from "@matrimony/shared/copy/te/core";
import { layoutCopyTe } from "@matrimony/shared/copy/te/layout";

export type { MessageKey };
export type Language = "en" | "te";
export const LANGUAGES: readonly Language[] = ["en", "te"];
/** Each language's name in its own script, the same on every screen (not translated). */
export const LANGUAGE_NAMES: Record<Language, string> = { te: "తెలుగు", en: "English" };

type Copy = Partial<Record<MessageKey, string>>;

i18n.setMessagesCompiler(compileMessage);
i18n.load({ en: { ...coreMessages, ...layoutCopy }, te: { ...coreMessagesTe, ...layoutCopyTe } });

const STORAGE_KEY = "tm.language";

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "te";
}

/** The device's remembered choice, if any. */
export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** A first visit follows the browser: Telugu when it asks for Telugu before English. */
export function browserLanguage(languages: readonly string[] = typeof navigator === "undefined" ? [] : navigator.languages): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split("-")[0];
    if (base === "te") return "te";
    if (base === "en") return "en";
  }
  return "en";
}

i18n.activate(storedLanguage() ?? browserLanguage());
syncDocumentLanguage();

/** The language on screen now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : "en";
}

/** The text for `key` in the language on screen, with its ICU placeholders and plurals filled. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  return i18n._(key, params);
}

const coreKeyByEnglish = new Map<string, MessageKey>();
for (const [key, text] of Object.entries(coreMessages) as [MessageKey, string][]) if (!coreKeyByEnglish.has(text)) coreKeyByEnglish.set(text, key);

/**
 * A text that may be one of the core messages in English (zod's validation messages and the server's
 * errors are built from them) in the language on screen; any other text as it is.
 */
export function localizeText(text: string): string {
  const key = coreKeyByEnglish.get(text);
  return key === undefined ? text : t(key);
}

/** Adds page copy for a language (tests add everything at once; the app adds it area by area). */
export function addCopy(copy: Copy, language: Language = "en"): void {
  i18n.load(language, copy);
}

export type CopyArea = "landing" | "public" | "account" | "member" | "subscription";

type Loader = () => Promise<Copy>;
const LOADERS: Record<CopyArea, Record<Language, Loader>> = {
  landing: {
    en: () => import("@matrimony/shared/copy/landing").then((m) => m.landingCopy),
    te: () => import("@matrimony/shared/copy/te/landing").then((m) => m.landingCopyTe),
  },
  public: {
    en: () => import("@matrimony/shared/copy/public").then((m) => m.publicCopy),
    te: () => import("@matrimony/shared/copy/te/public").then((m) => m.publicCopyTe),
  },
  account: {
    en: () => import("@matrimony/shared/copy/account").then((m) => m.accountCopy),
    te: () => import("@matrimony/shared/copy/te/account").then((m) => m.accountCopyTe),
  },
  member: {
    en: () => import("@matrimony/shared/copy/member").then((m) => m.memberCopy),
    te: () => import("@matrimony/shared/copy/te/member").then((m) => m.memberCopyTe),
  },
  subscription: {
    en: () => import("@matrimony/shared/copy/subscription").then((m) => m.subscriptionCopy),
    te: () => import("@matrimony/shared/copy/te/subscription").then((m) => m.subscriptionCopyTe),
  },
};

/** Areas whose copy is loaded, by language (a switch loads the same areas in the other language). */
const loadedAreas: Record<Language, Set<CopyArea>> = { en: new Set(), te: new Set() };
/** Every area any page asked for, in any language. */
const wantedAreas = new Set<CopyArea>();

/** Areas whose pages show option lists (castes, districts, ...): in Telugu they need the option labels too. */
const AREAS_WITH_OPTIONS: ReadonlySet<CopyArea> = new Set(["account", "member"]);

async function loadAreas(areas: Iterable<CopyArea>, language: Language): Promise<void> {
  const missing = [...areas].filter((area) => !loadedAreas[language].has(area));
  const options =
    language === "te" && missing.some((area) => AREAS_WITH_OPTIONS.has(area))
      ? import("./features/options/optionLabels").then((m) => m.loadTeluguOptionLabels())
      : Promise.resolve();
  const [copies] = await Promise.all([Promise.all(missing.map((area) => LOADERS[area][language]())), options]);
  copies.forEach((copy, index) => {
    addCopy(copy, language);
    loadedAreas[language].add(missing[index] as CopyArea);
  });
}

/** Fetches and adds the page copy of `areas` in the language on screen (each fetched once). */
export async function loadCopy(areas: readonly CopyArea[]): Promise<void> {
  for (const area of areas) wantedAreas.add(area);
  await loadAreas(areas, currentLanguage());
}

function syncDocumentLanguage(): void {
  if (typeof document !== "undefined") document.documentElement.lang = currentLanguage();
}

/**
 * Shows the app in `language`: its words for every area on screen are fetched first, so nothing shows
 * as a key in between; the choice is remembered on this device; `<html lang>` follows.
 */
export async function setLanguage(language: Language): Promise<void> {
  await loadAreas(wantedAreas, language);
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this visit.
  }
  if (i18n.locale !== language) i18n.activate(language);
  syncDocumentLanguage();
}

/** Subscribes to language changes (for LanguageRoot's useSyncExternalStore). */
export function onLanguageChange(listener: () => void): () => void {
  return i18n.on("change", listener);
}

/** `Intl` locale tags per language: Indian grouping (₹1,17,882) and Telugu month names. */
export const INTL_LOCALE: Record<Language, string> = { en: "en-IN", te: "te-IN" };

export function intlLocale(): string {
  return INTL_LOCALE[currentLanguage()];
}
