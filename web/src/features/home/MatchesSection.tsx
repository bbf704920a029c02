import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from "@mantine/core";
// convex-helpers' hook pins each loaded page's end (endCursor), which matches.list's stream pagination needs
// so that a reactive re-run neither drops nor repeats a card between pages.
import { usePaginatedQuery } from "convex-helpers/react";
import { useMutation, useQuery } from "convex/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { MatchGrid } from "../matches/MatchGrid";
import { remember } from "../navigation/scrollMemory";
import { initialMatchCount, LOADED_MATCHES, MATCHES_PAGE_SIZE } from "./matchesPaging";
import { useBootQuery } from "../boot";
import { useLoadMoreSentinel } from "../matches/useLoadMoreSentinel";
import { errorMessage } from "../errors";

/**
 * A page that reached the server's read bound (refine filters that leave out most profiles) can come back
 * empty with more to read; the list reads on by itself this many times, then leaves it to Load more.
 */
const AUTO_READS = 8;

/** How many cards to load first (matchesPaging.ts): a page, or as many as this history entry showed. */
function useInitialCount(): number {
  const { key } = useLocation();
  const [initial] = useState(() => initialMatchCount(key));
  return initial;
}

/** Remembers how many cards this history entry shows, for useInitialCount on the way back. */
function useRememberCount(loaded: number): void {
  const { key } = useLocation();
  useEffect(() => {
    if (loaded > 0) remember(key, LOADED_MATCHES, loaded);
  }, [key, loaded]);
}

/**
 * Loading more: a page past the first is answered only once `matches.openPage` opened its cursor (the
 * `matchPages` limit), so each Load more opens the next page, then asks the hook for it. The hook does not
 * say where the next page starts, so the last page is also watched here with the hook's own arguments (one
 * subscription in the client, not a second read). A refusal's message says when more can be seen.
 */
/**
 * The filter's argument only when it is on: off, the list's arguments stay those the boot asks for before the
 * page is drawn (features/boot), so its held first page is the one the page uses.
 */
function mutualArg(mutualOnly: boolean): { mutualOnly?: true } {
  return mutualOnly ? { mutualOnly: true } : {};
}

function useOpenThenLoad(
  initialNumItems: number,
  status: string,
  loadMore: (numItems: number) => void,
  mutualOnly: boolean,
) {
  const [lastPage, setLastPage] = useState<{ numItems: number; cursor: string | null }>({
    numItems: initialNumItems,
    cursor: null,
  });
  const canLoadMore = status === "CanLoadMore";
  // The hook starts over from the first page (a cursor it could no longer use): so does the watched page.
  useEffect(() => {
    if (status === "LoadingFirstPage") setLastPage({ numItems: initialNumItems, cursor: null });
  }, [status, initialNumItems]);
  const last = useQuery(api.matches.list, { paginationOpts: lastPage, ...mutualArg(mutualOnly) });
  const openPage = useMutation(api.matches.openPage);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const opening = useRef(false);
  const cursor = last === undefined || last.isDone ? null : last.continueCursor;
  const loadNext = useCallback(() => {
    if (!canLoadMore || cursor === null || opening.current) return;
    opening.current = true;
    openPage({ cursor })
      .then(() => {
        setLimitMessage(null);
        setLastPage({ numItems: MATCHES_PAGE_SIZE, cursor });
        loadMore(MATCHES_PAGE_SIZE);
      })
      .catch((error: unknown) => setLimitMessage(errorMessage(error, t("common.somethingWrong"))))
      .finally(() => {
        opening.current = false;
      });
  }, [canLoadMore, cursor, openPage, loadMore]);
  return { loadNext, limitMessage };
}

function MatchesSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 4 }} spacing="md" aria-hidden>
      {Array.from({ length: 4 }, (_, i) => (
        <Card key={i} withBorder radius="md" p="sm">
          <Skeleton height={140} mb="sm" />
          <Skeleton height={14} width="70%" mb={8} />
          <Skeleton height={12} width="50%" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

/**
 * "Showing 12 matches", as a component so that its words are made only when MatchGrid shows it, after its
 * second pass: the count is a plural, and the first plural a page formats builds the browser's number
 * formatter (about 0.1 s of the budget phone's first render of /home).
 */
function MatchesShown({ count, all }: { count: number; all: boolean }) {
  return (
    <Text size="sm" c="gray.7" ta="center" aria-live="polite">
      {all ? t("home.allMatchesShown", { count }) : t("home.matchesShown", { count })}
    </Text>
  );
}

/**
 * The member's matches (SPEC §7), computed and paged on the server. More load when the end of the list
 * nears the screen, and by a Load more button for keyboards and screen readers.
 */
export function MatchesSection() {
  const initialNumItems = useInitialCount();
  // Mutual matches only: profiles whose own partner preference takes the member too (matches.list mutualOnly).
  const [mutualOnly, setMutualOnly] = useState(false);
  const { results, status, loadMore } = usePaginatedQuery(api.matches.list, mutualArg(mutualOnly), { initialNumItems });
  useRememberCount(results.length);
  const firstPageIn = status !== "LoadingFirstPage";
  useBootQuery("matches", firstPageIn);
  const { loadNext, limitMessage } = useOpenThenLoad(initialNumItems, status, loadMore, mutualOnly);
  // After a refusal the list waits for the button: scrolling or reading on by itself would only be refused again.
  const canLoadMore = status === "CanLoadMore" && limitMessage === null;
  const sentinel = useLoadMoreSentinel(canLoadMore, loadNext);
  // Nothing found yet but more to read (the server stopped at its read bound): read on, a bounded number of
  // times. A short list that is not empty needs no help: the sentinel is on screen and loads more.
  const autoReads = useRef(0);
  useEffect(() => {
    if (canLoadMore && results.length === 0 && autoReads.current < AUTO_READS) {
      autoReads.current += 1;
      loadNext();
    }
  }, [canLoadMore, results.length, loadNext]);
  const limitNotice = limitMessage !== null && (
    <Alert color="orange" role="alert">
      {limitMessage}
    </Alert>
  );

  return (
    <Stack gap="md" component="section" aria-labelledby="matches-title">
      <Group justify="space-between" align="baseline">
        <Title order={2} id="matches-title">
          {t("home.matchesTitle")}
        </Title>
        <Anchor component={Link} to="/matching-preference" size="sm">
          {t("home.changePreference")}
        </Anchor>
      </Group>
      <Switch
        checked={mutualOnly}
        onChange={(event) => setMutualOnly(event.currentTarget.checked)}
        label={t("mutual.filter")}
        description={t("mutual.filterHint")}
      />
      {status === "LoadingFirstPage" ? (
        <>
          <Center role="status">
            <Loader size="sm" aria-label={t("common.loading")} />
          </Center>
          <MatchesSkeleton />
        </>
      ) : results.length === 0 && status !== "Exhausted" ? (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="xs" align="flex-start">
            <Text>{t("refine.readOnHint")}</Text>
            {limitNotice}
            <Button variant="light" onClick={loadNext} loading={status === "LoadingMore"}>
              {t("home.loadMore")}
            </Button>
          </Stack>
        </Paper>
      ) : results.length === 0 && mutualOnly ? (
        <Paper withBorder radius="md" p="lg">
          <Text>{t("mutual.empty")}</Text>
        </Paper>
      ) : results.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="xs">
            <Text size="lg" fw={600}>
              {t("home.noMatches")}
            </Text>
            <Text>{t("home.noMatchesHint")}</Text>
            <Group>
              <Button component={Link} to="/matching-preference">
                {t("home.editPreference")}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <MatchGrid
          cards={results}
          headingOrder={3}
          priorityFirst
          after={
            <>
              <MatchesShown count={results.length} all={status === "Exhausted"} />
              {canLoadMore && <div ref={sentinel} aria-hidden />}
              {limitNotice}
              {(status === "CanLoadMore" || status === "LoadingMore") && (
                <Center>
                  <Button variant="light" onClick={loadNext} loading={status === "LoadingMore"}>
                    {t("home.loadMore")}
                  </Button>
                </Center>
              )}
            </>
          }
        />
      )}
    </Stack>
  );
}
