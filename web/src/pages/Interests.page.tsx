import { Container, Stack, Tabs, Text, Title } from "@mantine/core";
import { useSearchParams } from "react-router-dom";
import { PageNotice } from "../components/PageNotice";
import { InterestList, type InterestTab } from "../features/interests/InterestList";
import { QueryErrorBoundary } from "../features/members/QueryErrorBoundary";
import { StatusNotice } from "../features/members/StatusNotice";
import { PageLoader } from "../features/session/guards";
import { useSession } from "../features/session/useSession";
import { t } from "../i18n";
import { capitalize } from "../features/interests/templates";

const TABS: readonly InterestTab[] = ["received", "sent", "accepted", "declined"];
const isTab = (value: string | null): value is InterestTab => TABS.includes(value as InterestTab);

/** /interests: Received, Sent, Accepted and Declined, each live and paginated; ?tab= picks one. */
export default function InterestsPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: InterestTab = isTab(requested) ? requested : "received";
  if (session.status === "loading") return <PageLoader />;
  if (session.status === "signedOut") return <PageNotice text={t("error.notSignedIn")} />;
  if (session.status === "noProfile") return <PageNotice text={t("error.noProfile")} />;
  const { profile } = session.me;
  if (profile.status !== "approved")
    return <StatusNotice status={profile.status} statusReason={profile.statusReason} />;
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1}>{t("interests.title")}</Title>
        <Text size="sm" c="gray.7">
          {t("interests.rules")}
        </Text>
        <Tabs
          value={tab}
          onChange={(value) =>
            setParams(value === null || value === "received" ? {} : { tab: value }, { replace: true })
          }
          keepMounted={false}
        >
          {/* One row on a phone too: the four tabs share the width, and scroll sideways if the words do not fit. */}
          <Tabs.List grow style={{ flexWrap: "nowrap", overflowX: "auto", overflowY: "hidden" }}>
            {TABS.map((key) => (
              <Tabs.Tab key={key} value={key} px="xs">
                {t(`interests.tab${capitalize(key)}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map((key) => (
            <Tabs.Panel key={key} value={key} pt="md">
              <QueryErrorBoundary message={t("interests.fetchFailed")} contained={false}>
                <InterestList tab={key} />
              </QueryErrorBoundary>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
