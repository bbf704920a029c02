import { Stack, Table, Text } from "@mantine/core";
import { DAILY_CONTACT_REVEALS as DAILY_REVEALS, planBill } from "@matrimony/shared/rules/plans";
import { PREMIUM_CHARGE } from "@matrimony/shared/rules/pricing";
import { t } from "../../i18n";
import { formatPaise } from "./money";
import { DEFAULT_OFFER, gstPercent, planName, type PlanOffer } from "./plans";

/**
 * What a plan costs, as one honest bill. For the default plan SPEC §9 keeps two readings: the plan is
 * shown as 'Premium Plan: ₹999 (including GST)', and the checkout charges ₹999 + 18% GST. The plan line
 * keeps the spec's text; the bill under it shows the tax line and the amount payable, and a sentence
 * says why, so a parent sees at a glance what will be charged. Other plans show their name and the same
 * bill; a coupon the server accepted adds its line.
 */
export function PremiumPrice({
  plan = DEFAULT_OFFER,
  coupon = null,
}: {
  plan?: PlanOffer;
  coupon?: { code: string; discountPaise: number } | null;
}) {
  const bill = planBill(plan, coupon === null ? null : { kind: "amount", value: coupon.discountPaise });
  const percent = gstPercent(plan.gstRateBasisPoints);
  const money = (paise: number) => formatPaise(paise, PREMIUM_CHARGE.currency, true);
  const rows = [
    { label: t("onlinePay.billPlan"), amount: money(bill.listPricePaise) },
    ...(coupon === null
      ? []
      : [{ label: t("plans.billDiscount", { code: coupon.code }), amount: `− ${money(bill.discountPaise)}` }]),
    { label: t("onlinePay.billGst", { percent }), amount: `+ ${money(bill.gstPaise)}` },
  ];
  return (
    <Stack gap="xs">
      <Text fw={700} size="lg">
        {plan.isDefault ? t("payment.planText") : planName(plan)}
      </Text>
      <Text size="sm">
        {plan.isDefault ? t("onlinePay.validity", { days: plan.days }) : t("plans.validity", { days: plan.days })}
      </Text>
      {plan.contactReveals !== null && (
        <Text size="sm">{t("plans.contactReveals", { count: plan.contactReveals, daily: DAILY_REVEALS })}</Text>
      )}
      <Table verticalSpacing={6} fz="md" aria-label={t("onlinePay.billTitle")}>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" fw={400} pl={0}>
                {row.label}
              </Table.Th>
              <Table.Td ta="right" pr={0} style={{ whiteSpace: "nowrap" }}>
                {row.amount}
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row" pl={0}>
              {t("onlinePay.billTotal")}
            </Table.Th>
            <Table.Td
              ta="right"
              pr={0}
              fw={700}
              fz="lg"
              c="pink.9"
              style={{ whiteSpace: "nowrap" }}
              data-testid="amount-payable"
            >
              {money(bill.totalPaise)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {coupon === null && (
        <Text size="sm" c="gray.7">
          {t("onlinePay.billWhy", {
            plan: formatPaise(bill.listPricePaise),
            percent,
            total: formatPaise(bill.totalPaise),
          })}
        </Text>
      )}
      <Text size="sm">{t("onlinePay.securePayment")}</Text>
    </Stack>
  );
}
