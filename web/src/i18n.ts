/**
 * The member app's one i18n instance: Lingui's core (ICU MessageFormat: placeholders, plurals, selects)
 * over the shared catalogues, English (`shared/src/copy/*.ts`) and Telugu (`shared/src/copy/te/*.ts`),
 * which have exactly the same keys (shared/src/copy/te/parity.test.ts), so a key is typed (MessageKey)
 * and never missing in either language.
 *
 * Why Lingui: its runtime is a few KB (i18next with react-i18next is ~19 KB gzip, react-intl ~24 KB; the
 * landing page has a 100 KB budget), and it speaks ICU plurals through Intl.PluralRules. Messages are
 * compiled at build time by Lingui's own compiler (web/vite/compiledCopy.ts: `?compiled` imports), so the
 * compiler itself is not shipped.
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
import { i18n, type Messages } from "@lingui/core";
import type { MessageKey } from "@matrimony/shared/messages";
import coreEn from "@matrimony/shared/copy/core?compiled";
import { bootLanguage, isLanguage, LANGUAGE_STORAGE_KEY } from "./features/language/deviceLanguage";
import type { Language } from "./features/language/language";
import { teluguFaceLoaded } from "./fonts/teluguFaceLoaded";
import layoutEn from "@matrimony/shared/copy/layout?compiled";
import { ALL_COPY, type CopyArea } from "./copyAreas";

export type { MessageKey };
export { bootLanguage, browserLanguage, isLanguage, storedLanguage } from "./features/language/deviceLanguage";
/** Each language's name in its own script, the same on every screen (not translated). */
export const LANGUAGE_NAMES: Record<Language, string> = { te: "తెలుగు", en: "English" };

/** A catalogue as Lingui holds it: compiled messages (the app), or message texts (tests, with a compiler). */
type Copy = Messages;

// English's core messages and layout copy ship with the app; Telugu's come with the first Telugu page.
i18n.load({ en: { ...coreEn, ...layoutEn } });

i18n.activate("en");

/** The language on screen now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : "en";
}

/** The text for `key` in the language on screen, with its ICU placeholders and plurals filled. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  return i18n._(key, params);
}

// Core messages without placeholders compile to their own text (alone in an array), and every validation
// and server message is one of those.
const coreKeyByEnglish = new Map<string, MessageKey>();
for (const [key, message] of Object.entries(coreEn)) {
  const text =
    typeof message === "string" ? message : message.length === 1 && typeof message[0] === "string" ? message[0] : null;
  if (text !== null && !coreKeyByEnglish.has(text)) coreKeyByEnglish.set(text, key as MessageKey);
}

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

export { ALL_COPY, type CopyArea } from "./copyAreas";
/** `base`: the core messages and the layout's copy, which every page shows. */
type LoadedArea = CopyArea | "base";

type Loader = () => Promise<Copy>;
const compiled =
  (load: () => Promise<{ default: Messages }>): Loader =>
  async () =>
    (await load()).default;
const LOADERS: Record<LoadedArea, Record<Language, Loader>> = {
  base: {
    en: () => Promise.resolve({ ...coreEn, ...layoutEn }),
    te: async () => {
      const [core, layout] = await Promise.all([
        import("@matrimony/shared/copy/te/core?compiled"),
        import("@matrimony/shared/copy/te/layout?compiled"),
      ]);
      return { ...core.default, ...layout.default };
    },
  },
  landing: {
    en: compiled(() => import("@matrimony/shared/copy/landing?compiled")),
    te: compiled(() => import("@matrimony/shared/copy/te/landing?compiled")),
  },
  public: {
    en: compiled(() => import("@matrimony/shared/copy/public?compiled")),
    te: compiled(() => import("@matrimony/shared/copy/te/public?compiled")),
  },
  account: {
    en: compiled(() => import("@matrimony/shared/copy/account?compiled")),
    te: compiled(() => import("@matrimony/shared/copy/te/account?compiled")),
  },
  member: {
    en: compiled(() => import("@matrimony/shared/copy/member?compiled")),
    te: compiled(() => import("@matrimony/shared/copy/te/member?compiled")),
  },
  subscription: {
    en: compiled(() => import("@matrimony/shared/copy/subscription?compiled")),
    te: compiled(() => import("@matrimony/shared/copy/te/subscription?compiled")),
  },
  interests: {
    en: compiled(() => import("@matrimony/shared/copy/interests?compiled")),
    te: compiled(() => import("@matrimony/shared/copy/te/interests?compiled")),
  },
  privacy: {
    en: compiled(() => import("@matrimony/shared/copy/privacy?compiled")),
    te: compiled(() => import("@matrimony/shared/copy/te/privacy?compiled")),
  },
  safety: {
    en: compiled(() => import("@matrimony/shared/copy/safety?compiled")),
    te: compiled(() => import("@matrimony/shared/copy/te/safety?compiled")),
  },
  verification: {
    en: compiled(() => import("@matrimony/shared/copy/verification?compiled")),
    te: compiled(() => import("@matrimony/shared/copy/te/verification?compiled")),
  },
  idCheck: {
    en: compiled(() => import("@matrimony/shared/copy/idCheck?compiled")),
    te: compiled(() => import("@matrimony/shared/copy/te/idCheck?compiled")),
  },
  notifications: {
    en: compiled(() => import("@matrimony/shared/copy/notifications?compiled")),
    te: compiled(() => import("@matrimony/shared/copy/te/notifications?compiled")),
  },
  conversations: {
    en: compiled(() => import("@matrimony/shared/copy/conversations?compiled")),
    te: compiled(() => import("@matrimony/shared/copy/te/conversations?compiled")),
  },
  conversationErrors: {
    en: compiled(() => import("@matrimony/shared/copy/conversationErrors?compiled")),
    te: compiled(() => import("@matrimony/shared/copy/te/conversationErrors?compiled")),
  },
};

