/**
 * The words of a biodata in the language the member chose for it, whatever language the app is showing:
 * a second Lingui instance over the member area's catalogue of that language (field labels, section
 * titles, the biodata's own lines), and the option labels in that language.
 */
import { setupI18n, type I18n } from "@lingui/core";
import { useEffect, useState } from "react";
import type { MessageKey } from "@matrimony/shared/messages";
import type { Language } from "../language/language";
import { loadTeluguOptionLabels, optionLabelIn, type OptionField } from "../options/optionLabels";

export interface BiodataWords {
  language: Language;
  t: (key: MessageKey, params?: Record<string, string | number>) => string;
  option: (field: OptionField, value: string | undefined, english?: string) => string;
}

const loaded: Partial<Record<Language, BiodataWords>> = {};

async function memberCopy(language: Language) {
  return language === "te"
    ? (await import("@matrimony/shared/copy/te/member?compiled")).default
    : (await import("@matrimony/shared/copy/member?compiled")).default;
}

export async function loadBiodataWords(language: Language): Promise<BiodataWords> {
  const known = loaded[language];
  if (known) return known;
  const [messages] = await Promise.all([
    memberCopy(language),
    language === "te" ? loadTeluguOptionLabels() : Promise.resolve(),
  ]);
  const i18n: I18n = setupI18n({ locale: language, messages: { [language]: messages } });
  const words: BiodataWords = {
    language,
    t: (key, params) => i18n._(key, params),
    option: (field, value, english) => optionLabelIn(language, field, value, english),
  };
  loaded[language] = words;
  return words;
}

/** The words of `language`, or null while they load (the first time only). */
export function useBiodataWords(language: Language): BiodataWords | null {
  const [words, setWords] = useState<BiodataWords | null>(loaded[language] ?? null);
  useEffect(() => {
    let live = true;
    void loadBiodataWords(language).then((w) => {
      if (live) setWords(w);
    });
    return () => {
      live = false;
    };
  }, [language]);
  return words?.language === language ? words : null;
}
