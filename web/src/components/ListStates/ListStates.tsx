import { Button, Center, Loader, Paper, Stack, Text } from "@mantine/core";
import type { PaginationStatus } from "convex/react";
import { Link } from "react-router-dom";
import { t } from "../../i18n";

/** A list's first load: a spinner that screen readers announce. */
export function ListLoading() {
  return (
    <Center mih="30vh" role="status">
      <Loader aria-label={t("common.loading")} />
    </Center>
  );
}

/** An empty list: what is missing, a hint, and a way on (texts already translated by the caller). */
export function EmptyList({
  title,
  hint,
  action,
}: {
  title: string;
  hint: string;
  action: { label: string; to: string };
}) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="xs" align="flex-start">
        <Text size="lg" fw={600}>
          {title}
        </Text>
        <Text>{hint}</Text>
        <Button component={Link} to={action.to} variant="light">
          {action.label}
        </Button>
      </Stack>
    </Paper>
  );
}

/** "Show more" under a paginated list: shown while more pages exist, busy while the next one loads. */
export function LoadMoreButton({
  status,
  onMore,
  label,
}: {
  status: PaginationStatus;
  onMore: () => void;
  label: string;
}) {
  if (status !== "CanLoadMore" && status !== "LoadingMore") return null;
  return (
    <Button variant="default" onClick={onMore} loading={status === "LoadingMore"} style={{ alignSelf: "center" }}>
      {label}
    </Button>
  );
}
