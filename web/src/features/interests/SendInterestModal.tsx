import { Button, Group, Modal, Radio, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { useState } from "react";
import { INTEREST_NOTE_MAX } from "@matrimony/shared/rules/interests";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { errorMessage } from "../errors";
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const trimmed = note.trim();
      await send({ profileId, template, ...(trimmed === "" ? {} : { note: trimmed }) });
      notifications.show({ color: "green", message: t("interests.sentToast") });
      setNote("");
      onClose();
    } catch (e) {
      setError(errorMessage(e, t("interests.failed")));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t("interests.sendTitle", { name })} size="lg">
      <Stack gap="md">
        <Radio.Group label={t("interests.chooseMessage")} value={template} onChange={(v) => setTemplate(v as InterestTemplate)}>
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
        {error !== null && (
          <Text c="red.8" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("interests.cancel")}
          </Button>
          <Button onClick={() => void submit()} loading={busy}>
            {t("interests.send")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
