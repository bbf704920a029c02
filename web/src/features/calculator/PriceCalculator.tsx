import { Button, Card, Stack, Tabs, Text } from "@mantine/core";
import { useState } from "react";
import { calculateBill, PREMIUM_DAYS, type PlanKey } from "@matrimony/shared/rules/pricing";
import { t, type MessageKey } from "../../i18n";
import { BillSummary } from "./BillSummary";
import { CouponEntry, type AppliedCoupon } from "./CouponEntry";
import { formatRupees } from "./formatRupees";
import { PayInstructions } from "./PayInstructions";

const PLAN_TABS: { plan: PlanKey; label: MessageKey; text: MessageKey }[] = [
  { plan: "India", label: "pay.planIndia", text: "pay.planIndiaText" },
  { plan: "NRI", label: "pay.planNri", text: "pay.planNriText" },
];

/**
 * The /pay calculator (SPEC §2, §4): tabs India and NRI, each with its own coupon and bill. Only the open
 * tab's panel is mounted, so switching tabs starts the other plan afresh: the coupon text and the applied
 * discount are reset (SPEC §4).
 */
export function PriceCalculator() {
  const [plan, setPlan] = useState<PlanKey>("India");
  return (
    <Tabs
      value={plan}
      onChange={(value) => setPlan(value === "NRI" ? "NRI" : "India")}
      keepMounted={false}
      variant="pills"
    >
      <Tabs.List grow aria-label={t("pay.plansLabel")} mb="md">
        {PLAN_TABS.map((tab) => (
          <Tabs.Tab key={tab.plan} value={tab.plan} fz="lg" fw={600} py="sm">
            {t(tab.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {PLAN_TABS.map((tab) => (
        <Tabs.Panel key={tab.plan} value={tab.plan}>
          <PlanBill plan={tab.plan} planName={t(tab.label)} description={t(tab.text)} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function PlanBill({ plan, planName, description }: { plan: PlanKey; planName: string; description: string }) {
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [paying, setPaying] = useState(false);
  const bill = calculateBill(plan, coupon);
  const amount = formatRupees(bill.total);
  return (
    <Card withBorder shadow="sm" padding="lg" radius="lg">
      <Stack gap="md">
        {/* What is bought and for how long, before any price. */}
        <Stack gap={4}>
          <Text fw={700} size="lg" component="h2" m={0}>
            {t("pay.planHeading", { plan: planName })}
          </Text>
          <Text>{t("pay.planIncludes", { days: PREMIUM_DAYS })}</Text>
          <Text c="dark.6">{description}</Text>
        </Stack>
        <CouponEntry applied={coupon} onChange={setCoupon} />
        <BillSummary plan={plan} bill={bill} coupon={coupon} />
        <Button size="lg" fullWidth onClick={() => setPaying(true)}>
          {t("pay.payButton", { amount })}
        </Button>
      </Stack>
      <PayInstructions opened={paying} onClose={() => setPaying(false)} amount={amount} planName={planName} />
    </Card>
  );
}
