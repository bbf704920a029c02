/**
 * The four steps of the registration wizard (SPEC §4) over one set of form values, validated with
 * shared/'s step schemas, whose first issue is the one SPEC §5 names first.
 */
import type { FormErrors } from "@mantine/form";
import {
  registrationSchema,
  registrationStep1Schema,
  registrationStep2Schema,
  registrationStep3Schema,
  registrationStep4Schema,
} from "@matrimony/shared/schemas";
import type { MessageKey } from "../../i18n";
import { localizedResolver } from "../forms/localizedResolver";

type FieldsOf<S> = S extends { shape: infer Shape } ? Extract<keyof Shape, string> : never;

export type TextField =
  | FieldsOf<typeof registrationStep1Schema>
  | FieldsOf<typeof registrationStep2Schema>
  | FieldsOf<typeof registrationStep3Schema>
  | FieldsOf<typeof registrationStep4Schema>;

/** Every answer as the inputs hold it (text; "" for unanswered), plus the terms consent of step 4. */
export type WizardValues = Record<TextField, string> & { acceptedTerms: boolean };
export type WizardField = keyof WizardValues;

const fields = <S extends { shape: object }>(schema: S) => Object.keys(schema.shape) as FieldsOf<S>[];

export const STEPS: readonly { title: MessageKey; fields: readonly WizardField[] }[] = [
  { title: "register.stepPersonal", fields: fields(registrationStep1Schema) },
  { title: "register.stepFamily", fields: fields(registrationStep2Schema) },
  { title: "register.stepEducation", fields: fields(registrationStep3Schema) },
  { title: "register.stepPartner", fields: [...fields(registrationStep4Schema), "acceptedTerms"] },
];
export const LAST_STEP = STEPS.length - 1;

export function emptyValues(email = ""): WizardValues {
  const values = Object.fromEntries(STEPS.flatMap((s) => s.fields).map((f) => [f, ""])) as Record<TextField, string>;
  // Most members register themselves; a parent changes it (docs/parents.md).
  return { ...values, email, profileCreatedBy: "Self", acceptedTerms: false };
}

/** Every step's errors at once: what the fields showing a message are checked against after a language switch. */
export function errorsOfEveryStep(values: WizardValues): FormErrors {
  return Object.assign({}, ...STEPS.map((_, step) => validateStep(step, values))) as FormErrors;
}

/** The step that holds `field`, or -1 for a field no step shows. */
export function stepOfField(field: string): number {
  return STEPS.findIndex((step) => step.fields.some((f) => f === field));
}

const resolvers = [registrationStep1Schema, registrationStep2Schema, registrationStep3Schema].map((schema) =>
  localizedResolver(schema),
);
const wholeForm = localizedResolver(registrationSchema);

/**
 * Errors of one step, keyed by field, in the spec's order. Step 4's schema lacks the terms consent, which
 * only the whole-registration schema checks, so step 4 reads that schema's errors for its own fields.
 */
export function validateStep(step: number, values: WizardValues): FormErrors {
  const resolve = resolvers[step];
  if (resolve) return resolve(values);
  const own = new Set<string>(STEPS[LAST_STEP]?.fields ?? []);
  return Object.fromEntries(Object.entries(wholeForm(values)).filter(([field]) => own.has(field)));
}

/** The first step with errors and its errors, or null when the whole registration is valid. */
export function validateAll(values: WizardValues): { step: number; errors: FormErrors } | null {
  for (let step = 0; step <= LAST_STEP; step++) {
    const errors = validateStep(step, values);
    if (Object.keys(errors).length > 0) return { step, errors };
  }
  // The steps cover every field; this only catches a schema that grew a field no step shows yet.
  const rest = wholeForm(values);
  const first = Object.keys(rest)[0];
  return first === undefined ? null : { step: Math.max(0, stepOfField(first)), errors: rest };
}

/**
 * Answers that only apply for some answer of another field. When that field changes they are cleared,
 * so nothing hidden on screen is validated or saved.
 */
export const DEPENDENT_FIELDS: Partial<Record<WizardField, (value: string) => TextField[]>> = {
  residenceType: (v) => (v === "NRI" ? [] : ["country", "otherCountry"]),
  country: (v) => (v === "Other" ? [] : ["otherCountry"]),
  state: () => ["nativePlaceDistrict", "nativeStateOther"],
  profession: (v) => (v === "Other" ? [] : ["otherProfession"]),
  partnerPreferenceType: (v) => (v === "NRI" ? ["partnerstate"] : ["nriCountry"]),
};

/** What members.register receives: every answer but the password, which only the identity service sees. */
export function toProfileInput(values: WizardValues): Record<string, string | boolean> {
  const { password: _password, ...rest } = values;
  return { ...rest, acceptedTerms: values.acceptedTerms };
}
