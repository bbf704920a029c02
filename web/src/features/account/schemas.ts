/**
 * Forms of this area that shared/ has no schema for, composed from shared/'s own field schemas so each
 * rule and message stays defined once: the forgotten-password email, the new password chosen through a
 * reset link, and Clerk's code variant of the reset.
 */
import { coreMessages as en } from "@matrimony/shared/copy/core";
import { passwordChangeSchema } from "@matrimony/shared/schemas";
import { emailField, presentPassword } from "@matrimony/shared/validation/fields";
import { orderedObject, type CrossCheck } from "@matrimony/shared/validation/ordered";
import { t } from "../../i18n";

const { newPassword, confirmPassword } = passwordChangeSchema.shape;

/** The same 'Passwords do not match.' check as the settings page. */
const confirmMatches: CrossCheck = (v, addIssue) => {
  if (typeof v.confirmPassword === "string" && v.confirmPassword !== v.newPassword) {
    addIssue("confirmPassword", en["password.mismatch"]);
  }
};

export const forgotPasswordSchema = orderedObject({ email: emailField(en["register.emailRequired"]) });

export const resetPasswordSchema = orderedObject({ newPassword, confirmPassword }, confirmMatches);

/**
 * `presentPassword` is shared's "a non-empty string" field; the code is judged by Clerk. Built on use:
 * the message is page copy, which is loaded with the page, after this module.
 */
export function makeResetCodeSchema() {
  return orderedObject(
    { code: presentPassword(t("forgotPassword.codeRequired")), newPassword, confirmPassword },
    confirmMatches,
  );
}
