import { Alert, Button, Container, Stack, Text } from "@mantine/core";
import { useSession } from "../session/useSession";
import { t } from "../../i18n";
import { usePause } from "./usePause";

/**
 * Above every member page while the member's profile is paused, so they never wonder why nobody finds them;
 * resuming is one tap here or in Settings.
 */
export function PausedNotice() {
  const session = useSession();
  const { busy, setPaused } = usePause();
  if (session.status !== "member" || session.me.profile.pausedAt === undefined) return null;
  return (
    <Container size="lg" pt="md">
      <Alert color="yellow" variant="light" role="status" title={t("pause.noticeTitle")} data-testid="paused-notice">
        <Stack gap="sm" align="flex-start">
          <Text c="dark.9">{t("pause.noticeBody")}</Text>
          <Button color="yellow" c="dark.9" loading={busy} onClick={() => void setPaused(false)}>
            {t("pause.resume")}
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}
