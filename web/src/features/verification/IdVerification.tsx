import { Button, FileButton, Group, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery } from "convex/react";
import { useState } from "react";
import { ID_DOCUMENT_TYPES, isIdDocumentType, VERIFICATION_FILE_TYPES, type IdDocumentType } from "@matrimony/shared/rules/idVerification";
import { api } from "../../convexApi";
import { t, type MessageKey } from "../../i18n";
import { useVerificationUpload } from "./useVerificationUpload";
import { WRAPPING_LABEL } from "../../components/buttonStyles";
import { VerificationPrivacyNote, VerificationState } from "./VerificationState";

const DOCUMENT_LABELS: Record<IdDocumentType, MessageKey> = {
  aadhaar: "idCheck.docAadhaar",
  pan: "idCheck.docPan",
  passport: "idCheck.docPassport",
  voterId: "idCheck.docVoterId",
  drivingLicence: "idCheck.docDrivingLicence",
};

/**
 * "ID verified" on the Verify my profile page (issue 16): choose the document, upload a photo of it (camera
 * or gallery on a phone), then follow its state live. The photo goes to staff only; nothing of it comes back.
 */
export function IdVerification() {
  const status = useQuery(api.idVerification.status);
  const { send, sending } = useVerificationUpload("id");
  const [documentType, setDocumentType] = useState<IdDocumentType | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (status === undefined) return null;
  const state = status.id;
  const canSend = state.state !== "approved";

  const upload = async (file: File | null) => {
    if (file === null) return;
    if (documentType === null) {
      setError(t("idCheck.chooseDocumentFirst"));
      return;
    }
    setError(null);
    const outcome = await send(file, documentType);
    if (outcome.ok) notifications.show({ color: "green", message: t("idCheck.sent") });
    else setError(t("idCheck.sendFailed", { error: outcome.error }));
  };

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
              onChange={(value) => {
                setDocumentType(isIdDocumentType(value) ? value : null);
                setError(null);
              }}
              allowDeselect={false}
              maw={360}
              size="md"
              data-testid="id-document-type"
            />
            <Group>
              <FileButton onChange={(file) => void upload(file)} accept={VERIFICATION_FILE_TYPES.join(",")} disabled={sending} inputProps={{ "aria-label": t("idCheck.uploadId") }}>
                {(props) => (
                  <Button {...props} loading={sending} size="md" h="auto" py={8} styles={WRAPPING_LABEL}>
                    {t("idCheck.uploadId")}
                  </Button>
                )}
              </FileButton>
            </Group>
            {error !== null && (
              <Text size="sm" c="red.8" role="alert">
                {error}
              </Text>
            )}
            {state.state === "waiting" && (
              <Text size="sm" c="gray.7">
                {t("idCheck.replaceHint")}
              </Text>
            )}
            <VerificationPrivacyNote />
          </>
        )}
      </Stack>
    </Paper>
  );
}
