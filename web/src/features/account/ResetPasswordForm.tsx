import { Button, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { Link } from "react-router-dom";
import { useAuth } from "../auth";
import { AuthError } from "../auth/types";
import { errorMessage } from "../errors";
import { t } from "../../i18n";
import { BackToLogin } from "./BackToLogin";
import { clearFormError, toastError } from "./feedback";
import { showFirstError } from "./focusField";
import { NewPasswordFields } from "./NewPasswordFields";
import { resetPasswordSchema } from "./schemas";
import { Notice } from "./Notice";
import { localizedResolver } from "../forms/localizedResolver";
import { useErrorsInLanguage } from "../forms/useErrorsInLanguage";

const FORM_ID = "reset-password";

type Outcome = "form" | "done" | "badLink";

const validate = localizedResolver(resetPasswordSchema);

/** The page the emailed link opens: a new password for the account behind `token`. */
export function ResetPasswordForm({ token }: { token: string }) {
  const auth = useAuth();
  const [outcome, setOutcome] = useState<Outcome>(token === "" ? "badLink" : "form");
  const form = useForm({
    initialValues: { newPassword: "", confirmPassword: "" },
    validate,
  });
  useErrorsInLanguage(form, validate);

  const submit = form.onSubmit(
    async ({ newPassword }) => {
      try {
        await auth.resetPassword({ token, newPassword });
        clearFormError(FORM_ID);
        setOutcome("done");
      } catch (error) {
        if (error instanceof AuthError && error.code === "invalid_code") {
          clearFormError(FORM_ID);
          setOutcome("badLink");
        } else toastError(errorMessage(error, t("common.somethingWrong")), FORM_ID);
      }
    },
    showFirstError(form, FORM_ID),
  );

  if (outcome === "badLink") {
    return (
      <Stack gap="md">
        <Notice color="red" title={t("resetPassword.badLinkTitle")} role="alert">
          {t("resetPassword.badLinkDetail")}
        </Notice>
        <Button component={Link} to="/forgotpassword" fullWidth>
          {t("resetPassword.askAgain")}
        </Button>
      </Stack>
    );
  }
  if (outcome === "done") {
    return (
      <Stack gap="md">
        <Notice color="green" title={t("resetPassword.doneTitle")} role="status">
          {t("resetPassword.doneDetail")}
        </Notice>
        <Button component={Link} to="/login" fullWidth>
          {t("resetPassword.goToLogin")}
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text c="gray.7">{t("resetPassword.intro")}</Text>
        <NewPasswordFields
          newPassword={form.getInputProps("newPassword")}
          confirmPassword={form.getInputProps("confirmPassword")}
        />
        <Button type="submit" fullWidth loading={form.submitting}>
          {t("resetPassword.submit")}
        </Button>
        <BackToLogin />
      </Stack>
    </form>
  );
}
