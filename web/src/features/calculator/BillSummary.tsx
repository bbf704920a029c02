import { Table, Text } from "@mantine/core";
import { PLANS, type Bill, type CouponCode, type PlanKey } from "@matrimony/shared/rules/pricing";
import { t } from "../../i18n";
import { formatRupees } from "./formatRupees";

interface BillSummaryProps {
  plan: PlanKey;
  bill: Bill;
  coupon: { code: CouponCode; percent: number } | null;
}

/** Base price, offer discount, coupon discount (when one applies) and total, in whole rupees. */
export function BillSummary({ plan, bill, coupon }: BillSummaryProps) {
  const rows: { label: string; amount: string }[] = [
    { label: t("pay.basePrice"), amount: formatRupees(bill.basePrice) },
    {
      label: t("pay.offerDiscount", { percent: PLANS[plan].offerPercent }),
      amount: `− ${formatRupees(bill.offerDiscount)}`,
    },
  ];
  if (coupon) {
    rows.push({
      label: t("pay.couponDiscount", { code: coupon.code, percent: coupon.percent }),
      amount: `− ${formatRupees(bill.couponDiscount)}`,
    });
  }
  return (
    <Table verticalSpacing="sm" fz="md" aria-label={t("pay.billTitle")}>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th scope="row" fw={400}>
              {row.label}
            </Table.Th>
            <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
              {row.amount}
            </Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th scope="row">
            <Text fw={700} size="lg">
              {t("pay.total")}
            </Text>
          </Table.Th>
          <Table.Td ta="right" data-testid="bill-total">
            <Text fw={700} size="xl" c="pink.9">
              {formatRupees(bill.total)}
            </Text>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
