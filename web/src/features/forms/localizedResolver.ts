import { schemaResolver, type FormErrors } from "@mantine/form";
import { localizeText } from "../../i18n";

/**
 * Mantine's schema resolver over a shared zod schema, with each message in the language on screen: the
 * schemas are built from the English catalogue (so the server sends the same texts), and every one of
 * their messages is a core catalogue text.
 */
export function localizedResolver(schema: Parameters<typeof schemaResolver>[0]): (values: unknown) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) => {
    const errors = resolve(values);
    return Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [
        field,
        typeof message === "string" ? localizeText(message) : message,
      ]),
    );
  };
}
