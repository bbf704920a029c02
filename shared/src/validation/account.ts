/** Login, password change and account deletion forms (SPEC §5). */
import { z } from "./zod";
import { coreMessages as en } from "../copy/core";
import { newPasswordField, presentPassword } from "./fields";
import { orderedObject } from "./ordered";

const fillAll = en["login.fillAllFields"];

/** Either field empty gives the one message of §5; credentials are judged by the identity service. */
export const loginSchema = orderedObject({
  email: z.string({ error: fillAll }).trim().toLowerCase().min(1, fillAll),
  password: presentPassword(fillAll),
});

export const passwordChangeSchema = orderedObject(
  {
    currentPassword: presentPassword(en["password.currentRequired"]),
    newPassword: newPasswordField(en["password.newRequired"]),
    confirmPassword: z.string({ error: en["password.mismatch"] }),
  },
  (v, addIssue) => {
    if (typeof v.confirmPassword === "string" && v.confirmPassword !== v.newPassword) {
      addIssue("confirmPassword", en["password.mismatch"]);
    }
  },
);

export const deleteAccountSchema = orderedObject({
  password: presentPassword(en["deleteAccount.passwordRequired"]),
});

export type LoginInput = z.input<typeof loginSchema>;
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
