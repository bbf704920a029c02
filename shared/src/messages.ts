/**
 * Every text the product shows, keyed: the core messages (SPEC texts, server errors) and the page copy of
 * each area (shared/src/copy/). Keys are `area.camelCase`; a Telugu catalogue can sit beside `en` with the
 * same keys and may be partial, since `t` falls back to English key by key. The member app loads page copy
 * per route (web/src/i18n.ts) so the first page does not download every page's words.
 */
import { accountCopy } from "./copy/account";
import { coreMessages } from "./copy/core";
import { landingCopy } from "./copy/landing";
import { layoutCopy } from "./copy/layout";
import { memberCopy } from "./copy/member";
import { publicCopy } from "./copy/public";
import { subscriptionCopy } from "./copy/subscription";
import { privacyCopy } from "./copy/privacy";
import { safetyCopy } from "./copy/safety";
import { interestsCopy } from "./copy/interests";
import { verificationCopy } from "./copy/verification";
import { idCheckCopy } from "./copy/idCheck";
import { notificationsCopy } from "./copy/notifications";
import { conversationsCopy } from "./copy/conversations";
import { conversationErrorsCopy } from "./copy/conversationErrors";
import { fillTemplate } from "./copy/template";

export const en = {
  ...coreMessages,
  ...layoutCopy,
  ...landingCopy,
  ...publicCopy,
  ...accountCopy,
  ...memberCopy,
  ...subscriptionCopy,
  ...interestsCopy,
  ...safetyCopy,
  ...privacyCopy,
  ...verificationCopy,
  ...idCheckCopy,
  ...notificationsCopy,
  ...conversationsCopy,
  ...conversationErrorsCopy,
} as const;

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
export type Locale = "en" | "te";

export const catalogues: { en: Catalogue } & Partial<Record<"te", Partial<Catalogue>>> = { en };

const keyByEnglish = new Map<string, MessageKey>();
for (const [key, text] of Object.entries(en) as [MessageKey, string][])
  if (!keyByEnglish.has(text)) keyByEnglish.set(text, key);

/**
 * The key of an English catalogue text (e.g. a zod schema's message, built from `en[...]`), so that it can
 * be shown in another language; undefined for any other text.
 */
export function keyOfEnglish(text: string): MessageKey | undefined {
  return keyByEnglish.get(text);
}

/** The text for `key` in `locale` (English where the locale lacks it), with `{name}` placeholders filled. */
export function t(key: MessageKey, params?: Record<string, string | number>, locale: Locale = "en"): string {
  const template = (locale === "te" ? catalogues.te?.[key] : undefined) ?? catalogues.en[key];
  return fillTemplate(template, params);
}
