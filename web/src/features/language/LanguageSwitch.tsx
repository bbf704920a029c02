import { Button, Group, Text, UnstyledButton } from "@mantine/core";
import { currentLanguage, LANGUAGE_NAMES, t } from "../../i18n";
import { LANGUAGES, type Language } from "./language";
import { useChooseLanguage } from "./useChooseLanguage";
import classes from "./LanguageSwitch.module.css";

/**
 * "తెలుగు | English" on every page (navbar and phone menu): each name in its own script and language, the
 * one on screen marked as chosen. Switching changes the page in place: same URL, no reload, form input kept.
 */
export function LanguageSwitch() {
  const choose = useChooseLanguage();
  const language = currentLanguage();
  return (
    <Group gap={2} wrap="nowrap" role="group" aria-label={t("language.switchLabel")} className={classes.switch}>
      {LANGUAGES_IN_ORDER.map((option, index) => (
        <Group key={option} gap={2} wrap="nowrap">
          {index > 0 && (
            <Text span c="gray.5" aria-hidden>
              |
            </Text>
          )}
          <UnstyledButton
            lang={option}
            translate="no"
            aria-pressed={option === language}
            className={classes.option}
            onClick={() => void choose(option)}
          >
            {LANGUAGE_NAMES[option]}
          </UnstyledButton>
        </Group>
      ))}
    </Group>
  );
}

/** Telugu first: the site is for Telugu families. */
const LANGUAGES_IN_ORDER: readonly Language[] = ["te", "en"].filter((l): l is Language =>
  LANGUAGES.includes(l as Language),
);

/** On a phone's navbar: one small button naming the other language, so a parent finds తెలుగు without a menu. */
export function LanguageToggle() {
  const choose = useChooseLanguage();
  const other: Language = currentLanguage() === "te" ? "en" : "te";
  return (
    <Button
      variant="light"
      size="compact-sm"
      lang={other}
      translate="no"
      onClick={() => void choose(other)}
      aria-label={t("language.switchTo", { language: LANGUAGE_NAMES[other] })}
    >
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}
