import { appError, appErrorText, errorMessage } from "../errors";
import { toastError } from "./feedback";

/**
 * Moves focus to a form field (and scrolls it into view) given the node @mantine/form tags with
 * `data-path`. For radio groups that node is the group's wrapper, so the first radio inside gets focus.
 */
export function focusField(node: HTMLElement | null): void {
  if (!node) return;
  const target = node.matches("input, select, textarea")
    ? node
    : node.querySelector<HTMLElement>("input:checked, input:not([type=hidden]), select, textarea");
  if (!target) return;
  target.focus();
  target.scrollIntoView({ block: "center", behavior: "smooth" });
}

/** The first key of a FormErrors object: schemaResolver keeps the schema's issue order (SPEC §5 order). */
export function firstErrorPath(errors: Record<string, unknown>): string | undefined {
  return Object.keys(errors)[0];
}

/**
 * The invalid-submit handler of a form: its first error (in the spec's order) as the form's one error
 * toast, and focus on that field.
 */
export function showFirstError(form: { getInputNode(path: string): HTMLElement | null }, formId: string) {
  return (errors: Record<string, unknown>): void => {
    const first = firstErrorPath(errors);
    if (!first) return;
    toastError(String(errors[first]), formId);
    focusField(form.getInputNode(first));
  };
}

/**
 * A save the server refused: its message under the field it names (when the form has that field), and as
 * the form's one error toast; `fallback` when the error carries no message for people.
 */
export function showSaveError(
  form: { values: object; setFieldError(path: string, message: string): void },
  error: unknown,
  fallback: string,
  formId: string,
): void {
  const app = appError(error);
  if (app?.field && app.field in form.values) form.setFieldError(app.field, appErrorText(app));
  toastError(errorMessage(error, fallback), formId);
}