/** Areas whose copy is loaded, by language (a switch loads the same areas in the other language). */
const loadedAreas: Record<Language, Set<LoadedArea>> = { en: new Set(["base"]), te: new Set() };
/** Every area any page asked for, in any language. */
const wantedAreas = new Set<LoadedArea>(["base"]);

/** Areas whose pages show option lists (castes, districts, ...): in Telugu they need the option labels too. */
const AREAS_WITH_OPTIONS: ReadonlySet<CopyArea> = new Set(["account", "member"]);

async function loadAreas(areas: Iterable<LoadedArea>, language: Language): Promise<void> {
  const missing = [...areas].filter((area) => !loadedAreas[language].has(area));
  const options =
    language === "te" && missing.some((area) => area !== "base" && AREAS_WITH_OPTIONS.has(area))
      ? import("./features/options/optionLabels").then((m) => m.loadTeluguOptionLabels())
      : Promise.resolve();
  const [copies] = await Promise.all([Promise.all(missing.map((area) => LOADERS[area][language]())), options]);
  copies.forEach((copy, index) => {
    addCopy(copy, language);
    loadedAreas[language].add(missing[index] as LoadedArea);
  });
}

/**
 * The language being shown or being switched to. Page words asked for during a switch (at boot, the first
 * page's words are asked for before the remembered language has loaded) must come in that language: the
 * switch only loads the areas wanted when it started.
 */
let targetLanguage: Language = "en";

/** Fetches and adds the page copy of `areas` in the language on screen, or being switched to (each fetched once). */
export async function loadCopy(areas: readonly CopyArea[]): Promise<void> {
  for (const area of areas) wantedAreas.add(area);
  await loadAreas(areas, targetLanguage);
}

/**
 * A loader of code that shows copy: the code and the copy of `areas` fetched together, so that what it draws
 * never shows a message key (a page, Router.tsx; a member part of the layout, memberLayoutParts.tsx).
 */
export const withCopy =
  <M>(load: () => Promise<M>, areas: readonly CopyArea[] = ALL_COPY) =>
  async (): Promise<M> =>
    (await Promise.all([load(), loadCopy(areas)]))[0];

function syncDocumentLanguage(): void {
  if (typeof document !== "undefined") document.documentElement.lang = currentLanguage();
}

/** On a slow line, Telugu shows in a fallback font after this long rather than waiting on (font-display: swap). */
const FONT_WAIT_MS = 1500;

/**
 * The Telugu face is fetched before Telugu text is first drawn: text drawn while the face was still loading
 * stayed as empty boxes in Chromium even after it arrived (seen on the first nav and footer links).
 */
const teluguFontLoaded = () => teluguFaceLoaded(FONT_WAIT_MS);

/**
 * Shows the app in `language`: its words for every area on screen are fetched first, so nothing shows
 * as a key in between; the choice is remembered on this device; `<html lang>` follows.
 */
export async function setLanguage(language: Language, remember = true): Promise<void> {
  targetLanguage = language;
  await Promise.all([loadAreas(wantedAreas, language), language === "te" ? teluguFontLoaded() : undefined]);
  if (remember) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Private mode: the choice lasts for this visit.
    }
  }
  if (i18n.locale !== language) i18n.activate(language);
  syncDocumentLanguage();
}

/**
 * The language to start in, with its words loaded: the app renders once this resolves (main.tsx), at once
 * in English, after the Telugu core messages arrive in Telugu.
 */
export const languageReady: Promise<void> = setLanguage(bootLanguage(), false).catch((error: unknown) => {
  console.error("Could not load the chosen language; showing English.", error);
  return setLanguage("en", false);
});

/** Subscribes to language changes (for LanguageRoot's useSyncExternalStore). */
export function onLanguageChange(listener: () => void): () => void {
  return i18n.on("change", listener);
}

/** `Intl` locale tags per language: Indian grouping (₹1,17,882) and Telugu month names. */
export const INTL_LOCALE: Record<Language, string> = { en: "en-IN", te: "te-IN" };

export function intlLocale(): string {
  return INTL_LOCALE[currentLanguage()];
}
