import { Blockquote, Modal, Radio, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { useState } from "react";
import { DialogActions } from "../../components/DialogActions";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { useAttempt } from "../forms/useAttempt";
import {
  ACCEPT_TEMPLATES,
  DECLINE_TEMPLATES,
  replyKey,
  templateKey,
  type AcceptTemplate,
  type DeclineTemplate,
  type InterestTemplate,
} from "./templates";

export interface ReplyModalProps {
  interestId: string;
  name: string;
  /** The sender's message: their template (read in the receiver's language) and own words. */
  template: InterestTemplate | null;
  note: string | null;
  /** Which answer the member chose to give. */
  answer: "accept" | "decline";
  opened: boolean;
  onClose: () => void;
}

/** Accept or decline an interest with a polite template; the sender's message is shown above it. */
export function ReplyModal({ interestId, name, template, note, answer, opened, onClose }: ReplyModalProps) {
  const accept = useMutation(api.interests.accept);
  const decline = useMutation(api.interests.decline);
  const [acceptReply, setAcceptReply] = useState<AcceptTemplate>("happy");
  const [declineReply, setDeclineReply] = useState<DeclineTemplate>("notMatch");
  const reply = useAttempt(async () => {
    if (answer === "accept") await accept({ interestId, reply: acceptReply });
    else await decline({ interestId, reply: declineReply });
    notifications.show({
      color: "green",
      message: t(answer === "accept" ? "interests.acceptedToast" : "interests.declinedToast"),
    });
    onClose();
  }, t("interests.failed"));

  const options = answer === "accept" ? ACCEPT_TEMPLATES : DECLINE_TEMPLATES;
  const value = answer === "accept" ? acceptReply : declineReply;
  return (
    <Modal opened={opened} onClose={onClose} title={t("interests.replyTitle", { name })} size="lg">
      <Stack gap="md">
        {(template !== null || note !== null) && (
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t("interests.theirMessage")}
            </Text>
            {template !== null && <Blockquote p="sm">{t(templateKey(template))}</Blockquote>}
            {note !== null && (
              <Blockquote p="sm" translate="no">
                {note}
              </Blockquote>
            )}
          </Stack>
        )}
        <Radio.Group
          label={t("interests.chooseReply")}
          value={value}
          onChange={(v) =>
            answer === "accept" ? setAcceptReply(v as AcceptTemplate) : setDeclineReply(v as DeclineTemplate)
          }
        >
          <Stack gap="xs" mt="xs">
            {options.map((key) => (
              <Radio key={key} value={key} label={t(replyKey(key))} />
            ))}
          </Stack>
        </Radio.Group>
        <DialogActions
          error={reply.error}
          busy={reply.busy}
          onAction={reply.perform}
          actionLabel={t(answer === "accept" ? "interests.accept" : "interests.decline")}
          actionColor={answer === "accept" ? "green" : "gray"}
          cancelLabel={t("interests.cancel")}
          onCancel={onClose}
        />
      </Stack>
    </Modal>
  );
}
