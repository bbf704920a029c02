import { Button, FileButton, Group, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { VERIFICATION_FILE_TYPES, type IdDocumentType } from "@matrimony/shared/rules/idVerification";
import { t } from "../../i18n";
import { WRAPPING_LABEL } from "../../components/buttonStyles";
import { useVerificationUpload } from "./useVerificationUpload";
import { VerificationPrivacyNote } from "./VerificationState";

/** The ID needs its document type before a photo goes; the selfie needs nothing. */
type UploadKind = { kind: "id"; documentType: IdDocumentType | null } | { kind: "photo" };

type VerificationUploadProps = UploadKind & {
  /** The button's label, also the file input's accessible name. */
  label: string;
  /** "user" opens the front camera on a phone (the selfie); a computer offers a file either way. */
  capture?: "user";
  /** The last photo waits for staff: say that a new one replaces it. */
  waiting: boolean;
};

/**
 * The upload part of the ID and selfie cards: the button (camera or gallery on a phone), the
 * file checked and sent (useVerificationUpload), what went wrong in the member's words, and who sees it.
 */
export function VerificationUpload(props: VerificationUploadProps) {
  const { label, capture, waiting } = props;
  const documentType = props.kind === "id" ? props.documentType : undefined;
  const { send, sending } = useVerificationUpload(props.kind);
  const [error, setError] = useState<string | null>(null);
  // A new document choice clears the last message (React's "adjust state when a prop changes").
  const [errorDocumentType, setErrorDocumentType] = useState(documentType);
  if (errorDocumentType !== documentType) {
    setErrorDocumentType(documentType);
    setError(null);
  }

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
    <>
      <Group>
        <FileButton
          onChange={(file) => void upload(file)}
          accept={VERIFICATION_FILE_TYPES.join(",")}
          capture={capture}
          disabled={sending}
          inputProps={{ "aria-label": label }}
        >
          {(buttonProps) => (
            <Button {...buttonProps} loading={sending} size="md" h="auto" py={8} styles={WRAPPING_LABEL}>
              {label}
            </Button>
          )}
        </FileButton>
      </Group>
      {error !== null && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {waiting && (
        <Text size="sm" c="gray.7">
          {t("idCheck.replaceHint")}
        </Text>
      )}
      <VerificationPrivacyNote />
    </>
  );
}
