/**
 * The installed-app prompts, at the foot of the screen over the page (fixed, so nothing below moves):
 * "a new version is available — reload" when a new worker waits, else "Add to home screen" when it may be
 * offered (installPrompt.ts). Loaded after the first page and an idle moment (App.tsx), which is also when
 * the worker is registered.
 */
import { Affix, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useEffect, useSyncExternalStore, type ReactNode } from "react";
import { t } from "../../i18n";
import { dismissInstall, offerableInstallPrompt, promptInstall, subscribeInstallPrompt } from "./installPrompt";
import { registerServiceWorker, reloadToUpdate, subscribeUpdate, updateWaiting } from "./serviceWorker";

function Banner({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Affix position={{ bottom: 12, left: 12, right: 12 }} zIndex={300}>
      <Paper role="region" aria-label={label} shadow="md" radius="md" p="sm" withBorder maw={480} mx="auto">
        {children}
      </Paper>
    </Affix>
  );
}

export function UpdateBanner() {
  return (
    <Banner label={t("app.updateReady")}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{t("app.updateReady")}</Text>
        <Button size="xs" onClick={reloadToUpdate}>
          {t("app.updateReload")}
        </Button>
      </Group>
    </Banner>
  );
}

export function InstallBanner() {
  return (
    <Banner label={t("app.installTitle")}>
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
    </Banner>
  );
}

export default function AppPrompts() {
  useEffect(() => {
    void registerServiceWorker();
  }, []);
  const update = useSyncExternalStore(subscribeUpdate, updateWaiting);
  const install = useSyncExternalStore(subscribeInstallPrompt, offerableInstallPrompt);
  if (update) return <UpdateBanner />;
  return install ? <InstallBanner /> : null;
}
