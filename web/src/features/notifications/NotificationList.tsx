import { Badge, Button, Center, Group, Loader, Paper, Stack, Text, UnstyledButton } from "@mantine/core";
import { usePaginatedQuery, useMutation } from "convex/react";
import { useNavigate } from "react-router-dom";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { formatDate } from "../format";
import { notificationView, type NotificationRow } from "./notificationView";

/** Rows per page (the server caps a page at 30). */
const PAGE = 20;

function Row({ row }: { row: NotificationRow }) {
  const navigate = useNavigate();
  const markAsRead = useMutation(api.notifications.markAsRead);
  const view = notificationView(row);
  const open = () => {
    if (!row.read) void markAsRead({ id: row._id }).catch(() => undefined);
    navigate(view.to);
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg={row.read ? undefined : "pink.0"}
      data-testid="notification"
      data-kind={row.kind}
      data-read={row.read}
    >
      <UnstyledButton onClick={open} w="100%">
        <Stack gap={2}>
          <Group gap={6} wrap="wrap">
            {!row.read && (
              <Badge color="pink" size="xs" variant="filled">
                {t("notifications.unread")}
              </Badge>
            )}
            <Text fw={600} size="md">
              {view.title}
            </Text>
          </Group>
          <Text size="sm">{view.body}</Text>
        </Stack>
      </UnstyledButton>
      {/* The date and "Mark as read" share the last line, so the text keeps the card's width on a phone. */}
      <Group justify="space-between" align="center" mt={4} gap="xs">
        <Text size="xs" c="gray.7">
          {formatDate(row.createdAt)}
        </Text>
        {!row.read && (
          <Button size="compact-xs" variant="subtle" onClick={() => void markAsRead({ id: row._id })}>
            {t("notifications.markRead")}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** /notifications: newest first, a page at a time; unread ones marked, each leading where it is about. */
export function NotificationList() {
  const { results, status, loadMore } = usePaginatedQuery(api.notifications.list, {}, { initialNumItems: PAGE });
  const markAll = useMutation(api.notifications.markAllAsRead);
  if (status === "LoadingFirstPage") {
    return (
      <Center mih="30vh" role="status">
        <Loader aria-label={t("common.loading")} />
      </Center>
    );
  }
  if (results.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text>{t("notifications.empty")}</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      {results.some((row) => !row.read) && (
        <Button variant="light" size="sm" onClick={() => void markAll({})} style={{ alignSelf: "flex-end" }}>
          {t("notifications.markAllRead")}
        </Button>
      )}
      {results.map((row) => (
        <Row key={row._id} row={row} />
      ))}
      {(status === "CanLoadMore" || status === "LoadingMore") && (
        <Button
          variant="light"
          onClick={() => loadMore(PAGE)}
          loading={status === "LoadingMore"}
          style={{ alignSelf: "center" }}
        >
          {t("notifications.loadMore")}
        </Button>
      )}
    </Stack>
  );
}
