import { AuthError } from "../auth/types";
import { appError, appErrorText, errorMessage } from "../errors";
import { t } from "../../i18n";

/** A failed registration as the wizard shows it: a message, and the field to fix when there is one. */
export interface RegistrationFailure {
  message: string;
  field?: string;
}

export class RegistrationError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "RegistrationError";
  }
}

export const emailInUse = () => new RegistrationError(t("register.emailInUse"), "email");

/**
 * SPEC §8: 'Email already in use.' or 'Registration failed.'; the server's own words when it named a
 * problem (its field messages are the form's), and the identity's when it refused the input itself.
 */
export function toRegistrationFailure(error: unknown): RegistrationFailure {
  if (error instanceof RegistrationError) return { message: error.message, field: error.field };
  const app = appError(error);
  if (app) return { message: appErrorText(app), field: app.field };
  if (error instanceof AuthError) {
    if (error.code === "email_in_use") return { message: t("register.emailInUse"), field: "email" };
    if (error.code === "invalid_input" || error.code === "invalid_code")
      return { message: errorMessage(error, t("register.failed")) };
  }
  return { message: t("register.failed") };
}
