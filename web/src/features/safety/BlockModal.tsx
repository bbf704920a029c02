import { Modal, Stack, Text } from "@mantine/core";
import { useMutation } from "convex/react";
import { useState } from "react";
import { DialogActions } from "../../components/DialogActions";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { toastError, toastSuccess } from "../account/feedback";
import { errorMessage } from "../errors";

export interface BlockModalProps {
  profileId: string;
  name: string;
  opened: boolean;
  onClose: () => void;
  onBlocked?: () => void;
}

/** Asks before blocking, saying what a block does (both directions, undone from My shortlist). */
export function BlockModal({ profileId, name, opened, onClose, onBlocked }: BlockModalProps) {
  const block = useMutation(api.safety.block);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await block({ profileId });
      toastSuccess(t("safety.blocked", { name }));
      onClose();
      onBlocked?.();
    } catch (error) {
      toastError(errorMessage(error, t("safety.failed")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={() => !busy && onClose()}
      title={t("safety.blockTitle", { name })}
      centered
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack gap="md">
        <Text size="sm">{t("safety.blockExplain")}</Text>
        <DialogActions
          cancelLabel={t("safety.cancel")}
          onCancel={onClose}
          actionLabel={t("safety.blockConfirm")}
          actionColor="red"
          onAction={() => void confirm()}
          busy={busy}
        />
      </Stack>
    </Modal>
  );
}
