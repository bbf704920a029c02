import type { GetInputPropsReturnType } from "@mantine/form";
import { t } from "../../i18n";
import { PasswordField } from "./PasswordField";

/** New password and its confirmation, as on every page that sets a password. */
export function NewPasswordFields(props: {
  newPassword: GetInputPropsReturnType;
  confirmPassword: GetInputPropsReturnType;
}) {
  return (
    <>
      <PasswordField
        label={t("password.newLabel")}
        description={t("password.newHelp")}
        autoComplete="new-password"
        withAsterisk
        {...props.newPassword}
      />
      <PasswordField
        label={t("password.confirmLabel")}
        autoComplete="new-password"
        withAsterisk
        {...props.confirmPassword}
      />
    </>
  );
}
