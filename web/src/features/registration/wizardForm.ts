import type { FormErrors, UseFormReturnType } from "@mantine/form";
import type { ShapingAnswers, WizardValues } from "./wizardSteps";

export type WizardForm = UseFormReturnType<WizardValues>;

/**
 * What a step draws from. The form object is new on every render of the wizard, though its methods read
 * the form's current state when called; what a step shows changes only with the answers that shape it, the
 * errors and the inputs' keys (Mantine's `form.key`, new when a value is set from code). The wizard passes
 * those two explicitly so it can skip re-rendering a step when only they are unchanged (see sameStepInputs).
 */
export interface StepProps {
  form: WizardForm;
  shaping: ShapingAnswers;
  errors: FormErrors;
  /** Every field's `form.key`, joined. */
  keys: string;
}

/**
 * Steps 1-3 re-render only when what they show can change: not when Mantine re-renders the form to mark a
 * field dirty (the first change of each field), which on a phone redrew forty inputs per answer.
 */
export function sameStepInputs(
  a: StepProps & { lockedEmail?: boolean },
  b: StepProps & { lockedEmail?: boolean },
): boolean {
  return a.shaping === b.shaping && a.errors === b.errors && a.keys === b.keys && a.lockedEmail === b.lockedEmail;
}
