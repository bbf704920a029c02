import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import { SITE, telUrl, whatsAppChatUrl } from "@matrimony/shared/site";
import { t, type MessageKey } from "../../i18n";
import { siteText } from "../../features/public/copyParams";

const LINKS: { to: string; label: MessageKey }[] = [
  { to: "/", label: "footer.home" },
  { to: "/pay", label: "footer.pricing" },
  { to: "/termsconditions", label: "footer.terms" },
  { to: "/privacy-policy", label: "footer.privacy" },
  { to: "/refund-policy", label: "footer.refund" },
  { to: "/contact-us", label: "footer.contactUs" },
  { to: "/faq", label: "footer.faq" },
  { to: "/explore", label: "footer.explore" },
];

/** The footer of SPEC §2 on every page: quick links, contact email, phone, address, social links. */
export function Footer() {
  return (
    <Container
      component="footer"
      size="lg"
      py="xl"
      mt="xl"
      style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Stack gap={6} component="nav" aria-label={t("footer.quickLinks")}>
          <Title order={2} size="h5">
            {t("footer.quickLinks")}
          </Title>
          {LINKS.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} c="dark.6">
              {t(link.label)}
            </Anchor>
          ))}
        </Stack>
        <Stack gap={6}>
          <Title order={2} size="h5">
            {t("footer.contact")}
          </Title>
          <Anchor href={`mailto:${SITE.supportEmail}`} c="dark.6">
            {SITE.supportEmail}
          </Anchor>
          <Anchor href={telUrl()} c="dark.6">
            {SITE.supportPhoneDisplay}
          </Anchor>
          <Text size="sm" c="dark.5" component="address" style={{ fontStyle: "normal" }}>
            {siteText().address}
          </Text>
        </Stack>
        <Stack gap={6}>
          <Title order={2} size="h5">
            {t("footer.followUs")}
          </Title>
          <Group gap="md">
            <Anchor href={SITE.links.facebook} target="_blank" rel="noopener noreferrer" c="dark.6">
              {t("footer.facebook")}
            </Anchor>
            <Anchor href={SITE.links.instagram} target="_blank" rel="noopener noreferrer" c="dark.6">
              {t("footer.instagram")}
            </Anchor>
            <Anchor
              href={whatsAppChatUrl(t("footer.whatsappGreeting"))}
              target="_blank"
              rel="noopener noreferrer"
              c="dark.6"
            >
              {t("footer.whatsapp")}
            </Anchor>
          </Group>
        </Stack>
      </SimpleGrid>
      <Text size="sm" c="dark.4" ta="center" mt="lg">
        {t("footer.rights", { year: new Date().getFullYear(), site: SITE.name })}
      </Text>
    </Container>
  );
}
