import { ActionIcon, Menu, Switch, Text } from "@mantine/core";
import { useMutation } from "convex/react";
import { useState } from "react";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { toastError } from "../account/feedback";
import { errorMessage } from "../errors";

function DotsIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <circle cx="12" cy="5" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="12" cy="19" r="2" />
    </svg>
  );
}

/**
 * The thread's menu: "Show when I have read messages", my member-wide read receipts (off: the other
 * member never sees "Seen" from me, and I see no "Seen" either).
 */
export function ThreadMenu({ readReceipts }: { readReceipts: boolean }) {
  const setReadReceipts = useMutation(api.conversations.setReadReceipts);
  const [busy, setBusy] = useState(false);
  const toggle = async (enabled: boolean) => {
    setBusy(true);
    try {
      // The switch follows the saved setting (conversations.get): no toast over the composer.
      await setReadReceipts({ enabled });
    } catch (e) {
      toastError(errorMessage(e, t("conversations.failed")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" width={280} withinPortal closeOnItemClick={false}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t("conversations.menu")}
          title={t("conversations.menu")}
        >
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown p="sm">
        <Switch
          checked={readReceipts}
          disabled={busy}
          onChange={(event) => void toggle(event.currentTarget.checked)}
          label={t("conversations.readReceipts")}
        />
        <Text size="xs" c="gray.7" mt={6}>
          {t("conversations.readReceiptsHint")}
        </Text>
      </Menu.Dropdown>
    </Menu>
  );
}
