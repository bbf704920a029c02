import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import { t } from "../i18n";

/** Any unknown path (SPEC §2, §8). */
export default function NotFoundPage() {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={800} c="pink.2" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1} c="pink.9">
          {t("notFound.title")}
        </Title>
        <Text size="lg" c="dark.6">
          {t("notFound.text")}
        </Text>
        <Button component={Link} to="/" size="lg">
          {t("notFound.home")}
        </Button>
      </Stack>
    </Container>
  );
}
