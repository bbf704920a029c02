import { Box, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import { SITE, telUrl } from "@matrimony/shared/site";
import { t } from "../../../i18n";
import { WhatsAppButton } from "../ContactButtons";
import { PhoneIcon } from "../icons";
import { HeroArt } from "./HeroArt";
import classes from "./Landing.module.css";

/** First screen on a phone: who we are, Register / Login, and the support number to call. */
export function Hero() {
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" py={{ base: 40, sm: 72 }}>
        <Group justify="space-between" align="center" wrap="nowrap" gap="xl">
          <Stack gap="lg" maw={680}>
            <Text className={classes.eyebrow} w="fit-content">
              {t("landing.heroEyebrow")}
            </Text>
            <Title id="hero-title" order={1} className={classes.heroTitle} fz={{ base: 32, sm: 48 }}>
              {t("landing.heroTitle", { site: SITE.name })}
            </Title>
            <Text fz={{ base: "lg", sm: "xl" }} lh={1.5}>
              {t("landing.heroText")}
            </Text>
            <Group gap="sm" grow preventGrowOverflow={false} maw={440}>
              <Button component={Link} to="/register" variant="white" color="pink.9" size="lg">
                {t("landing.register")}
              </Button>
              <Button component={Link} to="/login" variant="outline" color="white" size="lg">
                {t("landing.login")}
              </Button>
            </Group>
            <Stack gap={4}>
              <Text fw={600}>{t("landing.callPrompt")}</Text>
              <Group gap="md" align="center">
                <a href={telUrl()} className={classes.callLink}>
                  <PhoneIcon />
                  {SITE.supportPhoneDisplay}
                </a>
                <WhatsAppButton />
              </Group>
            </Stack>
          </Stack>
          <Box visibleFrom="md" w={360} style={{ flexShrink: 0 }}>
            <HeroArt />
          </Box>
        </Group>
      </Container>
    </Box>
  );
}
