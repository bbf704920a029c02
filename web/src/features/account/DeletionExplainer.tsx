import { List, Stack, Text, Title } from "@mantine/core";
import { t } from "../../i18n";

/** What deletion removes and what it keeps (members.deleteMyAccount), said before the button, not after. */
export function DeletionExplainer() {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t("deleteAccount.removedTitle")}
      </Title>
      <List spacing={4}>
        <List.Item>{t("deleteAccount.removedProfile")}</List.Item>
        <List.Item>{t("deleteAccount.removedPhotos")}</List.Item>
        <List.Item>{t("deleteAccount.removedContacts")}</List.Item>
        <List.Item>{t("deleteAccount.removedViews")}</List.Item>
        <List.Item>{t("deleteAccount.removedLogin")}</List.Item>
      </List>
      <Title order={2} size="h4" mt="sm">
        {t("deleteAccount.keptTitle")}
      </Title>
      <Text>{t("deleteAccount.keptPayments")}</Text>
      <Text>{t("deleteAccount.keptSafety")}</Text>
      <Text fw={700} mt="sm">
        {t("deleteAccount.irreversible")}
      </Text>
    </Stack>
  );
}
