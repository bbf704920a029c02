import { Paper, Select, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "convex/react";
import { useState } from "react";
import { ID_DOCUMENT_TYPES, isIdDocumentType, type IdDocumentType } from "@matrimony/shared/rules/idVerification";
import { api } from "../../convexApi";
import { t, type MessageKey } from "../../i18n";
import { VerificationState } from "./VerificationState";
import { VerificationUpload } from "./VerificationUpload";

const DOCUMENT_LABELS: Record<IdDocumentType, MessageKey> = {
  aadhaar: "idCheck.docAadhaar",
  pan: "idCheck.docPan",
  passport: "idCheck.docPassport",
  voterId: "idCheck.docVoterId",
  drivingLicence: "idCheck.docDrivingLicence",
};

/**
 * "ID verified" on the Verify my profile page: choose the document, upload a photo of it (camera
 * or gallery on a phone), then follow its state live. The photo goes to staff only; nothing of it comes back.
 */
export function IdVerification() {
  const status = useQuery(api.idVerification.status);
  const [documentType, setDocumentType] = useState<IdDocumentType | null>(null);
  if (status === undefined) return null;
  const state = status.id;
  const canSend = state.state !== "approved";

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="id-verification-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="id-verification-title">
          {t("idCheck.idTitle")}
        </Title>
        <VerificationState state={state} kind="id" testId="id-verification-state" />
        {canSend && (
          <>
            <Text size="sm">{t("idCheck.idIntro")}</Text>
            <Select
              label={t("idCheck.documentType")}
              placeholder={t("idCheck.documentTypePlaceholder")}
              data={ID_DOCUMENT_TYPES.map((value) => ({ value, label: t(DOCUMENT_LABELS[value]) }))}
              value={documentType}
              onChange={(value) => setDocumentType(isIdDocumentType(value) ? value : null)}
              allowDeselect={false}
              maw={360}
              size="md"
              data-testid="id-document-type"
            />
            <VerificationUpload
              kind="id"
              documentType={documentType}
              label={t("idCheck.uploadId")}
              waiting={state.state === "waiting"}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
