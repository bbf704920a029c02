import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useSession } from "../session/useSession";
import { t } from "../../i18n";
import { usePause } from "./usePause";

/** The Settings section to hide (pause) the profile or show it again. */
export function PauseSettings() {
  const session = useSession();
  const { busy, setPaused } = usePause();
  if (session.status !== "member") return null;
  const paused = session.me.profile.pausedAt !== undefined;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="pause-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="pause-title">
          {t("pause.settingsTitle")}
        </Title>
        <Text size="sm">{t("pause.settingsIntro")}</Text>
        <Button variant={paused ? "filled" : "light"} loading={busy} onClick={() => void setPaused(!paused)}>
          {t(paused ? "pause.resume" : "pause.pause")}
        </Button>
      </Stack>
    </Paper>
  );
}
