import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { t, type MessageKey } from "../../../i18n";
import { HeadsetIcon, HeartIcon, ShieldIcon } from "../icons";
import classes from "./Landing.module.css";

const SERVICES: { icon: ReactNode; title: MessageKey; text: MessageKey }[] = [
  { icon: <HeartIcon size={26} />, title: "landing.matchmakingTitle", text: "landing.matchmakingText" },
  { icon: <ShieldIcon size={26} />, title: "landing.secureTitle", text: "landing.secureText" },
  { icon: <HeadsetIcon size={26} />, title: "landing.supportTitle", text: "landing.supportText" },
];

/** The three services of SPEC §2: personalized matchmaking, secure platform, customer support. */
export function Services() {
  return (
    <Container component="section" size="lg" py={{ base: 40, sm: 64 }} aria-labelledby="services-title">
      <Stack gap="lg">
        <Title id="services-title" order={2} ta="center" c="pink.9">
          {t("landing.servicesTitle")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {SERVICES.map((service) => (
            <Card key={service.title} withBorder shadow="xs" padding="lg" className={classes.card}>
              <Stack gap="sm">
                <ThemeIcon size={48} radius="xl" variant="filled" color="pink.8">
                  {service.icon}
                </ThemeIcon>
                <Title order={3} size="h4">
                  {t(service.title)}
                </Title>
                <Text c="dark.6" lh={1.6}>
                  {t(service.text)}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
