import { Container, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "convex/react";
import { formatDate } from "../features/format";
import { api } from "../convexApi";
import { MatchGrid } from "../features/matches/MatchGrid";
import { QueryErrorBoundary } from "../features/members/QueryErrorBoundary";
import { StatusNotice } from "../features/members/StatusNotice";
import { PageLoader } from "../features/session/guards";
import { useSession } from "../features/session/useSession";
import { t } from "../i18n";
import { PageNotice } from "../components/PageNotice";
import { EmptyList, ListLoading } from "../components/ListStates";

/** The list itself: newest view first, profiles gone or no longer approved already dropped by the server. */
function RecentList() {
  const recent = useQuery(api.views.recent);
  if (recent === undefined) return <ListLoading />;
  if (recent.length === 0) {
    return (
      <EmptyList
        title={t("recentlyViewed.empty")}
        hint={t("recentlyViewed.emptyHint")}
        action={{ label: t("recentlyViewed.seeMatches"), to: "/home" }}
      />
    );
  }
  const viewedAt = new Map(recent.map((card) => [card._id, card.viewedAt]));
  return (
    <MatchGrid
      cards={recent}
      headingOrder={2}
      footer={(card) => (
        <Text size="xs" c="gray.7">
          {t("recentlyViewed.viewedOn", { date: formatDate(viewedAt.get(card._id) ?? 0) })}
        </Text>
      )}
    />
  );
}

/** /recently-viewed (SPEC §2, §7, §8). */
export default function RecentlyViewedPage() {
  const session = useSession();
  // The guard sends visitors to /login; these two are the spec's messages should a page get here anyway.
  if (session.status === "loading") return <PageLoader />;
  if (session.status === "signedOut") return <PageNotice text={t("recentlyViewed.loginRequired")} />;
  if (session.status === "noProfile") return <PageNotice text={t("recentlyViewed.userNotFound")} />;
  const { profile } = session.me;
  if (profile.status !== "approved")
    return <StatusNotice status={profile.status} statusReason={profile.statusReason} />;
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Title order={1}>{t("recentlyViewed.title")}</Title>
        <QueryErrorBoundary message={t("recentlyViewed.fetchFailed")} contained={false}>
          <RecentList />
        </QueryErrorBoundary>
      </Stack>
    </Container>
  );
}
