import { Container, Stack, Title } from "@mantine/core";
import { NotificationList } from "../features/notifications/NotificationList";
import { QueryErrorBoundary } from "../features/members/QueryErrorBoundary";
import { t } from "../i18n";

/** /notifications: the bell's list, for members of any status. Guarded by RequireMember. */
export default function NotificationsPage() {
  return (
    <Container size="sm" py="lg" px="sm">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t("notifications.title")}
        </Title>
        <QueryErrorBoundary message={t("notifications.fetchFailed")}>
          <NotificationList />
        </QueryErrorBoundary>
      </Stack>
    </Container>
  );
}
