import { Box, Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { t, type MessageKey } from "../../../i18n";
import classes from "./Landing.module.css";

const STATS: { value: MessageKey; label: MessageKey }[] = [
  { value: "landing.matchesCount", label: "landing.matchesLabel" },
  { value: "landing.statesCount", label: "landing.statesLabel" },
  { value: "landing.verifiedCount", label: "landing.verifiedLabel" },
];

/** Achievements (SPEC §1, §2): the 400+ settled matches first. */
export function Achievements() {
  return (
    <Box component="section" className={classes.stats} py={{ base: 40, sm: 56 }} aria-labelledby="achievements-title">
      <Container size="lg">
        <Stack gap="lg">
          <Title id="achievements-title" order={2} ta="center" c="pink.9">
            {t("landing.achievementsTitle")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {STATS.map((stat) => (
              <Stack key={stat.value} gap={4} align="center" ta="center">
                <Text className={classes.statNumber}>{t(stat.value)}</Text>
                <Text c="dark.6" maw={260}>
                  {t(stat.label)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
