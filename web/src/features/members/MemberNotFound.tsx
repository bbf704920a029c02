import { Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import { t } from "../../i18n";

/** An unknown, removed or not (yet) approved profile: said kindly, with the way back to the matches. */
export function MemberNotFound() {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h2">
            {t("member.notFoundTitle")}
          </Title>
          <Text size="lg">{t("member.notFoundDetail")}</Text>
          <Button component={Link} to="/home">
            {t("member.backToMatches")}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
