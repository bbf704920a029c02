import { Container, Stack, Title } from "@mantine/core";
import { ConversationList } from "../features/conversations/ConversationList";
import { QueryErrorBoundary } from "../features/members/QueryErrorBoundary";
import { StatusNotice } from "../features/members/StatusNotice";
import { PageLoader } from "../features/session/guards";
import { useSession } from "../features/session/useSession";
import { t } from "../i18n";

/** /messages: my conversations, newest first, live. Approved members only, as the conversations are. */
export default function MessagesPage() {
  const session = useSession();
  if (session.status !== "member") return <PageLoader />;
  const { profile } = session.me;
  if (profile.status !== "approved")
    return <StatusNotice status={profile.status} statusReason={profile.statusReason} />;
  return (
    <Container size="sm" py="lg" px="sm">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t("conversations.title")}
        </Title>
        <QueryErrorBoundary message={t("conversations.fetchFailed")} contained={false}>
          <ConversationList />
        </QueryErrorBoundary>
      </Stack>
    </Container>
  );
}
