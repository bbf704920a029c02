import { Anchor, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { SITE } from "@matrimony/shared/site";
import { ContactButtons } from "../features/public/ContactButtons";
import { ClockIcon, MailIcon, MapPinIcon } from "../features/public/icons";
import { PublicPage } from "../features/public/PublicPage";
import { t } from "../i18n";
import { siteText } from "../features/public/copyParams";

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="xs">
        <ThemeIcon size={40} radius="xl" variant="filled" color="pink.8">
          {icon}
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** A long address may wrap on a phone: after the "@" rather than mid-word. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf("@");
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** /contact and /contact-us (SPEC §2): call and WhatsApp first, then email, address and hours. */
export default function ContactPage() {
  return (
    <PublicPage title={t("contactUs.title")} intro={t("contactUs.intro")} size="md">
      <ContactButtons size="lg" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <InfoCard icon={<MailIcon size={22} />} title={t("contactUs.emailTitle")}>
          <Anchor href={`mailto:${SITE.supportEmail}`} translate="no">
            <BreakableEmail email={SITE.supportEmail} />
          </Anchor>
        </InfoCard>
        <InfoCard icon={<MapPinIcon size={22} />} title={t("contactUs.addressTitle")}>
          <Text component="address" style={{ fontStyle: "normal" }}>
            {siteText().address}
          </Text>
        </InfoCard>
        <InfoCard icon={<ClockIcon size={22} />} title={t("contactUs.hoursTitle")}>
          <Text>{siteText().supportHours}</Text>
        </InfoCard>
      </SimpleGrid>
    </PublicPage>
  );
}
