import { Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { t } from "../../i18n";

/** Profile completion (SPEC §4): 75% without a photo, 100% with one. */
export function ProfileCompletion({ completion }: { completion: number }) {
  const complete = completion >= 100;
  return (
    <Paper withBorder radius="md" p="md" style={{ alignSelf: "start" }}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} id="completion-label">
            {t("home.completionLabel")}
          </Text>
          <Text fw={700} size="xl" c={complete ? "green.9" : "pink.9"}>
            {t("home.completionValue", { percent: completion })}
          </Text>
        </Group>
        <Progress
          value={completion}
          size="lg"
          radius="xl"
          color={complete ? "green.8" : "pink.8"}
          aria-labelledby="completion-label"
        />
        <Text size="sm" c="gray.7">
          {complete ? t("home.completionDone") : t("home.completionHint")}
        </Text>
      </Stack>
    </Paper>
  );
}
