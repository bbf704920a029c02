import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import { t } from "../../../i18n";
import { StarIcon } from "../icons";
import classes from "./Landing.module.css";

/** The Rate Us button of SPEC §2, to /rate-us. */
export function RateUsBand() {
  return (
    <Container component="section" size="lg" pb="xl" aria-labelledby="rate-us-title">
      <Group className={classes.rateBand} p={{ base: "lg", sm: "xl" }} justify="space-between" gap="md">
        <Stack gap={4}>
          <Title id="rate-us-title" order={2} size="h3">
            {t("landing.rateUsTitle")}
          </Title>
          <Text c="dark.6">{t("landing.rateUsText")}</Text>
        </Stack>
        <Button component={Link} to="/rate-us" size="lg" leftSection={<StarIcon size={20} />}>
          {t("landing.rateUs")}
        </Button>
      </Group>
    </Container>
  );
}
