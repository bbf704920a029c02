import { Button, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { passwordChangeSchema } from "@matrimony/shared/schemas";
import { useAuth } from "../auth";
import { t } from "../../i18n";
import { clearFormError, toastError, toastSuccess } from "./feedback";
import { focusField, showFirstError } from "./focusField";
import { NewPasswordFields } from "./NewPasswordFields";
import { PasswordField } from "./PasswordField";
import { localizedResolver } from "../forms/localizedResolver";
import { useErrorsInLanguage } from "../forms/useErrorsInLanguage";

const FORM_ID = "change-password";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

const validate = localizedResolver(passwordChangeSchema);

/** SPEC §2, §5, §8: read-only email, current password checked by the identity, new password twice. */
export function ChangePasswordForm({ email }: { email: string }) {
  const auth = useAuth();
  const form = useForm({ initialValues: EMPTY, validate });
  useErrorsInLanguage(form, validate);

  const submit = form.onSubmit(
    async ({ currentPassword, newPassword }) => {
      try {
        await auth.changePassword(currentPassword, newPassword);
      } catch {
        // SPEC §8: any failure of the change reads as a wrong current password.
        const message = t("password.currentIncorrect");
        form.setFieldError("currentPassword", message);
        toastError(message, FORM_ID);
        focusField(form.getInputNode("currentPassword"));
        return;
      }
      clearFormError(FORM_ID);
      form.setValues(EMPTY);
      form.resetDirty(EMPTY);
      toastSuccess(t("password.updated"));
    },
    showFirstError(form, FORM_ID),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {/* The login email cannot change here (SPEC §2); readOnly keeps it selectable and announced. */}
        <TextInput
          label={t("login.email")}
          description={t("settings.emailHelp")}
          value={email}
          readOnly
          variant="filled"
          autoComplete="username"
        />
        <PasswordField
          label={t("settings.currentPassword")}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps("currentPassword")}
        />
        <NewPasswordFields
          newPassword={form.getInputProps("newPassword")}
          confirmPassword={form.getInputProps("confirmPassword")}
        />
        <Button type="submit" fullWidth loading={form.submitting}>
          {t("settings.submit")}
        </Button>
      </Stack>
    </form>
  );
}
