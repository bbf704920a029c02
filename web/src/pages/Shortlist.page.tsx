import { Container, Stack, Tabs, Text, Title } from "@mantine/core";
import { useSearchParams } from "react-router-dom";
import { QueryErrorBoundary } from "../features/members/QueryErrorBoundary";
import { StatusNotice } from "../features/members/StatusNotice";
import { BlockedTab, HiddenTab, ReportsTab, ShortlistTab } from "../features/safety/SafetyLists";
import { PageLoader } from "../features/session/guards";
import { useSession } from "../features/session/useSession";
import { t } from "../i18n";

const TABS = ["shortlist", "hidden", "blocked", "reports"] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** /shortlist: my shortlist, the profiles I hid, the members I blocked, my reports; ?tab= keeps the tab. */
export default function ShortlistPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const raw = params.get("tab");
  const tab: Tab = isTab(raw) ? raw : "shortlist";
  if (session.status !== "member") return <PageLoader />;
  const { profile } = session.me;
  if (profile.status !== "approved")
    return <StatusNotice status={profile.status} statusReason={profile.statusReason} />;
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1}>{t("shortlist.title")}</Title>
        <Text>{t("shortlist.intro")}</Text>
        <Tabs
          value={tab}
          onChange={(value) =>
            setParams(value === "shortlist" || !isTab(value) ? {} : { tab: value }, { replace: true })
          }
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="shortlist">{t("shortlist.tabShortlist")}</Tabs.Tab>
            <Tabs.Tab value="hidden">{t("shortlist.tabHidden")}</Tabs.Tab>
            <Tabs.Tab value="blocked">{t("shortlist.tabBlocked")}</Tabs.Tab>
            <Tabs.Tab value="reports">{t("shortlist.tabReports")}</Tabs.Tab>
          </Tabs.List>
          <QueryErrorBoundary key={tab} message={t("safety.failed")} contained={false}>
            <Stack pt="md">
              {tab === "shortlist" && <ShortlistTab />}
              {tab === "hidden" && <HiddenTab />}
              {tab === "blocked" && <BlockedTab />}
              {tab === "reports" && <ReportsTab />}
            </Stack>
          </QueryErrorBoundary>
        </Tabs>
      </Stack>
    </Container>
  );
}
