import type { FormErrors, UseFormReturnType } from "@mantine/form";
import { useEffect, useRef } from "react";
import { useLanguage } from "../language/useLanguage";

/**
 * Keeps the messages under a form's fields in the language on screen. A form keeps the text its check gave
 * at the time, so a member who could not read a message in English and switched to Telugu would still see
 * it in English: on a switch, the fields that show a message are checked again and the new language's
 * message replaces the old. A message the check does not give (the server's, set after a save) stays as it is.
 */
export function useErrorsInLanguage<Values>(
  form: Pick<UseFormReturnType<Values>, "getValues" | "setErrors">,
  check: (values: Values) => FormErrors,
): void {
  const language = useLanguage();
  const shownIn = useRef(language);
  useEffect(() => {
    if (shownIn.current === language) return;
    shownIn.current = language;
    const again = check(form.getValues());
    form.setErrors((shown) => {
      const paths = Object.keys(shown).filter((path) => shown[path] !== undefined && shown[path] !== null && shown[path] !== false);
      if (paths.length === 0) return shown;
      return Object.fromEntries(paths.map((path) => [path, again[path] ?? shown[path]]));
    });
  }, [language, form, check]);
}
