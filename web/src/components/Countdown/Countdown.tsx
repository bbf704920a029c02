import { Progress, Stack, Text } from "@mantine/core";
import { t } from "../../i18n";

export interface CountdownProps {
  remaining: number;
  total: number;
}

/** '{n}s remaining' (SPEC §4) with a bar that empties, so the wait reads at a glance on a phone. */
export function Countdown({ remaining, total }: CountdownProps) {
  return (
    <Stack gap={6}>
      {/* role=timer is not announced every second (its live region is off): a reader is not flooded. */}
      <Text role="timer" fw={700} size="lg" ta="center">
        {t("contact.countdown", { n: remaining })}
      </Text>
      <Progress value={(remaining / total) * 100} size="md" radius="xl" aria-hidden transitionDuration={250} />
    </Stack>
  );
}
