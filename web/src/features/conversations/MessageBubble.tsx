import { ActionIcon, Alert, Text } from "@mantine/core";
import { memo } from "react";
import { t } from "../../i18n";
import { formatMessageTime } from "./format";
import { MessageParts } from "./MessageParts";
import classes from "./Conversations.module.css";
import type { MessageStatus, MessageView } from "./types";
import { useLanguage } from "../language/useLanguage";

/** One tick for "sent", two for "delivered", two in blue for "seen", drawn here so no icon library is needed. */
function Ticks({ status }: { status: Exclude<MessageStatus, null> }) {
  const label = t(
    status === "sent"
      ? "conversations.statusSent"
      : status === "delivered"
        ? "conversations.statusDelivered"
        : "conversations.statusSeen",
  );
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-status={status}
      className={status === "seen" ? classes.seen : undefined}
      style={{ display: "inline-flex" }}
    >
      <svg
        width={status === "sent" ? 12 : 18}
        height="12"
        viewBox={status === "sent" ? "0 0 12 12" : "0 0 18 12"}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M1 6.5 4.5 10 11 2.5" />
        {status !== "sent" && <path d="M7.5 10 14 2.5" />}
      </svg>
    </span>
  );
}

function FlagIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1z" />
      <line x1="4" y1="22" x2="4" y2="15" />
    </svg>
  );
}

export interface MessageBubbleProps {
  message: MessageView;
  now: number;
  /** Report the other member's message; absent on my own messages and in an ended conversation's. */
  onReport?: (messageId: string) => void;
}

/**
 * A message: mine on the right with its ticks, theirs on the left with a report button; a flagged
 * incoming message (a money request) comes with the warning above it.
 */
export const MessageBubble = memo(function MessageBubble({ message, now, onReport }: MessageBubbleProps) {
  useLanguage();
  const mine = message.fromMe;
  return (
    <div
      className={`${classes.messageRow} ${mine ? classes.mine : ""}`}
      data-testid="message"
      data-from={mine ? "me" : "them"}
      data-message-id={message.messageId}
    >
      <div
        style={{
          maxWidth: "100%",
          display: "flex",
          flexDirection: "column",
          alignItems: mine ? "flex-end" : "flex-start",
        }}
      >
        {!mine && message.moneyWarning && (
          <Alert
            color="red"
            variant="light"
            p="xs"
            mb={4}
            role="alert"
            data-testid="money-warning"
            style={{ maxWidth: "min(90%, 36rem)" }}
          >
            <Text size="sm" fw={600}>
              {t("conversations.moneyWarning")}
            </Text>
          </Alert>
        )}
        <div
          style={{
            display: "flex",
            alignItems: "flex-end",
            gap: 4,
            maxWidth: "100%",
            justifyContent: mine ? "flex-end" : "flex-start",
          }}
        >
          <div className={classes.bubble}>
            <Text size="sm" component="div">
              <MessageParts parts={message.parts} />
            </Text>
            <div className={classes.meta}>
              <time dateTime={new Date(message.sentAt).toISOString()}>{formatMessageTime(message.sentAt, now)}</time>
              {mine && message.status !== null && <Ticks status={message.status} />}
            </div>
          </div>
          {!mine && onReport && (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={t("conversations.reportMessage")}
              title={t("conversations.reportMessage")}
              onClick={() => onReport(message.messageId)}
            >
              <FlagIcon />
            </ActionIcon>
          )}
        </div>
      </div>
    </div>
  );
});
