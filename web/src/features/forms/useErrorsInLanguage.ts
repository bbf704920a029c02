import type { FormErrors, UseFormReturnType } from "@mantine/form";
import { useEffect, useRef, type ReactNode } from "react";
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
      const paths = Object.keys(shown).filter(
        (path) => shown[path] !== undefined && shown[path] !== null && shown[path] !== false,
      );
      if (paths.length === 0) return shown;
      return Object.fromEntries(paths.map((path) => [path, again[path] ?? shown[path]]));
    });
  }, [language, form, check]);
}

/** Checks of a flat form, one per field, as Mantine's `validate` takes them. */
export type FieldRules<Values> = { [Field in keyof Values]?: (value: Values[Field], values: Values) => ReactNode };

/** The errors a form's field rules give for `values`: the check `useErrorsInLanguage` runs again. */
export function checkRules<Values>(rules: FieldRules<Values>): (values: Values) => FormErrors {
  return (values) => {
    const errors: FormErrors = {};
    for (const field of Object.keys(rules) as (keyof Values & string)[]) {
      const message = rules[field]?.(values[field], values);
      if (message !== null && message !== undefined && message !== false) errors[field] = message;
    }
    return errors;
  };
}
