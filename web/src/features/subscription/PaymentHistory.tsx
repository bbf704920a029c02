import { Badge, Button, Card, Group, Modal, Stack, Table, Text, Title } from "@mantine/core";
import type { FunctionReturnType } from "convex/server";
import { useState } from "react";
import { formatDate } from "../format";
import type { api } from "../../convexApi";
import { t } from "../../i18n";
import { formatPaise } from "./money";
import { PaymentDocuments, type TaxDocumentRow } from "./PaymentDocuments";

export type PaymentRecord = FunctionReturnType<typeof api.payments.history>[number];

const STATUS = {
  paid: { label: "onlinePay.statusPaid", color: "teal.8" },
  failed: { label: "onlinePay.statusFailed", color: "red.8" },
  created: { label: "onlinePay.statusCreated", color: "gray.7" },
} as const;

function methodText(p: PaymentRecord): string {
  return p.provider === "offline"
    ? t("onlinePay.methodOffline", { method: p.method ?? "" })
    : t("onlinePay.methodOnline");
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
    [t("onlinePay.amount"), formatPaise(payment.amountPaise, payment.currency)],
    [t("onlinePay.paymentDate"), formatDate(payment.paidAt ?? payment.createdAt)],
    [t("onlinePay.transactionId"), payment.transactionId],
    [t("onlinePay.orderId"), payment.orderId],
    [t("onlinePay.method"), methodText(payment)],
    [t("onlinePay.expiryDate"), payment.premiumUntil === null ? null : formatDate(payment.premiumUntil)],
    [t("onlinePay.failureReason"), payment.failureReason],
  ];
  return (
    <Table variant="vertical" withTableBorder>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th w="40%">{t("onlinePay.status")}</Table.Th>
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
export function PaymentHistory({
  payments,
  documents = [],
}: {
  payments: PaymentRecord[];
  documents?: TaxDocumentRow[];
}) {
  const [open, setOpen] = useState<PaymentRecord | null>(null);
  const shown = payments.filter((p) => p.status !== "created");
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h3" mb="sm">
        {t("onlinePay.historyTitle")}
      </Title>
      {shown.length === 0 ? (
        <Text>{t("onlinePay.historyEmpty")}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {shown.map((p) => (
            <Group
              key={p._id}
              component="li"
              justify="space-between"
              wrap="wrap"
              gap="xs"
              py={4}
              style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}
            >
              <Stack gap={2}>
                <Text fw={600}>{formatDate(p.paidAt ?? p.createdAt)}</Text>
                <Group gap="xs">
                  <StatusBadge status={p.status} />
                  <Text size="sm">{formatPaise(p.amountPaise, p.currency)}</Text>
                </Group>
              </Stack>
              <Button variant="light" size="sm" onClick={() => setOpen(p)}>
                {t("onlinePay.viewDetails")}
              </Button>
              <Stack w="100%" gap={0}>
                <PaymentDocuments documents={documents.filter((d) => d.paymentId === p._id)} />
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={t("onlinePay.detailsTitle")} centered>
        {open && <Details payment={open} />}
      </Modal>
    </Card>
  );
}
