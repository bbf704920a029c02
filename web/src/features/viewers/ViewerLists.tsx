import { Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { usePaginatedQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { ListLoading, LoadMoreButton } from "../../components/ListStates";
import { MatchCard } from "../../components/MatchCard";
import { api } from "../../convexApi";
import { t, type MessageKey } from "../../i18n";
import { formatDate } from "../format";
import { MatchGrid } from "../matches/MatchGrid";
import { ReportAction } from "../safety/ReportAction";

/** Rows the server returns a page at a time (it caps a page at 50); more come with "Show more". */
const PAGE = 24;

type AnyNumberRow = FunctionReturnType<typeof api.viewers.sawMyNumber>["page"][number];
type NumberRow = Exclude<AnyNumberRow, { left: true }>;
type LeftRow = Extract<AnyNumberRow, { left: true }>;

/** A reveal by a member who has since deleted their account: kept for a year, named by the code they had. */
function LeftCard({ row }: { row: LeftRow }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6}>
        <Text fw={600}>{t("viewers.memberLeft", { code: row.profileCode })}</Text>
        <Text size="sm" fw={600} c="pink.9">
          {t("viewers.sawNumberOn", { date: formatDate(row.revealedAt) })}
        </Text>
      </Stack>
    </Paper>
  );
}

function Empty({ text }: { text: MessageKey }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Text size="lg">{t(text)}</Text>
    </Paper>
  );
}

/** /viewed-me, first tab: members who opened my page, newest first, each once, with the date. */
export function ViewedMeList() {
  const { results, status, loadMore } = usePaginatedQuery(api.viewers.viewedMe, {}, { initialNumItems: PAGE });
  if (status === "LoadingFirstPage") return <ListLoading />;
  if (results.length === 0) return <Empty text="viewers.viewedMeEmpty" />;
  const viewedAt = new Map(results.map((card) => [card._id, card.viewedAt]));
  return (
    <Stack gap="md">
      <MatchGrid
        cards={results}
        headingOrder={2}
        footer={(card) => (
          <Text size="xs" c="gray.7">
            {t("viewers.viewedOn", { date: formatDate(viewedAt.get(card._id) ?? 0) })}
          </Text>
        )}
      />
      <LoadMoreButton status={status} onMore={() => loadMore(PAGE)} label={t("viewers.loadMore")} />
    </Stack>
  );
}

/** One reveal: who, when, and Report (which also blocks, so the row then leaves the list). */
function NumberViewFooter({ row }: { row: NumberRow }) {
  return (
    <Stack gap={6} align="flex-start">
      {/* Text, not a badge: a badge does not wrap, and cut the date off on a phone. */}
      <Text size="sm" fw={600} c="pink.9">
        {t("viewers.sawNumberOn", { date: formatDate(row.revealedAt) })}
      </Text>
      {!row.approved && (
        <Text size="xs" c="gray.7">
          {t("viewers.notListed")}
        </Text>
      )}
      <ReportAction profileId={row._id} name={row.fullName} buttonProps={{ size: "xs", variant: "default" }} />
    </Stack>
  );
}

/** /viewed-me, second tab: every reveal of my contact details, newest first, each with Report. */
export function SawMyNumberList() {
  const { results, status, loadMore } = usePaginatedQuery(api.viewers.sawMyNumber, {}, { initialNumItems: PAGE });
  if (status === "LoadingFirstPage") return <ListLoading />;
  if (results.length === 0) return <Empty text="viewers.sawNumberEmpty" />;
  return (
    <Stack gap="md">
      {/* One card per reveal: a member who looked twice is listed twice, so cards are keyed by the reveal. */}
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 4 }} spacing="md" verticalSpacing="md">
        {results.map((row) =>
          "left" in row ? (
            <LeftCard key={row.revealId} row={row} />
          ) : (
            <MatchCard key={row.revealId} card={row} headingOrder={2} footer={<NumberViewFooter row={row} />} />
          ),
        )}
      </SimpleGrid>
      <LoadMoreButton status={status} onMore={() => loadMore(PAGE)} label={t("viewers.loadMore")} />
    </Stack>
  );
}
