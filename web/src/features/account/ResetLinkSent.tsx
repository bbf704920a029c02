import { Button, List, Stack, Text } from "@mantine/core";
import { t } from "../../i18n";
import { BackToLogin } from "./BackToLogin";
import { Notice } from "./Notice";

/** After a reset mail with a link (local mode): where to look, and what to do when nothing arrives. */
export function ResetLinkSent({ email, onRetry }: { email: string; onRetry: () => void }) {
  return (
    <Stack gap="md">
      <Notice color="green" title={t("forgotPassword.sent")} role="status">
        {t("forgotPassword.sentDetail", { email })}
      </Notice>
      <Text fw={600}>{t("forgotPassword.noMailTitle")}</Text>
      <List spacing="xs">
        <List.Item>{t("forgotPassword.noMailSpam")}</List.Item>
        <List.Item>{t("forgotPassword.noMailAddress")}</List.Item>
      </List>
      <Button variant="default" fullWidth onClick={onRetry}>
        {t("forgotPassword.tryAnother")}
      </Button>
      <BackToLogin />
    </Stack>
  );
}
