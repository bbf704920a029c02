import { Button, Modal, Stack, Text } from "@mantine/core";
import { useMutation } from "convex/react";
import { useState } from "react";
import { DialogActions } from "../../components/DialogActions";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { errorMessage } from "../errors";
import type { ConversationView } from "./types";

/**
 * "Share my contact details with <name>": my consent, asked once with what it means. The state shows
 * live: waiting for them, they agreed (my turn), or shared by both (contact details then show unmasked).
 */
export function ShareContacts({ conversation, name }: { conversation: ConversationView; name: string }) {
  const share = useMutation(api.conversations.shareContacts);
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (conversation.contactsShared) {
    return (
      <Text size="sm" c="green.9" data-testid="share-state" data-state="shared">
        {t("conversations.shared")}
      </Text>
    );
  }
  if (conversation.myConsent) {
    return (
      <Text size="sm" c="gray.7" data-testid="share-state" data-state="waiting">
        {t("conversations.shareWaiting", { name })}
      </Text>
    );
  }
  if (conversation.ended) return null;

  const close = () => {
    if (busy) return;
    setError(null);
    setOpened(false);
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await share({ conversationId: conversation.conversationId });
      // No toast: the line that replaces the button says it, and a toast would cover the composer.
      setOpened(false);
    } catch (e) {
      setError(errorMessage(e, t("conversations.failed")));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      gap={4}
      align="flex-start"
      data-testid="share-state"
      data-state={conversation.theirConsent ? "theirs" : "none"}
    >
      {conversation.theirConsent && (
        <Text size="sm" c="gray.8">
          {t("conversations.shareTheyAgreed", { name })}
        </Text>
      )}
      {/* A long name or the Telugu words take two lines on a phone: the button grows with them. */}
      <Button
        size="xs"
        variant="light"
        onClick={() => setOpened(true)}
        maw="100%"
        styles={{
          root: { height: "auto", paddingBlock: 4 },
          label: { whiteSpace: "normal", textAlign: "left", lineHeight: 1.35 },
        }}
      >
        {t("conversations.share", { name })}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t("conversations.shareTitle", { name })}
        centered
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        <Stack gap="md">
          <Text size="sm">{t("conversations.shareExplain")}</Text>
          <DialogActions
            error={error}
            cancelLabel={t("safety.cancel")}
            onCancel={close}
            actionLabel={t("conversations.shareConfirm")}
            onAction={() => void confirm()}
            busy={busy}
          />
        </Stack>
      </Modal>
    </Stack>
  );
}
