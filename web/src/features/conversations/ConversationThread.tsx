import { Alert, Anchor, Box, Group, Stack, Text } from "@mantine/core";
import { useMutation, usePaginatedQuery, useQuery } from "convex/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { ListLoading } from "../../components/ListStates";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { Composer } from "./Composer";
import classes from "./Conversations.module.css";
import { otherName } from "./format";
import { MemberAvatar } from "./MemberAvatar";
import { MessageList } from "./MessageList";
import { ReportMessageModal } from "./ReportMessageModal";
import { ShareContacts } from "./ShareContacts";
import { ThreadMenu } from "./ThreadMenu";
import { MESSAGES_PAGE_SIZE } from "./types";
import { useThreadHeight } from "./useThreadHeight";

function BackIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M15 18l-6-6 6-6" />
    </svg>
  );
}

/**
 * A conversation: who it is with, sharing contact details, the messages (paged back through history),
 * and the composer, or "This conversation has ended" in its place, live on both screens. While it is open,
 * the other member's new messages are marked read.
 */
export function ConversationThread({ conversationId }: { conversationId: string }) {
  const conversation = useQuery(api.conversations.get, { conversationId });
  const { results, status, loadMore } = usePaginatedQuery(
    api.conversations.messages,
    { conversationId },
    { initialNumItems: MESSAGES_PAGE_SIZE },
  );
  const markRead = useMutation(api.conversations.markRead);
  const root = useRef<HTMLDivElement>(null);
  const height = useThreadHeight(root, conversation !== undefined);
  const [sentCount, setSentCount] = useState(0);
  const [reporting, setReporting] = useState<string | null>(null);

  // Read while open: the newest message from them, whenever it changes, and again when the member comes
  // back to the tab (a message that came while the phone was in a pocket is not "seen").
  const newestIncoming = results.find((message) => !message.fromMe)?.messageId ?? null;
  useEffect(() => {
    if (newestIncoming === null) return;
    const read = () => {
      if (document.visibilityState === "visible") void markRead({ conversationId }).catch(() => undefined);
    };
    read();
    document.addEventListener("visibilitychange", read);
    return () => document.removeEventListener("visibilitychange", read);
  }, [newestIncoming, conversationId, markRead]);

  const onLoadEarlier = useCallback(() => loadMore(MESSAGES_PAGE_SIZE), [loadMore]);
  const onSent = useCallback(() => setSentCount((n) => n + 1), []);

  if (conversation === undefined) return <ListLoading />;
  const name = otherName(conversation.other);
  const profileLink = conversation.other.profileCode !== "" && !conversation.ended;
  return (
    <div
      ref={root}
      className={classes.thread}
      style={{ height: height === null ? "calc(100dvh - 64px)" : `${height}px` }}
      data-testid="thread"
      data-ended={conversation.ended}
    >
      <div className={classes.threadHead}>
        <Anchor
          component={Link}
          to="/messages"
          aria-label={t("conversations.back")}
          title={t("conversations.back")}
          c="gray.8"
          style={{ display: "inline-flex" }}
        >
          <BackIcon />
        </Anchor>
        <MemberAvatar other={conversation.other} size={36} />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} truncate translate="no" component="h1" size="md" m={0}>
            {name}
          </Text>
          {profileLink && (
            <Anchor component={Link} to={`/user/${conversation.other.profileId}`} size="xs">
              {t("conversations.viewProfile")}
            </Anchor>
          )}
        </Stack>
        <ThreadMenu readReceipts={conversation.readReceipts} />
      </div>
      <Box px="sm" py={6} style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}>
        <ShareContacts conversation={conversation} name={name} />
      </Box>
      <MessageList
        newestFirst={results}
        status={status}
        onLoadEarlier={onLoadEarlier}
        onReport={setReporting}
        label={t("conversations.threadLabel", { name })}
        sentCount={sentCount}
      />
      {conversation.ended ? (
        <Alert color="gray" variant="light" radius={0} role="status" data-testid="conversation-ended">
          <Group justify="center">
            <Text size="sm" fw={600}>
              {t("conversations.endedNotice")}
            </Text>
          </Group>
        </Alert>
      ) : (
        conversation.canSend && <Composer conversationId={conversationId} onSent={onSent} />
      )}
      <ReportMessageModal messageId={reporting} name={name} onClose={() => setReporting(null)} />
    </div>
  );
}
