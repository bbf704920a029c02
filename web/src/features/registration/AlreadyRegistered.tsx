import { Button, Stack, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { t } from "../../i18n";

/** /register for someone who is signed in with a profile already: no second registration. */
export function AlreadyRegistered({ email }: { email: string }) {
  return (
    <Stack gap="md">
      <Text>{t("register.alreadyRegistered", { email })}</Text>
      <Button component={Link} to="/home" fullWidth>
        {t("login.goHome")}
      </Button>
      <Button component={Link} to="/profile" variant="default" fullWidth>
        {t("register.viewProfile")}
      </Button>
    </Stack>
  );
}
