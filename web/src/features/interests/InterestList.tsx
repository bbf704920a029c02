import { Badge, SimpleGrid, Stack, Text } from "@mantine/core";
import { useMutation, usePaginatedQuery, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useEffect, useState } from "react";
import { EmptyList, ListLoading, LoadMoreButton } from "../../components/ListStates";
import { MatchCard } from "../../components/MatchCard";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { formatDate } from "../format";
import { capitalize, replyKey, templateKey } from "./templates";

export type InterestTab = "received" | "sent" | "accepted" | "declined";
type Row = FunctionReturnType<typeof api.interests.list>["page"][number];

/** Cards per page: a phone screen or two; more load with "Show more". */
export const INTERESTS_PAGE_SIZE = 12;

/** What the member wrote, or the reply given, under the card. */
function RowDetails({ row, isNew }: { row: Row; isNew: boolean }) {
  const received = row.direction === "received";
  const when =
    row.status === "pending"
      ? t(received ? "interests.receivedOn" : "interests.sentOn", { date: formatDate(row.createdAt) })
      : t("interests.answeredOn", { date: formatDate(row.updatedAt) });
  return (
    <Stack gap={4} mt={4}>
      {isNew && (
        <Badge color="red" size="sm" variant="filled">
          {t("interests.new")}
        </Badge>
      )}
      {row.status === "pending" && (row.template !== null || row.note !== null) && (
        <Stack gap={2}>
          {!received && (
            <Text size="xs" fw={600}>
              {t("interests.yourMessage")}
            </Text>
          )}
          {row.template !== null && <Text size="sm">{t(templateKey(row.template))}</Text>}
          {row.note !== null && (
            <Text size="sm" fs="italic" translate="no">
              {row.note}
            </Text>
          )}
        </Stack>
      )}
      {row.status !== "pending" && row.reply !== null && (
        <Stack gap={2}>
          <Text size="xs" fw={600}>
            {t(received ? "interests.yourReply" : "interests.theirReply")}
          </Text>
          <Text size="sm">{t(replyKey(row.reply))}</Text>
        </Stack>
      )}
      <Text size="xs" c="gray.7">
        {when}
      </Text>
    </Stack>
  );
}

/**
 * One tab of /interests, newest first, live. Opening Received marks its new interests seen (the navbar's
 * count clears), and keeps their "New" badge for as long as the page stays open.
 */
export function InterestList({ tab }: { tab: InterestTab }) {
  const { results, status, loadMore } = usePaginatedQuery(
    api.interests.list,
    { tab },
    { initialNumItems: INTERESTS_PAGE_SIZE },
  );
  const markSeen = useMutation(api.interests.markSeen);
  const newCount = useQuery(api.interests.newCount, tab === "received" ? {} : "skip");
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    const fresh = results.filter((r) => r.isNew && !newIds.has(r._id));
    if (fresh.length > 0) setNewIds(new Set([...newIds, ...fresh.map((r) => r._id)]));
  }, [results, newIds]);

  const loaded = status !== "LoadingFirstPage";
  useEffect(() => {
    // Only once the page shows them (their "New" badges are kept above first); also when one arrives
    // while Received is open: the member is looking at it.
    if (tab === "received" && loaded && newCount !== undefined && newCount > 0) void markSeen({});
  }, [tab, loaded, newCount, markSeen]);

  if (status === "LoadingFirstPage") return <ListLoading />;
  if (results.length === 0) {
    return (
      <EmptyList
        title={t(`interests.empty${capitalize(tab)}`)}
        hint={t("interests.emptyHint")}
        action={{ label: t("interests.seeMatches"), to: "/home" }}
      />
    );
  }
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 4 }} spacing="md" verticalSpacing="md">
        {results.map((row) => (
          <MatchCard
            key={row._id}
            card={row.other}
            headingOrder={2}
            footer={<RowDetails row={row} isNew={newIds.has(row._id)} />}
          />
        ))}
      </SimpleGrid>
      <LoadMoreButton status={status} onMore={() => loadMore(INTERESTS_PAGE_SIZE)} label={t("interests.loadMore")} />
    </Stack>
  );
}
