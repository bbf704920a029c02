/**
 * The installed-app prompts, at the foot of the screen over the page (fixed, so nothing below moves):
 * "a new version is available — reload" when a new worker waits, else the offer of alerts after an interest
 * was sent (pushOfferState.ts), else "Add to home screen" when it may be offered (installPrompt.ts).
 * Loaded after the first page and an idle moment (App.tsx), which is also when the worker is registered.
 */
import { Button, Group, Stack, Text } from "@mantine/core";
import { useEffect, useSyncExternalStore } from "react";
import { t } from "../../i18n";
import { dismissInstall, offerableInstallPrompt, promptInstall, subscribeInstallPrompt } from "./installPrompt";
import { PromptBanner } from "./PromptBanner";
import { PushOffer } from "./PushOffer";
import { pushOfferWanted, subscribePushOffer } from "./pushOfferState";
import { registerServiceWorker, reloadToUpdate, subscribeUpdate, updateWaiting } from "./serviceWorker";

export function UpdateBanner() {
  return (
    <PromptBanner label={t("app.updateReady")}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{t("app.updateReady")}</Text>
        <Button size="xs" onClick={reloadToUpdate}>
          {t("app.updateReload")}
        </Button>
      </Group>
    </PromptBanner>
  );
}

export function InstallBanner() {
  return (
    <PromptBanner label={t("app.installTitle")}>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t("app.installTitle")}
        </Text>
        <Text size="xs" c="dimmed">
          {t("app.installBody")}
        </Text>
        <Group gap="xs" mt={4}>
          <Button size="xs" onClick={() => void promptInstall()}>
            {t("app.installAction")}
          </Button>
          <Button size="xs" variant="subtle" onClick={dismissInstall}>
            {t("app.installDismiss")}
          </Button>
        </Group>
      </Stack>
    </PromptBanner>
  );
}

export default function AppPrompts() {
  useEffect(() => {
    void registerServiceWorker();
  }, []);
  const update = useSyncExternalStore(subscribeUpdate, updateWaiting);
  const install = useSyncExternalStore(subscribeInstallPrompt, offerableInstallPrompt);
  const pushOffer = useSyncExternalStore(subscribePushOffer, pushOfferWanted);
  if (update) return <UpdateBanner />;
  if (pushOffer) return <PushOffer />;
  return install ? <InstallBanner /> : null;
}
