/**
 * The registration wizard's four steps (what the browser checks on Next) and the whole registration (what
 * the server's members.register checks). The server never sees a password: the identity service holds it.
 * Age depends on "today", so the schemas take a clock; the plain exports read Date.now() at parse time.
 */
import type { z } from "./zod";
import { coreMessages as en } from "../copy/core";
import {
  type Clock,
  contactPersonCheck,
  legalAgeCheck,
  nativePlaceCheck,
  otherProfessionCheck,
  partnerStateCheck,
  residenceCheck,
} from "./crossChecks";
import { emailField, newPasswordField } from "./fields";
import { orderedObject } from "./ordered";
import {
  acceptedTermsField,
  educationOptionalShape,
  educationRequiredShape,
  familyShape,
  partnerShape,
  personalOptionalShape,
  personalRequiredShape,
} from "./shapes";

const emailShape = { email: emailField(en["register.emailRequired"]) };

function buildStep1(now: Clock) {
  return orderedObject(
    {
      ...emailShape,
      password: newPasswordField(en["register.passwordRequired"]),
      ...personalRequiredShape,
      ...personalOptionalShape,
    },
    residenceCheck,
    legalAgeCheck(now),
  );
}

function buildRegistration(now: Clock) {
  return orderedObject(
    {
      ...emailShape,
      ...personalRequiredShape,
      ...personalOptionalShape,
      ...familyShape,
      ...educationRequiredShape,
      ...educationOptionalShape,
      ...partnerShape,
      acceptedTerms: acceptedTermsField,
    },
    residenceCheck,
    legalAgeCheck(now),
    nativePlaceCheck,
    contactPersonCheck,
    otherProfessionCheck,
    partnerStateCheck,
  );
}

/** Step 1 with the legal age judged on the day of `nowMs`. */
export function makeRegistrationStep1Schema(nowMs: number) {
  return buildStep1(() => nowMs);
}
export const registrationStep1Schema = buildStep1(Date.now);

export const registrationStep2Schema = orderedObject(familyShape, nativePlaceCheck, contactPersonCheck);

export const registrationStep3Schema = orderedObject(
  { ...educationRequiredShape, ...educationOptionalShape },
  otherProfessionCheck,
);

export const registrationStep4Schema = orderedObject(partnerShape, partnerStateCheck);

/** What members.register validates: steps 1–4 without the password, plus accepted terms. */
export function makeRegistrationSchema(nowMs: number) {
  return buildRegistration(() => nowMs);
}
export const registrationSchema = buildRegistration(Date.now);

export type RegistrationStep1Input = z.input<typeof registrationStep1Schema>;
export type RegistrationStep1Data = z.output<typeof registrationStep1Schema>;
export type RegistrationStep2Input = z.input<typeof registrationStep2Schema>;
export type RegistrationStep2Data = z.output<typeof registrationStep2Schema>;
export type RegistrationStep3Input = z.input<typeof registrationStep3Schema>;
export type RegistrationStep3Data = z.output<typeof registrationStep3Schema>;
export type RegistrationStep4Input = z.input<typeof registrationStep4Schema>;
export type RegistrationStep4Data = z.output<typeof registrationStep4Schema>;
export type RegistrationInput = z.input<typeof registrationSchema>;
export type RegistrationData = z.output<typeof registrationSchema>;
