/** The offer of alerts after an interest is sent (pushOfferState.ts): its button is the tap that asks permission. */
import { Button, Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { t } from "../../i18n";
import { PromptBanner } from "./PromptBanner";
import { closePushOffer } from "./pushOfferState";
import { useDeviceAlerts } from "./useDeviceAlerts";

export function PushOffer() {
  const alerts = useDeviceAlerts();
  const [busy, setBusy] = useState(false);
  if (!alerts.available || alerts.state !== "off") return null;
  const turnOn = async () => {
    setBusy(true);
    try {
      if (await alerts.turnOn()) notifications.show({ color: "green", message: t("app.pushOn") });
      closePushOffer(false);
    } catch {
      notifications.show({ color: "red", message: t("app.pushFailed") });
    } finally {
      setBusy(false);
    }
  };
  return (
    <PromptBanner label={t("app.pushOfferTitle")}>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t("app.pushOfferTitle")}
        </Text>
        <Text size="xs" c="dimmed">
          {t("app.pushOfferBody")}
        </Text>
        <Group gap="xs" mt={4}>
          <Button size="xs" loading={busy} onClick={() => void turnOn()}>
            {t("app.pushTurnOn")}
          </Button>
          <Button size="xs" variant="subtle" onClick={() => closePushOffer(true)}>
            {t("app.installDismiss")}
          </Button>
        </Group>
      </Stack>
    </PromptBanner>
  );
}
