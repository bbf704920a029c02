import { Button, type MantineSize } from "@mantine/core";
import { useMutation, useQuery } from "convex/react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { toastError } from "../account/feedback";
import { errorMessage } from "../errors";

export interface MessageButtonProps {
  profileId: string;
  /** The other member's name, for the button's accessible name ("Message Sita"). */
  name: string;
  size?: MantineSize;
}

/**
 * "Message" where an interest between us is accepted: opens our conversation, starting it on the first
 * tap. Shown only when the server says we may talk (no block, both approved), or a conversation exists.
 */
export function MessageButton({ profileId, name, size = "sm" }: MessageButtonProps) {
  const state = useQuery(api.conversations.forProfile, { profileId });
  const start = useMutation(api.conversations.start);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (state === undefined || (state.conversationId === null && !state.canStart)) return null;
  const open = async () => {
    setBusy(true);
    try {
      const conversationId = state.conversationId ?? (await start({ profileId }));
      navigate(`/messages/${conversationId}`);
    } catch (error) {
      toastError(errorMessage(error, t("conversations.openFailed")));
      setBusy(false);
    }
  };
  return (
    <Button
      size={size}
      variant="filled"
      color="pink"
      loading={busy}
      onClick={() => void open()}
      aria-label={t("conversations.messageName", { name })}
      data-testid="message-button"
    >
      {t("conversations.message")}
    </Button>
  );
}
