/**
 * "Alerts on this phone" in the notification settings: the push channel, chosen per device (each phone
 * has its own subscription). Shown only where push can work: a deployment with VAPID keys, a browser with
 * Push and the app's service worker.
 */
import { Switch, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { t } from "../../i18n";
import { useDeviceAlerts } from "./useDeviceAlerts";

export function PushAlertsSwitch() {
  const alerts = useDeviceAlerts();
  const [busy, setBusy] = useState(false);
  if (!alerts.configured) return null;
  if (!alerts.available)
    return (
      <Text size="sm" c="dimmed">
        {t("app.pushUnsupported")}
      </Text>
    );
  if (alerts.state === "blocked")
    return (
      <Text size="sm" c="dimmed">
        {t("app.pushBlocked")}
      </Text>
    );
  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      if (on) {
        if (await alerts.turnOn()) notifications.show({ color: "green", message: t("app.pushOn") });
      } else {
        await alerts.turnOff();
      }
    } catch {
      notifications.show({ color: "red", message: t("app.pushFailed") });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Switch
      label={t("app.pushLabel")}
      description={t("app.pushDescription")}
      checked={alerts.state === "on"}
      disabled={busy}
      onChange={(event) => void toggle(event.currentTarget.checked)}
    />
  );
}
