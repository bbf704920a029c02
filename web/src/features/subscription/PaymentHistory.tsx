import { Badge, Button, Card, Group, Modal, Stack, Table, Text, Title } from "@mantine/core";
import type { FunctionReturnType } from "convex/server";
import { useState } from "react";
import { formatDisplayDate } from "@matrimony/shared/dates";
import type { api } from "../../convexApi";
import { t } from "../../i18n";
import { formatPaise } from "./money";

export type PaymentRecord = FunctionReturnType<typeof api.payments.history>[number];

const STATUS = {
  paid: { label: "payment1.statusPaid", color: "teal.8" },
  failed: { label: "payment1.statusFailed", color: "red.8" },
  created: { label: "payment1.statusCreated", color: "gray.7" },
} as const;

function methodText(p: PaymentRecord): string {
  return p.provider === "offline" ? t("payment1.methodOffline", { method: p.method ?? "" }) : t("payment1.methodOnline");
}

function StatusBadge({ status }: { status: PaymentRecord["status"] }) {
  return (
    <Badge color={STATUS[status].color} variant="filled">
      {t(STATUS[status].label)}
    </Badge>
  );
}

function Details({ payment }: { payment: PaymentRecord }) {
  const rows: [string, string | null][] = [
    [t("payment1.amount"), formatPaise(payment.amountPaise, payment.currency)],
    [t("payment1.paymentDate"), formatDisplayDate(payment.paidAt ?? payment.createdAt)],
    [t("payment1.transactionId"), payment.transactionId],
    [t("payment1.orderId"), payment.orderId],
    [t("payment1.method"), methodText(payment)],
    [t("payment1.expiryDate"), payment.premiumUntil === null ? null : formatDisplayDate(payment.premiumUntil)],
    [t("payment1.failureReason"), payment.failureReason],
  ];
  return (
    <Table variant="vertical" withTableBorder>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th w="40%">{t("payment1.status")}</Table.Th>
          <Table.Td>
            <StatusBadge status={payment.status} />
          </Table.Td>
        </Table.Tr>
        {rows
          .filter((row): row is [string, string] => row[1] !== null && row[1] !== "")
          .map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th>{label}</Table.Th>
              <Table.Td style={{ wordBreak: "break-all" }}>{value}</Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Payment History (SPEC §2): newest first (the server's order), each with its date, status and a View
 * Details dialog. Orders opened but never paid are left out: they are not payments to the member.
 */
export function PaymentHistory({ payments }: { payments: PaymentRecord[] }) {
  const [open, setOpen] = useState<PaymentRecord | null>(null);
  const shown = payments.filter((p) => p.status !== "created");
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h3" mb="sm">
        {t("payment1.historyTitle")}
      </Title>
      {shown.length === 0 ? (
        <Text>{t("payment1.historyEmpty")}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {shown.map((p) => (
            <Group key={p._id} component="li" justify="space-between" wrap="wrap" gap="xs" py={4} style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}>
              <Stack gap={2}>
                <Text fw={600}>{formatDisplayDate(p.paidAt ?? p.createdAt)}</Text>
                <Group gap="xs">
                  <StatusBadge status={p.status} />
                  <Text size="sm">{formatPaise(p.amountPaise, p.currency)}</Text>
                </Group>
              </Stack>
              <Button variant="light" size="sm" onClick={() => setOpen(p)}>
                {t("payment1.viewDetails")}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={t("payment1.detailsTitle")} centered>
        {open && <Details payment={open} />}
      </Modal>
    </Card>
  );
}
