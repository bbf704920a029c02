/**
 * Form fields found through their visible <label>, for long forms. Testing Library's getByRole(..., { name })
 * and getByLabelText compute an accessible name for every candidate element (over a second per call on
 * the profile edit form, most of a test's time); a label's own text is the same name, read directly.
 */

const TEXTBOX_TYPES = new Set(["", "text", "email", "tel", "url", "search"]);

/** A label's text as assistive technology reads it: without what it hides, like Mantine's required asterisk. */
export function labelName(label: HTMLElement): string {
  const visible = (node: Node): string => {
    if (node instanceof HTMLElement && node.getAttribute("aria-hidden") === "true") return "";
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
    return Array.from(node.childNodes).map(visible).join("");
  };
  return visible(label).replace(/\s+/g, " ").trim();
}

/** The one control whose <label for> reads `name` exactly (as getByLabelText would, for these forms). */
export function controlByLabel(name: string, root: ParentNode = document): HTMLElement {
  const labels = Array.from(root.querySelectorAll<HTMLLabelElement>("label[for]")).filter((l) => labelName(l) === name);
  if (labels.length !== 1) throw new Error(`${String(labels.length)} labels read "${name}"`);
  const id = labels[0]?.htmlFor ?? "";
  const control = document.getElementById(id);
  if (!control) throw new Error(`The label "${name}" labels nothing`);
  return control;
}

/** The text field (role textbox: a text-like input or a textarea) labelled `name`. */
export function textboxByLabel(name: string, root: ParentNode = document): HTMLElement {
  const control = controlByLabel(name, root);
  const role = control.getAttribute("role");
  const isTextbox =
    (role === null || role === "textbox") &&
    (control instanceof HTMLTextAreaElement ||
      (control instanceof HTMLInputElement && TEXTBOX_TYPES.has(control.getAttribute("type") ?? "")));
  if (!isTextbox) throw new Error(`"${name}" labels a ${control.tagName.toLowerCase()}, not a text field`);
  return control;
}
