/**
 * What a member does on a prerendered page before React takes it over, kept. On a slow phone the form is on
 * screen seconds before its scripts: people type, pick a radio, tap a button or press Enter. The browser
 * does all of that to the HTML alone; React then hydrates with its own state (the form's empty values) and
 * its next render would write that state back over the page, so the typing was lost and a radio jumped back.
 *
 * `watchInputBeforeHydration` (main.tsx, before hydrating) starts listening; `replayInputAfterHydration`
 * (App's first layout effect, while the page still shows what was typed) hands every changed field to
 * React's own change handlers, then the taps and the submit, in the order they happened, so the form's
 * state is what is on screen. A submit before hydration is held (no native GET reload with the fields in
 * the address) and sent once React can handle it.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Pending =
  | { kind: "click"; target: HTMLElement }
  | { kind: "submit"; form: HTMLFormElement; submitter: HTMLElement | null };

/**
 * Taps and submits replayed at most: a member who tapped more than this while waiting meant none of them in particular.
 */
const MAX_ACTIONS = 5;

let watching: {
  root: HTMLElement;
  selects: Map<HTMLSelectElement, string>;
  actions: Pending[];
  stop: () => void;
} | null = null;

/** Starts recording what the member does inside `root` until `replayInputAfterHydration`. */
export function watchInputBeforeHydration(root: HTMLElement): void {
  if (watching) return;
  const selects = new Map<HTMLSelectElement, string>();
  const actions: Pending[] = [];
  // React's hydration sets a select's options back to its state, so a select's choice is noted as it is made.
  const noteSelect = (select: HTMLSelectElement) => {
    if (select.selectedOptions[0]?.defaultSelected === false) selects.set(select, select.value);
  };
  root.querySelectorAll("select").forEach(noteSelect);
  const onChange = (event: Event) => {
    if (event.target instanceof HTMLSelectElement) noteSelect(event.target);
  };
  const onClick = (event: MouseEvent) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>("button, [role='button']") : null;
    // Submit buttons arrive as the form's submit event; links navigate by themselves.
    if (!button || (button instanceof HTMLButtonElement && button.type === "submit") || !root.contains(button)) return;
    if (actions.length < MAX_ACTIONS) actions.push({ kind: "click", target: button });
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    // The HTML form has no action: the browser would reload the page with the fields in the address.
    event.preventDefault();
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
    if (actions.length < MAX_ACTIONS && !actions.some((a) => a.kind === "submit"))
      actions.push({ kind: "submit", form: event.target, submitter });
  };
  root.addEventListener("change", onChange, true);
  root.addEventListener("click", onClick, true);
  root.addEventListener("submit", onSubmit, true);
  const stop = () => {
    root.removeEventListener("change", onChange, true);
    root.removeEventListener("click", onClick, true);
    root.removeEventListener("submit", onSubmit, true);
  };
  watching = { root, selects, actions, stop };
}

function nativeSetter(field: Field, property: "value" | "checked"): ((value: unknown) => void) | undefined {
  return Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, property)?.set;
}

/**
 * Tells React that a text field holds `typed`. React notices a change by comparing the field with the value
 * it last saw (its value tracker, which the field's own `value` setter updates): so the field is set to
 * React's value through that setter, to the typed text past it, and React's `input` listener sees the change.
 */
function replayText(field: HTMLInputElement | HTMLTextAreaElement, typed: string): void {
  field.value = field.defaultValue;
  nativeSetter(field, "value")?.call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * The same for a radio or checkbox: back to React's state through the tracked setter, then clicked as the member did.
 */
function replayCheck(field: HTMLInputElement): void {
  field.checked = field.defaultChecked;
  field.click();
}

/** A select's change reaches React as a `change` event (React keeps no tracker for selects). */
function replaySelect(field: HTMLSelectElement, chosen: string): void {
  // The option the HTML marked selected is React's state.
  const reacts = Array.from(field.options).find((option) => option.defaultSelected) ?? field.options[0];
  if (reacts?.value === chosen) return;
  nativeSetter(field, "value")?.call(field, chosen);
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

function replayAction(action: Pending): void {
  if (action.kind === "click") {
    if (action.target.isConnected) action.target.click();
  } else if (action.form.isConnected) {
    const submitter =
      action.submitter instanceof HTMLButtonElement && action.submitter.form === action.form ? action.submitter : null;
    if (submitter) action.form.requestSubmit(submitter);
    else action.form.requestSubmit();
  }
}

/**
 * After hydration (React has adopted the page's elements and set each field's default to its own state),
 * replays every field that differs from React's state, then the held taps and submit. Returns how many
 * fields and actions it replays.
 */
export function replayInputAfterHydration(): number {
  if (!watching) return 0;
  const { root, selects, actions, stop } = watching;
  watching = null;
  stop();
  let replayed = 0;
  for (const field of Array.from(root.querySelectorAll<Field>("input, textarea, select"))) {
    if (field.disabled) continue;
    if (field instanceof HTMLSelectElement) {
      const chosen = selects.get(field);
      if (chosen !== undefined) {
        replaySelect(field, chosen);
        replayed++;
      }
    } else if (field instanceof HTMLInputElement && (field.type === "radio" || field.type === "checkbox")) {
      // A radio counts once, where it was picked (the one it replaced was unpicked by the browser).
      const changed =
        field.type === "radio" ? field.checked && !field.defaultChecked : field.checked !== field.defaultChecked;
      if (changed) {
        replayCheck(field);
        replayed++;
      }
    } else if (
      !["button", "submit", "reset", "file", "hidden", "image"].includes(field.type) &&
      field.value !== field.defaultValue
    ) {
      replayText(field, field.value);
      replayed++;
    }
  }
  // Taps and the submit once React has rendered the fields' new state, so their handlers see it.
  if (actions.length > 0) setTimeout(() => actions.forEach(replayAction), 0);
  return replayed + actions.length;
}
