import { Container, Stack, Tabs, Text, Title } from "@mantine/core";
import { useSearchParams } from "react-router-dom";
import { QueryErrorBoundary } from "../features/members/QueryErrorBoundary";
import { StatusNotice } from "../features/members/StatusNotice";
import { PageLoader } from "../features/session/guards";
import { useSession } from "../features/session/useSession";
import { SawMyNumberList, ViewedMeList } from "../features/viewers/ViewerLists";
import { t } from "../i18n";

type Tab = "views" | "number";

/** /viewed-me: who opened my page, and (?tab=number) who saw my number, each newest first. */
export default function ViewedMePage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get("tab") === "number" ? "number" : "views";
  if (session.status !== "member") return <PageLoader />;
  const { profile } = session.me;
  if (profile.status !== "approved")
    return <StatusNotice status={profile.status} statusReason={profile.statusReason} />;
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Title order={1}>{t("viewers.title")}</Title>
        <Tabs
          value={tab}
          onChange={(next) => setParams(next === "number" ? { tab: "number" } : {}, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List grow>
            <Tabs.Tab value="views">{t("viewers.tabViewedMe")}</Tabs.Tab>
            <Tabs.Tab value="number">{t("viewers.tabSawNumber")}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="views" pt="md">
            <Stack gap="md">
              <Text>{t("viewers.viewedMeIntro")}</Text>
              <QueryErrorBoundary message={t("profile.fetchFailed")} contained={false}>
                <ViewedMeList />
              </QueryErrorBoundary>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="number" pt="md">
            <Stack gap="md">
              <Text>{t("viewers.sawNumberIntro")}</Text>
              <QueryErrorBoundary message={t("profile.fetchFailed")} contained={false}>
                <SawMyNumberList />
              </QueryErrorBoundary>
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
