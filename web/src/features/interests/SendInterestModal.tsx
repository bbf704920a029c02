import { Modal, Radio, Stack, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { useState } from "react";
import { INTEREST_NOTE_MAX } from "@matrimony/shared/rules/interests";
import { DialogActions } from "../../components/DialogActions";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { offerPushAlerts } from "../pwa/pushOfferState";
import { useAttempt } from "../forms/useAttempt";
import { INTEREST_TEMPLATES, templateKey, type InterestTemplate } from "./templates";

export interface SendInterestModalProps {
  profileId: string;
  name: string;
  opened: boolean;
  onClose: () => void;
}

/** Choose a polite template (the first is preselected) and optionally write a short message, then send. */
export function SendInterestModal({ profileId, name, opened, onClose }: SendInterestModalProps) {
  const send = useMutation(api.interests.send);
  const [template, setTemplate] = useState<InterestTemplate>("liked");
  const [note, setNote] = useState("");
  const sending = useAttempt(async () => {
    const trimmed = note.trim();
    await send({ profileId, template, ...(trimmed === "" ? {} : { note: trimmed }) });
    notifications.show({ color: "green", message: t("interests.sentToast") });
    // The answer is worth an alert: the moment to offer them (never on arrival).
    offerPushAlerts();
    setNote("");
    onClose();
  }, t("interests.failed"));

  return (
    <Modal opened={opened} onClose={onClose} title={t("interests.sendTitle", { name })} size="lg">
      <Stack gap="md">
        <Radio.Group
          label={t("interests.chooseMessage")}
          value={template}
          onChange={(v) => setTemplate(v as InterestTemplate)}
        >
          <Stack gap="xs" mt="xs">
            {INTEREST_TEMPLATES.map((key) => (
              <Radio key={key} value={key} label={t(templateKey(key))} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t("interests.ownMessage")}
          description={t("interests.ownMessageHint")}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={INTEREST_NOTE_MAX}
          rows={3}
        />
        <DialogActions
          error={sending.error}
          busy={sending.busy}
          onAction={sending.perform}
          actionLabel={t("interests.send")}
          cancelLabel={t("interests.cancel")}
          onCancel={onClose}
        />
      </Stack>
    </Modal>
  );
}
