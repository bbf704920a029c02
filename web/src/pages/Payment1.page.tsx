import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useQuery } from "convex/react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { formatDate } from "../features/format";
import { formatPhoneForDisplay } from "@matrimony/shared/phone";
import { api } from "../convexApi";
import { PageLoader } from "../features/session/guards";
import { useSession } from "../features/session/useSession";
import { PaymentHistory } from "../features/subscription/PaymentHistory";
import { PlanChooser, type AppliedCoupon } from "../features/subscription/PlanChooser";
import { DEFAULT_OFFER, type PlanOffer } from "../features/subscription/plans";
import { useUpgrade } from "../features/subscription/useUpgrade";
import { t } from "../i18n";

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/**
 * /payment1, the online payment page (SPEC §2, §4; /payment is the status page): My Account, the
 * upgrade through Razorpay Checkout, the success dialog and the Payment History.
 */
export default function Payment1Page() {
  const session = useSession();
  const history = useQuery(api.payments.history, session.status === "member" ? {} : "skip");
  const plans = useQuery(api.plans.list, {}) ?? [DEFAULT_OFFER];
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const documents = useQuery(api.invoices.mine, session.status === "member" ? {} : "skip");
  const { state, start, reset } = useUpgrade();
  // The default plan first (the spec's), until the member picks another.
  const selected: PlanOffer = plans.find((p) => p.key === chosenKey) ?? plans[0] ?? DEFAULT_OFFER;

  if (session.status !== "member") return <PageLoader />;
  const { me } = session;
  const premium = me.membership.plan === "Premium";
  const approved = me.profile.status === "approved";
  const busy = state.step === "opening" || state.step === "checkout" || state.step === "confirming";
  const mobile = me.contacts.mobileNumber ? formatPhoneForDisplay(me.contacts.mobileNumber) : "";

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t("onlinePay.title")}</Title>

        <Card withBorder padding="lg">
          <Title order={2} size="h3" mb="sm">
            {t("onlinePay.myAccount")}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Field label={t("onlinePay.name")} value={me.profile.fullName || t("account.notProvided")} />
            <Field label={t("onlinePay.mobile")} value={mobile || t("account.notProvided")} />
            <div>
              <Text size="sm" c="dimmed">
                {t("onlinePay.currentPlan")}
              </Text>
              <Group gap="xs">
                <Text fw={600}>{premium ? t("onlinePay.planPremium") : t("onlinePay.planFree")}</Text>
                {premium && me.membership.premiumUntil !== null && (
                  <Badge color="yellow.8" size="lg" variant="filled">
                    {t("onlinePay.premiumBadge", { date: formatDate(me.membership.premiumUntil) })}
                  </Badge>
                )}
              </Group>
            </div>
          </SimpleGrid>
        </Card>

        <Card withBorder padding="lg">
          <Stack>
            <Title order={2} size="h3">
              {premium ? t("onlinePay.renewTitle") : t("onlinePay.upgradeTitle")}
            </Title>
            <PlanChooser
              plans={plans}
              selected={selected}
              onSelect={(p) => setChosenKey(p.key)}
              coupon={coupon}
              onCoupon={setCoupon}
              premiumUntil={premium ? me.membership.premiumUntil : null}
              nowMs={Date.now()}
            />
            {state.step === "failed" && (
              <Alert color="red" title={t("onlinePay.failedTitle")} role="alert">
                {t("onlinePay.failed", { reason: state.reason ? ` (${state.reason})` : "" })}
              </Alert>
            )}
            {state.step === "saveFailed" && (
              <Alert color="red" role="alert">
                {t("payment.saveFailed")}
              </Alert>
            )}
            {approved ? (
              // One action: after a failed attempt the same button says "Try again".
              <Button
                size="lg"
                onClick={() =>
                  void start({
                    ...(selected._id === null ? {} : { planId: selected._id }),
                    ...(coupon === null ? {} : { couponCode: coupon.code }),
                  })
                }
                loading={busy}
                disabled={busy}
              >
                {state.step === "failed"
                  ? t("onlinePay.retry")
                  : premium
                    ? t("onlinePay.renewButton")
                    : t("onlinePay.upgradeButton")}
              </Button>
            ) : (
              <Alert color="blue">{t("onlinePay.notApproved")}</Alert>
            )}
            {busy && (
              <Group gap="xs" role="status">
                <Loader size="xs" />
                <Text size="sm">
                  {state.step === "confirming" ? t("onlinePay.confirming") : t("onlinePay.opening")}
                </Text>
              </Group>
            )}
            <Anchor component={Link} to="/payment">
              {t("subscription.statusLink")}
            </Anchor>
          </Stack>
        </Card>

        {history === undefined ? <PageLoader /> : <PaymentHistory payments={history} documents={documents ?? []} />}
      </Stack>

      <Modal opened={state.step === "success"} onClose={reset} title={t("onlinePay.successTitle")} centered>
        {state.step === "success" && (
          <Stack>
            <Text>{t("onlinePay.success", { date: formatDate(state.premiumUntil) })}</Text>
            <Button component={Link} to="/home" onClick={reset}>
              {t("onlinePay.successAction")}
            </Button>
          </Stack>
        )}
      </Modal>
    </Container>
  );
}
