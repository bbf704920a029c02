import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "convex/react";
import { Link } from "react-router-dom";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { VerificationState } from "./VerificationState";
import { VerificationUpload } from "./VerificationUpload";

/**
 * "Photo verified" on the Verify my profile page: a selfie taken now with the front camera
 * (`capture="user"` opens it on phones; a computer offers a file), which staff compare with the profile
 * photos. Needs a profile photo first, since there is nothing to compare it with otherwise.
 */
export function SelfieVerification() {
  const status = useQuery(api.idVerification.status);
  if (status === undefined) return null;
  const state = status.photo;

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
            <VerificationUpload
              kind="photo"
              label={t("idCheck.takeSelfie")}
              capture="user"
              waiting={state.state === "waiting"}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
