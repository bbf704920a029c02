/**
 * The one translation function of the member app: every text a page shows goes through `t`, over the
 * shared catalogue (`shared/src/messages.ts`: core messages and the page copy of shared/src/copy/).
 *
 * The core messages and the layout's copy ship with the app; each area's page copy (public pages,
 * account, member pages, subscription) is fetched with the first page of that area (Router.tsx), so the
 * landing page does not download the words of every other page. A Telugu catalogue plugs in here.
 */
import type { MessageKey } from "@matrimony/shared/messages";
import { coreMessages } from "@matrimony/shared/copy/core";
import { layoutCopy } from "@matrimony/shared/copy/layout";
import { fillTemplate } from "@matrimony/shared/copy/template";

export type { MessageKey };

const loaded: Partial<Record<MessageKey, string>> = { ...coreMessages, ...layoutCopy };

export function addCopy(copy: Partial<Record<MessageKey, string>>): void {
  Object.assign(loaded, copy);
}

/** The text for `key` with its `{name}` placeholders filled. A key whose area is not loaded shows as itself. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const template = loaded[key];
  if (template === undefined) {
    if (import.meta.env.DEV) console.error(`i18n: "${key}" is not loaded; load its area's copy with the page (Router.tsx).`);
    return key;
  }
  return fillTemplate(template, params);
}

const pluralRules = new Intl.PluralRules("en-IN");

/**
 * A text that depends on a count: `forms.one` for what the language calls one, `forms.other` otherwise,
 * chosen by Intl's plural rules (never "1 matches"). `{count}` is filled in.
 */
export function tCount(forms: { one: MessageKey; other: MessageKey }, count: number, params?: Record<string, string | number>): string {
  return t(pluralRules.select(count) === "one" ? forms.one : forms.other, { ...params, count });
}

export type CopyArea = "landing" | "public" | "account" | "member" | "subscription";

const LOADERS: Record<CopyArea, () => Promise<Partial<Record<MessageKey, string>>>> = {
  landing: () => import("@matrimony/shared/copy/landing").then((m) => m.landingCopy),
  public: () => import("@matrimony/shared/copy/public").then((m) => m.publicCopy),
  account: () => import("@matrimony/shared/copy/account").then((m) => m.accountCopy),
  member: () => import("@matrimony/shared/copy/member").then((m) => m.memberCopy),
  subscription: () => import("@matrimony/shared/copy/subscription").then((m) => m.subscriptionCopy),
};

/** Fetches and adds the page copy of `areas` (each fetched once; the browser caches the chunk). */
export async function loadCopy(areas: readonly CopyArea[]): Promise<void> {
  for (const copy of await Promise.all(areas.map((area) => LOADERS[area]()))) addCopy(copy);
}
