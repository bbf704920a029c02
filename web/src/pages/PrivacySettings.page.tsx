import { Container, Stack, Title } from "@mantine/core";
import { ReadReceiptsSetting } from "../features/conversations/ReadReceiptsSetting";
import { PrivacySettingsForm } from "../features/privacy/PrivacySettingsForm";
import { QueryErrorBoundary } from "../features/members/QueryErrorBoundary";
import { PageLoader } from "../features/session/guards";
import { useSession } from "../features/session/useSession";
import { t } from "../i18n";

/**
 * /privacy-settings: who can see my number and my photos. Any member may choose, even before
 * approval. Approved members, who have conversations, also find their read receipts here.
 */
export default function PrivacySettingsPage() {
  const session = useSession();
  if (session.status !== "member") return <PageLoader />;
  return (
    <Container size="sm" py="lg">
      <Stack gap="lg">
        <Title order={1}>{t("privacy.settingsTitle")}</Title>
        <QueryErrorBoundary message={t("privacy.saveFailed")} contained={false}>
          <PrivacySettingsForm />
        </QueryErrorBoundary>
        {session.me.profile.status === "approved" && (
          <QueryErrorBoundary message={t("conversations.failed")} contained={false}>
            <ReadReceiptsSetting />
          </QueryErrorBoundary>
        )}
      </Stack>
    </Container>
  );
}
