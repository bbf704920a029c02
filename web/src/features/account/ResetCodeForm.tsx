import { Button, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useAuth } from "../auth";
import { errorMessage } from "../errors";
import { t } from "../../i18n";
import { clearFormError, toastError, toastSuccess } from "./feedback";
import { focusField, showFirstError } from "./focusField";
import { NewPasswordFields } from "./NewPasswordFields";
import { makeResetCodeSchema } from "./schemas";
import { Notice } from "./Notice";
import { localizedResolver } from "../forms/localizedResolver";
import { useErrorsInLanguage } from "../forms/useErrorsInLanguage";

const FORM_ID = "reset-code";

/**
 * Clerk's reset: the mail carries a code that is typed here with the new password. Clerk signs the member
 * in when it works, so they go straight to /home.
 */
export function ResetCodeForm({ email }: { email: string }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [resetCodeSchema] = useState(makeResetCodeSchema);
  const [validate] = useState(() => localizedResolver(resetCodeSchema));
  const form = useForm({
    initialValues: { code: "", newPassword: "", confirmPassword: "" },
    validate,
  });
  useErrorsInLanguage(form, validate);

  const submit = form.onSubmit(
    async ({ code, newPassword }) => {
      try {
        await auth.resetPassword({ code: code.trim(), newPassword });
      } catch (error) {
        toastError(errorMessage(error, t("common.somethingWrong")), FORM_ID);
        focusField(form.getInputNode("code"));
        return;
      }
      clearFormError(FORM_ID);
      toastSuccess(t("password.updated"));
      navigate("/home", { replace: true });
    },
    showFirstError(form, FORM_ID),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Notice color="green" title={t("forgotPassword.sent")} role="status">
          {t("forgotPassword.codeSentDetail", { email })}
        </Notice>
        <TextInput
          label={t("forgotPassword.codeLabel")}
          autoComplete="one-time-code"
          inputMode="numeric"
          withAsterisk
          {...form.getInputProps("code")}
        />
        <NewPasswordFields
          newPassword={form.getInputProps("newPassword")}
          confirmPassword={form.getInputProps("confirmPassword")}
        />
        <Button type="submit" fullWidth loading={form.submitting}>
          {t("forgotPassword.setNewPassword")}
        </Button>
      </Stack>
    </form>
  );
}
