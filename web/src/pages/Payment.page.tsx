import { Anchor, Button, Card, Container, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Link } from "react-router-dom";
import { formatDate } from "../features/format";
import { telUrl, whatsAppChatUrl } from "@matrimony/shared/site";
import { PageLoader } from "../features/session/guards";
import { useSession } from "../features/session/useSession";
import { PlanBenefits } from "../features/subscription/PlanBenefits";
import { PlanList } from "../features/subscription/PlanList";
import { t } from "../i18n";

/**
 * /payment, the subscription status page (SPEC §2; /payment1 is the online payment page): a spinner, a
 * login prompt for visitors, Premium benefits for paid members, and for free members the plan list and
 * the upgrade-by-contact modal (call or WhatsApp support).
 */
export default function PaymentPage() {
  const session = useSession();
  const [upgradeOpen, upgrade] = useDisclosure(false);

  if (session.status === "loading") return <PageLoader />;
  if (session.status === "signedOut" || session.status === "noProfile") {
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="md">
          {t("subscription.title")}
        </Title>
        <Text mb="md">
          {session.status === "signedOut" ? t("subscription.loginRequired") : t("subscription.finishRegistration")}
        </Text>
        <Button
          component={Link}
          to={session.status === "signedOut" ? "/login" : "/register"}
          state={{ from: "/payment" }}
        >
          {session.status === "signedOut" ? t("subscription.loginLink") : t("nav.register")}
        </Button>
      </Container>
    );
  }

  const { me } = session;
  const premium = me.membership.plan === "Premium";
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="md">
        {t("subscription.title")}
      </Title>
      {premium ? (
        <Card withBorder padding="lg">
          <Stack>
            <Title order={2} size="h3" c="teal.9">
              {t("subscription.congratulations")}
            </Title>
            {me.membership.premiumUntil !== null && (
              <Text>{t("subscription.validUntil", { date: formatDate(me.membership.premiumUntil) })}</Text>
            )}
            <Title order={3} size="h4">
              {t("subscription.benefitsTitle")}
            </Title>
            <PlanBenefits plan="Premium" />
            <Anchor component={Link} to="/payment1">
              {t("subscription.historyLink")}
            </Anchor>
          </Stack>
        </Card>
      ) : (
        <Card withBorder padding="lg">
          <Stack>
            <Title order={2} size="h3">
              {t("subscription.freePlanTitle")}
            </Title>
            <PlanBenefits plan="Free" />
            <Group>
              <Button onClick={upgrade.open}>{t("subscription.upgradeNow")}</Button>
              <Anchor component={Link} to="/payment1">
                {t("subscription.payOnlineLink")}
              </Anchor>
            </Group>
          </Stack>
        </Card>
      )}
      {/* A click outside closes it: Mantine's closeOnClickOutside, on by default. */}
      <Modal opened={upgradeOpen} onClose={upgrade.close} title={t("subscription.upgradeTitle")} centered>
        <Stack>
          <Text>{t("subscription.upgradeIntro")}</Text>
          <PlanList />
          <Button component="a" href={telUrl()} size="lg">
            {t("subscription.callSupport")}
          </Button>
          <Button
            component="a"
            href={whatsAppChatUrl(t("subscription.whatsappUpgradeMessage", { code: me.profile.profileCode }))}
            target="_blank"
            rel="noopener noreferrer"
            color="green.8"
            size="lg"
          >
            {t("subscription.chatWhatsApp")}
          </Button>
        </Stack>
      </Modal>
    </Container>
  );
}
