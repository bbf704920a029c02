import { Button, Group, Stack, Text } from "@mantine/core";
import { useAction } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useState } from "react";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { errorMessage } from "../errors";
import { formatPaise } from "./money";
import { saveFile } from "@matrimony/shared/download";

export type TaxDocumentRow = FunctionReturnType<typeof api.invoices.mine>[number];

/**
 * A payment's tax invoice and credit notes (docs/payments.md), each with its download: the PDF is drawn by
 * `invoices.pdf`, which checks the member on every call.
 */
export function PaymentDocuments({ documents }: { documents: TaxDocumentRow[] }) {
  const pdf = useAction(api.invoices.pdf);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (documents.length === 0) return null;
  const download = async (doc: TaxDocumentRow) => {
    setBusy(doc._id);
    setError(null);
    try {
      const file = await pdf({ documentId: doc._id });
      saveFile(file.fileName, file.bytes, "application/pdf");
    } catch (e) {
      setError(errorMessage(e, t("onlinePay.downloadFailed")));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap={4}>
      {documents.map((doc) => (
        <Group key={doc._id} justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm">
            {doc.kind === "invoice"
              ? t("onlinePay.invoice", { number: doc.number })
              : t("onlinePay.creditNote", { number: doc.number })}
            {doc.kind === "creditNote"
              ? ` · ${t("onlinePay.refunded", { amount: formatPaise(doc.totalPaise, "INR") })}`
              : ""}
          </Text>
          <Button variant="subtle" size="xs" loading={busy === doc._id} onClick={() => void download(doc)}>
            {t("onlinePay.downloadPdf")}
          </Button>
        </Group>
      ))}
      {error !== null && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
