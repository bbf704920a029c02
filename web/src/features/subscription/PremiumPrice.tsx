import { Stack, Table, Text } from "@mantine/core";
import { PREMIUM_CHARGE, PREMIUM_DAYS, premiumBill } from "@matrimony/shared/rules/pricing";
import { t } from "../../i18n";
import { formatPaise } from "./money";

/**
 * What Premium costs, as one honest bill (SPEC §9 keeps two readings: the plan is shown as
 * 'Premium Plan: ₹999 (including GST)', and the checkout charges ₹999 + 18% GST). The plan line keeps the
 * spec's text; the bill under it shows the tax line and the amount payable, and a sentence says why, so a
 * parent sees at a glance what will be charged.
 */
export function PremiumPrice() {
  const bill = premiumBill();
  const money = (paise: number) => formatPaise(paise, PREMIUM_CHARGE.currency, true);
  const rows = [
    { label: t("onlinePay.billPlan"), amount: money(bill.planPaise) },
    { label: t("onlinePay.billGst", { percent: PREMIUM_CHARGE.gstPercent }), amount: `+ ${money(bill.gstPaise)}` },
  ];
  return (
    <Stack gap="xs">
      <Text fw={700} size="lg">
        {t("payment.planText")}
      </Text>
      <Text size="sm">{t("onlinePay.validity", { days: PREMIUM_DAYS })}</Text>
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
            <Table.Td ta="right" pr={0} fw={700} fz="lg" c="pink.9" style={{ whiteSpace: "nowrap" }} data-testid="amount-payable">
              {money(bill.totalPaise)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="sm" c="gray.7">
        {t("onlinePay.billWhy", {
          plan: formatPaise(bill.planPaise),
          percent: PREMIUM_CHARGE.gstPercent,
          total: formatPaise(bill.totalPaise),
        })}
      </Text>
      <Text size="sm">{t("onlinePay.securePayment")}</Text>
    </Stack>
  );
}
