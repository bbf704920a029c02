import { Button, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { ResetFlow } from "../auth";
import { useAuth } from "../auth";
import { t } from "../../i18n";
import { BackToLogin } from "./BackToLogin";
import { clearFormError, toastError } from "./feedback";
import { focusField, showFirstError } from "./focusField";
import { forgotPasswordSchema } from "./schemas";
import { localizedResolver } from "../forms/localizedResolver";
import { useErrorsInLanguage } from "../forms/useErrorsInLanguage";

const FORM_ID = "forgot-password";

const validate = localizedResolver(forgotPasswordSchema);

/** SPEC §2, §8: the email field and the reset button. `onSent` gets the address and how the reset goes on. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string, flow: ResetFlow) => void }) {
  const auth = useAuth();
  const form = useForm({
    initialValues: { email: "" },
    validate,
  });
  useErrorsInLanguage(form, validate);

  const submit = form.onSubmit(
    async (values) => {
      const { email } = forgotPasswordSchema.parse(values);
      try {
        const flow = await auth.sendPasswordReset(email);
        clearFormError(FORM_ID);
        onSent(email, flow);
      } catch {
        toastError(t("forgotPassword.failed"), FORM_ID);
        focusField(form.getInputNode("email"));
      }
    },
    showFirstError(form, FORM_ID),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t("login.email")}
          description={t("forgotPassword.emailHelp")}
          type="email"
          autoComplete="email"
          inputMode="email"
          withAsterisk
          {...form.getInputProps("email")}
        />
        <Button type="submit" fullWidth loading={form.submitting}>
          {t("forgotPassword.submit")}
        </Button>
        <BackToLogin />
      </Stack>
    </form>
  );
}
