import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { usePaginatedQuery } from "convex/react";
import { Link } from "react-router-dom";
import { EmptyList, ListLoading, LoadMoreButton } from "../../components/ListStates";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { formatListTime, otherName } from "./format";
import { MemberAvatar } from "./MemberAvatar";
import { MessageParts } from "./MessageParts";
import classes from "./Conversations.module.css";
import { CONVERSATIONS_PAGE_SIZE, type ConversationRow } from "./types";

/** One conversation: photo, name, the last line (hidden contact details as the mark), time, unread count. */
export function ConversationListRow({ row, now }: { row: ConversationRow; now: number }) {
  const name = otherName(row.other);
  return (
    <Link
      to={`/messages/${row.conversationId}`}
      className={classes.row}
      data-testid="conversation-row"
      data-unread={row.unread}
      aria-label={
        row.unread > 0
          ? `${t("conversations.withName", { name })}, ${t("conversations.unread", { count: row.unread })}`
          : t("conversations.withName", { name })
      }
    >
      <MemberAvatar other={row.other} />
      <div className={classes.rowText}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text fw={row.unread > 0 ? 700 : 600} truncate translate="no">
            {name}
          </Text>
          <Text size="xs" c="gray.7" style={{ flexShrink: 0 }}>
            {formatListTime(row.lastMessageAt, now)}
          </Text>
        </Group>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text
            size="sm"
            c={row.unread > 0 ? "dark" : "gray.7"}
            fw={row.unread > 0 ? 600 : 400}
            className={classes.preview}
          >
            {row.lastPreview === null ? (
              t("conversations.noMessagesYet")
            ) : (
              <>
                {row.lastFromMe && `${t("conversations.youPrefix")} `}
                <MessageParts parts={row.lastPreview} />
              </>
            )}
          </Text>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            {row.ended && (
              <Badge color="gray" variant="light" size="sm">
                {t("conversations.ended")}
              </Badge>
            )}
            {row.unread > 0 && (
              <Badge color="red" size="sm" circle={row.unread < 10} aria-hidden="true">
                {row.unread > 99 ? "99+" : row.unread}
              </Badge>
            )}
          </Group>
        </Group>
      </div>
    </Link>
  );
}

/** /messages: my conversations, newest first, live; older ones with "Show older conversations". */
export function ConversationList() {
  const { results, status, loadMore } = usePaginatedQuery(
    api.conversations.list,
    {},
    { initialNumItems: CONVERSATIONS_PAGE_SIZE },
  );
  if (status === "LoadingFirstPage") return <ListLoading />;
  if (results.length === 0) {
    return (
      <EmptyList
        title={t("conversations.empty")}
        hint={t("conversations.emptyHint")}
        action={{ label: t("conversations.emptyAction"), to: "/interests?tab=accepted" }}
      />
    );
  }
  const now = Date.now();
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" style={{ overflow: "hidden" }}>
        <nav aria-label={t("conversations.title")}>
          {results.map((row) => (
            <ConversationListRow key={row.conversationId} row={row} now={now} />
          ))}
        </nav>
      </Paper>
      <LoadMoreButton
        status={status}
        onMore={() => loadMore(CONVERSATIONS_PAGE_SIZE)}
        label={t("conversations.loadMore")}
      />
    </Stack>
  );
}
