import { Anchor, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { APPROVAL_HOURS } from "@matrimony/shared/constants";
import { loginSchema } from "@matrimony/shared/schemas";
import { useAuth } from "../auth";
import { AuthError } from "../auth/types";
import { t } from "../../i18n";
import { clearFormError, toastError, toastSuccess } from "./feedback";
import { focusField, showFirstError } from "./focusField";
import { readLoginState, safeReturnPath } from "./loginState";
import { PasswordField } from "./PasswordField";
import { Notice } from "./Notice";
import { localizedResolver } from "../forms/localizedResolver";
import { useErrorsInLanguage } from "../forms/useErrorsInLanguage";

const FORM_ID = "login";

const validate = localizedResolver(loginSchema);

/** SPEC §2, §5, §8: email and password, both required; success goes to /home or back where the guard sent us from. */
export function LoginForm() {
  const auth = useAuth();
  const navigate = useNavigate();
  const state = readLoginState(useLocation().state);
  const form = useForm({
    initialValues: { email: state.email ?? "", password: "" },
    validate,
  });
  useErrorsInLanguage(form, validate);

  const submit = form.onSubmit(
    async (values) => {
      const { email, password } = loginSchema.parse(values);
      try {
        await auth.signIn(email, password);
      } catch (error) {
        // A dead network is not a wrong password, nor is a lock (its message says when to try again); every
        // other failure gets the spec's one message.
        const own = error instanceof AuthError && (error.code === "network" || error.code === "rate_limited");
        toastError(own ? error.message : t("login.failed"), FORM_ID);
        focusField(form.getInputNode("password"));
        return;
      }
      clearFormError(FORM_ID);
      toastSuccess(t("login.success"));
      navigate(safeReturnPath(state.from), { replace: true });
    },
    showFirstError(form, FORM_ID),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {state.registered && (
          <Notice color="green" title={t("register.success")}>
            {t("login.registeredNote", { hours: APPROVAL_HOURS })}
          </Notice>
        )}
        <TextInput
          label={t("login.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          withAsterisk
          {...form.getInputProps("email")}
        />
        <PasswordField
          label={t("login.password")}
          autoComplete="current-password"
          withAsterisk
          // Arriving from the registration with the email filled in, the password is what is left to type.
          autoFocus={Boolean(state.email)}
          {...form.getInputProps("password")}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to="/forgotpassword" size="sm" py={6}>
            {t("login.forgotLink")}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={form.submitting}>
          {t("login.submit")}
        </Button>
        <Text ta="center">
          {t("login.noAccount")}{" "}
          <Anchor component={Link} to="/register" fw={600}>
            {t("login.registerLink")}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
