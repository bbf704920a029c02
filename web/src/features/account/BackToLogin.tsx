import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { t } from "../../i18n";

/** The way back from the password-reset steps to the login page, centred under them. */
export function BackToLogin() {
  return (
    <Text ta="center">
      <Anchor component={Link} to="/login">
        {t("forgotPassword.backToLogin")}
      </Anchor>
    </Text>
  );
}
