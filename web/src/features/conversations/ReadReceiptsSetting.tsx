import { Center, Loader, Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { useMutation, useQuery } from "convex/react";
import { useState } from "react";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { toastError, toastSuccess } from "../account/feedback";
import { errorMessage } from "../errors";

/**
 * The privacy settings page's "Messages" section: "Show when I have read messages", the member-wide read
 * receipts also in a thread's menu. It saves on toggle (as there), and the switch follows the saved setting
 * (`conversations.settings`), so a change made in a thread shows here live.
 */
export function ReadReceiptsSetting() {
  const settings = useQuery(api.conversations.settings, {});
  const setReadReceipts = useMutation(api.conversations.setReadReceipts);
  const [busy, setBusy] = useState(false);
  const toggle = async (enabled: boolean) => {
    setBusy(true);
    try {
      await setReadReceipts({ enabled });
      toastSuccess(t(enabled ? "conversations.readReceiptsOn" : "conversations.readReceiptsOff"));
    } catch (e) {
      toastError(errorMessage(e, t("conversations.failed")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby="read-receipts-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="read-receipts-title">
          {t("conversations.settingsTitle")}
        </Title>
        {settings === undefined ? (
          <Center role="status">
            <Loader size="sm" aria-label={t("common.loading")} />
          </Center>
        ) : (
          <Switch
            checked={settings.readReceipts}
            disabled={busy}
            onChange={(event) => void toggle(event.currentTarget.checked)}
            label={t("conversations.readReceipts")}
            aria-describedby="read-receipts-hint"
          />
        )}
        {/* The hint outside the label, so the switch's name stays short for screen readers. */}
        <Text size="sm" c="gray.7" id="read-receipts-hint">
          {t("conversations.readReceiptsHint")}
        </Text>
      </Stack>
    </Paper>
  );
}
