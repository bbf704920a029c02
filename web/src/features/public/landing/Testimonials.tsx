import { Card, Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { SITE } from "@matrimony/shared/site";
import { t, type MessageKey } from "../../../i18n";
import classes from "./Landing.module.css";

const TESTIMONIALS: { quote: MessageKey; name: MessageKey; place: MessageKey }[] = [
  { quote: "landing.testimonialOneQuote", name: "landing.testimonialOneName", place: "landing.testimonialOnePlace" },
  { quote: "landing.testimonialTwoQuote", name: "landing.testimonialTwoName", place: "landing.testimonialTwoPlace" },
];

/** Two testimonials from families (SPEC §2). */
export function Testimonials() {
  return (
    <Container component="section" size="lg" py={{ base: 40, sm: 64 }} aria-labelledby="testimonials-title">
      <Stack gap="lg">
        <Title id="testimonials-title" order={2} ta="center" c="pink.9">
          {t("landing.testimonialsTitle")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {TESTIMONIALS.map((item) => (
            <Card key={item.name} component="figure" withBorder shadow="xs" padding="lg" m={0}>
              <Stack gap="md">
                <blockquote className={classes.quote}>
                  <Text lh={1.65} c="dark.7">
                    {t(item.quote, { site: SITE.name })}
                  </Text>
                </blockquote>
                <Text component="figcaption">
                  <Text component="span" fw={700} display="block">
                    {t(item.name)}
                  </Text>
                  <Text component="span" size="sm" c="dark.4">
                    {t(item.place)}
                  </Text>
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
