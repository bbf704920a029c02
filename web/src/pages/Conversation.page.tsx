import { Container } from "@mantine/core";
import { useParams } from "react-router-dom";
import { ConversationThread } from "../features/conversations/ConversationThread";
import { QueryErrorBoundary } from "../features/members/QueryErrorBoundary";
import { StatusNotice } from "../features/members/StatusNotice";
import { PageLoader } from "../features/session/guards";
import { useSession } from "../features/session/useSession";
import { t } from "../i18n";

/**
 * /messages/:id: one conversation. An id that is not mine (or no conversation) reads as not available,
 * the same either way, as the server answers.
 */
export default function ConversationPage() {
  const session = useSession();
  const { id = "" } = useParams();
  if (session.status !== "member") return <PageLoader />;
  const { profile } = session.me;
  if (profile.status !== "approved")
    return <StatusNotice status={profile.status} statusReason={profile.statusReason} />;
  return (
    <Container size="sm" px={0}>
      {/* Keyed by the id: another conversation starts at its own bottom, with an empty composer. */}
      <QueryErrorBoundary key={id} message={t("conversations.notFound")}>
        <ConversationThread conversationId={id} />
      </QueryErrorBoundary>
    </Container>
  );
}
