import { Alert, Button, Group, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { formatDate } from "../format";
import { t } from "../../i18n";

/** Shown in Premium's last days (showsExpiryReminder), so a renewal never comes as a surprise. */
export function PremiumReminder({ premiumUntil }: { premiumUntil: number }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t("home.premiumEndsTitle")}
      styles={{ title: { color: "var(--mantine-color-dark-9)" } }}
    >
      <Group justify="space-between" gap="sm">
        <Text c="dark.9">{t("home.premiumEndsOn", { date: formatDate(premiumUntil) })}</Text>
        <Button component={Link} to="/payment1" size="sm">
          {t("home.renewPremium")}
        </Button>
      </Group>
    </Alert>
  );
}
