import { Button, Group, Text, Textarea } from "@mantine/core";
import { useMutation } from "convex/react";
import { useRef, useState } from "react";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { toastError } from "../account/feedback";
import { errorMessage } from "../errors";
import classes from "./Conversations.module.css";
import { MESSAGE_MAX } from "./types";

export interface ComposerProps {
  conversationId: string;
  /** Called once a message is sent (the list then scrolls to it). */
  onSent: () => void;
}

/**
 * The message box: up to 1,000 characters with a counter, sent with the button (Enter makes a new line,
 * as on a phone's keyboard; Ctrl+Enter or ⌘+Enter sends from a keyboard). The text goes to the server as
 * typed: no normalisation, so Telugu's ZWJ and ZWNJ stay. A failed send keeps the text and says why.
 */
export function Composer({ conversationId, onSent }: ComposerProps) {
  const send = useMutation(api.conversations.send);
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const length = text.length;
  const empty = text.trim().length === 0;
  const tooLong = length > MESSAGE_MAX;

  const submit = async () => {
    if (empty || tooLong || busy) return;
    setBusy(true);
    try {
      await send({ conversationId, text });
      setText("");
      onSent();
    } catch (error) {
      toastError(errorMessage(error, t("conversations.sendFailed")), "conversation-send");
    } finally {
      setBusy(false);
      // The keyboard stays up for the next message.
      input.current?.focus();
    }
  };

  return (
    <form
      className={classes.composer}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          ref={input}
          style={{ flex: 1 }}
          aria-label={t("conversations.composerLabel")}
          placeholder={t("conversations.composerPlaceholder")}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void submit();
            }
          }}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={MESSAGE_MAX}
          error={tooLong ? t("conversations.tooLong", { max: MESSAGE_MAX }) : undefined}
          spellCheck
          enterKeyHint="enter"
        />
        <Button type="submit" loading={busy} disabled={empty || tooLong}>
          {t("conversations.send")}
        </Button>
      </Group>
      <Text
        size="xs"
        c={length > MESSAGE_MAX - 50 ? "red.8" : "gray.7"}
        ta="right"
        mt={2}
        data-testid="composer-counter"
      >
        {t("conversations.counter", { count: length, max: MESSAGE_MAX })}
      </Text>
    </form>
  );
}
