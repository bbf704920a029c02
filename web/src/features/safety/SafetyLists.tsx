import { Anchor, Badge, Button, Center, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { useMutation, usePaginatedQuery } from "convex/react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { api, type Id } from "../../convexApi";
import { t, type MessageKey } from "../../i18n";
import { toastError } from "../account/feedback";
import { errorMessage } from "../errors";
import { formatDate } from "../format";
import { MatchGrid } from "../matches/MatchGrid";
import { reasonKey } from "./reasonKey";

/** Rows per page of each list (the server caps at 50). */
export const SAFETY_PAGE_SIZE = 20;

type Status = "LoadingFirstPage" | "CanLoadMore" | "LoadingMore" | "Exhausted";

function Paged({
  status,
  loadMore,
  empty,
  children,
}: {
  status: Status;
  loadMore: () => void;
  empty: boolean;
  children: ReactNode;
}) {
  if (status === "LoadingFirstPage") {
    return (
      <Center mih="20vh" role="status">
        <Loader aria-label={t("common.loading")} />
      </Center>
    );
  }
  return (
    <Stack gap="md">
      {children}
      {!empty && status !== "Exhausted" && (
        <Button variant="default" onClick={loadMore} loading={status === "LoadingMore"} style={{ alignSelf: "center" }}>
          {t("shortlist.loadMore")}
        </Button>
      )}
    </Stack>
  );
}

function Empty({ text }: { text: MessageKey }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Text>{t(text)}</Text>
    </Paper>
  );
}

/** An undo button for one row: the server's message as a toast when it fails. */
function UndoButton({ label, run }: { label: string; run: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="compact-sm"
      variant="light"
      loading={busy}
      onClick={() => {
        setBusy(true);
        run()
          .catch((error: unknown) => toastError(errorMessage(error, t("safety.failed"))))
          .finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}

function Row({ title, sub, action }: { title: ReactNode; sub: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm">
      {/* On a phone the action moves under the text rather than squeezing either. */}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: "12rem", flex: "1 1 12rem" }}>
          {title}
          <Text size="xs" c="gray.7">
            {sub}
          </Text>
        </Stack>
        {action !== undefined && <div style={{ flexShrink: 0, maxWidth: "100%" }}>{action}</div>}
      </Group>
    </Paper>
  );
}

/** Shortlisted profiles as match cards (the card's button removes one); gone or blocked ones as a line. */
export function ShortlistTab() {
  const { results, status, loadMore } = usePaginatedQuery(
    api.safety.shortlist,
    {},
    { initialNumItems: SAFETY_PAGE_SIZE },
  );
  const remove = useMutation(api.safety.shortlistRemove);
  const cards = results.flatMap((row) => (row.card === null ? [] : [row.card]));
  const gone = results.filter((row) => row.card === null);
  const since = new Map(results.map((row) => [row.profileId as string, row.since]));
  return (
    <Paged status={status} loadMore={() => loadMore(SAFETY_PAGE_SIZE)} empty={results.length === 0}>
      {results.length === 0 && <Empty text="shortlist.empty" />}
      {cards.length > 0 && (
        <MatchGrid
          cards={cards}
          headingOrder={2}
          footer={(card) => (
            <Text size="xs" c="gray.7">
              {t("shortlist.since", { date: formatDate(since.get(card._id) ?? 0) })}
            </Text>
          )}
        />
      )}
      {gone.map((row) => (
        <Row
          key={row.profileId}
          title={<Text fw={600}>{t("shortlist.unavailable")}</Text>}
          sub={t("shortlist.since", { date: formatDate(row.since) })}
          action={<UndoButton label={t("safety.removeShortlist")} run={() => remove({ profileId: row.profileId })} />}
        />
      ))}
    </Paged>
  );
}

/** "Not interested" profiles, each with Undo (it comes back to the matches at once). */
export function HiddenTab() {
  const { results, status, loadMore } = usePaginatedQuery(api.safety.hidden, {}, { initialNumItems: SAFETY_PAGE_SIZE });
  const unhide = useMutation(api.safety.unhide);
  return (
    <Paged status={status} loadMore={() => loadMore(SAFETY_PAGE_SIZE)} empty={results.length === 0}>
      {results.length === 0 ? (
        <Empty text="shortlist.hiddenEmpty" />
      ) : (
        <Text size="sm">{t("shortlist.hiddenHint")}</Text>
      )}
      {results.map((row) => (
        <Row
          key={row.profileId}
          title={
            row.card === null ? (
              <Text fw={600}>{t("shortlist.unavailable")}</Text>
            ) : (
              <Anchor fw={600} component={Link} to={`/user/${row.card._id}`} translate="no">
                {row.card.fullName}
              </Anchor>
            )
          }
          sub={t("shortlist.since", { date: formatDate(row.since) })}
          action={<UndoButton label={t("safety.undo")} run={() => unhide({ profileId: row.profileId })} />}
        />
      ))}
    </Paged>
  );
}

/** Members the caller blocked (never who blocked them), each with Unblock. */
export function BlockedTab() {
  const { results, status, loadMore } = usePaginatedQuery(
    api.safety.blocked,
    {},
    { initialNumItems: SAFETY_PAGE_SIZE },
  );
  const unblock = useMutation(api.safety.unblock);
  return (
    <Paged status={status} loadMore={() => loadMore(SAFETY_PAGE_SIZE)} empty={results.length === 0}>
      {results.length === 0 ? (
        <Empty text="shortlist.blockedEmpty" />
      ) : (
        <Text size="sm">{t("shortlist.blockedHint")}</Text>
      )}
      {results.map((row) => (
        <Row
          key={row.profileId}
          title={
            <Text fw={600} translate="no">
              {row.fullName === null ? t("shortlist.unavailable") : `${row.fullName} (${row.profileCode ?? ""})`}
            </Text>
          }
          sub={t("shortlist.since", { date: formatDate(row.since) })}
          action={
            <UndoButton
              label={t("safety.unblock")}
              run={() => unblock({ profileId: row.profileId as Id<"profiles"> })}
            />
          }
        />
      ))}
    </Paged>
  );
}

/** The caller's reports: under review, or reviewed on a date (in general terms, never the outcome). */
export function ReportsTab() {
  const { results, status, loadMore } = usePaginatedQuery(
    api.safety.myReportList,
    {},
    { initialNumItems: SAFETY_PAGE_SIZE },
  );
  return (
    <Paged status={status} loadMore={() => loadMore(SAFETY_PAGE_SIZE)} empty={results.length === 0}>
      {results.length === 0 && <Empty text="shortlist.reportsEmpty" />}
      {results.map((r) => (
        <Row
          key={r._id}
          title={
            <Text fw={600} translate="no">
              {r.reportedName ?? t("shortlist.unavailable")}
            </Text>
          }
          sub={t("shortlist.reportedOn", { date: formatDate(r.createdAt), reason: t(reasonKey(r.reason)) })}
          action={
            r.reviewedAt === null ? (
              <Badge color="yellow" variant="light">
                {t("shortlist.reportOpen")}
              </Badge>
            ) : (
              <Text size="xs" c="green.9" maw={220}>
                {t("shortlist.reportReviewed", { date: formatDate(r.reviewedAt) })}
              </Text>
            )
          }
        />
      ))}
    </Paged>
  );
}
