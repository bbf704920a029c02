import { Button, FileButton, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery } from "convex/react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { useVerificationUpload } from "./useVerificationUpload";
import { WRAPPING_LABEL } from "../../components/buttonStyles";
import { VerificationPrivacyNote, VerificationState } from "./VerificationState";

/**
 * "Photo verified" on the Verify my profile page (issue 16): a selfie taken now with the front camera
 * (`capture="user"` opens it on phones; a computer offers a file), which staff compare with the profile
 * photos. Needs a profile photo first, since there is nothing to compare it with otherwise.
 */
export function SelfieVerification() {
  const status = useQuery(api.idVerification.status);
  const { send, sending } = useVerificationUpload("photo");
  const [error, setError] = useState<string | null>(null);
  if (status === undefined) return null;
  const state = status.photo;

  const upload = async (file: File | null) => {
    if (file === null) return;
    setError(null);
    const outcome = await send(file);
    if (outcome.ok) notifications.show({ color: "green", message: t("idCheck.sent") });
    else setError(t("idCheck.sendFailed", { error: outcome.error }));
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="selfie-verification-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="selfie-verification-title">
          {t("idCheck.photoTitle")}
        </Title>
        <VerificationState state={state} kind="photo" testId="selfie-verification-state" />
        {state.state !== "approved" && !status.hasProfilePhoto && (
          <Group gap="sm">
            <Text size="sm">{t("idCheck.needProfilePhoto")}</Text>
            <Button component={Link} to="/profile" variant="light" size="sm">
              {t("idCheck.addPhotos")}
            </Button>
          </Group>
        )}
        {state.state !== "approved" && status.hasProfilePhoto && (
          <>
            <Text size="sm">{t("idCheck.photoIntro")}</Text>
            <Group>
              <FileButton onChange={(file) => void upload(file)} accept="image/jpeg,image/png,image/webp" capture="user" disabled={sending} inputProps={{ "aria-label": t("idCheck.takeSelfie") }}>
                {(props) => (
                  <Button {...props} loading={sending} size="md" h="auto" py={8} styles={WRAPPING_LABEL}>
                    {t("idCheck.takeSelfie")}
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
